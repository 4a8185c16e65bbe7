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
import {backgroundTask} from './backgroundTask';

type PartModule = CompactIndexPart | {default: CompactIndexPart};

/** `later`: expand the records in a background task of their own, not in the one that loaded the part. */
function loadOnce(load: () => Promise<PartModule>, {later = false} = {}): () => Promise<SearchRecord[]> {
  let records: Promise<SearchRecord[]> | undefined;
  return () =>
    (records ??= load().then(
      async (module) => {
        if (later) await backgroundTask();
        return expandRecords('default' in module ? module.default : module);
      },
      (error: unknown) => {
        records = undefined;
        throw error;
      },
    ));
}

export const importIndexHead = loadOnce(
  () => import(/* webpackChunkName: "search-index-head" */ '@generated/search-index/default/search-index-head.json'),
);

/** The paragraphs follow the first hits: what they cost on arrival waits until the reader's own work is done. */
export const importIndexBody = loadOnce(
  () => import(/* webpackChunkName: "search-index-body" */ '@generated/search-index/default/search-index-body.json'),
  {later: true},
);
