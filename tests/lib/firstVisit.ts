/**
 * What a first visit to a page transfers: the page is opened in a fresh
 * browser page (empty cache) and every response is kept until the network
 * is idle. Prefetches (`Sec-Purpose: prefetch`, which Docusaurus issues for
 * the pages that visible links lead to) are for later navigations and are
 * left out. Sizes are those of the bytes served, compressed as a static host
 * would (brotli quality 11, gzip level 9).
 *
 * Shared by the budgets test and `npm run bench`.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type {Page, Response} from '@playwright/test';
import {SEARCH_CHUNKS, chunkFilePattern} from '../../src/search/names';
import {waitForHydration} from './hydration';

export type AssetKind = 'html' | 'css' | 'js' | 'image' | 'font' | 'other';

export interface VisitedAsset {
  /** Path and query of the asset on the served site. */
  path: string;
  kind: AssetKind;
  /** True for search's own chunks (modal, engine, index), which load only once a reader shows an intent to search. */
  search: boolean;
  raw: number;
  gzip: number;
  brotli: number;
}

/** Byte counts of a set of assets, by compression. */
export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface VisitSummary {
  html: Bytes;
  css: Bytes;
  js: Bytes;
  image: Bytes;
  /** Fonts and anything else (counted in `total`). */
  other: Bytes;
  /** Everything above. The search chunks are not in it. */
  total: Bytes;
  /** Search's own chunks, reported on their own (a visit without intent to search loads none). */
  search: Bytes;
}

const IMAGE_EXTENSION = /\.(svg|png|jpe?g|gif|webp|avif|ico)$/i;

/**
 * Search's own chunks, as the search plugin names them (src/search/names.ts):
 * the two parts of the index (`search-index-head.<hash>.js`, titles and
 * headings; `search-index-body.<hash>.js`, paragraphs), the engine with its
 * client (`search-engine.<hash>.js`) and the DocSearch modal's code and
 * styles (`docsearch-modal.<hash>.js` and `.css`). The tests and the
 * benchmark tell search bytes apart, and cut search off, by these patterns
 * (they match a URL, a path or a file name).
 */
export const SEARCH_CHUNK_FILES = {
  index: chunkFilePattern([SEARCH_CHUNKS.indexHead, SEARCH_CHUNKS.indexBody]),
  indexHead: chunkFilePattern(SEARCH_CHUNKS.indexHead),
  indexBody: chunkFilePattern(SEARCH_CHUNKS.indexBody),
  engine: chunkFilePattern(SEARCH_CHUNKS.engine),
  modal: chunkFilePattern(SEARCH_CHUNKS.modal, ['js', 'css']),
  /** Any of them. */
  any: chunkFilePattern(Object.values(SEARCH_CHUNKS), ['js', 'css']),
};

/** One of search's own chunks, which load only once a reader shows an intent to search. */
export function isSearchChunk(assetPath: string): boolean {
  return SEARCH_CHUNK_FILES.any.test(assetPath.split('?')[0]!);
}

/** Compressed as a static host would: brotli quality 11, gzip level 9 (also what the benchmark's server sends). */
export function compress(bytes: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(bytes, {
        params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length},
      })
    : zlib.gzipSync(bytes, {level: 9});
}

export function brotliSize(bytes: Buffer): number {
  return compress(bytes, 'br').length;
}

export function gzipSize(bytes: Buffer): number {
  return compress(bytes, 'gzip').length;
}

/** Sizes already measured in this process, by content: visits share most assets, and brotli 11 is slow. */
const measured = new Map<string, Bytes>();

export function sizesOf(bytes: Buffer): Bytes {
  const key = crypto.createHash('sha1').update(bytes).digest('hex');
  let sizes = measured.get(key);
  if (!sizes) {
    sizes = {raw: bytes.length, gzip: gzipSize(bytes), brotli: brotliSize(bytes)};
    measured.set(key, sizes);
  }
  return sizes;
}

function kindOf(response: Response, assetPath: string): AssetKind {
  const type = response.request().resourceType();
  if (type === 'document') return 'html';
  if (type === 'stylesheet') return 'css';
  if (type === 'script') return 'js';
  if (type === 'font') return 'font';
  if (type === 'image' || IMAGE_EXTENSION.test(assetPath.split('?')[0]!)) return 'image';
  return 'other';
}

async function isPrefetch(response: Response): Promise<boolean> {
  const headers = await response.request().allHeaders();
  return /prefetch/i.test(headers['sec-purpose'] ?? headers.purpose ?? '');
}

async function toAsset(response: Response, origin: string): Promise<VisitedAsset | null> {
  const url = new URL(response.url());
  if (url.origin !== origin || response.status() >= 300 || (await isPrefetch(response))) return null;
  const assetPath = url.pathname + url.search;
  const body = await response.body();
  return {
    path: assetPath,
    kind: kindOf(response, assetPath),
    search: isSearchChunk(assetPath),
    ...sizesOf(body),
  };
}

/**
 * Runs `visit` (which opens a page in `page` and waits until the network is
 * idle) and returns each same-origin asset it loaded, once. For a first
 * visit, `page` must have a fresh context or its cache disabled.
 */
export async function recordVisit(page: Page, baseURL: string, visit: () => Promise<void>): Promise<VisitedAsset[]> {
  const origin = new URL(baseURL).origin;
  const pending: Array<Promise<VisitedAsset | null>> = [];
  const onResponse = (response: Response) => pending.push(toAsset(response, origin).catch(() => null));
  page.on('response', onResponse);
  try {
    await visit();
  } finally {
    page.off('response', onResponse);
  }
  const seen = new Set<string>();
  return (await Promise.all(pending)).filter((asset): asset is VisitedAsset => {
    if (!asset || seen.has(asset.path)) return false;
    seen.add(asset.path);
    return true;
  });
}

/**
 * Opens `path` in `page` (which must have a fresh context, so nothing is
 * cached) and returns what the visit loaded: up to hydration and then until
 * the network is idle. (Network idle alone can come too early: while a slow
 * CPU runs the main bundle, no request may be open for half a second before
 * the page's chunks are asked for.)
 */
export function recordFirstVisit(page: Page, baseURL: string, path: string): Promise<VisitedAsset[]> {
  return recordVisit(page, baseURL, async () => {
    await page.goto(new URL(path, baseURL).href, {waitUntil: 'load'});
    // Docusaurus loads every chunk of the route before it hydrates.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
  });
}

const ZERO: Bytes = {raw: 0, gzip: 0, brotli: 0};

function add(a: Bytes, b: Bytes): Bytes {
  return {raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli};
}

function sum(assets: VisitedAsset[]): Bytes {
  return assets.reduce<Bytes>((total, asset) => add(total, asset), ZERO);
}

export function summarise(assets: VisitedAsset[]): VisitSummary {
  const counted = assets.filter((a) => !a.search);
  const of = (kind: AssetKind) => sum(counted.filter((a) => a.kind === kind));
  return {
    html: of('html'),
    css: of('css'),
    js: of('js'),
    image: of('image'),
    other: add(of('font'), of('other')),
    total: sum(counted),
    search: sum(assets.filter((a) => a.search)),
  };
}

export const KIB = 1024;

export function kib(bytes: number): string {
  return (bytes / KIB).toFixed(1);
}
