/**
 * Build side: a module's questions page, `<set>/questions.mdx`, generated
 * from the problem-first sections of the module's current pages, so each
 * answer is written once, on the page of its feature, under a heading in
 * the reader's words ("Follow one token or one player during combat").
 *
 * A page names its answers in its front matter, by heading id:
 *
 * ```yaml
 * answers:
 *   - follow-one-token-or-one-player-during-combat
 * ```
 *
 * The page lists them grouped by feature (the page, named as the sidebar
 * names it, in sidebar order), each with its heading as a link and the
 * first paragraph of its section as a summary. The list is plain MDX, as the
 * troubleshooter's is (generate.ts), so it is in the server-rendered page,
 * in search and in the Markdown copy; the same filter box narrows it.
 */
import type {Heading, Nodes, Paragraph, RootContent} from 'mdast';
import {DEFAULT_PARSE_FRONT_MATTER, escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import {collapseWhiteSpace, loadSourceParser} from '../markdown/sourceParser';
import {docIdOf, escapeMdxText, groupedListMdx, isOverview, type OtherTroubleshooter} from './generate';
import {endOf, headingIds, sliceSource, startOf, type PageSource} from './knownIssues';
import type {SidebarDoc} from './sidebarOrder';

/** The generated page's file name in the docs folder; its doc id and route end in `questions`. */
export const QUESTIONS_FILE = 'questions.mdx';
export const QUESTIONS_DOC_ID = 'questions';

/** The front matter key that lists a page's answers. */
export const ANSWERS_KEY = 'answers';

/** Longest summary, in characters: a longer first paragraph is cut after a sentence. */
const SUMMARY_LIMIT = 240;

/** One problem-first section of a page. */
export interface Answer {
  /** Its heading's id: the `#anchor` that leads to it. */
  id: string;
  /** The heading as a reader sees it. */
  title: string;
  /** The heading as MDX phrasing (inline code kept). */
  titleMdx: string;
  /** The first paragraph of the section, as plain text, cut after a sentence when long. */
  summary: string;
}

/** One feature's answers: the page they are on. */
export interface FeatureAnswers {
  /** The page's path in the docs folder, e.g. `director.md`. */
  file: string;
  /** The feature's name: the page's sidebar label, or its title. */
  feature: string;
  answers: Answer[];
}

/** Answers that cannot be listed: each problem names the page and the id. */
export class AnswerError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(
      `The questions page cannot list ${problems.length === 1 ? 'this answer' : `these ${problems.length} answers`}:\n` +
        `${problems.map((p) => `- ${p}`).join('\n')}\n` +
        `Each id under "${ANSWERS_KEY}:" in a page's front matter must be the id of one of its headings, ` +
        'followed by a paragraph that says what the section answers.',
    );
    this.name = 'AnswerError';
    this.problems = problems;
  }
}

/** Where a sentence ends: its stop (and a closing quote or bracket) before a space and a capital or digit. */
const SENTENCE_END = /[.!?]+["”’)]*(?=\s+["“(`*]?[\p{Lu}\p{N}])/gu;

/**
 * A section's first paragraph as its summary: without a leading
 * "Symptom:" label (the answer's heading already names the problem), and
 * cut after the last sentence that ends within SUMMARY_LIMIT characters
 * (after the first sentence, however long, if none does).
 */
export function summaryOf(paragraph: string): string {
  const label = /^symptom:\s*/i.exec(paragraph);
  const text = label
    ? paragraph.slice(label[0].length).replace(/^\p{Ll}/u, (letter) => letter.toUpperCase())
    : paragraph;
  if (text.length <= SUMMARY_LIMIT) return text;
  const ends = [...text.matchAll(SENTENCE_END)].map((match) => match.index + match[0].length);
  const within = ends.filter((end) => end <= SUMMARY_LIMIT);
  const cut = within.at(-1) ?? ends[0] ?? text.length;
  return text.slice(0, cut).trim();
}

/** The ids a page's front matter lists under `answers:`; a wrong value is a problem. */
function listedIds(frontMatter: Record<string, unknown>, where: string, problems: string[]): string[] {
  const value = frontMatter[ANSWERS_KEY];
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((id): id is string => typeof id === 'string' && id.length > 0)) {
    problems.push(`${where}: "${ANSWERS_KEY}" must be a list of heading ids.`);
    return [];
  }
  return value;
}

/** The answers one page lists in its front matter, in the order listed. */
export async function readAnswers(page: PageSource): Promise<{answers: Answer[]; problems: string[]}> {
  const where = page.displayPath ?? page.file;
  const problems: string[] = [];
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: page.file, fileContent: page.source});
  const wanted = listedIds(frontMatter, where, problems);
  if (wanted.length === 0) return {answers: [], problems};
  const {parse, toText} = await loadSourceParser();
  const source = escapeMarkdownHeadingIds(page.source);
  const tree = parse(source);
  const ids = headingIds(tree, toText);
  const byId = new Map([...ids].map(([heading, {id}]) => [id, heading]));
  const answers: Answer[] = [];
  for (const id of new Set(wanted)) {
    const heading = byId.get(id);
    if (!heading) {
      problems.push(`${where}: "${ANSWERS_KEY}" lists "${id}", but no heading of the page has that id.`);
      continue;
    }
    const paragraph = firstParagraph(tree.children, heading);
    if (!paragraph) {
      problems.push(`${where}:${heading.position?.start.line ?? '?'} ("${ids.get(heading)!.text}") has no paragraph.`);
      continue;
    }
    let titleMdx = sliceSource(
      source,
      heading.children,
      startOf(heading.children[0]!),
      endOf(heading.children.at(-1)!),
      {
        file: page.file,
        definitions: new Map(),
        dropLinks: true,
      },
    );
    if (parseMarkdownHeadingId(toText(heading), 'classic').id) titleMdx = titleMdx.replace(/\s*\\?\{#[^}]*\}$/, '');
    answers.push({
      id,
      title: ids.get(heading)!.text,
      titleMdx,
      summary: summaryOf(collapseWhiteSpace(toText(paragraph as Nodes))),
    });
  }
  return {answers, problems};
}

/** The first paragraph after `heading` and before the next heading (in a list item too). */
function firstParagraph(nodes: RootContent[], heading: Heading): Paragraph | undefined {
  const start = nodes.indexOf(heading);
  for (const node of nodes.slice(start + 1)) {
    if (node.type === 'heading') return undefined;
    if (node.type === 'paragraph') return node;
    if (node.type === 'list') {
      const first = node.children[0]?.children[0];
      if (first?.type === 'paragraph') return first;
    }
  }
  return undefined;
}

/** Every page's answers, grouped by page, in sidebar order; throws an AnswerError naming every problem. */
export async function collectAnswers(pages: PageSource[], sidebar: SidebarDoc[]): Promise<FeatureAnswers[]> {
  const order = new Map(sidebar.map((doc, index) => [doc.id, index]));
  const labels = new Map(sidebar.filter((doc) => doc.label).map((doc) => [doc.id, doc.label!]));
  const found: (FeatureAnswers & {rank: number})[] = [];
  const problems: string[] = [];
  for (const page of pages) {
    const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: page.file, fileContent: page.source});
    if (frontMatter.draft === true || frontMatter.unlisted === true) continue;
    const read = await readAnswers(page);
    problems.push(...read.problems);
    if (read.answers.length === 0) continue;
    const docId = docIdOf(page.file, frontMatter);
    const title = typeof frontMatter.title === 'string' ? frontMatter.title : docId;
    const sidebarLabel = typeof frontMatter.sidebar_label === 'string' ? frontMatter.sidebar_label : undefined;
    const feature = isOverview(page.file, frontMatter) ? 'Overview' : (labels.get(docId) ?? sidebarLabel ?? title);
    found.push({file: page.file, feature, answers: read.answers, rank: order.get(docId) ?? Number.MAX_SAFE_INTEGER});
  }
  if (problems.length > 0) throw new AnswerError(problems);
  return found
    .sort((a, b) => a.rank - b.rank || a.file.localeCompare(b.file))
    .map(({file, feature, answers}) => ({file, feature, answers}));
}

export interface QuestionsInput {
  /** The module's name, e.g. `OBS Utils`. */
  moduleName: string;
  /** The current release, e.g. `4.5.0`. */
  release: string;
  /** The module's troubleshooter, offered with the reader's words when no answer matches. */
  troubleshooterPath: string;
  /** The other modules' questions pages. */
  others?: OtherTroubleshooter[];
}

/** The MDX of a module's questions page. */
export function renderQuestions(features: FeatureAnswers[], input: QuestionsInput): string {
  const {moduleName, release, troubleshooterPath, others = []} = input;
  const total = features.reduce((sum, f) => sum + f.answers.length, 0);
  const lines = [
    '---',
    `title: ${JSON.stringify(`${moduleName} questions: find the answer to your problem`)}`,
    'sidebar_label: Questions',
    `description: ${JSON.stringify(
      `Questions streamers ask about ${moduleName} ${release}, by what they want to do or what went wrong, each leading to its answer.`,
    )}`,
    '# A summary of the other pages: in search, the page that explains a subject comes first,',
    "# and each entry's text, the first paragraph of its answer, is found on the answer's own page.",
    'search_page_rank: -1',
    'search_content: false',
    '---',
    '',
    "import Troubleshooter, {Issue, IssueGroup, IssueList} from '@site/src/troubleshooter/component';",
    '',
    `{/* Generated by src/troubleshooter/questions.ts from the "${ANSWERS_KEY}" front matter of the pages in this folder, each time the site builds or starts. Not committed; edit those pages instead. */}`,
    '',
    escapeMdxText(
      `${total === 1 ? 'One answer' : `${total} answers`} to what people who stream with ${moduleName} ${release} ask: ` +
        'what they want the stream to do, or what went wrong. Each title leads to its answer, on the page of its feature.',
    ) + ` Something that does not work as a page describes may be a [known issue](${troubleshooterPath}).`,
    '',
    `<Troubleshooter kind="answer" related={${JSON.stringify({name: moduleName, path: troubleshooterPath})}} others={${JSON.stringify(
      others.map(({moduleName: name, path}) => ({name, path})),
    )}}>`,
    '',
  ];
  const groups = features.map(({file, feature, answers}) => ({
    feature,
    entries: answers.map((answer) => ({
      text: [feature, answer.title, answer.summary].join(' '),
      paragraph: `**[${answer.titleMdx}](./${file}#${answer.id})**<br />${escapeMdxText(answer.summary)}`,
    })),
  }));
  return [...lines, ...groupedListMdx(groups)].join('\n');
}
