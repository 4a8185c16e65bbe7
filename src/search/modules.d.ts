/** Module shapes the TypeScript compiler cannot find on its own. */

// The browser build of the lite client, imported by path so that the
// `algoliasearch/lite` alias (local mode) can wrap it without recursion.
declare module 'algoliasearch/dist/lite/builds/browser' {
  export * from 'algoliasearch/lite';
}

// Written by the search plugin at build and dev start (src/search/indexer/plugin.ts). The paths are
// literal (TypeScript needs them so); tests/unit/search-names.test.ts checks them against src/search/names.ts.
declare module '@generated/search-index/default/search-index.json' {
  import type {SearchIndexFile} from './types';
  const index: SearchIndexFile;
  export default index;
}

// The two parts the browser loads (src/search/compactIndex.ts).
declare module '@generated/search-index/default/search-index-head.json' {
  import type {CompactIndexPart} from './compactIndex';
  const part: CompactIndexPart;
  export default part;
}
declare module '@generated/search-index/default/search-index-body.json' {
  import type {CompactIndexPart} from './compactIndex';
  const part: CompactIndexPart;
  export default part;
}
