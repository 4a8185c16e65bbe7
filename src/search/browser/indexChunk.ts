/**
 * Browser side: the two generated parts of the search index, each its own
 * lazily loaded chunk (`search-index-head.<hash>.js`, the titles and headings
 * a first query needs, and `search-index-body.<hash>.js`, the paragraphs).
 * Every import of the index goes through here so that webpack emits each
 * part once, under that name, and each part is expanded once per page. A
 * part that fails to load is fetched again on the next call.
 */
import {expandRecords, type CompactIndexPart} from '../compactIndex';
import type {SearchRecord} from '../types';

type PartModule = CompactIndexPart | {default: CompactIndexPart};

function loadOnce(load: () => Promise<PartModule>): () => Promise<SearchRecord[]> {
  let records: Promise<SearchRecord[]> | undefined;
  return () =>
    (records ??= load().then(
      (module) => expandRecords('default' in module ? module.default : module),
      (error: unknown) => {
        records = undefined;
        throw error;
      },
    ));
}

export const importIndexHead = loadOnce(
  () => import(/* webpackChunkName: "search-index-head" */ '@generated/search-index/default/search-index-head.json'),
);

export const importIndexBody = loadOnce(
  () => import(/* webpackChunkName: "search-index-body" */ '@generated/search-index/default/search-index-body.json'),
);
