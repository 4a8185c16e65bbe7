/**
 * Engine side (the `search-engine` chunk): the records of the two parts of
 * the index, each expanded once per page from the part indexChunk.ts fetched.
 * A part that failed to load is asked for again on the next call.
 */
import {expandRecords, type CompactIndexPart} from '../compactIndex';
import type {SearchRecord} from '../types';
import {backgroundTask} from './backgroundTask';
import {fetchIndexBody, fetchIndexHead} from './indexChunk';

/** `later`: expand the records in a background task of their own, not in the one that loaded the part. */
function expandOnce(fetchPart: () => Promise<CompactIndexPart>, {later = false} = {}): () => Promise<SearchRecord[]> {
  let records: Promise<SearchRecord[]> | undefined;
  return () =>
    (records ??= fetchPart().then(
      async (part) => {
        if (later) await backgroundTask();
        return expandRecords(part);
      },
      (error: unknown) => {
        records = undefined;
        throw error;
      },
    ));
}

export const loadIndexHead = expandOnce(fetchIndexHead);

/** The paragraphs follow the first hits: what they cost on arrival waits until the reader's own work is done. */
export const loadIndexBody = expandOnce(fetchIndexBody, {later: true});
