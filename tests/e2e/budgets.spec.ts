/**
 * Byte budgets of the production build that need no browser. Bytes only,
 * never time: timings live in `npm run bench`. (The first-visit budget of
 * each route, tests/lib/budgets.ts, is checked on the routes walk in
 * routes.spec.ts, which loads every route once with the cache off.)
 *
 * - No HTML page of the build is over 100 KiB before compression.
 * - The images in build/img are optimised.
 * - No page links more than 90 KB of stylesheets, decoded, its window
 *   drawings' included.
 * - Infima's trim (src/infimaTrim/) left every Infima class a page names
 *   styled.
 * - Every page's main bundle holds none of search's own code: it loads with
 *   the search chunks, on intent.
 */
import fs from 'node:fs';
import {test, expect} from './fixtures';
import {SPEC_ROUTES} from '../data/routes';
import {builtFile, builtFiles, readBuiltText} from '../lib/builtSite';
import {SEARCH_CHUNK_FILES, kib} from '../lib/firstVisit';
import {BUDGET} from '../lib/budgets';
import {drawingsHtmlRaw} from '../lib/drawingBytes';
import {namesOf} from '../../src/infimaTrim/trim';
import {infimaStylesheet} from '../../src/infimaTrim/plugin';

/** The stylesheets a built page links in its head, as paths in the build. */
function linkedStylesheets(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link\b[^>]*\brel="?stylesheet"?[^>]*>/g)].map((link) =>
    (/\bhref="?([^"\s>]+)/.exec(link[0])?.[1] ?? '').replace(/^\/+/, ''),
  );
}

test("no page links more than 90 KB of stylesheets, decoded, its drawings' styles included", () => {
  const pages = builtFiles((name) => name.endsWith('.html')).map((page) => {
    const sheets = linkedStylesheets(readBuiltText(page));
    return {page, sheets, bytes: sheets.reduce((sum, sheet) => sum + fs.statSync(builtFile(sheet)).size, 0)};
  });
  const largest = [...pages].sort((a, b) => b.bytes - a.bytes).slice(0, 3);
  console.log(
    `[budget] most CSS linked (B): ${largest.map((p) => `${p.page} ${p.bytes} (${p.sheets.join(' + ')})`).join(', ')}`,
  );
  // The heaviest are the drawing pages: the global stylesheet and the drawings' own.
  expect(largest[0]!.sheets.some((sheet) => /window-drawing\.[0-9a-f]+\.css$/.test(sheet))).toBe(true);
  expect(pages.filter((p) => p.bytes > BUDGET.cssRaw).map((p) => `${p.page} ${p.bytes} B`)).toEqual([]);
});

test('every Infima class a built page names is still in the stylesheets after the trim', () => {
  const infima = namesOf(fs.readFileSync(infimaStylesheet(), 'utf8')).classes;
  const named = new Set<string>();
  for (const page of builtFiles((name) => name.endsWith('.html'))) {
    for (const match of readBuiltText(page).matchAll(/\bclass=(?:"([^"]*)"|([^\s">]+))/g)) {
      for (const name of (match[1] ?? match[2] ?? '').split(/\s+/)) if (infima.has(name)) named.add(name);
    }
  }
  const css = builtFiles((name) => name.endsWith('.css'), 'assets/css')
    .map(readBuiltText)
    .join('\n');
  const unstyled = [...named].filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(css));
  console.log(`[budget] Infima classes the pages name: ${named.size}`);
  expect(named.size).toBeGreaterThan(30);
  expect(unstyled).toEqual([]);
  // And the trim did take something out: Infima's avatar, the class no page uses.
  expect(named.has('avatar')).toBe(false);
  expect(css).not.toMatch(/\.avatar(?![\w-])/);
});

test('no HTML page of the build is over 100 KiB, beyond what its window drawings take', () => {
  const pages = builtFiles((name) => name.endsWith('.html')).map((page) => {
    const html = readBuiltText(page);
    return {page, bytes: Buffer.byteLength(html) - drawingsHtmlRaw(html)};
  });
  expect(pages.length).toBeGreaterThanOrEqual(SPEC_ROUTES.length);
  const largest = [...pages].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
  console.log(
    `[budget] largest HTML pages without their drawings (KiB): ${largest.map((p) => `${p.page} ${kib(p.bytes)}`).join(', ')}`,
  );
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
  const images = builtFiles((name) => /\.(svg|png|jpe?g|gif|webp|avif|ico)$/i.test(name), 'img');
  expect(images.length).toBeGreaterThan(0);
  const problems = images.flatMap((name) => {
    if (name.endsWith('.svg')) {
      const problem = svgProblem(readBuiltText(name));
      return problem ? [`${name} ${problem}`] : [];
    }
    const bytes = fs.statSync(builtFile(name)).size;
    return bytes > BUDGET.rasterImage ? [`${name} is ${kib(bytes)} KiB (over ${kib(BUDGET.rasterImage)})`] : [];
  });
  console.log(`[budget] images checked: ${images.join(', ')}`);
  expect(problems).toEqual([]);
});

test('the SVG check rejects embedded raster data and editor metadata', () => {
  expect(svgProblem('<svg><path d="M0 0h1"/></svg>')).toBeNull();
  expect(svgProblem('<svg><image href="data:image/png;base64,AAAA"/></svg>')).not.toBeNull();
  expect(svgProblem('<svg><rect fill="url(data:image/png;base64,AAAA)"/></svg>')).not.toBeNull();
  expect(svgProblem('<svg xmlns:inkscape="x"><metadata/></svg>')).not.toBeNull();
});

/**
 * Text that only search's engine-side code holds, each a mark of one part of
 * it: the expansion of the index parts into records (`url_without_anchor`,
 * and the `lvl0` of the record hierarchy) and the background tasks that
 * expand and index the paragraphs (`postTask`).
 */
const SEARCH_ONLY_CODE = ['url_without_anchor', 'lvl0', 'postTask'];

/**
 * Marks of the site's modal-only code (src/theme/SearchBar/Modal.tsx and what
 * only it imports): the answer state it writes on the modal's box, the dialog
 * markup and the questions link of its footer. It loads with DocSearch's code.
 */
const MODAL_ONLY_CODE = ['searchAnswer', 'aria-modal', 'Look in the questions streamers ask'];

test("every page's main bundle holds none of the search modal's own code, which loads with DocSearch's", () => {
  const files = fs.readdirSync(builtFile('assets/js'));
  const main = files.filter((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  const modal = files.filter((name) => SEARCH_CHUNK_FILES.modal.test(name) && name.endsWith('.js'));
  expect(main).toHaveLength(1);
  expect(modal).toHaveLength(1);
  const text = (name: string) => readBuiltText(`assets/js/${name}`);
  expect(MODAL_ONLY_CODE.filter((mark) => !text(modal[0]!).includes(mark))).toEqual([]);
  expect(MODAL_ONLY_CODE.filter((mark) => text(main[0]!).includes(mark))).toEqual([]);
});

test("every page's main bundle holds none of search's own code, which loads with the search engine chunk", () => {
  const files = fs.readdirSync(builtFile('assets/js'));
  const main = files.filter((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  const engine = files.filter((name) => SEARCH_CHUNK_FILES.engine.test(name));
  expect(main).toHaveLength(1);
  expect(engine).toHaveLength(1);
  const text = (name: string) => readBuiltText(`assets/js/${name}`);
  // The marks are real: the engine chunk has each of them.
  expect(SEARCH_ONLY_CODE.filter((mark) => !text(engine[0]!).includes(mark))).toEqual([]);
  expect(SEARCH_ONLY_CODE.filter((mark) => text(main[0]!).includes(mark))).toEqual([]);
});
