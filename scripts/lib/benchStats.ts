/**
 * Small helpers for the search benchmark: percentiles, compressed sizes,
 * relevance ranks and markdown formatting.
 */
import zlib from 'node:zlib';
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

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** Raw, gzip and brotli sizes in bytes (zlib's default levels). */
export function compressedSizes(content: string | Buffer): Sizes {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  return {
    raw: buffer.length,
    gzip: zlib.gzipSync(buffer).length,
    brotli: zlib.brotliCompressSync(buffer).length,
  };
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
export const ms = (value: number): string => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;
export const ratio = (value: number, base: number): string => `${(value / base).toFixed(2)}×`;
export const percent = (hits: number, total: number): string =>
  `${((100 * hits) / total).toFixed(0)}% (${hits}/${total})`;

export function markdownTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
