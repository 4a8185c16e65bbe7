/**
 * The byte budgets of a first visit to one route (checked on the routes
 * walk, routes.spec.ts, which loads each route once with the cache off).
 * Bytes only, never time: timings live in `npm run bench`.
 *
 * A first visit (empty cache) transfers at most 180 KiB brotli in total and
 * 160 KiB of JavaScript: the HTML, the CSS and JS it loads up to hydration
 * and the images it shows. Prefetches of other pages do not count. Search's
 * own chunks (the DocSearch modal, the engine, the index) load only once a
 * reader shows an intent to search, so a visit that never touches search
 * (this one) loads none of them; only /search, which searches its query at
 * once, may. A route's HTML is at most 100 KiB before compression.
 *
 * A page with window drawings may exceed each of these by exactly what its
 * drawings add (tests/lib/drawingBytes.ts), and its drawings may add at most
 * 15 KiB brotli.
 */
import {expect} from '@playwright/test';
import {KIB, kib, summarise, type VisitSummary, type VisitedAsset} from './firstVisit';
import type {SpecRoute} from '../data/routes';
import {DRAWINGS_MAX_BROTLI, drawingBytesOf, type DrawingBytes} from './drawingBytes';

export const BUDGET = {
  totalBrotli: 180 * KIB,
  jsBrotli: 160 * KIB,
  htmlRaw: 100 * KIB,
  rasterImage: 100 * KIB,
  /** The stylesheets a page links, decoded, a drawing page's included (issue 30: 90 KB). */
  cssRaw: 90 * 1000,
};

function describeVisit(route: string, s: VisitSummary, drawings: DrawingBytes): string {
  const part = (label: string, bytes: number) => `${label} ${kib(bytes)}`;
  return [
    `[budget] ${route}: brotli KiB`,
    part('total', s.total.brotli),
    part('js', s.js.brotli),
    part('css', s.css.brotli),
    part('html', s.html.brotli),
    part('img', s.image.brotli),
    `| html raw ${kib(s.html.raw)}`,
    s.search.raw > 0 ? `| search (not counted) ${kib(s.search.brotli)}` : '',
    drawings.drawings.length > 0
      ? `| ${drawings.drawings.length} drawings add ${kib(drawings.total)} = ${drawings.total} B (js ${kib(drawings.js)} css ${kib(drawings.css)} html ${kib(drawings.html)}, raw html ${kib(drawings.htmlRaw)})`
      : '',
  ]
    .join(' ')
    .trim();
}

function describeAssets(assets: VisitedAsset[]): string {
  return [...assets]
    .sort((a, b) => b.brotli - a.brotli)
    .map((a) => `  ${a.kind.padEnd(5)} ${kib(a.brotli).padStart(6)} KiB br  ${a.path}${a.search ? ' (search)' : ''}`)
    .join('\n');
}

/** Prints the visit's numbers and fails, naming where the bytes went, if it is over a budget. */
export function expectWithinBudgets(route: SpecRoute, assets: VisitedAsset[]): void {
  const summary = summarise(assets);
  const drawings = drawingBytesOf(route.path, assets);
  console.log(describeVisit(route.path, summary, drawings));
  const detail = `${route.path}\n${describeAssets(assets)}`;

  // The visit was really recorded: the page, the stylesheet and the main bundle.
  expect(
    assets.some((a) => a.kind === 'html'),
    detail,
  ).toBe(true);
  expect(
    assets.some((a) => a.kind === 'css'),
    detail,
  ).toBe(true);
  expect(
    assets.some((a) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(a.path)),
    detail,
  ).toBe(true);

  if (drawings.drawings.length === 0) {
    // A page without drawings loads none of their code or styles (issue 22: nothing more than before).
    expect(drawings.chunkFiles, `drawing code or styles fetched by ${route.path}, which has no drawing`).toEqual([]);
  }
  expect(
    drawings.total,
    `bytes (brotli) the drawings ${drawings.drawings.join(', ')} add to ${route.path}`,
  ).toBeLessThanOrEqual(DRAWINGS_MAX_BROTLI);
  expect(summary.total.brotli, `total bytes (brotli) of ${detail}`).toBeLessThanOrEqual(
    BUDGET.totalBrotli + drawings.total,
  );
  expect(summary.js.brotli, `JavaScript bytes (brotli) of ${detail}`).toBeLessThanOrEqual(
    BUDGET.jsBrotli + drawings.js,
  );
  expect(summary.html.raw, `HTML bytes of ${route.path}`).toBeLessThanOrEqual(BUDGET.htmlRaw + drawings.htmlRaw);
  if (route.kind !== 'search') {
    expect(summary.search.raw, `search's chunks loaded without any intent to search on ${detail}`).toBe(0);
  }
}
