/**
 * The HTTP headers the static host sends with the site, as a `_headers` file
 * (the format Netlify and Cloudflare Pages read from the build root).
 *
 * The Content-Security-Policy allows exactly what the built pages load:
 * - scripts from the site itself, plus the hash of every inline script that a
 *   browser would run (Docusaurus writes a few: the colour-mode script on
 *   every page, the base-URL check on the home page);
 * - stylesheets from the site itself, plus the hash of every inline style
 *   attribute (Docusaurus writes some for code blocks and the announcement
 *   bar). Hashes only cover attributes together with 'unsafe-hashes' (CSP 3);
 *   this keeps 'unsafe-inline' out, so an injected style cannot apply; and
 *   the one `<style>` element the search modal renders in the browser;
 * - images from the site and `data:` URLs (the theme's CSS icons);
 * - connections to the site, and to Algolia's hosts only when the build
 *   searches Algolia.
 * Beside the policy: long caching for the content-hashed assets, a UTF-8
 * text type with the HTML pages' caching for the Markdown copies, `llms.txt`
 * and `llms-full.txt`, and, for the release data and its schema
 * (`/releases.json`, `/releases.schema.json`), the same caching and a CORS
 * header so that tools on any origin can read them.
 * The hashes depend on the built HTML, so the file is generated after each
 * build (see `plugin.ts`); nothing here is kept under `static/`.
 *
 * Everything in this module is pure: HTML in, text out.
 */
import {createHash} from 'node:crypto';
import {DomUtils, parseDocument} from 'htmlparser2';
import type {Element} from 'domhandler';
import type {SearchConfig} from '../search/config';
import {LLMS_FULL_TXT_FILE, LLMS_TXT_FILE, MARKDOWN_EXTENSION} from '../markdown/paths';
import {RELEASES_JSON_FILE, RELEASES_SCHEMA_FILE} from '../releaseHistory/files';

/** One block of a `_headers` file: a URL pattern and the headers for it. */
export interface HeaderRule {
  path: string;
  headers: Array<[name: string, value: string]>;
}

/** What the built HTML runs and applies inline, each listed once. */
export interface InlineSources {
  /** Text of each inline script a browser executes. */
  scripts: string[];
  /** Text of each `<style>` element. */
  styleElements: string[];
  /** Value of each `style` attribute. */
  styleAttributes: string[];
}

/** Name of the file Netlify and Cloudflare Pages read from the build root. */
export const HEADERS_FILE_NAME = '_headers';

/** Cloudflare Pages limits each `_headers` line (name and value included) to this many characters. */
export const MAX_HEADER_LINE_LENGTH = 2000;

/** Long-lived caching for files whose names carry a content hash. */
export const HASHED_ASSETS_PATH = '/assets/*';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The Markdown copies of the pages and `llms.txt` / `llms-full.txt`
 * (src/markdown/): text in UTF-8 (the pages hold "→", "×" and the like, which
 * a host that sends no charset would garble), and cached like the HTML
 * pages they are made from, which change under the same name at every
 * deploy: stored, but checked with the host before each use. That is what
 * Netlify and Cloudflare Pages send for HTML by default.
 */
export const MARKDOWN_COPIES_PATH = `/*${MARKDOWN_EXTENSION}`;
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';
export const TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';
export const REVALIDATE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * The release data for tools and its JSON Schema (src/releaseHistory/files.ts).
 * Readable from any origin (`Access-Control-Allow-Origin: *`): a Foundry
 * macro or module running in the game page, or a bot's web panel, fetches
 * them from the browser, which refuses a cross-origin read without it. They
 * hold nothing private and need no credentials, so `*` is right. Cached like
 * the pages: they change under the same name at the deploy after a release.
 */
export const RELEASE_DATA_PATHS = [`/${RELEASES_JSON_FILE}`, `/${RELEASES_SCHEMA_FILE}`];
export const ANY_ORIGIN = '*';

/** MIME types a browser runs as classic scripts (HTML spec, "JavaScript MIME type"). */
const JAVASCRIPT_MIME_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);
/** Other script types that run as code and so are checked against script-src. */
const OTHER_EXECUTED_SCRIPT_TYPES = new Set(['module', 'importmap', 'speculationrules']);

/**
 * Whether a browser runs an inline `<script>` with these attributes, as the
 * HTML spec's "prepare the script element" decides. Other types (such as
 * the `application/ld+json` structured data Docusaurus writes on every page)
 * are data blocks: never run, never checked against the CSP, so not hashed.
 */
export function isExecutedScript(type: string | undefined, language: string | undefined): boolean {
  let effective: string;
  if (type === undefined) {
    if (!language) return true;
    effective = `text/${language}`;
  } else if (type === '') {
    return true;
  } else {
    effective = type;
  }
  const normalized = effective.trim().toLowerCase();
  return JAVASCRIPT_MIME_TYPES.has(normalized) || OTHER_EXECUTED_SCRIPT_TYPES.has(normalized);
}

/**
 * The HTML parser turns CR LF and lone CR into LF before anything else, and
 * the browser hashes the text it parsed, so hashes must be taken after that.
 */
function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** A CSP hash source for `text` (UTF-8, SHA-256, base64), quotes included. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Attributes that would run code inline; the policy cannot allow them, so a page using one is refused. */
function inlineCodeAttribute(element: Element): string | undefined {
  const handler = Object.keys(element.attribs).find((name) => /^on/i.test(name));
  if (handler) return `${handler} attribute on <${element.name}>`;
  const href = element.attribs.href ?? element.attribs.action ?? element.attribs.formaction;
  if (href !== undefined && /^\s*javascript:/i.test(href)) return `javascript: URL on <${element.name}>`;
  return undefined;
}

/**
 * Finds what one HTML document runs and applies inline. Throws when the page
 * has an inline event handler or a `javascript:` URL, which the policy
 * blocks: such a page would break silently in production.
 */
export function collectInlineSources(html: string, label = 'a page'): InlineSources {
  const document = parseDocument(normalizeNewlines(html), {decodeEntities: true});
  const elements = DomUtils.findAll(() => true, document.children);
  const found: InlineSources = {scripts: [], styleElements: [], styleAttributes: []};
  for (const element of elements) {
    const problem = inlineCodeAttribute(element);
    if (problem) {
      throw new Error(
        `${label} has an inline ${problem}, which the Content-Security-Policy blocks; move the code to a script file.`,
      );
    }
    if (element.attribs.style !== undefined) found.styleAttributes.push(element.attribs.style);
    const name = element.name.toLowerCase();
    if (name === 'script' && element.attribs.src === undefined) {
      const text = DomUtils.textContent(element);
      if (text !== '' && isExecutedScript(element.attribs.type, element.attribs.language)) found.scripts.push(text);
    } else if (name === 'style') {
      found.styleElements.push(DomUtils.textContent(element));
    }
  }
  return found;
}

/**
 * Inline styles the pages create in the browser, which the built HTML cannot
 * show: the Algolia logo in DocSearch's modal footer is an inline SVG with a
 * `<style>` element (@docsearch/react 3.9.0). The browser tests open the
 * modal under the policy, so a change here is caught.
 */
export const RUNTIME_STYLE_ELEMENTS = ['.cls-1,.cls-2{fill:#003dff;}.cls-2{fill-rule:evenodd;}'];

/** Where the browser sends DocSearch's queries for an Algolia application. */
export function algoliaHosts(appId: string): string[] {
  return [`https://${appId}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`)];
}

function sortedHashes(texts: Iterable<string>): string[] {
  return [...new Set([...new Set(texts)].map(cspHash))].sort();
}

/** The Content-Security-Policy value for pages with these inline sources. */
export function contentSecurityPolicy(sources: InlineSources, search: Pick<SearchConfig, 'mode' | 'appId'>): string {
  const styleAttributeHashes = sortedHashes(sources.styleAttributes);
  const styleElementHashes = sortedHashes(sources.styleElements);
  const styleHashes = [...new Set([...styleElementHashes, ...styleAttributeHashes])].sort();
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...sortedHashes(sources.scripts)]],
    ['style-src', ["'self'", ...(styleAttributeHashes.length > 0 ? ["'unsafe-hashes'"] : []), ...styleHashes]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(search.mode === 'algolia' ? algoliaHosts(search.appId) : [])]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Merges the inline sources of several pages. */
function mergeInlineSources(all: InlineSources[]): InlineSources {
  return {
    scripts: all.flatMap((s) => s.scripts),
    styleElements: all.flatMap((s) => s.styleElements),
    styleAttributes: all.flatMap((s) => s.styleAttributes),
  };
}

/** A text file's type and caching: the Markdown copies, `llms.txt` and `llms-full.txt`. */
function textFileRule(path: string, contentType: string): HeaderRule {
  return {
    path,
    headers: [
      ['Content-Type', contentType],
      ['Cache-Control', REVALIDATE_CACHE_CONTROL],
    ],
  };
}

/** A file any origin may read, revalidated like the pages: the release data and its schema. */
function publicDataRule(path: string): HeaderRule {
  return {
    path,
    headers: [
      ['Access-Control-Allow-Origin', ANY_ORIGIN],
      ['Cache-Control', REVALIDATE_CACHE_CONTROL],
    ],
  };
}

/** The header rules for a site whose pages are `pages` (file label to HTML). */
export function headerRules(pages: Record<string, string>, search: Pick<SearchConfig, 'mode' | 'appId'>): HeaderRule[] {
  const sources = mergeInlineSources([
    ...Object.entries(pages).map(([label, html]) => collectInlineSources(html, label)),
    {scripts: [], styleElements: RUNTIME_STYLE_ELEMENTS, styleAttributes: []},
  ]);
  return [
    {
      path: '/*',
      headers: [
        ['Content-Security-Policy', contentSecurityPolicy(sources, search)],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ],
    },
    {path: HASHED_ASSETS_PATH, headers: [['Cache-Control', IMMUTABLE_CACHE_CONTROL]]},
    textFileRule(MARKDOWN_COPIES_PATH, MARKDOWN_CONTENT_TYPE),
    textFileRule(`/${LLMS_TXT_FILE}`, TEXT_CONTENT_TYPE),
    textFileRule(`/${LLMS_FULL_TXT_FILE}`, TEXT_CONTENT_TYPE),
    ...RELEASE_DATA_PATHS.map(publicDataRule),
  ];
}

/** Writes rules in the `_headers` format; throws if a line is too long for Cloudflare Pages. */
export function formatHeadersFile(rules: HeaderRule[]): string {
  const lines = ['# Generated at build by src/hosting/plugin.ts from the built pages. Do not edit.'];
  for (const rule of rules) {
    lines.push(rule.path);
    for (const [name, value] of rule.headers) lines.push(`  ${name}: ${value}`);
  }
  const tooLong = lines.find((line) => line.length > MAX_HEADER_LINE_LENGTH);
  if (tooLong) {
    throw new Error(
      `A _headers line is ${tooLong.length} characters long; Cloudflare Pages accepts lines of at most ${MAX_HEADER_LINE_LENGTH}. ` +
        `Start of the line: ${tooLong.slice(0, 80)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
