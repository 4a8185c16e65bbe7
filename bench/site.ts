/**
 * `npm run bench`: the site's speed, measured in one run and
 * printed as one table of our figures and their ratios to a stock
 * Docusaurus classic site of the same version, built and served the same
 * way. Also writes everything to bench-results/site.json.
 *
 * 1. Cold production builds of the site with webpack/Babel/Terser and with
 *    Docusaurus Faster (DOCUSAURUS_FASTER=0/1), of the stock site, and of a
 *    second stock site given this site's Markdown (every docs page, our
 *    components left out); the last three three times each, taking turns,
 *    and compared by their medians. The limit (1.6×) is against the stock
 *    site; the second one tells how much of the time is the Markdown alone.
 * 2. For every route of the site (tests/data/routes.ts), the JS, CSS and HTML a first visit loads
 *    (brotli and gzip; tests/lib/firstVisit.ts), and the stock /docs/intro.
 * 3. Lighthouse (mobile and desktop presets, median of 3 runs) for three
 *    pages and the stock /docs/intro: category scores, LCP, TBT, CLS.
 *    Targets (reported, not asserted): mobile performance >= 95,
 *    accessibility, best practices and SEO 100.
 * 4. The whole page against the previous commit (`--previous <ref>`,
 *    default HEAD~1, checked out and built beside this one) and the stock
 *    site (its intro page, and the same page's Markdown rendered by it),
 *    on one docs page: Lighthouse mobile score and Total Blocking
 *    Time (median of 7 interleaved runs of the four pages: TBT of one
 *    run swings by 2-3× on a shared machine), the bytes fetched in the
 *    first 5 s without any interaction, and the first search on a fresh
 *    page (Ctrl+K → first hits).
 * 5. Where the build spends its time (Docusaurus's perf log): plugin start
 *    (the TypeDoc runs), content, search records, bundling, page rendering.
 *
 * All sites are served by tests/lib/serveBuild.ts, compressing like a
 * production host (brotli or gzip as the browser asks; no `_headers`). `--quick`: one Lighthouse run, mobile only. Ports:
 * BENCH_PORT (default 3230) and the next two. If the search benchmark
 * exists (`npm run bench:search`), it runs at the end on this build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from '../tests/browser';
import {SPEC_ROUTES} from '../tests/data/routes';
import {
  recordFirstVisit,
  recordVisit,
  sizesOf,
  summarise,
  type Bytes,
  type VisitSummary,
} from '../tests/lib/firstVisit';
import {RELEVANCE_CASES} from '../tests/data/search-relevance';
import {waitForHydration} from '../tests/lib/hydration';
import {serveBuild, type BuildServer} from '../tests/lib/serveBuild';
import {SEARCH_CHUNKS, chunkFilePattern} from '../src/search/names';
import {
  addSameContentPage,
  checkoutPrevious,
  createSameContentSite,
  createStockSite,
  timedBuild,
  type TimedBuild,
} from './lib/benchBuild';
import {VERSIONED_DOCS_SETS} from '../src/constants';
import {TROUBLESHOOTER_FILE} from '../src/troubleshooter/generate';
import {QUESTIONS_FILE} from '../src/troubleshooter/questions';
import {
  CATEGORIES,
  medianResult,
  runLighthouse,
  type Category,
  type LighthouseResult,
  type Preset,
} from './lib/benchLighthouse';
import {kib, median, mib, ratio, renderTable, seconds} from './lib/benchStats';

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

const QUICK = process.argv.includes('--quick');
const LIGHTHOUSE_RUNS = QUICK ? 1 : 3;
/** Cold Faster builds of this site and of the stock sites, interleaved: one build's time varies by up to 40% here. */
const BUILD_RUNS = QUICK ? 1 : 3;
/** The limit for this site's build time against the stock site's (issue 30). */
const BUILD_RATIO_LIMIT = 1.6;
/**
 * The folders of every docs set's pages, current and older releases: what the stock site with this site's
 * Markdown renders. The default set's folder is `docs` (docusaurus.config.ts).
 */
const DOCS_FOLDERS = ['docs', ...VERSIONED_DOCS_SETS, ...VERSIONED_DOCS_SETS.map((id) => `${id}_versioned_docs`)];
/**
 * The generated pages that are made of this site's components, not Markdown: the troubleshooter and the
 * questions page (src/troubleshooter/). The generated API reference is Markdown and stays.
 */
const COMPONENT_PAGES = new Set([TROUBLESHOOTER_FILE, QUESTIONS_FILE]);
/** Runs of the whole-page comparison (mobile): enough for a median that one noisy run cannot move. */
const WHOLE_PAGE_RUNS = QUICK ? 1 : 7;
const PRESETS: Preset[] = QUICK ? ['mobile'] : ['mobile', 'desktop'];
const LIGHTHOUSE_ROUTES = ['/', '/obs-utils/obs-remote', '/ethereal-plane/triggers'];
const STOCK_PAGE = '/docs/intro';
/** The docs page compared with the previous commit's and the stock site's. */
const COMPARED_PAGE = '/obs-utils/obs-remote';
/** Lighthouse keys of the whole-page comparison. */
const OURS_KEY = 'ours';
const PREVIOUS_KEY = 'previous';
const STOCK_SAME_KEY = 'stock, same page';
const STOCK_INTRO_KEY = 'stock intro';
const PREVIOUS_REF = process.argv.includes('--previous')
  ? process.argv[process.argv.indexOf('--previous') + 1]!
  : 'HEAD~1';
/** How long a page is watched, without interaction, for the bytes it fetches. */
const WATCH_MS = 5000;
const FIRST_SEARCH_RUNS = 3;
const FIRST_SEARCH_QUERY = RELEVANCE_CASES[0]!.query;
const MOBILE_TARGETS: Record<Category, number> = {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100};
const PORT = Number(process.env.BENCH_PORT ?? 3230);
/** How every site is served: compressed as a host would, without `_headers` (the stock site has none). */
const SERVED_AS_HOST = {headers: false, compress: true};
const SITE_DIR = path.resolve(__dirname, '..');
/** COMPARED_PAGE's Markdown, which the stock site renders too, so the page is compared with the same text. */
const COMPARED_SOURCE = path.join(SITE_DIR, 'obs-utils', 'obs-remote.md');
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

/** Runs are interleaved (run 1 of every page, then run 2…), so all sites meet the same machine load. */
async function lighthouseAll(
  pages: Array<{key: string; url: string}>,
  runCount: number,
  presets: Preset[],
): Promise<LighthouseTable> {
  const runs = new Map<string, LighthouseResult[]>();
  for (let run = 1; run <= runCount; run += 1) {
    for (const preset of presets) {
      for (const page of pages) {
        log(`Lighthouse ${preset} run ${run}/${runCount}: ${page.key}`);
        const id = `${preset} ${page.key}`;
        runs.set(id, [...(runs.get(id) ?? []), await lighthouseWithRetry(page.url, preset)]);
      }
    }
  }
  const table = {} as LighthouseTable;
  for (const preset of presets) {
    table[preset] = Object.fromEntries(
      pages.map((p) => {
        const all = runs.get(`${preset} ${p.key}`)!;
        return [p.key, {runs: all, median: medianResult(all)}];
      }),
    );
  }
  return table;
}

/** Bytes (brotli, as a host sends them) a fresh visit fetches in its first `WATCH_MS`, with no interaction at all. */
async function bytesWithoutInteraction(url: string): Promise<{bytes: Bytes; files: number}> {
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  try {
    const page = await (await browser.newContext()).newPage();
    const assets = await recordVisit(page, url, async () => {
      await page.goto(url, {waitUntil: 'commit'});
      await page.waitForTimeout(WATCH_MS);
    });
    const bytes = assets.reduce<Bytes>(
      (sum, a) => ({raw: sum.raw + a.raw, gzip: sum.gzip + a.gzip, brotli: sum.brotli + a.brotli}),
      {raw: 0, gzip: 0, brotli: 0},
    );
    return {bytes, files: assets.length};
  } finally {
    await browser.close();
  }
}

/** A fresh page, hydrated, nothing touched; Ctrl+K, the query pasted once a search box has focus: ms to the first hits (median). */
async function firstSearch(url: string): Promise<number[]> {
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  const times: number[] = [];
  try {
    for (let run = 0; run < FIRST_SEARCH_RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(url);
      await waitForHydration(page, {timeout: 30_000});
      await page.evaluate(() => {
        const w = window as unknown as {shortcutAt?: number; hitsAt?: number};
        window.addEventListener('keydown', (e) => void (e.key === 'k' && (w.shortcutAt ??= e.timeStamp)), true);
        new MutationObserver(() => {
          if (document.querySelector('.DocSearch-Hits mark')) w.hitsAt ??= performance.now();
        }).observe(document.body, {childList: true, subtree: true});
      });
      await page.keyboard.press('Control+k');
      await page.waitForFunction(() => document.activeElement?.matches('input[type="search"], .DocSearch-Input'), {
        timeout: 30_000,
      });
      await page.keyboard.insertText(FIRST_SEARCH_QUERY);
      await page.locator('.DocSearch-Hits mark').first().waitFor({timeout: 30_000});
      times.push(
        await page.evaluate(() => {
          const w = window as unknown as {shortcutAt: number; hitsAt: number};
          return w.hitsAt - w.shortcutAt;
        }),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
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

interface Builds {
  legacy: TimedBuild;
  /** Medians (time and each phase) of the interleaved runs. */
  faster: TimedBuild;
  stock: TimedBuild;
  /** The stock site given this site's Markdown (`createSameContentSite`), and how many pages that is. */
  sameContent: TimedBuild;
  sameContentPages: number;
  fasterRuns: TimedBuild[];
  stockRuns: TimedBuild[];
  sameContentRuns: TimedBuild[];
}

/** The median of each figure over `runs` (time, size and every phase). */
function medianBuild(runs: TimedBuild[]): TimedBuild {
  const of = (pick: (b: TimedBuild) => number) => median(runs.map(pick));
  const phases = Object.fromEntries(
    Object.keys(runs[0]!.phases).map((key) => [key, of((b) => b.phases[key as keyof TimedBuild['phases']])]),
  ) as unknown as TimedBuild['phases'];
  return {seconds: of((b) => b.seconds), bytes: of((b) => b.bytes), files: of((b) => b.files), phases};
}

/**
 * Cold Faster builds of this site (into build/), of the stock site and of the stock site with this site's
 * Markdown, taking turns so all three meet the same load.
 */
function interleavedBuilds(
  stockDir: string,
  sameContentDir: string,
): Pick<Builds, 'fasterRuns' | 'stockRuns' | 'sameContentRuns'> {
  const fasterRuns: TimedBuild[] = [];
  const stockRuns: TimedBuild[] = [];
  const sameContentRuns: TimedBuild[] = [];
  for (let run = 1; run <= BUILD_RUNS; run += 1) {
    log(`build with Docusaurus Faster (DOCUSAURUS_FASTER=1) into build/, ${run}/${BUILD_RUNS}…`);
    fasterRuns.push(timedBuild(SITE_DIR, 'build', {DOCUSAURUS_FASTER: '1'}));
    log(`build the stock classic site, ${run}/${BUILD_RUNS}…`);
    stockRuns.push(timedBuild(stockDir, 'build'));
    log(`build the stock classic site with this site's Markdown, ${run}/${BUILD_RUNS}…`);
    sameContentRuns.push(timedBuild(sameContentDir, 'build'));
  }
  return {fasterRuns, stockRuns, sameContentRuns};
}

function buildRows(builds: Builds, search: Record<'head' | 'body' | 'engine' | 'modal', Bytes | null>): Row[] {
  const {legacy, faster, stock} = builds;
  const each = (runs: TimedBuild[]) => runs.map((b) => seconds(b.seconds)).join(' ');
  return [
    {measure: 'Build, webpack + Babel + Terser (s)', ours: seconds(legacy.seconds)},
    {
      measure: `Build, Docusaurus Faster (s, median of ${BUILD_RUNS} cold builds, taking turns with the stock site)`,
      ours: seconds(faster.seconds),
      stock: seconds(stock.seconds),
      ratio: ratio(faster.seconds, stock.seconds),
      target: `≤ ${BUILD_RATIO_LIMIT}× ${faster.seconds <= BUILD_RATIO_LIMIT * stock.seconds ? '✓' : '✗'}`,
    },
    {measure: '  every build, in order (s)', ours: each(builds.fasterRuns), stock: each(builds.stockRuns)},
    {
      measure: `  against the stock site given this site's Markdown (${builds.sameContentPages} pages, no components; s)`,
      ours: seconds(faster.seconds),
      stock: seconds(builds.sameContent.seconds),
      ratio: ratio(faster.seconds, builds.sameContent.seconds),
    },
    {measure: '    its every build, in order (s)', ours: '', stock: each(builds.sameContentRuns)},
    {
      measure: "  the stock site given this site's Markdown ÷ the stock site",
      ours: '',
      ratio: ratio(builds.sameContent.seconds, stock.seconds),
    },
    {measure: 'Faster speed-up (legacy ÷ Faster)', ours: `${(legacy.seconds / faster.seconds).toFixed(2)}×`},
    {
      measure: 'Build output (MiB · files)',
      ours: `${mib(faster.bytes)} · ${faster.files}`,
      stock: `${mib(stock.bytes)} · ${stock.files}`,
      ratio: ratio(faster.bytes, stock.bytes),
    },
    {
      measure: 'Search index head · body · engine · modal (KiB br, on intent to search)',
      ours: [search.head, search.body, search.engine, search.modal].map((b) => (b ? kib(b.brotli) : '–')).join(' · '),
    },
    ...phaseRows(faster, stock, builds.sameContent),
  ];
}

/**
 * Where the Faster build of the site and of the stock sites spent their seconds: each phase against the stock
 * site, then against the stock site given this site's Markdown (what the site's own plugins and components add
 * to the same pages).
 */
function phaseRows(faster: TimedBuild, stock: TimedBuild, sameContent: TimedBuild): Row[] {
  const phases: Array<[label: string, key: keyof TimedBuild['phases']]> = [
    ['plugin start (TypeDoc: one run per documented release)', 'initPlugins'],
    ['content (pages, sidebars, versions)', 'loadContent'],
    ['search records', 'searchRecords'],
    ['bundling', 'bundling'],
    ['page rendering (SSG)', 'rendering'],
    ['after the build (hosting headers)', 'postBuild'],
  ];
  const cell = (value: number) => (Number.isNaN(value) ? '–' : seconds(value));
  const ratioTo = (ours: number, theirs: number) => (Number.isNaN(theirs) || theirs === 0 ? '–' : ratio(ours, theirs));
  return [
    {
      measure: "Where the Faster build spends its time (s; stock site · stock site given this site's Markdown)",
      ours: '',
      stock: '',
    },
    ...phases.map(([label, key]): Row => {
      const ours = faster.phases[key];
      const theirs = [stock.phases[key], sameContent.phases[key]];
      return {
        measure: `  ${label}`,
        ours: seconds(ours),
        stock: theirs.map(cell).join(' · '),
        ratio: theirs.map((t) => ratioTo(ours, t)).join(' · '),
      };
    }),
  ];
}

interface WholePage {
  /** `stock`: the stock site's intro page; `stockSame`: the stock site rendering COMPARED_PAGE's Markdown. */
  bytes: Record<'ours' | 'previous' | 'stock' | 'stockSame', {bytes: Bytes; files: number}>;
  firstSearch: Record<'ours' | 'previous', number[]>;
}

/** This build's docs page against the previous commit's and the stock site's, measured in this run. */
function wholePageRows(whole: WholePage, lighthouse: LighthouseTable): Row[] {
  const mobile = lighthouse.mobile;
  const ours = mobile[OURS_KEY]!.median;
  const previous = mobile[PREVIOUS_KEY]!.median;
  const stock = mobile[STOCK_INTRO_KEY]!.median;
  const same = mobile[STOCK_SAME_KEY]!.median;
  const tbtRuns = (key: string) => mobile[key]!.runs.map((r) => Math.round(r.tbtMs)).join(' ');
  const firstSearchOurs = median(whole.firstSearch.ours);
  const firstSearchPrevious = median(whole.firstSearch.previous);
  const kb = (v: {bytes: Bytes; files: number}) => `${kib(v.bytes.brotli)} KiB br, ${v.files} files`;
  return [
    {
      measure: `Whole page ${COMPARED_PAGE}, ours · previous commit (${PREVIOUS_REF})`,
      ours: '',
      stock: `stock: same page · ${STOCK_PAGE}`,
      ratio: 'ours ÷ previous · ÷ stock same page · ÷ stock intro',
    },
    {
      measure: `  Lighthouse mobile performance score (median of ${WHOLE_PAGE_RUNS})`,
      ours: `${ours.scores.performance} · ${previous.scores.performance}`,
      stock: `${same.scores.performance} · ${stock.scores.performance}`,
      ratio: [previous, same, stock]
        .map((other) => ratio(ours.scores.performance, other.scores.performance))
        .join(' · '),
    },
    {
      measure: `  Lighthouse mobile Total Blocking Time, ms (median of ${WHOLE_PAGE_RUNS})`,
      ours: `${Math.round(ours.tbtMs)} · ${Math.round(previous.tbtMs)}`,
      stock: `${Math.round(same.tbtMs)} · ${Math.round(stock.tbtMs)}`,
      ratio: [previous, same, stock].map((other) => ratio(ours.tbtMs, other.tbtMs)).join(' · '),
      target: `≤ stock same page ${ours.tbtMs <= same.tbtMs ? '✓' : '✗'} · intro ${ours.tbtMs <= stock.tbtMs ? '✓' : '✗'}`,
    },
    {
      measure: '    every run, in order (TBT ms)',
      ours: `${tbtRuns(OURS_KEY)} · ${tbtRuns(PREVIOUS_KEY)}`,
      stock: `${tbtRuns(STOCK_SAME_KEY)} · ${tbtRuns(STOCK_INTRO_KEY)}`,
    },
    {
      measure: `  Bytes fetched in the first ${WATCH_MS / 1000} s, no interaction`,
      ours: `${kb(whole.bytes.ours)} · ${kb(whole.bytes.previous)}`,
      stock: `${kb(whole.bytes.stockSame)} · ${kb(whole.bytes.stock)}`,
      ratio: [whole.bytes.previous, whole.bytes.stockSame, whole.bytes.stock]
        .map((other) => ratio(whole.bytes.ours.bytes.brotli, other.bytes.brotli))
        .join(' · '),
    },
    {
      measure: `  First search, fresh page: Ctrl+K → first hits for "${FIRST_SEARCH_QUERY}", ms (median of ${FIRST_SEARCH_RUNS})`,
      ours: `${Math.round(firstSearchOurs)} · ${Math.round(firstSearchPrevious)}`,
      stock: '– (no local search)',
      ratio: `${ratio(firstSearchOurs, firstSearchPrevious)} · –`,
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
  const servers: BuildServer[] = [];
  let removePrevious: (() => void) | undefined;
  try {
    log('build with webpack, Babel and Terser (DOCUSAURUS_FASTER=0)…');
    const legacy = timedBuild(SITE_DIR, path.join(tmp, 'legacy-build'), {DOCUSAURUS_FASTER: '0'});
    log('create the stock classic site…');
    const stockDir = createStockSite(tmp, path.join(SITE_DIR, 'node_modules'));
    // Before the stock site gets its extra page, so that page is not counted twice; after the first build of
    // this site, so the generated API reference is there.
    log("create the stock classic site with this site's Markdown…");
    const sameContent = createSameContentSite(
      stockDir,
      SITE_DIR,
      DOCS_FOLDERS,
      (file) => !COMPONENT_PAGES.has(path.basename(file)),
    );
    const stockSamePage = addSameContentPage(stockDir, COMPARED_SOURCE, 'same-page');
    const runs = interleavedBuilds(stockDir, sameContent.dir);
    const builds: Builds = {
      legacy,
      faster: medianBuild(runs.fasterRuns),
      stock: medianBuild(runs.stockRuns),
      sameContent: medianBuild(runs.sameContentRuns),
      sameContentPages: sameContent.pages,
      ...runs,
    };
    log(`check out and build the previous commit (${PREVIOUS_REF})…`);
    const previousCheckout = checkoutPrevious(SITE_DIR, tmp, PREVIOUS_REF);
    removePrevious = previousCheckout.remove;
    timedBuild(previousCheckout.dir, 'build', {DOCUSAURUS_FASTER: '1'});

    const ours = await serveBuild(path.join(SITE_DIR, 'build'), {port: PORT, ...SERVED_AS_HOST});
    servers.push(ours);
    const theirs = await serveBuild(path.join(stockDir, 'build'), {port: PORT + 1, ...SERVED_AS_HOST});
    servers.push(theirs);
    const previous = await serveBuild(path.join(previousCheckout.dir, 'build'), {port: PORT + 2, ...SERVED_AS_HOST});
    servers.push(previous);

    log('first visits…');
    const visits = await firstVisits(
      ours.url,
      SPEC_ROUTES.map((r) => r.path),
    );
    const stockVisit = (await firstVisits(theirs.url, [STOCK_PAGE]))[STOCK_PAGE]!;
    log(`bytes in the first ${WATCH_MS / 1000} s and first searches…`);
    const whole: WholePage = {
      bytes: {
        ours: await bytesWithoutInteraction(`${ours.url}${COMPARED_PAGE}`),
        previous: await bytesWithoutInteraction(`${previous.url}${COMPARED_PAGE}`),
        stock: await bytesWithoutInteraction(`${theirs.url}${STOCK_PAGE}`),
        stockSame: await bytesWithoutInteraction(`${theirs.url}${stockSamePage}`),
      },
      firstSearch: {
        ours: await firstSearch(`${ours.url}${COMPARED_PAGE}`),
        previous: await firstSearch(`${previous.url}${COMPARED_PAGE}`),
      },
    };
    const lighthouse = await lighthouseAll(
      [
        ...LIGHTHOUSE_ROUTES.map((route) => ({key: route, url: `${ours.url}${route}`})),
        {key: STOCK_PAGE, url: `${theirs.url}${STOCK_PAGE}`},
      ],
      LIGHTHOUSE_RUNS,
      PRESETS,
    );
    const wholePageLighthouse = await lighthouseAll(
      [
        {key: OURS_KEY, url: `${ours.url}${COMPARED_PAGE}`},
        {key: PREVIOUS_KEY, url: `${previous.url}${COMPARED_PAGE}`},
        {key: STOCK_SAME_KEY, url: `${theirs.url}${stockSamePage}`},
        {key: STOCK_INTRO_KEY, url: `${theirs.url}${STOCK_PAGE}`},
      ],
      WHOLE_PAGE_RUNS,
      ['mobile'],
    );
    const buildDir = path.join(SITE_DIR, 'build');
    const search = {
      head: chunkSize(buildDir, chunkFilePattern(SEARCH_CHUNKS.indexHead)),
      body: chunkSize(buildDir, chunkFilePattern(SEARCH_CHUNKS.indexBody)),
      engine: chunkSize(buildDir, chunkFilePattern(SEARCH_CHUNKS.engine)),
      modal: chunkSize(buildDir, chunkFilePattern(SEARCH_CHUNKS.modal)),
    };

    const rows = [
      ...buildRows(builds, search),
      ...visitRows(visits, stockVisit),
      ...wholePageRows(whole, wholePageLighthouse),
      ...lighthouseRows(lighthouse),
    ];
    console.log(renderTable(TABLE_HEADER, rows.map(cells)));

    fs.mkdirSync(path.dirname(RESULTS_FILE), {recursive: true});
    const results = {
      date: new Date().toISOString(),
      quick: QUICK,
      previous: PREVIOUS_REF,
      node: process.version,
      cpus: os.cpus().length,
      loadAverage: os.loadavg(),
      builds,
      search,
      firstVisit: {ours: visits, stock: {[STOCK_PAGE]: stockVisit}},
      wholePage: {...whole, lighthouse: {runs: WHOLE_PAGE_RUNS, results: wholePageLighthouse}},
      lighthouse: {runs: LIGHTHOUSE_RUNS, presets: PRESETS, results: lighthouse},
      seconds: (Date.now() - started) / 1000,
    };
    fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    log(`wrote ${path.relative(SITE_DIR, RESULTS_FILE)} (${((Date.now() - started) / 60000).toFixed(1)} min)`);
  } finally {
    await Promise.all(servers.map((s) => s.close()));
    removePrevious?.();
    fs.rmSync(tmp, {recursive: true, force: true});
  }
  runSearchBenchIfPresent();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
