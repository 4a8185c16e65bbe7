/**
 * The Markdown copies of the docs pages, `llms.txt` and `llms-full.txt`, as
 * a tool reads them (the built files, parsed as CommonMark and GFM, and the
 * test server's answers), the pages' `<link rel="alternate">` to their
 * copies, and the "Copy page" control, as a reader uses it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import {isTag, isText, type ChildNode, type Element} from 'domhandler';
import type {Nodes, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {ROUTE_WALK_MS_PER_ROUTE, SITE_ROUTES, type SpecRoute} from '../data/routes';
import {KEY_TERMS, normalise} from '../lib/readerContent';
import {audit, violationsMessage} from '../lib/axe';
import {
  builtDocContent,
  builtFile,
  builtFiles,
  idsOfBuiltPage,
  parseBuiltPage,
  readBuiltHtml,
  readBuiltText,
} from '../lib/builtSite';
import {readCodeBlocks, titleOf} from '../lib/markdown';
import {readDeployEnv} from '../../src/deployEnv';
import {DOCS_SETS, PRODUCTION_URL, VERSIONED_DOCS_SETS, type VersionedDocsSetId} from '../../src/constants';
import {CURRENT_RELEASES} from '../../src/releaseHistory';
import {formatHeadersFile, headerRules} from '../../src/hosting/headers';
import {readSearchConfig} from '../../src/search/config';
import {LLMS_TXT_FILE, markdownPathOf} from '../../src/markdown/paths';
import {CLIPBOARD_REFUSED, COPIED, FETCH_FAILED} from '../../src/components/CopyPage/messages';

const ROOT = path.resolve(__dirname, '../..');
const {siteUrl, baseUrl} = readDeployEnv(process.env, PRODUCTION_URL);
/** Where the built site says it lives: links in the copies start with this. */
const SITE_ROOT = `${siteUrl}${baseUrl}`;

/** Every page with a Markdown copy: all routes but the search page. */
const COPY_ROUTES = SITE_ROUTES.filter((route) => route.kind !== 'search');
const CURRENT_ROUTES = COPY_ROUTES.filter((route) => !route.version);

/** Theme chrome a page shows around its content, by text; none of it may reach a copy. */
const CHROME_TEXTS = [
  'Skip to main content', // skip link
  'Copy page', // the control itself
  'View as Markdown',
  'Direct link to', // heading anchors
  'On this page', // mobile TOC
  'Version:', // version badge
  'Previous', // pagination
  'which is no longer the current release', // older releases' banner
  'Copyright ©', // footer
];

/** Where the copy of a route is served (the test server serves the build at its root). */
function copyUrlPath(routePath: string): string {
  return markdownPathOf(routePath);
}

/** The published URL of a route's copy, as the copies and llms.txt write it. */
function publishedCopyUrl(routePath: string): string {
  return `${siteUrl}${markdownPathOf(`${baseUrl.slice(0, -1)}${routePath}`, baseUrl)}`;
}

function readCopy(routePath: string): string {
  return readBuiltText(copyUrlPath(routePath));
}

/** Parses Markdown as CommonMark with GFM, as GitHub and most tools do. */
function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
}

const BLOCK_CONTAINERS = new Set(['root', 'list', 'listItem', 'blockquote', 'table', 'tableRow']);

/** The text a reader gets from parsed Markdown: blocks apart, a line break as a space. */
function plainText(node: Nodes): string {
  if (node.type === 'break') return ' ';
  if ('value' in node && node.type !== 'html') return node.value;
  if (!('children' in node)) return '';
  return (node.children as Nodes[]).map(plainText).join(BLOCK_CONTAINERS.has(node.type) ? ' ' : '');
}

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children as Nodes[]) walk(child, visit);
}

const HIDDEN = new Set(['script', 'style', 'button', 'template']);
/** Where a list item's own text ends: its nested blocks are checked on their own. */
const ITEM_BLOCKS = new Set(['ul', 'ol', 'p', 'div', 'pre', 'table', 'dl', 'figure', 'section', 'blockquote']);
/**
 * Where a table cell's text ends: the build leaves out optional end tags, and
 * the HTML parser used here then nests the next rows inside the last header
 * cell (a browser would not).
 */
const CELL_END = new Set(['thead', 'tbody', 'tfoot', 'tr']);

/** The text a reader sees in HTML: `<br>` as a space, images as their alt text, no heading anchors. */
function readerText(nodes: ChildNode[], stopAt: ReadonlySet<string> = new Set()): string {
  let text = '';
  for (const node of nodes) {
    if (isText(node)) text += node.data;
    if (!isTag(node)) continue;
    if (stopAt.has(node.name)) break;
    if (HIDDEN.has(node.name) || (node.attribs.class ?? '').split(/\s+/).includes('hash-link')) continue;
    if (node.name === 'br') text += ' ';
    else if (node.name === 'img') text += node.attribs.alt ?? '';
    else text += readerText(node.children, stopAt);
  }
  return text;
}

/** The docs content of a built page and its paragraphs, headings, list items and cells, as a reader sees them. */
function contentTexts(routePath: string): {h1: string; texts: string[]} {
  const content = builtDocContent(routePath);
  if (!content) throw new Error(`no .theme-doc-markdown in ${routePath}`);
  const h1 = DomUtils.findOne((e) => e.name === 'h1', [content]);
  // A drawing (role="img") is read by its name, never by what it is drawn with.
  const insideDrawing = (e: Element): boolean =>
    e.parent !== null && isTag(e.parent) && (e.parent.attribs.role === 'img' || insideDrawing(e.parent));
  const blocks = DomUtils.findAll((e) => /^(p|h[1-6]|td|th|dt|dd|li)$/.test(e.name) && !insideDrawing(e), [content]);
  const stopAt = (e: Element) =>
    e.name === 'li' ? ITEM_BLOCKS : e.name === 'td' || e.name === 'th' ? CELL_END : undefined;
  const texts = blocks.map((e) => normalise(readerText(e.children, stopAt(e)))).filter((text) => text.length > 0);
  return {h1: normalise(readerText(h1?.children ?? [])), texts};
}

/**
 * A copy's first line: a quote naming the module and the release the page
 * documents (both current releases on the welcome page; "API reference" on
 * its pages) and linking llms.txt.
 */
function checkPreface(line: string, route: SpecRoute): void {
  const [quote, ...rest] = parseMarkdown(line).children;
  expect(rest, `${route.path}: the first line is one block`).toEqual([]);
  expect(quote?.type, `${route.path}: the first line is a quote`).toBe('blockquote');
  const said = normalise(plainText(quote!));
  const releases =
    route.docsSet === 'default'
      ? VERSIONED_DOCS_SETS.map((set) => `${DOCS_SETS[set].label} ${CURRENT_RELEASES[set].version}`)
      : [
          `${DOCS_SETS[route.docsSet].label} ${route.version ?? CURRENT_RELEASES[route.docsSet as VersionedDocsSetId].version}`,
        ];
  for (const release of releases) expect(said, `${route.path}: names ${release}`).toContain(release);
  if (route.version) {
    const current = CURRENT_RELEASES[route.docsSet as VersionedDocsSetId].version;
    expect(said, `${route.path}: says it is an older release`).toContain(
      `older release (the current one is ${current})`,
    );
  }
  expect(said.includes('API reference'), `${route.path}: says whether it is the API reference`).toBe(
    route.kind === 'api-reference',
  );
  const links: string[] = [];
  walk(quote!, (node) => {
    if (node.type === 'link') links.push(node.url);
  });
  expect(links, `${route.path}: links llms.txt`).toEqual([`${SITE_ROOT}${LLMS_TXT_FILE}`]);
}

/**
 * The `<link type="text/markdown">` elements of an HTML page, wherever they
 * are; each must be a `rel="alternate"` link of the head.
 */
function markdownAlternates(html: string): Element[] {
  const document = parseDocument(html);
  const links = DomUtils.findAll((e) => e.name === 'link' && e.attribs.type === 'text/markdown', document.children);
  for (const link of links) {
    expect(link.parent && isTag(link.parent) && link.parent.name, 'the Markdown link is in the head').toBe('head');
    expect((link.attribs.rel ?? '').split(/\s+/)).toContain('alternate');
  }
  return links;
}

for (const route of COPY_ROUTES) {
  test(`${route.path} names its Markdown copy in one <link rel="alternate" type="text/markdown"> of its head`, async ({
    request,
    baseURL,
  }) => {
    const page = await request.get(route.path);
    expect(page.status()).toBe(200);
    const links = markdownAlternates(await page.text());
    expect(links, 'exactly one link to the Markdown copy').toHaveLength(1);
    const target = new URL(links[0]!.attribs.href!, new URL(route.path, baseURL));
    expect(target.pathname).toBe(copyUrlPath(route.path));
    const copy = await request.get(target.href);
    expect(copy.status()).toBe(200);
    expect(copy.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(await copy.text()).toBe(readCopy(route.path));
  });
}

test('pages without a Markdown copy (search, not found) name none', () => {
  for (const file of [
    ...SITE_ROUTES.filter((r) => r.kind === 'search').map((r) => path.join(r.path, 'index.html')),
    '404.html',
  ]) {
    expect(markdownAlternates(readBuiltText(file)), file).toEqual([]);
  }
});

test('the CSP in _headers is what the pages hold after their Markdown links went in', () => {
  // The hosting plugin hashes the pages in the same postBuild phase as the Markdown plugin adds the links.
  const files = builtFiles((name) => name.endsWith('.html')).sort();
  const pages = Object.fromEntries(files.map((file) => [file, readBuiltText(file)]));
  expect(readBuiltText('_headers')).toBe(formatHeadersFile(headerRules(pages, readSearchConfig(process.env))));
  expect(files.filter((file) => file.includes('.tmp'))).toEqual([]);
});

for (const route of COPY_ROUTES) {
  test(`${route.path} has a Markdown copy with its title and content and none of the theme`, async ({request}) => {
    const response = await request.get(copyUrlPath(route.path));
    expect(response.status(), copyUrlPath(route.path)).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
    const markdown = await response.text();
    expect(markdown).toBe(readCopy(route.path));

    const html = readBuiltHtml(route.path);
    const {h1, texts} = contentTexts(route.path);
    const expectedH1 = KEY_TERMS[route.path]?.h1 ?? h1;
    const [preface, blank, title] = markdown.split('\n');
    checkPreface(preface!, route);
    expect(blank).toBe('');
    expect(title).toBe(`# ${expectedH1}`);

    const text = normalise(plainText(parseMarkdown(markdown)));
    const missingText = texts.filter((t) => !text.includes(t));
    expect(missingText, 'paragraphs, headings, list items and cells of the page missing from its copy').toEqual([]);
    const missingTerms = (KEY_TERMS[route.path]?.terms ?? []).filter((term) => !text.includes(normalise(term)));
    expect(missingTerms, 'key facts missing from the copy').toEqual([]);

    const chromeOnPage = CHROME_TEXTS.filter((chrome) => html.includes(chrome));
    expect(chromeOnPage.length, 'the page shows the theme around its content').toBeGreaterThanOrEqual(6);
    expect(chromeOnPage.filter((chrome) => markdown.includes(chrome))).toEqual([]);
  });
}

test('no copy holds MDX, JSX, HTML or front matter: only Markdown a CommonMark/GFM parser reads as such', () => {
  const problems: string[] = [];
  for (const route of COPY_ROUTES) {
    const markdown = readCopy(route.path);
    const tree = parseMarkdown(markdown);
    if (markdown.startsWith('---')) problems.push(`${route.path}: starts like front matter`);
    walk(tree, (node) => {
      if (node.type === 'html') problems.push(`${route.path}: HTML ${node.value.slice(0, 60)}`);
      // An MDX import or export that got through would be a paragraph of its own.
      if (node.type === 'paragraph' && /^(import|export)\s/.test(plainText(node)))
        problems.push(`${route.path}: paragraph "${plainText(node).slice(0, 60)}"`);
    });
    // Outside code, no tag of any kind, components (<Name) included, unless escaped as text.
    const outsideCode = markdown
      .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '')
      .replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
    for (const match of outsideCode.matchAll(/(?<!\\)<\/?[A-Za-z][\w-]*(\s[^>]*)?\/?>/g)) {
      problems.push(`${route.path}: tag ${match[0]}`);
    }
    for (const match of outsideCode.matchAll(/^\s*(import|export)\s.*$/gm)) problems.push(`${route.path}: ${match[0]}`);
    if (/(?<!\\)<[A-Z]/.test(outsideCode)) problems.push(`${route.path}: component tag`);
  }
  expect(problems).toEqual([]);
});

/** The source file of a page: its Markdown in the docs folder, or what TypeDoc generated for the API reference. */
function sourceOf(route: SpecRoute): string | undefined {
  const folder =
    route.docsSet === 'default'
      ? 'docs'
      : route.version
        ? `${route.docsSet}_versioned_docs/version-${route.version}`
        : route.docsSet;
  const base = route.docsSet === 'default' ? '/' : `/${route.docsSet}/${route.version ? `${route.version}/` : ''}`;
  const slug = route.path.slice(base.length);
  const name = slug === '' ? 'index' : slug.endsWith('/') ? `${slug}index` : slug;
  return ['.md', '.mdx'].map((ext) => path.join(ROOT, folder, `${name}${ext}`)).find((file) => fs.existsSync(file));
}

test('code blocks in the copies are the pages’ code blocks, with their language and title', () => {
  let compared = 0;
  for (const route of COPY_ROUTES) {
    const source = sourceOf(route);
    expect(source, `source of ${route.path}`).toBeDefined();
    const expected = readCodeBlocks(source!).map((block) => ({
      lang: block.lang ?? 'text',
      title: titleOf(block.meta),
      value: block.value.replace(/[ \t]+$/gm, ''),
    }));
    const got: Array<{lang: string; title: string; value: string}> = [];
    walk(parseMarkdown(readCopy(route.path)), (node) => {
      if (node.type === 'code') got.push({lang: node.lang ?? '', title: titleOf(node.meta), value: node.value});
    });
    expect(got, route.path).toEqual(expected);
    compared += got.length;
  }
  expect(compared).toBeGreaterThan(100);
});

/**
 * Checks a link into the site: it names a built file; a docs page is linked
 * by its Markdown copy (pages without one, such as /plan, by their
 * address), and an anchor lands on an element of that page.
 */
function checkSiteLink(url: string, where: string, problems: string[], idCache: Map<string, Set<string>>): void {
  const parsed = new URL(url);
  const file = decodeURIComponent(parsed.pathname.slice(baseUrl.length));
  const full = builtFile(file);
  if (!fs.existsSync(full)) {
    problems.push(`${where}: ${url} is not a built file`);
    return;
  }
  if (fs.statSync(full).isDirectory()) {
    // A page with a copy is linked by its copy; a tool page without one (the planner) by its address.
    if (fs.existsSync(`${full.replace(/\/+$/, '')}.md`)) {
      problems.push(`${where}: ${url} leads to an HTML page, not its Markdown copy`);
    }
    return;
  }
  if (parsed.hash && file.endsWith('.md')) {
    const route = file === 'index.md' ? '' : file.replace(/\.md$/, '');
    // The ids of the page, which a link's `#anchor` can land on.
    if (!idCache.has(route)) idCache.set(route, idsOfBuiltPage(route));
    const id = decodeURIComponent(parsed.hash.slice(1));
    if (!idCache.get(route)!.has(id)) problems.push(`${where}: ${url} has no element #${id}`);
  }
}

test('every link in the copies that points into the site leads to a built file, docs pages to their copies', () => {
  const problems: string[] = [];
  const ids = new Map<string, Set<string>>();
  let internal = 0;
  for (const route of COPY_ROUTES) {
    walk(parseMarkdown(readCopy(route.path)), (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      expect(node.url, `${route.path}: links are absolute`).toMatch(/^[a-z][a-z0-9+.-]*:/i);
      if (!node.url.startsWith(SITE_ROOT)) return;
      internal += 1;
      checkSiteLink(node.url, route.path, problems, ids);
    });
  }
  expect(problems).toEqual([]);
  expect(internal).toBeGreaterThan(300);
});

/** One `- [title](url): description` line of llms.txt, as a Markdown parser reads it. */
interface LlmsEntry {
  title: string;
  url: string;
  description: string;
}

/** llms.txt's sections: `## Title` and the list under it. */
function readLlmsTxt(text: string): {title: string; summary: string; sections: Map<string, LlmsEntry[]>} {
  const tree = parseMarkdown(text);
  const [h1, quote, ...rest] = tree.children;
  expect(h1?.type === 'heading' && h1.depth).toBe(1);
  expect(quote?.type).toBe('blockquote');
  const sections = new Map<string, LlmsEntry[]>();
  for (let i = 0; i < rest.length; i += 2) {
    const heading = rest[i];
    const list = rest[i + 1];
    expect(heading?.type === 'heading' && heading.depth, 'a ## heading').toBe(2);
    expect(list?.type, 'a list under each heading').toBe('list');
    const entries = (list!.type === 'list' ? list!.children : []).map((item) => {
      const paragraph = item.children[0];
      const [link, ...after] = paragraph?.type === 'paragraph' ? paragraph.children : [];
      expect(link?.type).toBe('link');
      return {
        title: plainText(link!),
        url: link!.type === 'link' ? link!.url : '',
        description: after.map(plainText).join('').replace(/^: /, ''),
      };
    });
    sections.set(plainText(heading!), entries);
  }
  return {title: plainText(h1!), summary: plainText(quote!), sections};
}

const SITE_TITLE = 'Void Monster Foundry Modules';

/** The title and meta description of a built page, as its head gives them (the title without the site's name). */
function headOf(routePath: string): {title: string; description: string} {
  const document = parseBuiltPage(routePath);
  const head = DomUtils.findOne((e) => e.name === 'head', document.children)!;
  const title = DomUtils.textContent(DomUtils.findOne((e) => e.name === 'title', [head])!);
  const meta = DomUtils.findOne((e) => e.name === 'meta' && e.attribs.name === 'description', [head]);
  return {title: title.replace(` | ${SITE_TITLE}`, ''), description: meta?.attribs.content ?? ''};
}

/** The pages of a docs set in sidebar order, read from the built pages' "Next" links, from `start` on. */
function sidebarOrder(start: string): string[] {
  const order = [start];
  for (;;) {
    const document = parseBuiltPage(order.at(-1)!);
    const next = DomUtils.findOne(
      (e) => e.name === 'a' && (e.attribs.class ?? '').includes('pagination-nav__link--next'),
      document.children,
    );
    if (!next) return order;
    order.push(next.attribs.href!.slice(baseUrl.length - 1));
  }
}

const SET_STARTS = {default: '/', 'obs-utils': '/obs-utils/', 'ethereal-plane': '/ethereal-plane/'} as const;
const isApiReference = (routePath: string) => /\/api-reference\//.test(routePath);

test('llms.txt lists every current page once, by docs set in sidebar order, with its description; older releases under Optional', async ({
  request,
}) => {
  const response = await request.get('/llms.txt');
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const {title, summary, sections} = readLlmsTxt(await response.text());
  expect(title).toBe(SITE_TITLE);
  expect(summary).toMatch(/OBS Utils \d+\.\d+\.\d+.*Ethereal Plane \d+\.\d+\.\d+/);

  const sets = ['default', 'obs-utils', 'ethereal-plane'] as const;
  const label = (set: (typeof sets)[number]) => DOCS_SETS[set].label;
  expect([...sections.keys()]).toEqual([
    'Home',
    'OBS Utils',
    'Ethereal Plane',
    'OBS Utils API reference',
    'Ethereal Plane API reference',
    'Optional',
  ]);
  for (const set of sets) {
    const order = sidebarOrder(SET_STARTS[set]);
    const urls = (entries: LlmsEntry[] = []) => entries.map((entry) => entry.url);
    expect(urls(sections.get(label(set))), `${label(set)}: guides in sidebar order`).toEqual(
      order.filter((p) => !isApiReference(p)).map(publishedCopyUrl),
    );
    if (set !== 'default') {
      expect(
        urls(sections.get(`${label(set)} API reference`)),
        `${label(set)}: API reference in sidebar order`,
      ).toEqual(order.filter(isApiReference).map(publishedCopyUrl));
    }
  }

  const listed = [...sections.entries()].filter(([name]) => name !== 'Optional').flatMap(([, entries]) => entries);
  expect(listed.map((e) => e.url).sort()).toEqual(CURRENT_ROUTES.map((r) => publishedCopyUrl(r.path)).sort());
  for (const route of CURRENT_ROUTES) {
    const entry = listed.find((e) => e.url === publishedCopyUrl(route.path))!;
    expect({title: entry.title, description: entry.description}, route.path).toEqual(headOf(route.path));
  }

  const older = sections.get('Optional') ?? [];
  const versioned = COPY_ROUTES.filter((r) => r.version);
  expect(older.map((e) => e.url).sort()).toEqual(versioned.map((r) => publishedCopyUrl(r.path)).sort());
  for (const entry of older) expect(entry.title).toMatch(/\((OBS Utils|Ethereal Plane) \d+\.\d+\.\d+\)$/);

  const problems: string[] = [];
  for (const entry of [...listed, ...older]) checkSiteLink(entry.url, 'llms.txt', problems, new Map());
  expect(problems).toEqual([]);
});

test('llms-full.txt holds every current page’s copy, in sidebar order, each after a line naming its URL', async ({
  request,
}) => {
  const response = await request.get('/llms-full.txt');
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text.startsWith(`# ${SITE_TITLE}\n\n> `)).toBe(true);
  const parts = text.split(/\n---\n\nSource: (\S+)\n\n/);
  const urls = parts.filter((_, i) => i % 2 === 1);
  const bodies = parts.filter((_, i) => i > 0 && i % 2 === 0);
  const order = (['default', 'obs-utils', 'ethereal-plane'] as const).flatMap((set) => sidebarOrder(SET_STARTS[set]));
  expect(urls).toEqual(order.map(publishedCopyUrl));
  expect(new Set(urls).size).toBe(CURRENT_ROUTES.length);
  for (const [i, routePath] of order.entries()) {
    // The copy without its first line, which names the release and links llms.txt (the file's summary does).
    const [preface, ...body] = readCopy(routePath).split('\n\n');
    expect(preface, routePath).toMatch(/^> .*\[llms\.txt\]\(/);
    expect(bodies[i]!.trim(), routePath).toBe(body.join('\n\n').trim());
  }
});

// ---------------------------------------------------------------------------
// The "Copy page" control

const PAGE = '/obs-utils/getting-started';

function copyButton(page: Page) {
  return page.locator('article').getByRole('button', {name: 'Copy page'});
}

function status(page: Page) {
  return page.locator('article').getByRole('status');
}

async function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Makes the clipboard refuse every write, as a browser does when the reader or a policy blocks it. */
async function refuseClipboard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    Object.defineProperty(navigator.clipboard, 'write', {value: refuse});
    Object.defineProperty(navigator.clipboard, 'writeText', {value: refuse});
  });
}

for (const width of [1280, 390]) {
  test(`Copy page puts the page’s Markdown copy on the clipboard and says Copied (${width} px)`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await page.setViewportSize({width, height: 844});
    for (const routePath of [PAGE, '/', '/ethereal-plane/3.0.2/', '/obs-utils/api-reference/classes/ObsUtilsApi']) {
      await gotoHydrated(page, routePath);
      await expect(copyButton(page)).toBeInViewport();
      await copyButton(page).click();
      await expect(status(page)).toHaveText(COPIED);
      const box = (await status(page).boundingBox())!;
      expect(box.x, 'the status stays on screen').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await clipboardText(page), routePath).toBe(readCopy(routePath));
    }
  });
}

test('View as Markdown links the page’s copy, which opens as Markdown text', async ({page, allowConsoleErrors}) => {
  // Showing a text file, the browser asks for /favicon.ico, which the site does not have (its pages name an SVG icon).
  allowConsoleErrors();
  const notFound: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) notFound.push(new URL(r.url()).pathname);
  });
  await gotoHydrated(page, PAGE);
  const link = page.locator('article').getByRole('link', {name: 'View as Markdown'});
  await expect(link).toHaveAttribute('href', `${baseUrl}${copyUrlPath(PAGE).slice(1)}`);
  const response = page.waitForResponse((r) => r.url().endsWith(copyUrlPath(PAGE)));
  await link.click();
  expect((await response).headers()['content-type']).toBe('text/markdown; charset=utf-8');
  await expect(page.locator('body')).toContainText('# Install OBS Utils and set up your stream view');
  expect(notFound.filter((p) => p !== '/favicon.ico')).toEqual([]);
});

test('nothing of the Markdown copy is fetched before Copy page is clicked, and it is fetched once on the click', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  // Every request for a copy or a text file passes here. Routing turns the browser's HTTP cache off, so a copy
  // fetched ahead of time (a prefetch) cannot serve the click unseen: the click's own request always shows.
  const fetched: string[] = [];
  await page.route(/\.(md|txt)(\?.*)?$/, (route) => {
    fetched.push(new URL(route.request().url()).pathname);
    return route.continue();
  });
  await gotoHydrated(page, PAGE);
  // Idle-time loads (search) have happened, and the link was hovered (a Docusaurus Link would preload there).
  await page.waitForLoadState('networkidle');
  await page.locator('article').getByRole('link', {name: 'View as Markdown'}).hover();
  fetched.push('(click)');
  await copyButton(page).click();
  await expect(status(page)).toHaveText(COPIED);
  // One request, the click's: anything fetched on load, on idle or on hover would be listed too.
  expect(fetched).toEqual(['(click)', copyUrlPath(PAGE)]);
});

test('a refused clipboard write shows and announces a clear message', async ({page}) => {
  await refuseClipboard(page);
  await gotoHydrated(page, PAGE);
  await copyButton(page).click();
  await expect(status(page)).toHaveText(CLIPBOARD_REFUSED);
  await expect(status(page)).toHaveAttribute('aria-live', 'polite');
  await expect(status(page)).toBeVisible();
});

test('a failed fetch of the copy shows a message saying so', async ({page, context, baseURL, allowConsoleErrors}) => {
  allowConsoleErrors(); // the browser logs the failed request
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await gotoHydrated(page, PAGE);
  await page.route('**/*.md', (route) => route.abort('internetdisconnected'));
  await copyButton(page).click();
  await expect(status(page)).toHaveText(FETCH_FAILED);
  await page.unroute('**/*.md');
  await copyButton(page).click();
  await expect(status(page)).toHaveText(COPIED);
});

test('a second copy says Copied again, so a screen reader announces it again', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await gotoHydrated(page, PAGE);
  await copyButton(page).click();
  await expect(status(page)).toHaveText(COPIED);
  // The live region is emptied when the second copy starts, then filled again.
  await status(page).evaluate((el) => {
    const seen: string[] = [];
    new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    (window as Window & {statusSeen?: string[]}).statusSeen = seen;
  });
  await copyButton(page).click();
  await expect(status(page)).toHaveText(COPIED);
  expect(await page.evaluate(() => (window as Window & {statusSeen?: string[]}).statusSeen)).toEqual(['', COPIED]);
});

test('keyboard: Tab reaches Copy page and Enter copies', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await gotoHydrated(page, PAGE);
  const button = copyButton(page);
  for (let presses = 0; presses < 100; presses += 1) {
    await page.keyboard.press('Tab');
    if (await button.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(button).toBeFocused();
  const outline = await button.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline, 'the focused button shows its focus').not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(COPIED);
  expect(await clipboardText(page)).toBe(readCopy(PAGE));
  await page.keyboard.press('Tab');
  await expect(page.locator('article').getByRole('link', {name: 'View as Markdown'})).toBeFocused();
});

/** Top of the page title: where the content starts. */
async function titleTop(page: Page): Promise<number> {
  return (await page.locator('article h1').boundingBox())!.y;
}

for (const width of [1280, 390]) {
  test(`the control takes its space in the server-rendered page: nothing moves on hydration or a message (${width} px)`, async ({
    browser,
    page,
    baseURL,
  }) => {
    const viewport = {width, height: 844};
    const noScript = await browser.newContext({baseURL, javaScriptEnabled: false, viewport});
    const served = await noScript.newPage();
    await served.goto(PAGE);
    await expect(served.locator('article').getByRole('button', {name: 'Copy page'})).toBeVisible();
    const before = await titleTop(served);
    await noScript.close();

    await refuseClipboard(page);
    await page.setViewportSize(viewport);
    await gotoHydrated(page, PAGE);
    expect(await titleTop(page)).toBe(before);
    await copyButton(page).click();
    await expect(status(page)).toHaveText(CLIPBOARD_REFUSED);
    expect(await titleTop(page)).toBe(before);
  });
}

/** A short page: the control is the same on every page, and axe takes its time on long ones. */
const AXE_PAGE = '/ethereal-plane/midi-qol';

for (const mode of ['light', 'dark'] as const) {
  test(`Copy page, its confirmation and its error message have no accessibility violation in ${mode} mode`, async ({
    page,
    context,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(); // the browser logs the copy's 404 of the error state
    test.setTimeout(3 * ROUTE_WALK_MS_PER_ROUTE); // three audits, each given a route of the walk (two audits)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
    await gotoHydrated(page, AXE_PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const found: string[] = [];
    found.push(...(await audit(page, `${mode}: Copy page`)));
    await copyButton(page).click();
    await expect(status(page)).toHaveText(COPIED);
    found.push(...(await audit(page, `${mode}: Copied`)));
    await page.route('**/*.md', (route) => route.fulfill({status: 404, body: 'Not found'}));
    await copyButton(page).click();
    await expect(status(page)).toHaveText(FETCH_FAILED);
    found.push(...(await audit(page, `${mode}: error message`)));
    expect(found.length, violationsMessage(found)).toBe(0);
  });
}
