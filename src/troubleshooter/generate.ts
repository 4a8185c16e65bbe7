/**
 * Build side: a module's troubleshooter page, `<set>/troubleshooting.mdx`,
 * generated from the Known issues sections of the module's current pages
 * (knownIssues.ts), so each issue is written once, on its feature's page.
 *
 * The page lists every issue by what the reader sees, grouped by feature
 * (the page it is on, named as the sidebar names it, in sidebar order), each
 * linking to its entry, where the workaround is. The list is plain MDX, so
 * it is rendered on the server, indexed by search and kept in the page's
 * Markdown copy; the Troubleshooter component around it adds the filter box.
 * The module overview, which repeats issues in summary lists, is left out.
 *
 * An issue that another page's Known issues section points to (a link
 * before its first entry, knownIssues.ts) is listed once, under its own
 * feature, and names the other page's feature as one it also affects.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {KnownIssueError, readKnownIssues, type KnownIssue, type PageSource} from './knownIssues';
import type {SidebarDoc} from './sidebarOrder';

/** The generated page's file name in the docs folder; its doc id and route end in `troubleshooting`. */
export const TROUBLESHOOTER_FILE = 'troubleshooting.mdx';
export const TROUBLESHOOTER_DOC_ID = 'troubleshooting';

/** Another feature an issue also affects: a page whose Known issues section points to the issue's entry. */
export interface AlsoAffects {
  /** That page's feature name, as its own issues are grouped. */
  feature: string;
  /** Its Known issues section, where the pointer is: `./manual-mode.md#known-issues-in-450`. */
  target: string;
}

/** A known issue as the troubleshooter lists it. */
export interface ListedIssue extends KnownIssue {
  /** The other features it affects, in sidebar order; empty for most issues. */
  alsoAffects: AlsoAffects[];
}

/** One feature's known issues: the page they are on. */
export interface FeatureIssues {
  /** The page's path in the docs folder, e.g. `director.md`. */
  file: string;
  /** The feature's name: the page's sidebar label, or its title. */
  feature: string;
  issues: ListedIssue[];
}

/** Another module's troubleshooter, offered when the reader's words match no issue of this one. */
export interface OtherTroubleshooter {
  /** The module's name, e.g. `Ethereal Plane`. */
  moduleName: string;
  /** The page's route without the base URL, e.g. `/ethereal-plane/troubleshooting`. */
  path: string;
}

export interface TroubleshooterInput {
  /** The module's name, e.g. `OBS Utils`. */
  moduleName: string;
  /** The current release, e.g. `4.5.0`: the Known issues sections must name it. */
  release: string;
  /** Where readers ask when their problem is not listed. */
  supportUrl: string;
  /** The other modules' troubleshooters. */
  others?: OtherTroubleshooter[];
  /** The module's questions page (questions.ts), offered with the reader's words when no issue matches. */
  questionsPath?: string;
}

/** Folders Docusaurus does not publish as docs (its default exclusions), and the generated API reference. */
function isPageFolder(relative: string): boolean {
  const name = relative.slice(relative.lastIndexOf('/') + 1);
  return !name.startsWith('_') && relative !== 'api-reference';
}

/** Files Docusaurus does not publish as docs (its default exclusions), and the generated pages. */
function isPageFile(relative: string): boolean {
  return (
    /\.mdx?$/.test(relative) &&
    !relative.slice(relative.lastIndexOf('/') + 1).startsWith('_') &&
    relative !== TROUBLESHOOTER_FILE &&
    relative !== 'questions.mdx'
  );
}

/**
 * The page files under a docs folder, by path inside it (`/` separators). It never enters `api-reference/`: the
 * API reference plugin rewrites that folder while the plugins start, and a listing that entered it could meet a
 * folder TypeDoc had just removed.
 */
async function pageFilesUnder(docsDir: string, folder = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(docsDir, folder), {withFileTypes: true});
  const found = await Promise.all(
    entries.map(async (entry) => {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return isPageFolder(relative) ? pageFilesUnder(docsDir, relative) : [];
      return entry.isFile() && isPageFile(relative) ? [relative] : [];
    }),
  );
  return found.flat();
}

/** The Markdown and MDX pages of a docs folder, by path inside it (`/` separators), sorted. */
export async function readPages(docsDir: string): Promise<PageSource[]> {
  const files = (await pageFilesUnder(docsDir)).sort();
  return Promise.all(
    files.map(async (file) => ({
      file,
      source: await fs.readFile(path.join(docsDir, file), 'utf8'),
      displayPath: `${path.basename(docsDir)}/${file}`,
    })),
  );
}

/** A page's doc id as Docusaurus forms it: its folder and its front matter `id` or file name. */
export function docIdOf(file: string, frontMatter: Record<string, unknown>): string {
  const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  const name = typeof frontMatter.id === 'string' ? frontMatter.id : path.posix.basename(file).replace(/\.mdx?$/, '');
  return folder + name;
}

/** The module overview (the docs root, `slug: /`, or the folder's index page), which only summarises issues. */
export function isOverview(file: string, frontMatter: Record<string, unknown>): boolean {
  return frontMatter.slug === '/' || /^index\.mdx?$/.test(file);
}

/**
 * Every known issue of the pages, grouped by page, in sidebar order (pages
 * the sidebar does not list come last, by file name), each with the other
 * features whose pages point to it. Pages without known issues, the
 * overview, drafts and unlisted pages are left out, and so are their
 * pointers.
 */
export async function collectFeatures(
  pages: PageSource[],
  sidebar: SidebarDoc[],
  release?: string,
): Promise<FeatureIssues[]> {
  const order = new Map(sidebar.map((doc, index) => [doc.id, index]));
  const labels = new Map(sidebar.filter((doc) => doc.label).map((doc) => [doc.id, doc.label!]));
  const results = await Promise.allSettled(
    pages.map(async (page) => {
      const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: page.file, fileContent: page.source});
      if (isOverview(page.file, frontMatter) || frontMatter.draft === true || frontMatter.unlisted === true) return [];
      const {issues, pointers} = await readKnownIssues(page, release);
      if (issues.length === 0 && pointers.length === 0) return [];
      const docId = docIdOf(page.file, frontMatter);
      const title = typeof frontMatter.title === 'string' ? frontMatter.title : docId;
      const sidebarLabel = typeof frontMatter.sidebar_label === 'string' ? frontMatter.sidebar_label : undefined;
      const feature = labels.get(docId) ?? sidebarLabel ?? title;
      return [{file: page.file, feature, issues, pointers, rank: order.get(docId) ?? Number.MAX_SAFE_INTEGER}];
    }),
  );
  // Every problem of every page in one message, so one build names all there is to fix.
  const problems = results.flatMap((r) =>
    r.status === 'rejected' ? (r.reason instanceof KnownIssueError ? r.reason.problems : [String(r.reason)]) : [],
  );
  if (problems.length > 0) throw new KnownIssueError(problems);
  const found = results
    .flatMap((r) => (r.status === 'fulfilled' ? r.value : []))
    .sort((a, b) => a.rank - b.rank || a.file.localeCompare(b.file));
  // The features that point to each entry (`./file.md#id`), in sidebar order, each once.
  const pointedFrom = new Map<string, AlsoAffects[]>();
  for (const {file, feature, pointers} of found) {
    for (const {target, sectionId} of pointers) {
      const list = pointedFrom.get(target) ?? [];
      if (!list.some((a) => a.feature === feature)) list.push({feature, target: `./${file}#${sectionId}`});
      pointedFrom.set(target, list);
    }
  }
  return found
    .filter(({issues}) => issues.length > 0)
    .map(({file, feature, issues}) => ({
      file,
      feature,
      issues: issues.map((issue) => ({...issue, alsoAffects: pointedFrom.get(`./${file}#${issue.id}`) ?? []})),
    }));
}

/**
 * One line of text as MDX that shows it literally: the characters that can
 * start markup anywhere in a line are escaped (`\\`, code, emphasis, links,
 * JSX, expressions, entities, strikethrough, table cells, a text directive's
 * colon), and so is a line start that would open a block.
 */
export function escapeMdxText(text: string): string {
  return text
    .replace(/[\\`*_[\]<>{}&~|]|:(?=[A-Za-z])/g, '\\$&')
    .replace(/^([#>+=-]|\d+[.)])/, (start: string) => start.replace(/[#>+=.)-]/, '\\$&'));
}

/** A JSX expression attribute value holding `value` as a JS string literal. */
function jsString(value: string): string {
  return `{${JSON.stringify(value)}}`;
}

/** The MDX of a module's troubleshooter page. */
export function renderTroubleshooter(features: FeatureIssues[], input: TroubleshooterInput): string {
  const {moduleName, release, supportUrl, others = [], questionsPath} = input;
  const total = features.reduce((sum, f) => sum + f.issues.length, 0);
  const frontMatter = [
    '---',
    `title: ${JSON.stringify(`Troubleshoot ${moduleName}: what you see and what to do`)}`,
    'sidebar_label: Troubleshooting',
    `description: ${JSON.stringify(
      `Every known issue of ${moduleName} ${release}, listed by what you see and grouped by feature, each with a link to its workaround.`,
    )}`,
    '# A summary of the other pages: in search, the page that explains a subject comes first.',
    'search_page_rank: -1',
    '---',
  ];
  const lines = [
    ...frontMatter,
    '',
    "import Troubleshooter, {Issue, IssueGroup, IssueList} from '@site/src/troubleshooter/component';",
    '',
    `{/* Generated by src/troubleshooter/ from the "Known issues in ${release}" sections of the pages in this folder, each time the site builds or starts. Not committed; edit those sections instead. */}`,
    '',
  ];
  if (total === 0) {
    lines.push(
      escapeMdxText(`The pages of ${moduleName} ${release} list no known issue.`) +
        ` If something does not work as described, ask on the [Void Monster Discord](${supportUrl}).`,
      '',
    );
    return lines.join('\n');
  }
  lines.push(
    escapeMdxText(
      `${total === 1 ? 'The one known issue' : `All ${total} known issues`} of ${moduleName} ${release}, ` +
        'listed by what you see and grouped by feature. Each title leads to its entry, with who is affected, ' +
        'the workaround and the status.',
    ) + ` Not listed here? Ask on the [Void Monster Discord](${supportUrl}).`,
    '',
    `<Troubleshooter${questionsPath ? ` related={${JSON.stringify({name: moduleName, path: questionsPath})}}` : ''}${
      others.length > 0 ? ` others={${JSON.stringify(others.map(({moduleName: name, path}) => ({name, path})))}}` : ''
    }>`,
    '',
  );
  const groups = features.map(({file, feature, issues}) => ({
    feature,
    entries: issues.map((issue) => {
      const also = issue.alsoAffects;
      const alsoMdx =
        also.length > 0
          ? `<br />*Also affects:* ${also.map((a) => `[${escapeMdxText(a.feature)}](${a.target})`).join(', ')}`
          : '';
      return {
        text: [feature, issue.title, issue.symptom, ...also.map((a) => a.feature)].join(' '),
        // The symptom, then the other features it affects, on the title's source line, so no
        // symptom can start a block of its own.
        paragraph: `**[${issue.titleMdx}](./${file}#${issue.id})**<br />${issue.symptomMdx}${alsoMdx}`,
      };
    }),
  }));
  return [...lines, ...groupedListMdx(groups)].join('\n');
}

/** One entry of a generated list: the words its filter matches, and its one paragraph (a linked title, a line break, its text). */
export interface ListedEntry {
  text: string;
  paragraph: string;
}

/**
 * The grouped list of a troubleshooter or questions page, closing the
 * `<Troubleshooter>` the page opened: a `##` heading per feature (the
 * sidebar's order), then each entry as an `<Issue>` the filter can hide.
 */
export function groupedListMdx(groups: {feature: string; entries: ListedEntry[]}[]): string[] {
  const lines: string[] = [];
  for (const {feature, entries} of groups) {
    lines.push('<IssueGroup>', '', `## ${escapeMdxText(feature)}`, '', '<IssueList>', '');
    for (const {text, paragraph} of entries)
      lines.push(`<Issue text=${jsString(text)}>`, '', paragraph, '', '</Issue>', '');
    lines.push('</IssueList>', '', '</IssueGroup>', '');
  }
  lines.push('</Troubleshooter>', '');
  return lines;
}

/** The troubleshooter of one docs folder, from its pages (`readPages`) and its sidebar (`sidebarDocs`). */
export async function generateTroubleshooter(
  pages: PageSource[],
  sidebar: SidebarDoc[],
  input: TroubleshooterInput,
): Promise<{content: string; features: FeatureIssues[]}> {
  const features = await collectFeatures(pages, sidebar, input.release);
  return {content: renderTroubleshooter(features, input), features};
}

/** Writes the page when its content changed (an unchanged file is left alone, so the dev server does not reload for nothing). */
export async function writeIfChanged(file: string, content: string): Promise<boolean> {
  const previous = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (previous === content) return false;
  await fs.writeFile(file, content);
  return true;
}
