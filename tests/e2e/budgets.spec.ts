/**
 * Byte budgets of the production build. Bytes only, never time:
 * timings live in `npm run bench`.
 *
 * - A first visit to each route of the site (empty cache) transfers at most
 *   180 KiB brotli in total and 160 KiB of JavaScript: the HTML, the CSS and
 *   JS it loads up to hydration and the images it shows. Prefetches of
 *   other pages do not count; the search index and engine are reported on
 *   their own and only /search may load them; the DocSearch modal, fetched
 *   once the page is idle so search opens at once, is reported on its own.
 * - No HTML page of the build is over 100 KiB before compression.
 * - The images in build/img are optimised.
 *
 * Each test prints its numbers, so a failure says where the bytes went.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {SPEC_ROUTES} from '../data/routes';
import {KIB, kib, recordFirstVisit, summarise, type VisitSummary, type VisitedAsset} from '../lib/firstVisit';

const BUDGET = {totalBrotli: 180 * KIB, jsBrotli: 160 * KIB, htmlRaw: 100 * KIB, rasterImage: 100 * KIB};
const BUILD = path.resolve(__dirname, '../../build');

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function describeVisit(route: string, s: VisitSummary): string {
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
    s.afterIdle.raw > 0 ? `| search modal after idle (not counted) ${kib(s.afterIdle.brotli)}` : '',
  ]
    .join(' ')
    .trim();
}

function describeAssets(assets: VisitedAsset[]): string {
  return [...assets]
    .sort((a, b) => b.brotli - a.brotli)
    .map(
      (a) =>
        `  ${a.kind.padEnd(5)} ${kib(a.brotli).padStart(6)} KiB br  ${a.path}${a.search ? ' (search)' : ''}${a.afterIdle ? ' (after idle)' : ''}`,
    )
    .join('\n');
}

for (const route of SPEC_ROUTES) {
  test(`a first visit to ${route.path} stays within the byte budgets`, async ({page, baseURL}) => {
    const assets = await recordFirstVisit(page, baseURL!, route.path);
    const summary = summarise(assets);
    console.log(describeVisit(route.path, summary));
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

    expect(summary.total.brotli, `total bytes (brotli) of ${detail}`).toBeLessThanOrEqual(BUDGET.totalBrotli);
    expect(summary.js.brotli, `JavaScript bytes (brotli) of ${detail}`).toBeLessThanOrEqual(BUDGET.jsBrotli);
    expect(summary.html.raw, `HTML bytes of ${route.path}`).toBeLessThanOrEqual(BUDGET.htmlRaw);
    if (route.kind !== 'search') {
      expect(summary.search.raw, `search chunks loaded before search was used on ${detail}`).toBe(0);
    }
  });
}

test('no HTML page of the build is over 100 KiB', () => {
  const pages = filesUnder(BUILD, (name) => name.endsWith('.html')).map((file) => ({
    page: path.relative(BUILD, file),
    bytes: fs.statSync(file).size,
  }));
  expect(pages.length).toBeGreaterThanOrEqual(SPEC_ROUTES.length);
  const largest = [...pages].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
  console.log(`[budget] largest HTML pages (KiB): ${largest.map((p) => `${p.page} ${kib(p.bytes)}`).join(', ')}`);
  expect(pages.filter((p) => p.bytes > BUDGET.htmlRaw)).toEqual([]);
});

/** Why an SVG file is not optimised, or null when it is. */
function svgProblem(svg: string): string | null {
  if (/<image\b/i.test(svg)) return 'embeds an <image>';
  if (/data:image\//i.test(svg)) return 'embeds a data:image URL';
  if (/<metadata\b|sodipodi:|inkscape:|<!--/i.test(svg)) return 'carries editor metadata or comments';
  return null;
}

test('the images in build/img are optimised', () => {
  const images = filesUnder(path.join(BUILD, 'img'), (name) => /\.(svg|png|jpe?g|gif|webp|avif|ico)$/i.test(name));
  expect(images.length).toBeGreaterThan(0);
  const problems = images.flatMap((file) => {
    const name = path.relative(BUILD, file);
    if (file.endsWith('.svg')) {
      const problem = svgProblem(fs.readFileSync(file, 'utf8'));
      return problem ? [`${name} ${problem}`] : [];
    }
    const bytes = fs.statSync(file).size;
    return bytes > BUDGET.rasterImage ? [`${name} is ${kib(bytes)} KiB (over ${kib(BUDGET.rasterImage)})`] : [];
  });
  console.log(`[budget] images checked: ${images.map((f) => path.relative(BUILD, f)).join(', ')}`);
  expect(problems).toEqual([]);
});

test('the SVG check rejects embedded raster data and editor metadata', () => {
  expect(svgProblem('<svg><path d="M0 0h1"/></svg>')).toBeNull();
  expect(svgProblem('<svg><image href="data:image/png;base64,AAAA"/></svg>')).not.toBeNull();
  expect(svgProblem('<svg><rect fill="url(data:image/png;base64,AAAA)"/></svg>')).not.toBeNull();
  expect(svgProblem('<svg xmlns:inkscape="x"><metadata/></svg>')).not.toBeNull();
});
