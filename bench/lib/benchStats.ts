/**
 * The benchmarks' one set of helpers: percentiles, relevance ranks, number
 * formats, the ratio and the table. (Compressed sizes come from
 * tests/lib/firstVisit.ts, so the benchmarks count bytes as the budgets test
 * does.)
 */
import type {RelevanceCase} from '../../tests/data/search-relevance';

/** Nearest-rank percentile (p in 0..100) of a non-empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export const median = (values: readonly number[]): number => percentile(values, 50);

/**
 * Percentile across queries of each query's median over its rounds: on a
 * shared machine a single round can be descheduled, and the median of a
 * query's rounds keeps that out of its time.
 */
export function queryPercentile(timesPerQuery: ReadonlyArray<readonly number[]>, p: number): number {
  return percentile(timesPerQuery.map(median), p);
}

/** Milliseconds a synchronous call takes, with its result. */
export function timed<T>(run: () => T): {ms: number; value: T} {
  const started = performance.now();
  const value = run();
  return {ms: performance.now() - started, value};
}

/** Path of a record URL's page, without trailing slash ("/obs-utils/obs-remote"). */
export function pagePath(url: string): string {
  return new URL(url).pathname.replace(/(.)\/$/, '$1');
}

/** 1-based position of the first hit on the case's page, or null when none is. */
export function rankOfPage(hitUrls: readonly string[], relevanceCase: RelevanceCase): number | null {
  const index = hitUrls.findIndex((url) => pagePath(url) === relevanceCase.page);
  return index === -1 ? null : index + 1;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
export const mib = (bytes: number): string => (bytes / 1024 / 1024).toFixed(2);
export const seconds = (s: number): string => s.toFixed(1);
export const ms = (value: number): string => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;
export const percent = (hits: number, total: number): string =>
  `${((100 * hits) / total).toFixed(0)}% (${hits}/${total})`;

/** `value / base` to two decimals ("1.23×"), or "–" when either is missing or the base is 0. */
export function ratio(value: number | undefined, base: number | undefined): string {
  if (value === undefined || base === undefined || !Number.isFinite(value) || !Number.isFinite(base) || base === 0)
    return '–';
  return `${(value / base).toFixed(2)}×`;
}

/** A Markdown table with its columns padded, so it also reads as plain text. */
export function renderTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((row) => [...(row[i] ?? '')].length)));
  const line = (row: readonly string[]) => `| ${widths.map((w, i) => (row[i] ?? '').padEnd(w)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
