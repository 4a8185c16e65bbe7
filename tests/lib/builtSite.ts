/**
 * The production build as the tests read it from disk: one place that knows
 * where `npm run build` writes and how a route maps to its files. Specs that
 * check what a tool or a reader gets without a browser (built HTML, Markdown
 * copies, `_headers`, assets) read the build through these functions.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import type {Document, Element} from 'domhandler';

/** Where `docusaurus build` writes the site (the repository's `build/`). */
export const BUILD_DIR = path.resolve(__dirname, '../../build');

/** A file of the build by its path in the site (`/assets/js/main.js`, `_headers`). */
export function builtFile(sitePath: string): string {
  return path.join(BUILD_DIR, sitePath.replace(/^\/+/, ''));
}

/** The HTML file of a route (`/obs-utils/getting-started` → `build/obs-utils/getting-started/index.html`). */
export function builtHtmlFile(route: string): string {
  return path.join(builtFile(route), 'index.html');
}

/** Whether the build has a page for `route`. */
export function hasBuiltPage(route: string): boolean {
  return fs.existsSync(builtHtmlFile(route));
}

/** The HTML of a built route; fails naming the route when the build has no such page. */
export function readBuiltHtml(route: string): string {
  const file = builtHtmlFile(route);
  if (!fs.existsSync(file)) throw new Error(`${route} is not a built page (no ${path.relative(BUILD_DIR, file)})`);
  return fs.readFileSync(file, 'utf8');
}

/** A text file of the build by its path in the site (Markdown copies, `_headers`, `llms.txt`). */
export function readBuiltText(sitePath: string): string {
  return fs.readFileSync(builtFile(sitePath), 'utf8');
}

/** The parsed HTML of a built route. */
export function parseBuiltPage(route: string): Document {
  return parseDocument(readBuiltHtml(route));
}

/** The docs content (`.theme-doc-markdown`) of a built route, or null when the page has none. */
export function builtDocContent(route: string): Element | null {
  return DomUtils.findOne(
    (e) => (e.attribs.class ?? '').split(/\s+/).includes('theme-doc-markdown'),
    parseBuiltPage(route).children,
  );
}

/** The ids of the elements of a built route. */
export function idsOfBuiltPage(route: string): Set<string> {
  return new Set(
    DomUtils.findAll((e) => e.attribs.id !== undefined, parseBuiltPage(route).children).map((e) => e.attribs.id!),
  );
}

/** Paths (relative to the build, `/`-separated) of every built file whose name passes `keep`. */
export function builtFiles(keep: (name: string) => boolean, under = ''): string[] {
  const root = builtFile(under);
  return fs
    .readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((name) => keep(path.basename(name)) && fs.statSync(path.join(root, name)).isFile())
    .map((name) => path.posix.join(under.replace(/^\/+|\/+$/g, ''), name.split(path.sep).join('/')));
}
