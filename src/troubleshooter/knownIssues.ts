/**
 * Build side: the known issues of one page, read from its Markdown/MDX
 * source.
 *
 * A page's known issues are the `### Title` entries of its
 * `## Known issues in <release>` section, each with a `**Symptom:**` lead
 * (a list item or a paragraph that starts with it) saying what the reader
 * sees. `### Fixed since …` subsections are not current issues and are left
 * out. The source is parsed with the micromark extensions the search index
 * uses (MDX, GFM, directives, front matter; src/search/indexer/records.ts),
 * and heading ids are computed as Docusaurus computes them (its slugger, in
 * document order, explicit `{#id}` honoured), so each entry's id is the id
 * its rendered heading gets.
 *
 * An issue that a reader meets on two pages is written once, on the page of
 * its feature; the other page's Known issues section says so before its
 * first entry, with a link to the entry. Those links are the section's
 * pointers: the troubleshooter lists the other page's feature as one the
 * issue also affects.
 */
import type {Heading, Link, LinkReference, Nodes, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import {createSlugger, escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import {collapseWhiteSpace, loadSourceParser, type ToText} from '../markdown/sourceParser';

/** One known issue of a page. */
export interface KnownIssue {
  /** The id of the entry's heading on its page: the `#anchor` that leads to it. */
  id: string;
  /** The heading's text, as a reader sees it. */
  title: string;
  /** The heading as MDX phrasing (inline code kept, links reduced to their text). */
  titleMdx: string;
  /** What the reader sees: the Symptom lead's text, without its label, starting with a capital. */
  symptom: string;
  /** The same as MDX phrasing: links kept, their targets rewritten to work from any page of the docs set. */
  symptomMdx: string;
  /** Line of the heading in the source, for messages. */
  line: number;
}

/**
 * A link from the start of a page's Known issues section (before its first
 * entry) to a heading of another page: an issue described there that also
 * affects this page's feature.
 */
export interface IssuePointer {
  /** The link's target as seen from the docs folder, e.g. `./obs-remote.md#sync`. */
  target: string;
  /** The id of the Known issues heading the link is under, e.g. `known-issues-in-450`. */
  sectionId: string;
}

/** What a page's Known issues sections hold: its entries, and its pointers to entries on other pages. */
export interface KnownIssuesOfPage {
  issues: KnownIssue[];
  pointers: IssuePointer[];
}

export interface PageSource {
  /** The page's path inside its docs folder, with `/` separators, e.g. `director.md` or `guides/setup.mdx`. */
  file: string;
  /** Markdown/MDX source, front matter included. */
  source: string;
  /** How messages name the page, e.g. `obs-utils/director.md`; `file` if not given. */
  displayPath?: string;
}

/** What a message about a missing Symptom lead asks for. */
const SYMPTOM_HELP =
  'Each entry of a "## Known issues in <release>" section needs a "- **Symptom:** …" bullet saying what the reader ' +
  'sees: the troubleshooter lists the issue by it. Add the bullet, or move an issue that is no longer current ' +
  'under a "### Fixed since …" heading.';

/** Known issues that cannot be listed: each problem names the page, the line and the heading. */
export class KnownIssueError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(
      `The troubleshooter cannot list ${problems.length === 1 ? 'this known issue' : `these ${problems.length} known issues`}:\n` +
        `${problems.map((p) => `- ${p}`).join('\n')}\n${SYMPTOM_HELP}`,
    );
    this.name = 'KnownIssueError';
    this.problems = problems;
  }
}

/** `## Known issues in 4.5.0`: the section's heading starts with these words. */
const SECTION_PREFIX = /^known issues\b/i;
/** `### Fixed since 4.1.2` (or `Fixed in …`): a subsection of issues that are no longer current. */
const FIXED_PREFIX = /^fixed (since|in)\b/i;
/** The lead of a symptom: `**Symptom:**`, or `**Symptom**:`. */
const SYMPTOM_LABEL = /^symptom\s*(:?)$/i;

export function startOf(node: Nodes): number {
  return node.position!.start.offset!;
}

export function endOf(node: Nodes): number {
  return node.position!.end.offset!;
}

function hasChildren(node: Nodes): node is Extract<Nodes, {children: unknown[]}> {
  return 'children' in node && Array.isArray(node.children);
}

/** Every heading of the tree in document order (inside admonitions and JSX too), as Docusaurus visits them. */
function allHeadings(node: Nodes, found: Heading[] = []): Heading[] {
  if (node.type === 'heading') found.push(node);
  if (hasChildren(node)) for (const child of node.children as Nodes[]) allHeadings(child, found);
  return found;
}

/**
 * The id and text of every heading, as the rendered page has them: ids from
 * Docusaurus's slugger in document order, or the explicit `{#id}`, which
 * does not take a slug (as in Docusaurus's own heading plugin).
 */
export function headingIds(tree: Root, toText: ToText): Map<Heading, {id: string; text: string}> {
  const slugger = createSlugger();
  const ids = new Map<Heading, {id: string; text: string}>();
  for (const heading of allHeadings(tree)) {
    const raw = toText(heading.children.filter((child) => child.type !== 'html') as Nodes[]);
    const parsed = parseMarkdownHeadingId(raw, 'classic');
    const text = collapseWhiteSpace(parsed.text);
    ids.set(heading, {id: parsed.id ?? slugger.slug(raw), text});
  }
  return ids;
}

/** A Markdown link destination that needs no escaping, or the same in angle brackets. */
function linkDestination(url: string): string {
  return /^[^\s<>()\\]*$/.test(url) ? url : `<${url.replace(/[<>\\]/g, '\\$&')}>`;
}

/**
 * A link target as seen from another page of the same docs folder: an
 * anchor of the page itself (`#x`) leads to that page (`./page.md#x`), and a
 * relative file link is resolved against the page's folder. Absolute
 * addresses and links to routes stay as they are.
 */
export function retarget(url: string, file: string): string {
  if (url.startsWith('#')) return `./${file}${url}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/')) return url;
  const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  const joined = (folder + url.replace(/^\.\//, '')).split('/');
  const parts: string[] = [];
  for (const part of joined) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return `./${parts.join('/')}`;
}

interface SliceOptions {
  /** The page's path in its docs folder, to rewrite link targets. */
  file: string;
  /** Link definitions of the page, by identifier, for reference links. */
  definitions: Map<string, string>;
  /** Reduce links to their text (inside another link, such as a title that is a link itself). */
  dropLinks: boolean;
}

/**
 * The MDX source of a run of phrasing nodes, from `start` to `end`, taken
 * from the page's own source (so escapes, code and emphasis stay exactly as
 * written), with every link rewritten (or reduced to its text) and line
 * breaks folded into spaces.
 */
export function sliceSource(
  source: string,
  nodes: PhrasingContent[],
  start: number,
  end: number,
  options: SliceOptions,
): string {
  const links: (Link | LinkReference)[] = [];
  const collect = (node: Nodes) => {
    if (node.type === 'link' || node.type === 'linkReference') links.push(node);
    else if (hasChildren(node)) for (const child of node.children as Nodes[]) collect(child);
  };
  for (const node of nodes) collect(node);

  let out = '';
  let at = start;
  for (const link of links.sort((a, b) => startOf(a) - startOf(b))) {
    const inner =
      link.children.length > 0
        ? sliceSource(source, link.children, startOf(link.children[0]!), endOf(link.children.at(-1)!), {
            ...options,
            dropLinks: true,
          })
        : '';
    let url: string | undefined;
    if (link.type === 'link') url = link.url;
    else url = options.definitions.get(link.identifier);
    out += source.slice(at, startOf(link));
    out +=
      options.dropLinks || url === undefined ? inner : `[${inner}](${linkDestination(retarget(url, options.file))})`;
    at = endOf(link);
  }
  out += source.slice(at, end);
  return out.replace(/[ \t]*\r?\n[ \t]*/g, ' ').trim();
}

/** The symptom of a paragraph that starts with the `**Symptom:**` lead: its phrasing after the label, or nothing. */
function symptomOf(paragraph: Paragraph, toText: ToText): {nodes: PhrasingContent[]; start: number} | undefined {
  const [lead, ...rest] = paragraph.children;
  if (!lead || lead.type !== 'strong') return undefined;
  const label = SYMPTOM_LABEL.exec(collapseWhiteSpace(toText(lead)));
  if (!label) return undefined;
  let start = endOf(lead);
  const nodes = [...rest];
  // `**Symptom**: …`: the colon is the start of the text after the label.
  if (!label[1]) {
    const first = nodes[0];
    if (first?.type !== 'text' || !first.value.startsWith(':')) return undefined;
    start = startOf(first) + 1;
  }
  return {nodes, start};
}

/** Uppercases the first letter of a symptom (`the window …` → `The window …`), past leading markup. */
function capitalise(text: string): string {
  return text.replace(
    /^([^\p{L}\p{N}`]*)(\p{Ll})/u,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

/** The links among `nodes`, at any depth, with their targets (reference links through the page's definitions). */
function linkTargets(nodes: Nodes[], definitions: Map<string, string>, found: string[] = []): string[] {
  for (const node of nodes) {
    if (node.type === 'link') found.push(node.url);
    else if (node.type === 'linkReference') {
      const url = definitions.get(node.identifier);
      if (url !== undefined) found.push(url);
    } else if (hasChildren(node)) linkTargets(node.children as Nodes[], definitions, found);
  }
  return found;
}

/**
 * The known issues of one page, in page order. Throws a KnownIssueError
 * naming the page, line and heading of every entry without a Symptom lead,
 * and of every Known issues section that names another release than
 * `release`.
 */
export async function extractKnownIssues(page: PageSource, release?: string): Promise<KnownIssue[]> {
  return (await readKnownIssues(page, release)).issues;
}

/**
 * The known issues of one page, as extractKnownIssues reads them, and the
 * pointers of its Known issues sections: the links before a section's first
 * entry that lead to a heading of another page (`./page.md#id`).
 */
export async function readKnownIssues(page: PageSource, release?: string): Promise<KnownIssuesOfPage> {
  const {parse, toText} = await loadSourceParser();
  // As Docusaurus does before compiling: `{#id}` in a heading is not an MDX expression.
  const source = escapeMarkdownHeadingIds(page.source);
  const tree = parse(source);
  const ids = headingIds(tree, toText);
  const definitions = new Map<string, string>();
  for (const node of tree.children) if (node.type === 'definition') definitions.set(node.identifier, node.url);

  const issues: KnownIssue[] = [];
  const pointers: IssuePointer[] = [];
  const problems: string[] = [];
  let section: string | undefined;
  /** The id of the current Known issues heading while no entry of it has started yet. */
  let introOf: string | undefined;
  let entry: {heading: Heading; nodes: RootContent[]} | undefined;

  const where = (heading: Heading) =>
    `${page.displayPath ?? page.file}:${heading.position?.start.line ?? '?'} ("${'#'.repeat(heading.depth)} ${ids.get(heading)!.text}")`;

  const finish = () => {
    if (!entry) return;
    const {heading, nodes} = entry;
    entry = undefined;
    const candidates: Paragraph[] = [];
    for (const node of nodes) {
      if (node.type === 'paragraph') candidates.push(node);
      if (node.type === 'list') {
        for (const item of node.children) if (item.children[0]?.type === 'paragraph') candidates.push(item.children[0]);
      }
    }
    const found = candidates.map((p) => ({paragraph: p, symptom: symptomOf(p, toText)})).find((c) => c.symptom);
    if (!found) {
      problems.push(`${where(heading)} in "## ${section}" has no "- **Symptom:** …" bullet.`);
      return;
    }
    const {paragraph, symptom} = found as {paragraph: Paragraph; symptom: {nodes: PhrasingContent[]; start: number}};
    const sliceOptions = {file: page.file, definitions};
    const {id, text} = ids.get(heading)!;
    let titleMdx = sliceSource(
      source,
      heading.children,
      startOf(heading.children[0]!),
      endOf(heading.children.at(-1)!),
      {...sliceOptions, dropLinks: true},
    );
    // The explicit id is not part of the title (as escaped by escapeMarkdownHeadingIds).
    if (parseMarkdownHeadingId(toText(heading), 'classic').id) titleMdx = titleMdx.replace(/\s*\\?\{#[^}]*\}$/, '');
    const symptomMdx = sliceSource(source, symptom.nodes, symptom.start, endOf(paragraph), {
      ...sliceOptions,
      dropLinks: false,
    });
    const symptomText = collapseWhiteSpace(toText(symptom.nodes).replace(/^\s*:/, ''));
    if (!symptomMdx || !symptomText) {
      problems.push(`${where(heading)} has an empty "**Symptom:**" bullet.`);
      return;
    }
    issues.push({
      id,
      title: text,
      titleMdx,
      symptom: capitalise(symptomText),
      symptomMdx: capitalise(symptomMdx),
      line: heading.position?.start.line ?? 0,
    });
  };

  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth <= 2) {
      finish();
      const {text} = ids.get(node)!;
      section = node.depth === 2 && SECTION_PREFIX.test(text) ? text : undefined;
      introOf = section ? ids.get(node)!.id : undefined;
      if (section && release && section !== `Known issues in ${release}`) {
        problems.push(
          `${where(node)} names another release: the current pages' section is "## Known issues in ${release}".`,
        );
      }
    } else if (node.type === 'heading' && node.depth === 3 && section) {
      finish();
      introOf = undefined;
      const {text} = ids.get(node)!;
      if (!FIXED_PREFIX.test(text)) entry = {heading: node, nodes: []};
    } else if (entry) {
      entry.nodes.push(node);
    } else if (introOf) {
      for (const url of linkTargets([node], definitions)) {
        const target = retarget(url, page.file);
        // A heading of another page of this folder; anchors of the page itself are not pointers.
        if (/^\.\/[^#]+\.mdx?#./.test(target) && !target.startsWith(`./${page.file}#`)) {
          pointers.push({target, sectionId: introOf});
        }
      }
    }
  }
  finish();
  if (problems.length > 0) throw new KnownIssueError(problems);
  return {issues, pointers};
}
