/**
 * `npm run bench`: the site's speed, measured in one run and
 * printed as one table of our figures and their ratios to a stock
 * Docusaurus classic site of the same version, built and served the same
 * way. Also writes everything to bench-results/site.json.
 *
 * 1. Cold production builds of the site with webpack/Babel/Terser and with
 *    Docusaurus Faster (DOCUSAURUS_FASTER=0/1), and of the stock site.
 * 2. For every route of the site (tests/data/routes.ts), the JS, CSS and HTML a first visit loads
 *    (brotli and gzip; tests/lib/firstVisit.ts), and the stock /docs/intro.
 * 3. Lighthouse (mobile and desktop presets, median of 3 runs) for three
 *    pages and the stock /docs/intro: category scores, LCP, TBT, CLS.
 *    Targets (reported, not asserted): mobile performance >= 95,
 *    accessibility, best practices and SEO 100.
 *
 * Both sites are served by bench/lib/staticServer.ts, compressing like a
 * production host. `--quick`: one Lighthouse run, mobile only. Ports:
 * BENCH_PORT (default 3230) and the next one. If the search benchmark
 * exists (`npm run bench:search`), it runs at the end on this build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from '../tests/browser';
import {SPEC_ROUTES} from '../tests/data/routes';
import {recordFirstVisit, sizesOf, summarise, type Bytes, type VisitSummary} from '../tests/lib/firstVisit';
import {createStockSite, timedBuild, type TimedBuild} from './lib/benchBuild';
import {
  CATEGORIES,
  medianResult,
  runLighthouse,
  type Category,
  type LighthouseResult,
  type Preset,
} from './lib/benchLighthouse';
import {kib, mib, ratio, renderTable, seconds} from './lib/benchStats';

/** One row of the benchmark's table. */
interface Row {
  measure: string;
  ours: string;
  stock?: string;
  ratio?: string;
  target?: string;
}

const TABLE_HEADER = ['Measure', 'Ours', 'Stock', 'Ours ÷ stock', 'Target'];
const cells = (row: Row): string[] => [row.measure, row.ours, row.stock ?? '', row.ratio ?? '', row.target ?? ''];
import {serveStatic, type StaticServer} from './lib/staticServer';

const QUICK = process.argv.includes('--quick');
const LIGHTHOUSE_RUNS = QUICK ? 1 : 3;
const PRESETS: Preset[] = QUICK ? ['mobile'] : ['mobile', 'desktop'];
const LIGHTHOUSE_ROUTES = ['/', '/obs-utils/obs-remote', '/ethereal-plane/triggers'];
const STOCK_PAGE = '/docs/intro';
const MOBILE_TARGETS: Record<Category, number> = {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100};
const PORT = Number(process.env.BENCH_PORT ?? 3230);
const SITE_DIR = path.resolve(__dirname, '..');
const RESULTS_FILE = path.join(SITE_DIR, 'bench-results', 'site.json');

type LighthouseTable = Record<Preset, Record<string, {runs: LighthouseResult[]; median: LighthouseResult}>>;

function log(message: string): void {
  console.error(`[bench] ${message}`);
}

async function firstVisits(baseURL: string, paths: string[]): Promise<Record<string, VisitSummary>> {
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  const visits: Record<string, VisitSummary> = {};
  try {
    for (const route of paths) {
      const context = await browser.newContext();
      visits[route] = summarise(await recordFirstVisit(await context.newPage(), baseURL, route));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return visits;
}

async function lighthouseWithRetry(url: string, preset: Preset): Promise<LighthouseResult> {
  try {
    return await runLighthouse(url, preset);
  } catch (error) {
    log(`Lighthouse failed once on ${url} (${preset}), retrying: ${(error as Error).message}`);
    return runLighthouse(url, preset);
  }
}

/** Runs are interleaved (run 1 of every page, then run 2…), so both sites meet the same machine load. */
async function lighthouseAll(pages: Array<{key: string; url: string}>): Promise<LighthouseTable> {
  const runs = new Map<string, LighthouseResult[]>();
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
    for (const preset of PRESETS) {
      for (const page of pages) {
        log(`Lighthouse ${preset} run ${run}/${LIGHTHOUSE_RUNS}: ${page.key}`);
        const id = `${preset} ${page.key}`;
        runs.set(id, [...(runs.get(id) ?? []), await lighthouseWithRetry(page.url, preset)]);
      }
    }
  }
  const table = {} as LighthouseTable;
  for (const preset of PRESETS) {
    table[preset] = Object.fromEntries(
      pages.map((p) => {
        const all = runs.get(`${preset} ${p.key}`)!;
        return [p.key, {runs: all, median: medianResult(all)}];
      }),
    );
  }
  return table;
}

/** Brotli/gzip size of the one build file whose name matches. */
function chunkSize(buildDir: string, pattern: RegExp): Bytes | null {
  const dir = path.join(buildDir, 'assets', 'js');
  const file = fs.readdirSync(dir).find((name) => pattern.test(name));
  return file ? sizesOf(fs.readFileSync(path.join(dir, file))) : null;
}

// ── table rows ──────────────────────────────────────────────────────────────

const brGz = (b: Bytes) => `${kib(b.brotli)}/${kib(b.gzip)}`;
const visitCell = (v: VisitSummary) => `${brGz(v.js)} · ${brGz(v.css)} · ${brGz(v.html)}`;
const scoresCell = (r: LighthouseResult) => CATEGORIES.map((c) => String(r.scores[c])).join(' · ');
const metricsCell = (r: LighthouseResult) => `${Math.round(r.lcpMs)} · ${Math.round(r.tbtMs)} · ${r.cls.toFixed(3)}`;

function targetCell(r: LighthouseResult): string {
  return CATEGORIES.map((c) => `${MOBILE_TARGETS[c]}${r.scores[c] >= MOBILE_TARGETS[c] ? '✓' : '✗'}`).join(' ');
}

function buildRows(
  legacy: TimedBuild,
  faster: TimedBuild,
  stock: TimedBuild,
  search: {index: Bytes | null; engine: Bytes | null},
): Row[] {
  return [
    {measure: 'Build, webpack + Babel + Terser (s)', ours: seconds(legacy.seconds)},
    {
      measure: 'Build, Docusaurus Faster (s)',
      ours: seconds(faster.seconds),
      stock: seconds(stock.seconds),
      ratio: ratio(faster.seconds, stock.seconds),
    },
    {measure: 'Faster speed-up (legacy ÷ Faster)', ours: `${(legacy.seconds / faster.seconds).toFixed(2)}×`},
    {
      measure: 'Build output (MiB · files)',
      ours: `${mib(faster.bytes)} · ${faster.files}`,
      stock: `${mib(stock.bytes)} · ${stock.files}`,
      ratio: ratio(faster.bytes, stock.bytes),
    },
    {
      measure: 'Search index · engine (KiB br, on first search)',
      ours: `${search.index ? kib(search.index.brotli) : '–'} · ${search.engine ? kib(search.engine.brotli) : '–'}`,
    },
  ];
}

function visitRows(ours: Record<string, VisitSummary>, stock: VisitSummary): Row[] {
  return [
    {
      measure: 'First visit, KiB br/gz: JS · CSS · HTML',
      ours: '',
      stock: `${STOCK_PAGE}: ${visitCell(stock)}`,
      ratio: 'br: JS · CSS · HTML',
    },
    ...Object.entries(ours).map(([route, v]) => ({
      measure: `  ${route}`,
      ours: visitCell(v),
      ratio: [
        ratio(v.js.brotli, stock.js.brotli),
        ratio(v.css.brotli, stock.css.brotli),
        ratio(v.html.brotli, stock.html.brotli),
      ].join(' · '),
    })),
  ];
}

function lighthouseRows(table: LighthouseTable): Row[] {
  return PRESETS.flatMap((preset): Row[] => {
    const stock = table[preset][STOCK_PAGE]!.median;
    const header: Row = {
      measure: `Lighthouse ${preset} (median of ${LIGHTHOUSE_RUNS}): perf · a11y · BP · SEO; LCP ms · TBT ms · CLS`,
      ours: '',
      stock: `${scoresCell(stock)}; ${metricsCell(stock)}`,
    };
    const perRoute = LIGHTHOUSE_ROUTES.map((route): Row => {
      const r = table[preset][route]!.median;
      const scoreRatios = CATEGORIES.map((c) => ratio(r.scores[c], stock.scores[c])).join(' · ');
      const metricRatios = [ratio(r.lcpMs, stock.lcpMs), ratio(r.tbtMs, stock.tbtMs), ratio(r.cls, stock.cls)].join(
        ' · ',
      );
      return {
        measure: `  ${route}`,
        ours: `${scoresCell(r)}; ${metricsCell(r)}`,
        ratio: `${scoreRatios}; ${metricRatios}`,
        ...(preset === 'mobile' && {target: targetCell(r)}),
      };
    });
    return [header, ...perRoute];
  });
}

// ── run ─────────────────────────────────────────────────────────────────────

function runSearchBenchIfPresent(): void {
  const pkg = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  if (!pkg.scripts?.['bench:search']) return;
  log('npm run bench:search -- --no-build');
  const result = spawnSync('npm', ['run', 'bench:search', '--', '--no-build'], {cwd: SITE_DIR, stdio: 'inherit'});
  if (result.status !== 0) process.exitCode = result.status ?? 1;
}

async function main(): Promise<void> {
  const started = Date.now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-bench-'));
  const servers: StaticServer[] = [];
  try {
    log('build with webpack, Babel and Terser (DOCUSAURUS_FASTER=0)…');
    const legacy = timedBuild(SITE_DIR, path.join(tmp, 'legacy-build'), {DOCUSAURUS_FASTER: '0'});
    log('build with Docusaurus Faster (DOCUSAURUS_FASTER=1) into build/…');
    const faster = timedBuild(SITE_DIR, 'build', {DOCUSAURUS_FASTER: '1'});
    log('create and build the stock classic site…');
    const stockDir = createStockSite(tmp, path.join(SITE_DIR, 'node_modules'));
    const stock = timedBuild(stockDir, 'build');

    const ours = await serveStatic(path.join(SITE_DIR, 'build'), PORT);
    servers.push(ours);
    const theirs = await serveStatic(path.join(stockDir, 'build'), PORT + 1);
    servers.push(theirs);

    log('first visits…');
    const visits = await firstVisits(
      ours.url,
      SPEC_ROUTES.map((r) => r.path),
    );
    const stockVisit = (await firstVisits(theirs.url, [STOCK_PAGE]))[STOCK_PAGE]!;
    const lighthouse = await lighthouseAll([
      ...LIGHTHOUSE_ROUTES.map((route) => ({key: route, url: `${ours.url}${route}`})),
      {key: STOCK_PAGE, url: `${theirs.url}${STOCK_PAGE}`},
    ]);
    const buildDir = path.join(SITE_DIR, 'build');
    const search = {
      index: chunkSize(buildDir, /^search-index\.[0-9a-f]+\.js$/),
      engine: chunkSize(buildDir, /^search-engine\.[0-9a-f]+\.js$/),
    };

    const rows = [
      ...buildRows(legacy, faster, stock, search),
      ...visitRows(visits, stockVisit),
      ...lighthouseRows(lighthouse),
    ];
    console.log(renderTable(TABLE_HEADER, rows.map(cells)));

    fs.mkdirSync(path.dirname(RESULTS_FILE), {recursive: true});
    const results = {
      date: new Date().toISOString(),
      quick: QUICK,
      node: process.version,
      cpus: os.cpus().length,
      loadAverage: os.loadavg(),
      builds: {legacy, faster, stock},
      search,
      firstVisit: {ours: visits, stock: {[STOCK_PAGE]: stockVisit}},
      lighthouse: {runs: LIGHTHOUSE_RUNS, presets: PRESETS, results: lighthouse},
      seconds: (Date.now() - started) / 1000,
    };
    fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    log(`wrote ${path.relative(SITE_DIR, RESULTS_FILE)} (${((Date.now() - started) / 60000).toFixed(1)} min)`);
  } finally {
    await Promise.all(servers.map((s) => s.close()));
    fs.rmSync(tmp, {recursive: true, force: true});
  }
  runSearchBenchIfPresent();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
