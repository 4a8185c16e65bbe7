/**
 * Search benchmark code that runs inside the page: bench/search.ts
 * bundles this module with esbuild (global `Bench`) and injects it into the
 * served site. `timeEngine` also runs in node, so browser and node numbers
 * come from the same code.
 */
import {LocalSearchEngine, type SearchRequest} from '../../src/search/browser/engine';
import type {SearchRecord} from '../../src/search/types';
import {SEARCH_CHUNKS, chunkFilePattern} from '../../src/search/names';

declare global {
  interface Window {
    Bench: typeof import('./benchInPage');
  }
}

export interface EngineTimings {
  /** One per build of the engine from the records. */
  buildMs: number[];
  /** Per query (in the order given), one time per round, after a warm-up round. */
  queryMs: number[][];
}

/**
 * Builds the shipped engine `builds` times, then times `engine.search` with
 * `request` (what DocSearch sends, see `captureSearchRequests`) for each query.
 */
export function timeEngine(
  records: SearchRecord[],
  queries: string[],
  options: {builds: number; rounds: number; request: SearchRequest},
): EngineTimings {
  const buildMs: number[] = [];
  let engine: LocalSearchEngine | undefined;
  for (let i = 0; i < options.builds; i += 1) {
    const started = performance.now();
    engine = new LocalSearchEngine(records);
    buildMs.push(performance.now() - started);
  }
  if (!engine) throw new Error('timeEngine needs at least one build');
  const search = (query: string) => engine.search({...options.request, query});
  queries.forEach(search);
  const queryMs: number[][] = queries.map(() => []);
  for (let round = 0; round < options.rounds; round += 1) {
    queries.forEach((query, i) => {
      const started = performance.now();
      search(query);
      queryMs[i]!.push(performance.now() - started);
    });
  }
  return {buildMs, queryMs};
}

let lastRequest: SearchRequest | null = null;

/**
 * Keeps the last search request the page's search client serializes. The
 * local requester answers without a network, so its request body is only
 * seen here, where algoliasearch turns it into JSON.
 */
export function captureSearchRequests(): void {
  const stringify = JSON.stringify;
  JSON.stringify = ((...args: Parameters<typeof JSON.stringify>) => {
    const text = stringify(...args);
    if (text?.startsWith('{"requests":'))
      lastRequest = (JSON.parse(text) as {requests: SearchRequest[]}).requests[0] ?? null;
    return text;
  }) as typeof JSON.stringify;
}

export function capturedRequest(): SearchRequest | null {
  return lastRequest;
}

export interface HitRender {
  /** performance.now() at the DOM commit (before paint). */
  at: number;
  /** The query those hits answer, read from the "See all results" link (`/search?q=…`). */
  query: string | null;
}

export interface ProbeReadings {
  /** When Ctrl+K was pressed last (event time). */
  openedAt: number | null;
  /** Event times of the keys pressed in the modal's input. */
  keydowns: number[];
  /** Every change of the modal's result list that left highlighted hits on screen. */
  hitRenders: HitRender[];
  /** When a search input (the stand-in's or the modal's) first took focus after the last reset. */
  searchFocusedAt: number | null;
  /** When the DocSearch modal's own input first took focus after the last reset (the stand-in handed over). */
  modalFocusedAt: number | null;
}

const readings: ProbeReadings = {
  openedAt: null,
  keydowns: [],
  hitRenders: [],
  searchFocusedAt: null,
  modalFocusedAt: null,
};

function elementOf(node: Node): Element | null {
  return node instanceof Element ? node : node.parentElement;
}

function renderedQuery(): string | null {
  const link = document.querySelector<HTMLAnchorElement>('.DocSearch-HitsFooter a[href]');
  return link ? new URL(link.href).searchParams.get('q') : null;
}

/** Starts recording key presses and hit renders in the DocSearch modal. */
export function installProbe(): void {
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.ctrlKey && event.key.toLowerCase() === 'k') readings.openedAt = event.timeStamp;
      else if (elementOf(event.target as Node)?.matches('.DocSearch-Input, [role="dialog"] input[type="search"]'))
        readings.keydowns.push(event.timeStamp);
    },
    true,
  );
  document.addEventListener('focusin', (event) => {
    const target = event.target as Element;
    if (target.matches('.DocSearch-Input, [role="dialog"] input[type="search"]'))
      readings.searchFocusedAt ??= performance.now();
    if (target.matches('.DocSearch-Input')) readings.modalFocusedAt ??= performance.now();
  });
  new MutationObserver((mutations) => {
    const at = performance.now();
    const inResults = mutations.some((m) => elementOf(m.target)?.closest('.DocSearch-Dropdown'));
    if (inResults && document.querySelector('.DocSearch-Hits mark'))
      readings.hitRenders.push({at, query: renderedQuery()});
  }).observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['href'],
  });
}

export function resetProbe(): void {
  readings.openedAt = null;
  readings.searchFocusedAt = null;
  readings.modalFocusedAt = null;
  readings.keydowns = [];
  readings.hitRenders = [];
}

export function readProbe(): ProbeReadings {
  return structuredClone(readings);
}

/** First render of hits for `query` at or after `since`. */
export function firstRenderOf(probe: ProbeReadings, query: string, since: number): HitRender | undefined {
  return probe.hitRenders.find((r) => r.query === query && r.at >= since);
}

/** True once hits for `query` are on screen and the list has not changed for `quietMs`. */
export function hitsSettled(query: string, quietMs: number): boolean {
  const last = readings.hitRenders.at(-1);
  return last?.query === query && renderedQuery() === query && performance.now() - last.at >= quietMs;
}

/** True once the DocSearch modal's code (fetched on the first intent to search) has arrived. */
export function modalChunkLoaded(): boolean {
  const pattern = chunkFilePattern(SEARCH_CHUNKS.modal);
  return performance.getEntriesByType('resource').some((e) => pattern.test(e.name));
}

/** Request start and response end of a part of the search index (`head` or `body`), if it was loaded. */
export function indexChunkTiming(part: 'head' | 'body'): {start: number; end: number} | null {
  const pattern = chunkFilePattern(part === 'head' ? SEARCH_CHUNKS.indexHead : SEARCH_CHUNKS.indexBody);
  const entry = performance.getEntriesByType('resource').find((e) => pattern.test(e.name)) as
    PerformanceResourceTiming | undefined;
  return entry ? {start: entry.startTime, end: entry.responseEnd} : null;
}

/** Every resource the page fetched so far whose URL matches `pattern` (source text of a RegExp). */
export function resourcesMatching(pattern: string): string[] {
  const regex = new RegExp(pattern);
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => regex.test(name));
}
