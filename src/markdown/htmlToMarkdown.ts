/**
 * The Markdown copy of a docs page, made from the page as the build rendered
 * it (its HTML), so it holds what a reader sees: components such as the
 * release card and the diagrams are already turned into HTML, and no MDX
 * import, JSX or front matter is left to leak.
 *
 * Only the article's content (`article .theme-doc-markdown`) is read, so the
 * theme's chrome (navbar, sidebar, breadcrumbs, version badge and banner,
 * table of contents, pagination, the "Copy page" control) never reaches the
 * copy. What is written for each construct:
 * - headings, paragraphs, emphasis, inline code, lists (nested), block
 *   quotes and rules as CommonMark; tables as GFM pipe tables whose cells
 *   hold inline content;
 * - code blocks as fences with their language and title
 *   (```` ```ts title="…" ````), the code as the page shows it;
 * - admonitions as quoted notes: `> **Warning: title**`, then the quoted body;
 * - links as absolute URLs of the site; a link to another docs page leads to
 *   that page's Markdown copy (anchors kept);
 * - images and diagrams (`role="img"`) as their text alternative; other
 *   pictures (icons) are left out;
 * - description lists (the release card) as a bullet list of `**term:** value`.
 * Text is escaped wherever it would otherwise read as Markdown syntax.
 *
 * Pure and Node-only (htmlparser2): HTML in, Markdown out.
 */
import {DomUtils, parseDocument} from 'htmlparser2';
import {isTag, isText, type ChildNode, type Document, type Element} from 'domhandler';

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

// ---------------------------------------------------------------------------
// Escaping

/**
 * Escapes the characters of plain text that Markdown would read as syntax
 * anywhere in a line. Line starts are handled by `escapeLineStarts`, pipes
 * by the table writer.
 */
export function escapeText(text: string): string {
  return (
    text
      // A backslash only escapes punctuation (or ends the text, and the next node may start with some).
      .replace(/\\(?=[!-/:-@[-`{-~]|$)/g, '\\\\')
      .replace(/[`*~]/g, '\\$&')
      // Brackets only make a link when `](` follows (no reference definitions are written).
      .replace(/\](?=\()/g, '\\]')
      .replace(/_/g, (match, offset: number, all: string) =>
        /[\p{L}\p{N}]/u.test(all[offset - 1] ?? '') && /[\p{L}\p{N}]/u.test(all[offset + 1] ?? '') ? match : '\\_',
      )
      .replace(/<(?=[A-Za-z/!?])/g, '\\<')
      .replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&')
  );
}

/**
 * Escapes what would start a block at the beginning of a line of a
 * paragraph: a heading, a quote, a list item, a rule or a setext underline.
 */
function escapeLineStarts(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      line
        .replace(/^(#{1,6})(?=\s|$)/, '\\$1')
        .replace(/^(>|[+-](?=\s|$)|-(?=-*\s*$)|=(?==*\s*$))/, '\\$1')
        .replace(/^(\d{1,9})([.)])(?=\s|$)/, '$1\\$2')
        // `[ ]` or `[x]` at the start of a list item would be a task list checkbox.
        .replace(/^\[([ xX])\]/, '\\[$1]'),
    )
    .join('\n');
}

/** A code span holding `code` exactly: its fence is longer than any run of backticks inside. */
function codeSpan(code: string): string {
  if (code === '') return '';
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = /^`|`$/.test(code) || (/^ .* $/.test(code) && code.trim() !== '') ? ' ' : '';
  return `${fence}${pad}${code}${pad}${fence}`;
}

/** A link destination that needs no angle brackets: spaces and parentheses percent-encoded. */
function linkDestination(url: string): string {
  return url.replace(/[ ()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

// ---------------------------------------------------------------------------
// Converter

interface InlineOptions {
  /** How a `<br>` is written: a hard line break in paragraphs, a space in headings and table cells. */
  lineBreak: string;
}

const PARAGRAPH: InlineOptions = {lineBreak: '\\\n'};
const SINGLE_LINE: InlineOptions = {lineBreak: ' '};

/** One block of the output and what it is, so neighbouring lists can be kept apart. */
interface Block {
  text: string;
  kind: 'list-' | 'list*' | 'list.' | 'list)' | 'other';
}

class Converter {
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

  /** The accessible name of an image or diagram (`aria-label`, `aria-labelledby`, `<title>`, `alt`). */
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

  inline(nodes: ChildNode[], options: InlineOptions): string {
    let out = '';
    let text = '';
    const append = (piece: string) => {
      // White space collapses across element boundaries, as the browser renders it.
      if (out.endsWith(' ') && piece.startsWith(' ')) piece = piece.slice(1);
      // Text's `]` before a `(` would close a link.
      if (piece.startsWith('(') && /(^|[^\\])\]$/.test(out)) out = `${out.slice(0, -1)}\\]`;
      out += piece;
    };
    const flushText = () => {
      if (text) append(escapeText(collapse(text)));
      text = '';
    };
    for (const node of nodes) {
      // Adjacent texts (React separates them with comments) are escaped as one.
      if (isText(node)) text += node.data;
      else if (isTag(node)) {
        flushText();
        append(this.inlineElement(node, options));
      }
    }
    flushText();
    return out;
  }

  /** `inner` wrapped in `mark`, with its outer white space moved outside (so `**a **b` cannot happen). */
  private wrap(inner: string, open: string, close = open): string {
    const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(inner)!;
    const [, before, body, after] = match;
    return body ? `${before}${open}${body}${close}${after}` : `${before}${after}`;
  }

  private inlineElement(element: Element, options: InlineOptions): string {
    if (isHidden(element)) return '';
    if (element.attribs.role === 'img' || element.name === 'img') return escapeText(this.accessibleName(element));
    const children = element.children;
    switch (element.name) {
      case 'br':
        return options.lineBreak;
      case 'svg':
        return ''; // a picture without role="img" is decoration (admonition icons)
      case 'strong':
      case 'b':
        return this.wrap(this.inline(children, options), '**');
      case 'em':
      case 'i':
        return this.wrap(this.inline(children, options), '*');
      case 'del':
      case 's':
        return this.wrap(this.inline(children, options), '~~');
      case 'code':
      case 'kbd':
      case 'samp':
        return this.inlineCode(element);
      case 'a':
        return this.link(element, options);
      case 'ul':
      case 'ol':
        // A list inside a table cell: its items in a row.
        return ` ${childElements(element)
          .filter((e) => e.name === 'li')
          .map((li) => this.inline(li.children, options).trim())
          .join('; ')} `;
      case 'pre':
        return ` ${codeSpan(collapse(visibleText(children)).trim())} `;
      default:
        if (BLOCKS.has(element.name) || element.name === 'li' || element.name === 'dt' || element.name === 'dd') {
          return ` ${this.inline(children, options)} `;
        }
        return this.inline(children, options);
    }
  }

  private inlineCode(element: Element): string {
    // A link inside code (the API reference writes some): the code as the link's text.
    const link = childElements(element).find((e) => e.name === 'a' && e.attribs.href);
    const text = collapse(visibleText(element.children));
    if (link && collapse(visibleText(link.children)).trim() === text.trim()) {
      return `[${codeSpan(text.trim())}](${linkDestination(this.resolveHref(link.attribs.href!))})`;
    }
    return codeSpan(text);
  }

  private link(element: Element, options: InlineOptions): string {
    const text = this.inline(element.children, options);
    const href = element.attribs.href;
    if (!href) return text;
    const label = text.trim() ? text : escapeText(collapse(element.attribs['aria-label'] ?? '').trim());
    if (!label.trim()) return '';
    return this.wrap(label, '[', `](${linkDestination(this.resolveHref(href))})`);
  }

  // -- blocks ---------------------------------------------------------------

  /** Renders a run of nodes that may mix inline content and blocks. */
  blocks(nodes: ChildNode[]): Block[] {
    const out: Block[] = [];
    let run: ChildNode[] = [];
    const flush = () => {
      const text = this.paragraph(run);
      if (text) out.push({text, kind: 'other'});
      run = [];
    };
    for (const node of nodes) {
      if (isTag(node) && isBlockElement(node) && !isHidden(node)) {
        flush();
        for (const block of this.block(node)) {
          // Two lists in a row with the same marker would merge into one.
          const previous = out.at(-1);
          out.push(previous && previous.kind === block.kind && block.kind !== 'other' ? this.relist(block) : block);
        }
      } else {
        run.push(node);
      }
    }
    flush();
    return out;
  }

  /** A list written again with the other marker of its kind (`*` for `-`, `)` for `.`). */
  private relist(block: Block): Block {
    const swap: Record<string, [RegExp, string, Block['kind']]> = {
      'list-': [/^- /gm, '* ', 'list*'],
      'list*': [/^\* /gm, '- ', 'list-'],
      'list.': [/^(\d+)\. /gm, '$1) ', 'list)'],
      'list)': [/^(\d+)\) /gm, '$1. ', 'list.'],
    };
    const [pattern, replacement, kind] = swap[block.kind]!;
    return {text: block.text.replace(pattern, replacement), kind};
  }

  private paragraph(nodes: ChildNode[]): string {
    const text = this.inline(nodes, PARAGRAPH)
      .replace(/ *\\\n */g, '\\\n')
      .trim()
      .replace(/(\\\n)+$/, '')
      .replace(/^(\\\n)+/, '');
    return escapeLineStarts(text);
  }

  private joinBlocks(blocks: Block[]): string {
    return blocks.map((b) => b.text).join('\n\n');
  }

  block(element: Element): Block[] {
    const other = (text: string): Block[] => (text ? [{text, kind: 'other'}] : []);
    if (hasClass(element, 'theme-admonition')) return other(this.admonition(element));
    if (hasClass(element, 'theme-code-block')) return other(this.codeBlock(element));
    if (element.attribs.role === 'img') {
      const name = this.accessibleName(element);
      return other(name ? `**Diagram:** ${escapeLineStarts(escapeText(name))}` : '');
    }
    switch (element.name) {
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        return other(this.heading(element));
      case 'p':
        return other(this.paragraph(element.children));
      case 'ul':
      case 'ol':
        return this.list(element);
      case 'dl':
        return this.descriptionList(element);
      case 'table':
        return other(this.table(element));
      case 'pre':
        return other(this.fence(collapseCodeLines(visibleText(element.children)), '', ''));
      case 'blockquote':
        return other(quote(this.joinBlocks(this.blocks(element.children))));
      case 'hr':
        return other('---');
      case 'summary':
        return other(this.wrap(this.paragraph(element.children), '**'));
      default:
        return this.blocks(element.children);
    }
  }

  private heading(element: Element): string {
    const level = Number(element.name.slice(1));
    const text = this.inline(element.children, SINGLE_LINE).replace(/\s+/g, ' ').trim();
    if (!text) return '';
    // A closing run of `#` would be read as the end of the heading.
    return `${'#'.repeat(level)} ${text.replace(/(\s)(#+)$/, '$1\\$2')}`;
  }

  private list(element: Element): Block[] {
    const ordered = element.name === 'ol';
    const items = childElements(element).filter((e) => e.name === 'li');
    if (items.length === 0) return [];
    const start = ordered ? Number.parseInt(element.attribs.start ?? '1', 10) || 1 : 1;
    // A loose list (items hold paragraphs) keeps blank lines between its items.
    const loose = items.some((li) => childElements(li).some((e) => e.name === 'p'));
    const rendered = items.map((li, index) => {
      const marker = ordered ? `${start + index}.` : '-';
      const body = this.listItemBody(li, loose);
      const indent = ' '.repeat(marker.length + 1);
      const [first = '', ...rest] = body.split('\n');
      return [
        first ? `${marker} ${first}` : marker,
        ...rest.map((line) => (line === '' ? '' : `${indent}${line}`)),
      ].join('\n');
    });
    return [{text: rendered.join(loose ? '\n\n' : '\n'), kind: ordered ? 'list.' : 'list-'}];
  }

  private listItemBody(li: Element, loose: boolean): string {
    const checkbox = childElements(li).find((e) => e.name === 'input' && e.attribs.type === 'checkbox');
    const blocks = this.blocks(li.children);
    if (checkbox) {
      const box = checkbox.attribs.checked !== undefined ? '[x]' : '[ ]';
      if (blocks[0]) blocks[0] = {...blocks[0], text: `${box} ${blocks[0].text}`};
    }
    // In a tight list a nested list follows its item's text directly.
    return blocks
      .map((block, index) => {
        if (index === 0) return block.text;
        const separator = !loose && block.kind !== 'other' ? '\n' : '\n\n';
        return `${separator}${block.text}`;
      })
      .join('');
  }

  private descriptionList(element: Element): Block[] {
    const entries: Array<{term: string; values: string[]}> = [];
    for (const child of childElements(element)) {
      if (child.name === 'dt') entries.push({term: this.inline(child.children, SINGLE_LINE).trim(), values: []});
      else if (child.name === 'dd') {
        const value = this.inline(child.children, SINGLE_LINE).replace(/\s+/g, ' ').trim();
        if (entries.length === 0) entries.push({term: '', values: []});
        entries.at(-1)!.values.push(value);
      }
    }
    if (entries.length === 0) return [];
    const lines = entries.map(({term, values}) => {
      const value = values.filter(Boolean).join('; ');
      const label = term.replace(/\s+/g, ' ');
      if (!label) return `- ${value}`;
      return `- **${label}:**${value ? ` ${value}` : ''}`;
    });
    return [{text: lines.join('\n'), kind: 'list-'}];
  }

  private admonition(element: Element): string {
    const type = classesOf(element)
      .map((c) => /^theme-admonition-(.+)$/.exec(c)?.[1])
      .find(Boolean);
    const label = ADMONITION_LABELS[type ?? ''] ?? (type ? type[0]!.toUpperCase() + type.slice(1) : 'Note');
    const heading = findDescendant(element, (e) => hasClassStem(e, 'admonitionHeading'));
    const content = findDescendant(element, (e) => hasClassStem(e, 'admonitionContent'));
    const title = heading ? this.inline(heading.children, SINGLE_LINE).replace(/\s+/g, ' ').trim() : '';
    // The theme shows the type itself ("note") when the admonition has no title of its own.
    const lead = title && title.toLowerCase() !== (type ?? '').toLowerCase() ? `${label}: ${title}` : label;
    const body = this.joinBlocks(this.blocks((content ?? element).children));
    return quote(body ? `**${lead}**\n\n${body}` : `**${lead}**`);
  }

  private codeBlock(element: Element): string {
    const language =
      classesOf(element)
        .map((c) => /^language-(.+)$/.exec(c)?.[1])
        .find(Boolean) ?? '';
    const titleElement = findDescendant(element, (e) => hasClassStem(e, 'codeBlockTitle'));
    const title = titleElement ? collapse(DomUtils.textContent(titleElement)).trim() : '';
    const lines = DomUtils.findAll((e) => hasClass(e, 'token-line'), element.children);
    const code =
      lines.length > 0
        ? lines.map((line) => visibleText(line.children).replace(/\n$/, '').trimEnd()).join('\n')
        : collapseCodeLines(visibleText(findDescendant(element, (e) => e.name === 'pre')?.children ?? []));
    return this.fence(code, language, title);
  }

  /** A fenced code block: the fence is longer than any fence-like run in the code. */
  private fence(code: string, language: string, title: string): string {
    const titleAttribute = title ? ` title="${title.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : '';
    const info = `${language}${titleAttribute}`;
    // An info string may not hold a backtick after a backtick fence.
    const char = info.includes('`') ? '~' : '`';
    const longest = Math.max(0, ...[...code.matchAll(char === '`' ? /`{3,}/g : /~{3,}/g)].map((m) => m[0].length));
    const fence = char.repeat(Math.max(3, longest + 1));
    return `${fence}${info}\n${code}\n${fence}`;
  }

  private table(element: Element): string {
    const rows = tableRows(element);
    if (rows.length === 0) return '';
    const width = Math.max(...rows.map((row) => row.length));
    if (width === 0) return '';
    const cell = (c: Element | undefined) =>
      c ? this.inline(cellContent(c), SINGLE_LINE).replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|') : '';
    const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
    const pad = (row: Element[]) => Array.from({length: width}, (_, i) => cell(row[i]));
    const [header, ...body] = rows;
    const align = Array.from({length: width}, (_, i) => {
      const c = header![i];
      const style = `${c?.attribs.align ?? ''} ${c?.attribs.style ?? ''}`.toLowerCase();
      if (/center/.test(style)) return ':---:';
      if (/right/.test(style)) return '---:';
      if (/left/.test(style)) return ':---';
      return '---';
    });
    return [line(pad(header!)), line(align), ...body.map((row) => line(pad(row)))].join('\n');
  }
}

function isBlockElement(element: Element): boolean {
  return (
    BLOCKS.has(element.name) ||
    hasClass(element, 'theme-admonition') ||
    hasClass(element, 'theme-code-block') ||
    (element.attribs.role === 'img' && element.name === 'svg')
  );
}

/** Prefixes every line with `> ` (an empty line gets `>`). */
function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/** Code text of a plain `<pre>`: its lines, without the trailing line break. */
function collapseCodeLines(text: string): string {
  return text.replace(/\n$/, '');
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

/** Blank-line-separated blocks, ending in one newline; no run of blank lines. */
function finish(blocks: Block[]): string {
  const text = blocks
    .map((b) => b.text)
    .join('\n\n')
    .replace(/\n{3,}/g, (run, offset: number, all: string) => (insideFence(all, offset) ? run : '\n\n'));
  return text ? `${text}\n` : '';
}

/** Whether `offset` lies inside a fenced code block of `markdown` (blank lines there are code). */
function insideFence(markdown: string, offset: number): boolean {
  let open: string | null = null;
  for (const line of markdown.slice(0, offset).split('\n')) {
    const fence = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (!fence) continue;
    if (open === null) open = fence;
    else if (fence[0] === open[0] && fence.length >= open.length && line.trim() === fence) open = null;
  }
  return open !== null;
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
  return finish(new Converter(document, links).blocks(content.children));
}

/** The Markdown of an HTML fragment of docs content (what `.theme-doc-markdown` holds). */
export function htmlToMarkdown(html: string, links: MarkdownLinkContext): string {
  const document = parseDocument(html);
  return finish(new Converter(document, links).blocks(document.children));
}
