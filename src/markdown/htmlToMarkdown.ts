/**
 * The Markdown copy of a docs page, made from the page as the build rendered
 * it (its HTML), so it holds what a reader sees: components such as the
 * release card and the diagrams are already turned into HTML, and no MDX
 * import, JSX or front matter is left to leak.
 *
 * Two halves:
 * - Reading (here): htmlparser2 walks the article's content
 *   (`article .theme-doc-markdown`, so the theme's navbar, sidebar,
 *   breadcrumbs, version badge and banner, table of contents, pagination and
 *   "Copy page" control never reach the copy) and builds an mdast tree. This
 *   half knows the classic theme's markup:
 *   - admonitions become block quotes that open with `**Warning: title**`;
 *   - code blocks become code nodes with their language and, as meta, their
 *     title (```` ```ts title="…" ````), the code as the page shows it;
 *   - links become absolute URLs of the site; a link to another docs page
 *     leads to that page's Markdown copy (anchors kept);
 *   - images and drawings (`role="img"`) become their text alternative, a
 *     drawing on its own as `**Diagram:** <name>` (never its inner markup);
 *     other pictures (icons) and hidden elements are left out;
 *   - description lists (the release card) become a list of `**term:** value`;
 *   - white space collapses as the browser renders it.
 * - Writing: `mdast-util-to-markdown` with GFM (`mdast-util-gfm`) turns the
 *   tree into CommonMark and GFM: escaping, code fences longer than any
 *   backtick run inside, code spans, list markers (two lists in a row get
 *   different markers), block quotes and pipe tables are the library's.
 *
 * Pure and Node-only: HTML in, Markdown out.
 */
import {DomUtils, parseDocument} from 'htmlparser2';
import {isTag, isText, type ChildNode, type Document, type Element} from 'domhandler';
import type {AlignType, BlockContent, List, PhrasingContent, Root, TableCell, TableRow, Text} from 'mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown, type Options as ToMarkdownOptions} from 'mdast-util-to-markdown';
import {toString} from 'mdast-util-to-string';

/** How links are written: where the page is, and which site paths are docs pages with a Markdown copy. */
export interface MarkdownLinkContext {
  /** Absolute URL of the page being converted, e.g. `https://docs.void.monster/obs-utils/api`. */
  pageUrl: string;
  /** Absolute URL of the site root: `SITE_URL` + `BASE_URL`, e.g. `https://docs.void.monster/`. */
  siteRoot: string;
  /**
   * The Markdown copy's path of the docs page at a site-absolute path (with
   * `BASE_URL`), or `undefined` when no docs page lives there. Called with and
   * without a trailing slash as written in the link.
   */
  markdownPathOf(pathname: string): string | undefined;
}

/**
 * How the copies are written. Every choice the library leaves open is fixed
 * here, so the copies do not change with its defaults: `-` bullets (`*` for a
 * list right after another), `1.` numbers, `*emphasis*`, `**strong**`,
 * backtick fences, ATX headings, `---` rules, `[text](url)` links (never
 * `<url>`), and tables whose cells are not padded to align the pipes (a
 * long cell would widen every row).
 */
const WRITER_OPTIONS: ToMarkdownOptions = {
  bullet: '-',
  bulletOther: '*',
  bulletOrdered: '.',
  incrementListMarker: true,
  listItemIndent: 'one',
  emphasis: '*',
  strong: '*',
  fence: '`',
  fences: true,
  setext: false,
  closeAtx: false,
  rule: '-',
  ruleRepetition: 3,
  ruleSpaces: false,
  resourceLink: true,
  quote: '"',
  // Pipes aligned, with every cell measured as three wide: no cell is padded, and the delimiter row reads
  // `| --- | :-- |` (unaligned pipes would write a single `-`).
  extensions: [gfmToMarkdown({tablePipeAlign: true, tableCellPadding: true, stringLength: () => 3})],
};

/** Elements whose content is never text a reader sees. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'button', 'nav', 'head', 'input', 'select']);

/** Elements that start a block of their own; everything else is inline. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'ul',
]);

/** The labels admonitions carry in the copy, by Docusaurus admonition type. */
const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

function classesOf(element: Element): string[] {
  return (element.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

function hasClass(element: Element, name: string): boolean {
  return classesOf(element).includes(name);
}

/** CSS modules add a hash to class names (`codeBlockTitle_A_jD`): match the name's stem. */
function hasClassStem(element: Element, stem: string): boolean {
  return classesOf(element).some((c) => c === stem || c.startsWith(`${stem}_`));
}

function childElements(element: Element | Document): Element[] {
  return element.children.filter(isTag);
}

function findDescendant(root: Element, test: (element: Element) => boolean): Element | undefined {
  return DomUtils.findOne(test, root.children, true) ?? undefined;
}

/** Collapses white space as HTML rendering does (no-break spaces stay). */
function collapse(text: string): string {
  return text.replace(/[ \t\n\r\f]+/g, ' ');
}

/** Text as a reader sees it: `<br>` is a space, hidden and skipped elements add nothing. */
function visibleText(nodes: ChildNode[]): string {
  let text = '';
  for (const node of nodes) {
    if (isText(node)) text += node.data;
    else if (isTag(node) && !isHidden(node)) text += node.name === 'br' ? ' ' : visibleText(node.children);
  }
  return text;
}

function isHidden(element: Element): boolean {
  return (
    SKIPPED.has(element.name) ||
    element.attribs.hidden !== undefined ||
    element.attribs['aria-hidden'] === 'true' ||
    hasClass(element, 'hash-link')
  );
}

function isBlockElement(element: Element): boolean {
  return (
    BLOCKS.has(element.name) ||
    hasClass(element, 'theme-admonition') ||
    hasClass(element, 'theme-code-block') ||
    (element.attribs.role === 'img' && element.name === 'svg')
  );
}

const text = (value: string): Text => ({type: 'text', value});

// ---------------------------------------------------------------------------
// White space of inline content

/**
 * Inline content as the browser lays it out: white space at the edges of
 * emphasis and links moved outside them (`**a **b` would not read as
 * strong), runs of spaces across element boundaries collapsed to one,
 * adjacent texts merged, empty emphasis dropped.
 */
function tidyInline(nodes: PhrasingContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  const push = (node: PhrasingContent) => {
    const previous = out.at(-1);
    if (node.type === 'text') {
      if (node.value === '') return;
      if (previous?.type === 'text') {
        previous.value = `${previous.value}${previous.value.endsWith(' ') ? node.value.replace(/^ +/, '') : node.value}`;
        return;
      }
    }
    out.push(node);
  };
  for (const node of nodes) {
    if (node.type !== 'strong' && node.type !== 'emphasis' && node.type !== 'delete' && node.type !== 'link') {
      push(node.type === 'text' ? text(node.value) : node);
      continue;
    }
    const inner = tidyInline(node.children);
    const first = inner[0];
    const last = inner.at(-1);
    const before = first?.type === 'text' && first.value.startsWith(' ');
    const after = last?.type === 'text' && last.value.endsWith(' ');
    if (before) first.value = first.value.replace(/^ +/, '');
    if (after && last.type === 'text') last.value = last.value.replace(/ +$/, '');
    const children = inner.filter((child) => child.type !== 'text' || child.value !== '');
    if (before) push(text(' '));
    if (children.length > 0) push({...node, children} as PhrasingContent);
    if (after) push(text(' '));
  }
  return out;
}

/** The inline content of a block: no space or line break at its start or end, none around a line break. */
function trimInline(nodes: PhrasingContent[]): PhrasingContent[] {
  const out = tidyInline(nodes);
  for (const [index, node] of out.entries()) {
    if (node.type !== 'text') continue;
    const previous = out[index - 1];
    const next = out[index + 1];
    if (previous === undefined || previous.type === 'break') node.value = node.value.replace(/^ +/, '');
    if (next === undefined || next.type === 'break') node.value = node.value.replace(/ +$/, '');
  }
  const kept = out.filter((node) => node.type !== 'text' || node.value !== '');
  while (kept[0]?.type === 'break') kept.shift();
  while (kept.at(-1)?.type === 'break') kept.pop();
  return kept;
}

// ---------------------------------------------------------------------------
// Reading the theme's HTML into mdast

interface InlineOptions {
  /** Whether a `<br>` is a line break (paragraphs) or a space (headings, table cells, terms). */
  singleLine: boolean;
}

const PARAGRAPH: InlineOptions = {singleLine: false};
const SINGLE_LINE: InlineOptions = {singleLine: true};

class Reader {
  constructor(
    private readonly document: Document,
    private readonly links: MarkdownLinkContext,
  ) {}

  // -- links and names ------------------------------------------------------

  /** The absolute URL a link leads to; for a docs page of the site, its Markdown copy. */
  resolveHref(href: string): string {
    let url: URL;
    try {
      url = new URL(href, this.links.pageUrl);
    } catch {
      return href;
    }
    const root = new URL(this.links.siteRoot);
    if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) {
      // Leaving the site: as written when it was absolute already.
      return /^[a-z][a-z0-9+.-]*:/i.test(href) ? href : url.href;
    }
    const markdownPath = this.links.markdownPathOf(url.pathname);
    if (markdownPath === undefined) return url.href;
    return `${url.origin}${markdownPath}${url.hash}`;
  }

  /** The accessible name of an image or drawing (`aria-label`, `aria-labelledby`, `<title>`, `alt`). */
  accessibleName(element: Element): string {
    const label = element.attribs['aria-label'];
    if (label?.trim()) return collapse(label).trim();
    const ids = element.attribs['aria-labelledby']?.trim().split(/\s+/) ?? [];
    const parts = ids
      .map((id) => DomUtils.findOne((e) => e.attribs.id === id, this.document.children, true))
      .filter((e): e is Element => e !== null)
      .map((e) => collapse(DomUtils.textContent(e)).trim())
      .filter(Boolean);
    if (parts.length > 0) {
      // Title and description read as sentences of their own.
      return parts.reduce((name, part) => (/[.!?:;]$/.test(name) ? `${name} ${part}` : `${name}. ${part}`));
    }
    const title = childElements(element).find((e) => e.name === 'title');
    if (title) return collapse(DomUtils.textContent(title)).trim();
    return collapse(element.attribs.alt ?? '').trim();
  }

  // -- inline ---------------------------------------------------------------

  /** The inline content of `nodes`, tidied and trimmed as one block's. */
  phrasing(nodes: ChildNode[], options: InlineOptions): PhrasingContent[] {
    return trimInline(this.inline(nodes, options));
  }

  private inline(nodes: ChildNode[], options: InlineOptions): PhrasingContent[] {
    return nodes.flatMap((node): PhrasingContent[] => {
      if (isText(node)) return [text(collapse(node.data))];
      return isTag(node) ? this.inlineElement(node, options) : [];
    });
  }

  private inlineElement(element: Element, options: InlineOptions): PhrasingContent[] {
    if (isHidden(element)) return [];
    if (element.attribs.role === 'img' || element.name === 'img') return [text(this.accessibleName(element))];
    const children = element.children;
    switch (element.name) {
      case 'br':
        return [options.singleLine ? text(' ') : {type: 'break'}];
      case 'svg':
        return []; // a picture without role="img" is decoration (admonition icons)
      case 'strong':
      case 'b':
        return [{type: 'strong', children: this.inline(children, options)}];
      case 'em':
      case 'i':
        return [{type: 'emphasis', children: this.inline(children, options)}];
      case 'del':
      case 's':
        return [{type: 'delete', children: this.inline(children, options)}];
      case 'code':
      case 'kbd':
      case 'samp':
        return [this.inlineCode(element)];
      case 'a':
        return this.link(element, options);
      case 'ul':
      case 'ol': {
        // A list inside a table cell: its items in a row.
        const items = childElements(element)
          .filter((e) => e.name === 'li')
          .map((li) => this.phrasing(li.children, options));
        return [text(' '), ...items.flatMap((item, i) => (i === 0 ? item : [text('; '), ...item])), text(' ')];
      }
      case 'pre':
        return [text(' '), {type: 'inlineCode', value: collapse(visibleText(children)).trim()}, text(' ')];
      default:
        if (BLOCKS.has(element.name) || element.name === 'li' || element.name === 'dt' || element.name === 'dd') {
          return [text(' '), ...this.inline(children, options), text(' ')];
        }
        return this.inline(children, options);
    }
  }

  private inlineCode(element: Element): PhrasingContent {
    // A link inside code (the API reference writes some): the code as the link's text.
    const link = childElements(element).find((e) => e.name === 'a' && e.attribs.href);
    const value = collapse(visibleText(element.children));
    if (link && collapse(visibleText(link.children)).trim() === value.trim()) {
      return {
        type: 'link',
        url: this.resolveHref(link.attribs.href!),
        children: [{type: 'inlineCode', value: value.trim()}],
      };
    }
    return {type: 'inlineCode', value};
  }

  private link(element: Element, options: InlineOptions): PhrasingContent[] {
    const children = this.inline(element.children, options);
    const href = element.attribs.href;
    if (!href) return children;
    const label = toString(children).trim() ? children : [text(collapse(element.attribs['aria-label'] ?? ''))];
    return [{type: 'link', url: this.resolveHref(href), children: label}];
  }

  // -- blocks ---------------------------------------------------------------

  /** Reads a run of nodes that may mix inline content and blocks; each run of inline content is a paragraph. */
  blocks(nodes: ChildNode[]): BlockContent[] {
    const out: BlockContent[] = [];
    let run: ChildNode[] = [];
    const flush = () => {
      const children = this.phrasing(run, PARAGRAPH);
      if (children.length > 0) out.push({type: 'paragraph', children});
      run = [];
    };
    for (const node of nodes) {
      if (isTag(node) && isBlockElement(node) && !isHidden(node)) {
        flush();
        out.push(...this.block(node));
      } else {
        run.push(node);
      }
    }
    flush();
    return out;
  }

  private block(element: Element): BlockContent[] {
    if (hasClass(element, 'theme-admonition')) return [this.admonition(element)];
    if (hasClass(element, 'theme-code-block')) return [this.codeBlock(element)];
    if (element.attribs.role === 'img') {
      // A drawing: one line with its name, never what it is drawn with.
      const name = this.accessibleName(element);
      return name
        ? [{type: 'paragraph', children: [{type: 'strong', children: [text('Diagram:')]}, text(` ${name}`)]}]
        : [];
    }
    switch (element.name) {
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6': {
        const children = this.phrasing(element.children, SINGLE_LINE);
        const depth = Number(element.name.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6;
        return children.length > 0 ? [{type: 'heading', depth, children}] : [];
      }
      case 'p': {
        const children = this.phrasing(element.children, PARAGRAPH);
        return children.length > 0 ? [{type: 'paragraph', children}] : [];
      }
      case 'ul':
      case 'ol':
        return this.list(element);
      case 'dl':
        return this.descriptionList(element);
      case 'table':
        return this.table(element);
      case 'pre':
        return [{type: 'code', lang: null, meta: null, value: visibleText(element.children).replace(/\n$/, '')}];
      case 'blockquote': {
        const children = this.blocks(element.children);
        return children.length > 0 ? [{type: 'blockquote', children}] : [];
      }
      case 'hr':
        return [{type: 'thematicBreak'}];
      case 'summary': {
        // The label of a disclosure (`<details>`): a paragraph in bold.
        const children = this.phrasing(element.children, PARAGRAPH);
        return children.length > 0 ? [{type: 'paragraph', children: [{type: 'strong', children}]}] : [];
      }
      default:
        // figure, figcaption, details, sections and plain divs: their content, block by block.
        return this.blocks(element.children);
    }
  }

  private list(element: Element): List[] {
    const ordered = element.name === 'ol';
    const items = childElements(element).filter((e) => e.name === 'li');
    if (items.length === 0) return [];
    // A loose list (items hold paragraphs) keeps blank lines between its items.
    const spread = items.some((li) => childElements(li).some((e) => e.name === 'p'));
    const start = ordered ? Number.parseInt(element.attribs.start ?? '1', 10) || 1 : null;
    return [
      {
        type: 'list',
        ordered,
        start,
        spread,
        children: items.map((li) => {
          const checkbox = childElements(li).find((e) => e.name === 'input' && e.attribs.type === 'checkbox');
          return {
            type: 'listItem',
            spread,
            checked: checkbox ? checkbox.attribs.checked !== undefined : null,
            children: this.blocks(li.children),
          };
        }),
      },
    ];
  }

  /** A description list (the release card) as a list of `**term:** value`; several values joined by "; ". */
  private descriptionList(element: Element): List[] {
    const entries: Array<{term: PhrasingContent[]; values: PhrasingContent[][]}> = [];
    for (const child of childElements(element)) {
      if (child.name === 'dt') entries.push({term: this.phrasing(child.children, SINGLE_LINE), values: []});
      else if (child.name === 'dd') {
        if (entries.length === 0) entries.push({term: [], values: []});
        const value = this.phrasing(child.children, SINGLE_LINE);
        if (value.length > 0) entries.at(-1)!.values.push(value);
      }
    }
    if (entries.length === 0) return [];
    const items = entries.map(({term, values}) => {
      const value = values.flatMap((v, i) => (i === 0 ? v : [text('; '), ...v]));
      const children: PhrasingContent[] =
        term.length === 0
          ? value
          : [{type: 'strong', children: [...term, text(':')]}, ...(value.length > 0 ? [text(' '), ...value] : [])];
      return {
        type: 'listItem' as const,
        spread: false,
        children: [{type: 'paragraph' as const, children: tidyInline(children)}],
      };
    });
    return [{type: 'list', ordered: false, spread: false, children: items}];
  }

  private admonition(element: Element): BlockContent {
    const type = classesOf(element)
      .map((c) => /^theme-admonition-(.+)$/.exec(c)?.[1])
      .find(Boolean);
    const label = ADMONITION_LABELS[type ?? ''] ?? (type ? type[0]!.toUpperCase() + type.slice(1) : 'Note');
    const heading = findDescendant(element, (e) => hasClassStem(e, 'admonitionHeading'));
    const content = findDescendant(element, (e) => hasClassStem(e, 'admonitionContent'));
    const title = heading ? this.phrasing(heading.children, SINGLE_LINE) : [];
    // The theme shows the type itself ("note") when the admonition has no title of its own.
    const titled = title.length > 0 && toString(title).toLowerCase() !== (type ?? '').toLowerCase();
    const lead: PhrasingContent = {
      type: 'strong',
      children: titled ? tidyInline([text(`${label}: `), ...title]) : [text(label)],
    };
    return {
      type: 'blockquote',
      children: [{type: 'paragraph', children: [lead]}, ...this.blocks((content ?? element).children)],
    };
  }

  private codeBlock(element: Element): BlockContent {
    const language = classesOf(element)
      .map((c) => /^language-(.+)$/.exec(c)?.[1])
      .find(Boolean);
    const titleElement = findDescendant(element, (e) => hasClassStem(e, 'codeBlockTitle'));
    const title = titleElement ? collapse(DomUtils.textContent(titleElement)).trim() : '';
    const lines = DomUtils.findAll((e) => hasClass(e, 'token-line'), element.children);
    const value =
      lines.length > 0
        ? lines.map((line) => visibleText(line.children).replace(/\n$/, '').trimEnd()).join('\n')
        : visibleText(findDescendant(element, (e) => e.name === 'pre')?.children ?? []).replace(/\n$/, '');
    return {
      type: 'code',
      lang: language ?? null,
      // The title as Docusaurus writes it in a fence's meta.
      meta: title ? `title="${title.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : null,
      value,
    };
  }

  private table(element: Element): BlockContent[] {
    const rows = tableRows(element);
    const width = Math.max(0, ...rows.map((row) => row.length));
    if (width === 0) return [];
    const align = Array.from({length: width}, (_, i): AlignType => {
      const cell = rows[0]![i];
      const style = `${cell?.attribs.align ?? ''} ${cell?.attribs.style ?? ''}`.toLowerCase();
      if (/center/.test(style)) return 'center';
      if (/right/.test(style)) return 'right';
      if (/left/.test(style)) return 'left';
      return null;
    });
    const children = rows.map((row): TableRow => ({
      type: 'tableRow',
      children: Array.from({length: width}, (_, i): TableCell => ({
        type: 'tableCell',
        children: row[i] ? this.phrasing(cellContent(row[i]), SINGLE_LINE) : [],
      })),
    }));
    return [{type: 'table', align, children}];
  }
}

const TABLE_PARTS = new Set(['thead', 'tbody', 'tfoot', 'tr']);

/**
 * The rows of a table, each a list of its cells, in document order. The
 * built pages leave out optional end tags (`</th>`, `</thead>`), and the
 * parser then nests the body inside the last header cell; reading rows and
 * cells in document order, whatever they are nested in, undoes that.
 */
function tableRows(table: Element): Element[][] {
  const rows: Element[][] = [];
  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!isTag(node) || node.name === 'table') continue;
      if (node.name === 'tr') rows.push([]);
      if (node.name === 'td' || node.name === 'th') {
        if (rows.length === 0) rows.push([]);
        rows.at(-1)!.push(node);
      }
      visit(node.children);
    }
  };
  visit(table.children);
  return rows.filter((row) => row.length > 0);
}

/** A cell's own content, without rows or sections the parser nested into it. */
function cellContent(cell: Element): ChildNode[] {
  const end = cell.children.findIndex((node) => isTag(node) && TABLE_PARTS.has(node.name));
  return end === -1 ? cell.children : cell.children.slice(0, end);
}

// ---------------------------------------------------------------------------
// Entry points

/** Writes an mdast tree as the copies' Markdown, ending in one newline (empty content: the empty string). */
function write(children: BlockContent[]): string {
  if (children.length === 0) return '';
  const root: Root = {type: 'root', children};
  return toMarkdown(root, WRITER_OPTIONS);
}

/** The docs content of a built page: the `.theme-doc-markdown` element inside its `<article>`. */
export function findDocContent(document: Document): Element | undefined {
  const article = DomUtils.findOne((e) => e.name === 'article', document.children, true);
  if (!article) return undefined;
  return findDescendant(article, (e) => hasClass(e, 'theme-doc-markdown')) ?? undefined;
}

/**
 * The Markdown copy of a built docs page (its whole HTML). Throws when the
 * page has no docs content, which means the theme's markup changed.
 */
export function pageToMarkdown(html: string, links: MarkdownLinkContext): string {
  const document = parseDocument(html);
  const content = findDocContent(document);
  if (!content) {
    throw new Error(`${links.pageUrl} has no "article .theme-doc-markdown" element to read the Markdown copy from.`);
  }
  return write(new Reader(document, links).blocks(content.children));
}

/** The Markdown of an HTML fragment of docs content (what `.theme-doc-markdown` holds). */
export function htmlToMarkdown(html: string, links: MarkdownLinkContext): string {
  const document = parseDocument(html);
  return write(new Reader(document, links).blocks(document.children));
}
