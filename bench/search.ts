/**
 * `npm run bench:search`: what local search costs a reader, measured in one run.
 *
 * Builds the site (skip with `--no-build`), serves it on 127.0.0.1, and in
 * headless chromium measures: what an idle page fetches of search (nothing,
 * before an intent to search); Ctrl+K to a focused search box on a fresh
 * page (the stand-in) and to the DocSearch modal; the first hits of a fresh
 * page, and how long after the index's head arrived they show; the
 * engine's queries and keystroke-to-hits in the real modal; the outage
 * stages. In node it measures the index parts and relevance. Prints a
 * markdown table (progress goes to stderr) and writes the numbers to
 * bench-results/search.json. (The comparison of MiniSearch with FlexSearch
 * and Orama that chose the engine is recorded in the README.)
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildSync} from 'esbuild';
import {chromium, type Browser, type Page} from '@playwright/test';
import {LocalSearchEngine, type SearchRequest} from '../src/search/browser/engine';
import type {SearchRecord} from '../src/search/types';
import {SEARCH_HITS_PER_PAGE, SEARCH_RESULTS_PER_GROUP} from '../src/constants';
import {answerKey, dialogOrder, READER_QUESTIONS_FLOOR, readReaderQuestions} from '../tests/lib/readerQuestions';
import {KNOWN_MISSES, RELEVANCE_CASES, type RelevanceCase} from '../tests/data/search-relevance';
import {CHROMIUM_ARGS, chromiumPath} from '../tests/browser';
import {loadGeneratedIndex} from '../scripts/lib/loadIndex';
import {SEARCH_CHUNK_FILES, sizesOf, type Bytes} from '../tests/lib/firstVisit';
import {waitForHydration} from '../tests/lib/hydration';
import {serveBuild} from '../tests/lib/serveBuild';
import {SEARCH_CHUNKS, chunkFilePattern} from '../src/search/names';
import {firstRenderOf, timeEngine, type EngineTimings, type ProbeReadings} from './lib/benchInPage';
import {kb, renderTable, median, ms, percent, percentile, queryPercentile, rankOfPage, ratio} from './lib/benchStats';

const SITE_DIR = path.resolve(__dirname, '..');
/** Fresh page loads for the modal-open timing; medians are reported. */
const FRESH_LOADS = 5;
/** Rounds over the relevance queries (engine in the page, and typing in the modal). */
const QUERY_ROUNDS = 5;
/** Typing paces in the modal: as fast as the browser takes keys, and a fast typist's. */
const TYPING_DELAYS_MS = [0, 50] as const;
/** A result list unchanged for this long is taken as final. */
const SETTLE_MS = 100;
const BUDGET = {
  /** What the first hits need of the index: its head, brotli. */
  firstHitsIndexBrotliBytes: 60 * 1024,
  /** The index head has arrived → the first hits on screen. */
  firstHitsAfterIndexMs: 150,
  /** Ctrl+K → a focused search box, median and p95 over fresh pages. */
  openMedianMs: 16,
  openP95Ms: 50,
  queryP95Ms: 10,
  keystrokeP95Ms: 16,
  /** Search bytes an idle page fetches in 5 s without interaction. */
  idleSearchBytes: 0,
};
/** How long an idle page is watched for search requests. */
const IDLE_MS = 5000;
const FIXED_QUERY = RELEVANCE_CASES[0]!.query;
const QUERIES = RELEVANCE_CASES.map((c) => c.query);

const started = Date.now();
const progress = (message: string) =>
  console.error(`· ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s  ${message}`);

function buildSite(): void {
  progress('building the site (local search)…');
  const env: NodeJS.ProcessEnv = {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'};
  delete env.ALGOLIA_APP_ID;
  delete env.ALGOLIA_SEARCH_API_KEY;
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: SITE_DIR,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error('The site build failed.');
  }
}

/** A part of the index as the build wrote it: `build/assets/js/search-index-<part>.<hash>.js`. */
function indexChunkFile(part: 'head' | 'body'): string {
  const name = part === 'head' ? SEARCH_CHUNKS.indexHead : SEARCH_CHUNKS.indexBody;
  const dir = path.join(SITE_DIR, 'build', 'assets', 'js');
  const pattern = chunkFilePattern(name);
  const chunks = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => pattern.test(f)) : [];
  if (chunks.length !== 1) {
    throw new Error(
      `Expected one build/assets/js/${name}.<hash>.js, found ${chunks.length}: build the site in local-search mode first.`,
    );
  }
  return path.join(dir, chunks[0]!);
}

/** The in-page benchmark code as one script (global `Bench`). */
function inPageBundle(): string {
  const output = buildSync({
    entryPoints: [path.join(__dirname, 'lib', 'benchInPage.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'Bench',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return output.outputFiles[0]!.text;
}

/** A fresh page (own context, empty cache) at `url`, hydrated, with the probe installed; nothing of search touched. */
async function openPage(browser: Browser, url: string, bundle: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await waitForHydration(page);
  await page.addScriptTag({content: bundle});
  await page.evaluate(() => window.Bench.installProbe());
  return page;
}

/** Ctrl+K once (the shortcut belongs to the page's head script, so it works at once), then until the modal's input has focus. */
async function openModal(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.waitForFunction(() => document.activeElement?.matches('.DocSearch-Input'), undefined, {timeout: 10_000});
}

interface FreshLoad {
  /** Ctrl+K → the first hits of the pasted query on screen. */
  openToHits: number;
  /** Ctrl+K → the index's head requested (search starts loading at the shortcut, the reader's first intent). */
  openToIndexRequest: number;
  /** Request start → response end of the index's head. */
  headFetch: number;
  /** Request start → response end of the index's body. */
  bodyFetch: number;
  /** The index's head arrived → the first hits on screen (parse, engine, query, render). */
  headLoadedToHits: number;
}

/** Fresh page, Ctrl+K, the fixed query pasted at once: when do the first hits show? */
async function measureFreshLoad(browser: Browser, base: string, bundle: string): Promise<FreshLoad> {
  const page = await openPage(browser, `${base}/`, bundle);
  try {
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.matches('input[type="search"], .DocSearch-Input'));
    await page.keyboard.insertText(FIXED_QUERY);
    await page.locator('.DocSearch-Hits mark').first().waitFor();
    await page.waitForFunction(() => window.Bench.indexChunkTiming('body') !== null);
    const probe: ProbeReadings = await page.evaluate(() => window.Bench.readProbe());
    const head = await page.evaluate(() => window.Bench.indexChunkTiming('head'));
    const body = await page.evaluate(() => window.Bench.indexChunkTiming('body'));
    const firstHits = probe.openedAt === null ? undefined : firstRenderOf(probe, FIXED_QUERY, probe.openedAt)?.at;
    if (probe.openedAt === null || firstHits === undefined || head === null || body === null) {
      throw new Error('The fresh-load probe missed the shortcut, the hits or the index requests.');
    }
    return {
      openToHits: firstHits - probe.openedAt,
      openToIndexRequest: head.start - probe.openedAt,
      headFetch: head.end - head.start,
      bodyFetch: body.end - body.start,
      headLoadedToHits: firstHits - head.end,
    };
  } finally {
    await page.context().close();
  }
}

/** An idle page watched for `IDLE_MS` after hydration, no interaction: the search files it fetched. */
async function measureIdle(browser: Browser, base: string, bundle: string, route: string): Promise<string[]> {
  const page = await openPage(browser, `${base}${route}`, bundle);
  try {
    await page.waitForTimeout(IDLE_MS);
    return await page.evaluate((source) => window.Bench.resourcesMatching(source), SEARCH_CHUNK_FILES.any.source);
  } finally {
    await page.context().close();
  }
}

/** The shipped engine, built inside the page from the generated records and queried with DocSearch's own request. */
async function measureEngineInPage(
  browser: Browser,
  base: string,
  bundle: string,
  records: SearchRecord[],
): Promise<{timings: EngineTimings; request: SearchRequest}> {
  const page = await openPage(browser, `${base}/`, bundle);
  try {
    await page.evaluate(() => window.Bench.captureSearchRequests());
    await openModal(page);
    await page.keyboard.type('obs');
    await page.waitForFunction(() => window.Bench.hitsSettled('obs', 0));
    const captured = await page.evaluate(() => window.Bench.capturedRequest());
    if (!captured) throw new Error('DocSearch sent no search request the probe could see.');
    const request: SearchRequest = {...captured, query: ''};
    const options = {builds: FRESH_LOADS, rounds: QUERY_ROUNDS, request};
    const timings = await page.evaluate((args) => window.Bench.timeEngine(args.records, args.queries, args.options), {
      records,
      queries: QUERIES,
      options,
    });
    return {timings, request};
  } finally {
    await page.context().close();
  }
}

interface TypingResult {
  delayMs: number;
  /** Per relevance query: last key press → first render of that query's highlighted hits. */
  samples: number[];
}

/** In the real modal of a fresh page, each relevance query typed after clearing the input. */
async function measureTyping(browser: Browser, base: string, bundle: string, delayMs: number): Promise<TypingResult> {
  // A fresh page per pace: the search client caches responses, and a repeated query would hit that cache.
  const page = await openPage(browser, `${base}/obs-utils/`, bundle);
  const input = page.locator('.DocSearch-Input');
  const samples: number[] = [];
  try {
    await openModal(page);
    await page.keyboard.type('obs'); // loads the index and warms the engine up
    await page.waitForFunction(() => window.Bench.hitsSettled('obs', 0));
    for (const query of QUERIES) {
      await input.fill('');
      await page.waitForFunction(() => document.querySelector('.DocSearch-Hits mark') === null);
      await page.evaluate(() => window.Bench.resetProbe());
      await page.keyboard.type(query, {delay: delayMs});
      await page.waitForFunction(
        (q) => window.Bench.hitsSettled(q.query, q.quietMs),
        {query, quietMs: SETTLE_MS},
        {timeout: 10_000},
      );
      const probe: ProbeReadings = await page.evaluate(() => window.Bench.readProbe());
      const lastKey = probe.keydowns.at(-1);
      const rendered = lastKey === undefined ? undefined : firstRenderOf(probe, query, lastKey);
      if (lastKey === undefined || rendered === undefined)
        throw new Error(`No key press or render recorded for "${query}".`);
      samples.push(rendered.at - lastKey);
    }
    return {delayMs, samples};
  } finally {
    await page.context().close();
  }
}

interface OpenTiming {
  /** First Ctrl+K on a freshly loaded page (nothing of search loaded) → a search box has focus (the stand-in). */
  cold: number;
  /** The same Ctrl+K → the DocSearch modal's input has focus (the stand-in handed over once the code arrived). */
  coldModal: number;
  /** The next Ctrl+K on the same page, after Escape → a search box has focus. */
  warm: number;
  /** That Ctrl+K → the modal's input has focus. */
  warmModal: number;
}

/** Ctrl+K (event time) → a search box has focus, and → the modal's input has focus, as the in-page probe saw them. */
async function timeOpen(page: Page): Promise<{box: number; modal: number}> {
  await page.evaluate(() => window.Bench.resetProbe());
  await openModal(page);
  const probe: ProbeReadings = await page.evaluate(() => window.Bench.readProbe());
  if (probe.openedAt === null || probe.searchFocusedAt === null || probe.modalFocusedAt === null)
    throw new Error('The probe missed the shortcut or the focus.');
  return {box: probe.searchFocusedAt - probe.openedAt, modal: probe.modalFocusedAt - probe.openedAt};
}

/** A fresh page, nothing of search loaded (no intent shown yet); then the first and a second Ctrl+K. */
async function measureOpen(browser: Browser, base: string, bundle: string): Promise<OpenTiming> {
  const page = await openPage(browser, `${base}/obs-utils/`, bundle);
  try {
    await page.waitForLoadState('networkidle');
    const first = await timeOpen(page);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.DocSearch-Modal'));
    const second = await timeOpen(page);
    return {cold: first.box, coldModal: first.modal, warm: second.box, warmModal: second.modal};
  } finally {
    await page.context().close();
  }
}

/** The chunks an outage can take away, as the built site names them. */
const OUTAGE_STAGES = [
  {stage: 'modal code', chunk: SEARCH_CHUNK_FILES.modal},
  {stage: 'engine code', chunk: SEARCH_CHUNK_FILES.engine},
  {stage: 'index (both parts)', chunk: SEARCH_CHUNK_FILES.index},
] as const;

interface OutageResult {
  stage: string;
  /** Ctrl+K → a search input has focus, with the chunk unavailable. */
  open: number;
  /** Last key of the query → "Unable to fetch results" on screen. */
  errorShown: number;
  /** With the chunk available again: last key of the next query → its hits on screen. */
  recovered: number;
  pageErrors: number;
}

/** Milliseconds from the last key press in a search input until `predicate` holds (polled every animation frame). */
async function sinceLastKey(page: Page, predicate: () => boolean): Promise<number> {
  await page.waitForFunction(predicate, undefined, {timeout: 10_000, polling: 'raf'});
  return page.evaluate(() => {
    const lastKey = window.Bench.readProbe().keydowns.at(-1);
    if (lastKey === undefined) throw new Error('No key press was recorded in the search input.');
    return performance.now() - lastKey;
  });
}

/** A fresh page whose `chunk` cannot be fetched: open, query, then the network returns and the next query runs. */
async function measureOutage(
  browser: Browser,
  base: string,
  bundle: string,
  stage: (typeof OUTAGE_STAGES)[number],
): Promise<OutageResult> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  let blocked = true;
  await page.route(stage.chunk, (route) => (blocked ? route.abort('internetdisconnected') : route.continue()));
  try {
    await page.goto(`${base}/obs-utils/`);
    await waitForHydration(page);
    await page.addScriptTag({content: bundle});
    await page.evaluate(() => window.Bench.installProbe());
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.Bench.resetProbe());
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.matches('input[type="search"], .DocSearch-Input'));
    const probe: ProbeReadings = await page.evaluate(() => window.Bench.readProbe());
    if (probe.openedAt === null || probe.searchFocusedAt === null) throw new Error('The probe missed the shortcut.');
    const open = probe.searchFocusedAt - probe.openedAt;
    await page.keyboard.type(FIXED_QUERY);
    const errorShown = await sinceLastKey(page, () => document.body.innerText.includes('Unable to fetch results'));
    blocked = false;
    await page.keyboard.type(' ');
    await page.keyboard.press('Backspace');
    const recovered = await sinceLastKey(page, () => document.querySelector('.DocSearch-Hits mark') !== null);
    return {stage: stage.stage, open, errorShown, recovered, pageErrors: pageErrors.length};
  } finally {
    await context.close();
  }
}

interface RelevanceResult {
  top3: number;
  /** Relevance cases whose page is not in the top 3. */
  misses: Array<{query: string; page: string; rank: number | null}>;
  knownMisses: Array<{query: string; page: string; rank: number | null}>;
  /** The reader-question set: how many show their answering section among the dialog's first three hits. */
  readerQuestions: {top3: number; total: number; misses: Array<{query: string; answer: string; rank: number | null}>};
}

/** Through the engine's Algolia interface, asking for all hits so that misses get a rank. */
function measureRelevance(records: SearchRecord[]): RelevanceResult {
  const engine = new LocalSearchEngine(records);
  const rankOf = (c: RelevanceCase) => {
    const hits = engine.search({
      query: c.query,
      hitsPerPage: 1000,
      attributesToRetrieve: ['url'],
      attributesToSnippet: [],
    }).hits;
    return {
      query: c.query,
      page: c.page,
      rank: rankOfPage(
        hits.map((h) => h.url!),
        c,
      ),
    };
  };
  const ranked = RELEVANCE_CASES.map(rankOf);
  // Each reader question as the dialog asks (its page size) and orders the hits (tests/lib/readerQuestions.ts).
  const questions = readReaderQuestions().map((q) => {
    const hits = engine.search({query: q.query, hitsPerPage: SEARCH_HITS_PER_PAGE}).hits;
    const keys = dialogOrder(hits, SEARCH_RESULTS_PER_GROUP).map((h) => answerKey(h.url!));
    const index = keys.indexOf(q.answeredBy ?? '');
    return {query: q.query, answer: q.answeredBy ?? '(none)', rank: index < 0 ? null : index + 1};
  });
  return {
    top3: ranked.filter((r) => r.rank !== null && r.rank <= 3).length,
    misses: ranked.filter((r) => r.rank === null || r.rank > 3),
    knownMisses: KNOWN_MISSES.map(rankOf),
    readerQuestions: {
      top3: questions.filter((r) => r.rank !== null && r.rank <= 3).length,
      total: questions.length,
      misses: questions.filter((r) => r.rank === null || r.rank > 3),
    },
  };
}

interface Report {
  records: number;
  pages: number;
  /** The two parts of the index the browser loads. */
  chunks: {head: {file: string; sizes: Bytes}; body: {file: string; sizes: Bytes}};
  /** Per route watched while idle: the search files it fetched (none is the goal). */
  idle: Array<{route: string; fetched: string[]}>;
  freshLoads: FreshLoad[];
  opens: OpenTiming[];
  outages: OutageResult[];
  /** The request DocSearch sent, which the engine timings replay. */
  docsearchRequest: SearchRequest;
  browserEngine: EngineTimings;
  nodeEngine: EngineTimings;
  typing: TypingResult[];
  relevance: RelevanceResult;
}

const TABLE_HEADER = ['Measure', 'Value', 'Budget', 'Verdict', 'Same run, compared'] as const;
type TableRow = [measure: string, value: string, budget: string, verdict: string, compared: string];

const NONE = '—';
const verdict = (value: number, budget: number) => (value <= budget ? 'PASS' : 'OVER');
const rankText = (rank: number | null) => (rank === null ? 'not found' : `#${rank}`);
/** A timing with a budget: value, budget, PASS/OVER, comparison. */
const budgeted = (measure: string, value: number, budget: number, compared: string): TableRow => [
  measure,
  ms(value),
  `≤ ${budget} ms`,
  verdict(value, budget),
  compared,
];
const unbudgeted = (measure: string, value: string, compared = NONE): TableRow => [
  measure,
  value,
  NONE,
  NONE,
  compared,
];

function chunkRows({head, body}: Report['chunks']): TableRow[] {
  const budget = BUDGET.firstHitsIndexBrotliBytes;
  return [
    [
      'Index head (titles, headings), brotli: what the first hits need',
      kb(head.sizes.brotli),
      `≤ ${kb(budget)}`,
      verdict(head.sizes.brotli, budget),
      `${kb(head.sizes.gzip)} gzip · ${kb(head.sizes.raw)} raw`,
    ],
    unbudgeted(
      'Index body (paragraphs), brotli: follows the first hits',
      kb(body.sizes.brotli),
      `${kb(body.sizes.gzip)} gzip · ${kb(body.sizes.raw)} raw`,
    ),
  ];
}

function idleRows(idle: Report['idle']): TableRow[] {
  return idle.map(({route, fetched}): TableRow => [
    `Idle page ${route}, ${IDLE_MS / 1000} s after hydration, no interaction: search files fetched`,
    String(fetched.length),
    `${BUDGET.idleSearchBytes} files`,
    fetched.length === 0 ? 'PASS' : 'OVER',
    fetched.length === 0 ? NONE : fetched.map((f) => f.split('/').pop()).join(', '),
  ]);
}

function freshLoadRows(loads: FreshLoad[]): TableRow[] {
  const at = (key: keyof FreshLoad) => median(loads.map((load) => load[key]));
  const total = at('openToHits');
  const part = (measure: string, key: keyof FreshLoad) =>
    unbudgeted(measure, ms(at(key)), `${ratio(at(key), total)} of total`);
  return [
    unbudgeted(`Ctrl+K → first hits for "${FIXED_QUERY}", fresh page (median of ${loads.length})`, ms(total)),
    part('… Ctrl+K → index head requested (with the modal and the engine)', 'openToIndexRequest'),
    part('… index head fetch (request start → response end)', 'headFetch'),
    unbudgeted('… index body fetch, alongside (request start → response end)', ms(at('bodyFetch'))),
    budgeted(
      '… index head arrived → first hits on screen (parse, engine build, query, render)',
      at('headLoadedToHits'),
      BUDGET.firstHitsAfterIndexMs,
      `${ratio(at('headLoadedToHits'), total)} of total`,
    ),
  ];
}

function openRows(opens: OpenTiming[]): TableRow[] {
  const cold = opens.map((o) => o.cold);
  return [
    budgeted(
      `Ctrl+K → search box focused, first open of a fresh page, nothing loaded (median of ${opens.length})`,
      median(cold),
      BUDGET.openMedianMs,
      `${ratio(median(cold), median(opens.map((o) => o.warm)))} second open`,
    ),
    budgeted(`… same, p95 of ${opens.length}`, percentile(cold, 95), BUDGET.openP95Ms, NONE),
    unbudgeted(
      '… same Ctrl+K → DocSearch modal focused (its code fetched at the shortcut, then handed over)',
      ms(median(opens.map((o) => o.coldModal))),
    ),
    unbudgeted(
      `Ctrl+K → search box focused, second open of the same page (median)`,
      ms(median(opens.map((o) => o.warm))),
    ),
    unbudgeted('… same Ctrl+K → DocSearch modal focused', ms(median(opens.map((o) => o.warmModal)))),
  ];
}

function outageRows(outages: OutageResult[]): TableRow[] {
  return outages.flatMap((o): TableRow[] => [
    unbudgeted(
      `Outage, ${o.stage} unavailable: Ctrl+K → input focused`,
      ms(o.open),
      o.pageErrors === 0 ? 'no page errors' : `${o.pageErrors} page errors`,
    ),
    unbudgeted(`… last key → "Unable to fetch results"`, ms(o.errorShown)),
    unbudgeted(`… network back: last key of the next query → hits`, ms(o.recovered), 'no reload'),
  ]);
}

function engineRows(browser: EngineTimings, node: EngineTimings): TableRow[] {
  const build = {browser: median(browser.buildMs), node: median(node.buildMs)};
  const at = (p: number) => ({browser: queryPercentile(browser.queryMs, p), node: queryPercentile(node.queryMs, p)});
  const vsNode = (value: {browser: number; node: number}) =>
    `${ratio(value.browser, value.node)} node (${ms(value.node)})`;
  return [
    unbudgeted(`Engine build in the page (median of ${browser.buildMs.length})`, ms(build.browser), vsNode(build)),
    unbudgeted('Engine query p50, in the page', ms(at(50).browser), vsNode(at(50))),
    budgeted('Engine query p95, in the page', at(95).browser, BUDGET.queryP95Ms, vsNode(at(95))),
  ];
}

function typingRows(typing: TypingResult[], engine: EngineTimings): TableRow[] {
  return typing.flatMap(({delayMs, samples}) => {
    const pace = delayMs === 0 ? 'keys as fast as the browser takes them' : `a key every ${delayMs} ms`;
    const p50 = percentile(samples, 50);
    const p95 = percentile(samples, 95);
    const vsEngine = (value: number, p: number) => `${ratio(value, queryPercentile(engine.queryMs, p))} engine p${p}`;
    return [
      unbudgeted(`Keystroke → rendered hits p50, DocSearch modal, ${pace}`, ms(p50), vsEngine(p50, 50)),
      budgeted(
        `Keystroke → rendered hits p95, DocSearch modal, ${pace}`,
        p95,
        BUDGET.keystrokeP95Ms,
        vsEngine(p95, 95),
      ),
    ];
  });
}

function relevanceRows({top3, misses, knownMisses, readerQuestions}: RelevanceResult): TableRow[] {
  const inTop3 = (rank: number | null) => (rank !== null && rank <= 3 ? 'PASS' : 'OVER');
  const questionShare = readerQuestions.top3 / readerQuestions.total;
  return [
    [
      "Reader questions: answering section in the dialog's first 3 hits",
      `${readerQuestions.top3} of ${readerQuestions.total} (${percent(readerQuestions.top3, readerQuestions.total)})`,
      `≥ ${READER_QUESTIONS_FLOOR * 100} %`,
      questionShare >= READER_QUESTIONS_FLOOR ? 'PASS' : 'OVER',
      NONE,
    ],
    ...readerQuestions.misses.map((m): TableRow => [
      `… question miss: "${m.query}" → ${m.answer}`,
      rankText(m.rank),
      'top 3',
      inTop3(m.rank),
      NONE,
    ]),
    unbudgeted('Top-3 hit rate, relevance cases', percent(top3, RELEVANCE_CASES.length)),
    ...misses.map((m): TableRow => [
      `… miss: "${m.query}" → ${m.page}`,
      rankText(m.rank),
      'top 3',
      inTop3(m.rank),
      NONE,
    ]),
    ...knownMisses.map((m): TableRow => [
      `Known miss: "${m.query}" → ${m.page}`,
      rankText(m.rank),
      'top 3',
      inTop3(m.rank),
      NONE,
    ]),
  ];
}

function mainRows(r: Report): TableRow[] {
  return [
    unbudgeted('Records in the index', String(r.records), `${r.pages} pages`),
    ...chunkRows(r.chunks),
    ...idleRows(r.idle),
    ...openRows(r.opens),
    ...freshLoadRows(r.freshLoads),
    ...outageRows(r.outages),
    ...engineRows(r.browserEngine, r.nodeEngine),
    ...typingRows(r.typing, r.browserEngine),
    ...relevanceRows(r.relevance),
  ];
}

const FOOTNOTES = [
  'Browser: headless chromium, site served by tests/lib/serveBuild.ts on 127.0.0.1 (serve-handler, as `docusaurus serve`), so the fetch is local (no network latency, no compression). ' +
    'Times are taken inside the page (performance.now(), which chromium rounds to 0.1 ms); "rendered" is the DOM commit seen by a MutationObserver, before paint.',
  `Fresh load: new browser context (empty cache) per run; nothing of search is loaded before the Ctrl+K (no intent shown); the fixed query is pasted as soon as a search box has focus, so the first search waits for the index.`,
  "Opens: from the Ctrl+K key event to the first focus of a search box (the stand-in the page's head script opens), and to the focus of the DocSearch modal's input once it has taken over, both read in the page.",
  `Idle: a fresh page per route, hydrated, then ${IDLE_MS / 1000} s without pointer or keyboard; the page's resource timing entries of search's chunks.`,
  'Outages: the named chunk is refused (as with no network) from the page load on, then served again; times poll once per animation frame, so they are up to one frame late. "Page errors" counts uncaught errors.',
  'Engine in the page: src/search/browser/engine.ts bundled with esbuild and injected, built from the generated records; `engine.search` with the request ' +
    `DocSearch sent in that page (captured; ${SEARCH_HITS_PER_PAGE} hits, highlighting and snippets), ${QUERY_ROUNDS} rounds over ${QUERIES.length} queries ` +
    'after a warm-up; p50/p95 are across queries of each query\'s median round. "node" is the same code and request in this process.',
  `Keystrokes: the ${QUERIES.length} relevance queries typed with page.keyboard.type into the real modal of a fresh page (one page per pace), ` +
    'each after clearing the input; from the last key press (event time) to the first render of highlighted hits for the whole query ' +
    '(told apart by the "See all results" link, which carries the query). At full speed the last key can wait behind the searches and renders of the keys before it.',
  'Relevance: top 3 distinct URLs from `LocalSearchEngine.search`, compared by page path; a rank is the first hit on the page.',
];

const loadAverage = () => os.loadavg()[0]!.toFixed(1);

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  if (!process.argv.includes('--no-build')) buildSite();
  const headFile = indexChunkFile('head');
  const bodyFile = indexChunkFile('body');
  const {records} = loadGeneratedIndex(SITE_DIR);
  const pages = new Set(records.map((record) => record.url_without_anchor)).size;

  const relevance = measureRelevance(records);

  // As `docusaurus serve` sends it: uncompressed, without the `_headers`.
  const server = await serveBuild(path.join(SITE_DIR, 'build'), {headers: false});
  const base = server.url;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
    const bundle = inPageBundle();
    const idle: Report['idle'] = [];
    for (const route of ['/obs-utils/obs-remote', '/ethereal-plane/triggers']) {
      progress(`idle page ${route}…`);
      idle.push({route, fetched: await measureIdle(browser, base, bundle, route)});
    }
    const freshLoads: FreshLoad[] = [];
    for (let i = 1; i <= FRESH_LOADS; i += 1) {
      progress(`fresh load ${i}/${FRESH_LOADS}…`);
      freshLoads.push(await measureFreshLoad(browser, base, bundle));
    }
    const opens: OpenTiming[] = [];
    for (let i = 1; i <= FRESH_LOADS; i += 1) {
      progress(`opening the modal, fresh load ${i}/${FRESH_LOADS}…`);
      opens.push(await measureOpen(browser, base, bundle));
    }
    const outages: OutageResult[] = [];
    for (const stage of OUTAGE_STAGES) {
      progress(`outage: ${stage.stage} unavailable…`);
      outages.push(await measureOutage(browser, base, bundle, stage));
    }
    progress('engine in the page…');
    const {timings: browserEngine, request} = await measureEngineInPage(browser, base, bundle, records);
    const nodeEngine = timeEngine(records, QUERIES, {builds: FRESH_LOADS, rounds: QUERY_ROUNDS, request});
    const typing: TypingResult[] = [];
    for (const delayMs of TYPING_DELAYS_MS) {
      progress(`typing in the modal, ${delayMs} ms between keys…`);
      typing.push(await measureTyping(browser, base, bundle, delayMs));
    }

    const report: Report = {
      records: records.length,
      pages,
      chunks: {
        head: {file: path.relative(SITE_DIR, headFile), sizes: sizesOf(fs.readFileSync(headFile))},
        body: {file: path.relative(SITE_DIR, bodyFile), sizes: sizesOf(fs.readFileSync(bodyFile))},
      },
      idle,
      freshLoads,
      opens,
      outages,
      docsearchRequest: request,
      browserEngine,
      nodeEngine,
      typing,
      relevance,
    };
    const rows = mainRows(report);
    const output = [
      '## Local search',
      '',
      renderTable(TABLE_HEADER, rows),
      '',
      ...[
        ...FOOTNOTES,
        `Machine: ${os.cpus().length} cores; 1-minute load average ${loadAtStart} at start, ${loadAverage()} at the end.`,
      ].map((note, i) => `${i + 1}. ${note}`),
    ].join('\n');
    console.log(output);
    const resultsDir = path.join(SITE_DIR, 'bench-results');
    fs.mkdirSync(resultsDir, {recursive: true});
    const table = rows.map((row) => Object.fromEntries(TABLE_HEADER.map((column, i) => [column, row[i]])));
    const json = {
      date: new Date().toISOString(),
      node: process.version,
      chromium: browser.version(),
      budgets: BUDGET,
      table,
      ...report,
    };
    fs.writeFileSync(path.join(resultsDir, 'search.json'), `${JSON.stringify(json, null, 2)}\n`);
    progress(`wrote ${path.join('bench-results', 'search.json')}`);
  } finally {
    await browser?.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
