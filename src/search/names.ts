/**
 * The names search's build outputs go by, in one place. The search plugin
 * writes the generated files and names the chunks with them; the tests, the
 * benchmarks and the upload script find those outputs by them.
 *
 * Two places cannot import them, because the bundler reads them as literal
 * text: the `webpackChunkName` comments and the `@generated/…` paths of
 * src/search/browser/indexChunk.ts, and the `declare module` paths of
 * src/search/modules.d.ts. tests/unit/search-names.test.ts checks that those
 * literals equal the names here.
 *
 * Browser-safe (no node imports): the in-page benchmark bundles it.
 */

/** The search plugin's name, which is also the folder of its generated data: `.docusaurus/search-index/default/`. */
export const SEARCH_PLUGIN_NAME = 'search-index';

/** The plugin's id: Docusaurus writes generated data under `<plugin name>/<plugin id>/`. */
export const SEARCH_PLUGIN_ID = 'default';

/** The files the plugin generates, under `.docusaurus/search-index/default/`. */
export const SEARCH_INDEX_FILES = {
  /** Every record, in full (the Algolia upload, the benchmark, the tests). */
  all: 'search-index.json',
  /** The compact head the browser loads first: titles, descriptions and headings. */
  head: 'search-index-head.json',
  /** The compact body: paragraphs. */
  body: 'search-index-body.json',
} as const;

/**
 * The chunks search loads on intent, each under a stable name
 * (`assets/js/<name>.<hash>.js`; the modal also has `assets/css/<name>.<hash>.css`).
 */
export const SEARCH_CHUNKS = {
  /** The head of the index (SEARCH_INDEX_FILES.head). */
  indexHead: 'search-index-head',
  /** The body of the index (SEARCH_INDEX_FILES.body). */
  indexBody: 'search-index-body',
  /** MiniSearch, the algoliasearch lite client and the site's engine code (src/search/browser/). */
  engine: 'search-engine',
  /** DocSearch's modal: its code and its styles. */
  modal: 'docsearch-modal',
} as const;

export type SearchChunkName = (typeof SEARCH_CHUNKS)[keyof typeof SEARCH_CHUNKS];

/**
 * Matches the emitted file of one or more chunks, `<name>.<hash>.<ext>`, at
 * the end of a file name, a path or a URL without query.
 */
export function chunkFilePattern(names: SearchChunkName | readonly SearchChunkName[], extensions = ['js']): RegExp {
  const alternatives = (list: readonly string[]) => list.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const list = typeof names === 'string' ? [names] : names;
  return new RegExp(`(?:^|/)(?:${alternatives(list)})\\.[0-9a-f]+\\.(?:${alternatives(extensions)})$`);
}
