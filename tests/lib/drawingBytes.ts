/**
 * What a page's window drawings (src/components/WindowDrawing/) add to a
 * first visit, so the budgets can grow by a page's own drawings and no more:
 * - the drawing code and styles: the `window-drawing` chunk's JavaScript and
 *   stylesheet, as the visit fetched them;
 * - each drawing's description: webpack writes its JSON into the page's
 *   chunk as a `JSON.parse('…')` literal, so the chunk compressed as served
 *   less the same chunk with those literals emptied (compressed on its own,
 *   a description would count the words it shares with the page twice);
 * - the drawings' HTML: the page compressed with its figures, less the page
 *   compressed without them.
 * Pages without drawings load none of these.
 */
import fs from 'node:fs';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import vm from 'node:vm';

import {parseDocument} from 'htmlparser2';
import {findAll} from 'domutils';
import type {Element} from 'domhandler';

import {PAGE_ONLY_CHUNKS} from '../../src/pageOnly/plugin';
import {readBuiltHtml, readBuiltText} from './builtSite';
import {compress, type VisitedAsset} from './firstVisit';

/** At most this much brotli a page's drawings may add to its first visit (issue 22). */
export const DRAWINGS_MAX_BROTLI = 15 * 1024;

const SITE_DIR = path.join(__dirname, '../..');
const CHUNK = Object.keys(PAGE_ONLY_CHUNKS).find((name) => name === 'window-drawing')!;
const CHUNK_FILE = new RegExp(`/assets/(js|css)/${CHUNK}\\.[0-9a-f]+\\.(js|css)$`);

export interface DrawingBytes {
  /** The drawings on the page. */
  drawings: string[];
  /** Drawing code or styles the visit fetched (none on a page without drawings). */
  chunkFiles: string[];
  /** Brotli bytes of the drawing code and the descriptions. */
  js: number;
  css: number;
  /** Brotli bytes the figures add to the page's HTML. */
  html: number;
  total: number;
  /** Raw bytes of the figures in the page's HTML. */
  htmlRaw: number;
}

/** The folder of a route's pages and their `_windows/` descriptions. */
function windowsDirOf(route: string): string {
  const [, set, maybeVersion] = route.split('/');
  const versioned = maybeVersion && /^\d+\.\d+\.\d+$/.test(maybeVersion);
  return path.join(SITE_DIR, versioned ? `${set}_versioned_docs/version-${maybeVersion}` : set!, '_windows');
}

const brotli = (text: string) => compress(Buffer.from(text), 'br').length;
/** The built file an asset was served from (its path without the query). */
const fileOf = (asset: VisitedAsset) => asset.path.split('?')[0]!;

/** The window drawings of a built page: their figure elements, with their places in the HTML. */
function drawingFigures(html: string): Element[] {
  return findAll(
    (e: Element) => e.name === 'figure' && /^drawing-/.test(e.attribs.id ?? ''),
    parseDocument(html, {withStartIndices: true, withEndIndices: true}).children,
  );
}

/** Raw bytes the window drawings take in a built page's HTML. */
export function drawingsHtmlRaw(html: string): number {
  return drawingFigures(html).reduce((sum, figure) => sum + figure.endIndex! + 1 - figure.startIndex!, 0);
}

/** The value `JSON.parse('…')` gives, reading the string literal as JavaScript does (`undefined` if it is no JSON). */
function parsedOrUndefined(call: string): unknown {
  try {
    const text = vm.runInNewContext(call.slice('JSON.parse('.length, -1)) as unknown;
    return typeof text === 'string' ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** Each `JSON.parse('…')` literal of a built chunk, with the value it parses to. */
function jsonLiterals(code: string): {start: number; end: number; value: unknown}[] {
  return [...code.matchAll(/JSON\.parse\('(?:[^'\\]|\\.)*'\)/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    value: parsedOrUndefined(match[0]),
  }));
}

/**
 * Brotli bytes the drawings' descriptions add to the page's JavaScript: each
 * fetched chunk that holds one, less the same chunk without them. Throws if
 * a drawing's description is in none of the fetched chunks, or differs from
 * its file (less `$schema`), since the count would then leave it out.
 */
function descriptionBytes(route: string, drawings: string[], assets: VisitedAsset[]): number {
  // The bundle holds each description as its file has it, less the editors' `$schema`
  // (src/components/WindowDrawing/plugin.ts, `omit`).
  const expected = new Map(
    drawings.map((id) => {
      const {$schema: _editorsOnly, ...description} = JSON.parse(
        fs.readFileSync(path.join(windowsDirOf(route), `${id}.json`), 'utf8'),
      ) as Record<string, unknown>;
      return [id, description];
    }),
  );
  const found = new Set<string>();
  let added = 0;
  for (const asset of assets) {
    if (asset.kind !== 'js' || CHUNK_FILE.test(fileOf(asset))) continue;
    const code = readBuiltText(fileOf(asset));
    const literals = jsonLiterals(code).filter(({value}) => {
      const id = (value as {id?: unknown} | null)?.id;
      return typeof id === 'string' && isDeepStrictEqual(expected.get(id), value);
    });
    if (literals.length === 0) continue;
    let without = code;
    for (const literal of [...literals].reverse()) {
      found.add((literal.value as {id: string}).id);
      without = without.slice(0, literal.start) + '{}' + without.slice(literal.end);
    }
    added += asset.brotli - brotli(without);
  }
  const missing = drawings.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw new Error(`${route}: no fetched chunk holds the description of ${missing.join(', ')} as its file has it`);
  }
  return added;
}

export function drawingBytesOf(route: string, assets: VisitedAsset[]): DrawingBytes {
  const html = readBuiltHtml(route);
  const figures = drawingFigures(html);
  const drawings = figures.map((figure) => figure.attribs.id!.slice('drawing-'.length));
  const chunkFiles = assets.map(fileOf).filter((file) => CHUNK_FILE.test(file));
  if (drawings.length === 0) return {drawings, chunkFiles, js: 0, css: 0, html: 0, total: 0, htmlRaw: 0};

  let withoutFigures = html;
  let htmlRaw = 0;
  for (const figure of [...figures].reverse()) {
    withoutFigures = withoutFigures.slice(0, figure.startIndex!) + withoutFigures.slice(figure.endIndex! + 1);
    htmlRaw += figure.endIndex! + 1 - figure.startIndex!;
  }
  const fetched = (kind: string) =>
    assets
      .filter((asset) => CHUNK_FILE.test(fileOf(asset)) && asset.path.includes(`.${kind}`))
      .reduce((sum, asset) => sum + asset.brotli, 0);
  const data = descriptionBytes(route, drawings, assets);
  const js = fetched('js') + data;
  const css = fetched('css');
  const htmlBytes = brotli(html) - brotli(withoutFigures);
  return {drawings, chunkFiles, js, css, html: htmlBytes, total: js + css + htmlBytes, htmlRaw};
}
