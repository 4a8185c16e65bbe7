/**
 * Browser side: the generated search index, as its own lazily loaded chunk
 * (`search-index.<hash>.js`). Every import of the index goes through here so
 * that webpack emits it once, under that name.
 */
import type {SearchIndexFile} from '../types';

export function importSearchIndex(): Promise<SearchIndexFile> {
  return import(/* webpackChunkName: "search-index" */ '@generated/search-index/default/search-index.json').then(
    (index) => ('default' in index ? index.default : index) as SearchIndexFile,
  );
}
