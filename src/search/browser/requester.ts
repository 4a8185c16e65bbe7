/**
 * Browser side: an algoliasearch `Requester` that answers search requests
 * from the local engine instead of the network. The algoliasearch client on
 * top of it (and so the DocSearch modal and the /search page) cannot tell
 * the difference.
 *
 * The index arrives in two parts (src/search/compactIndex.ts): the head
 * (page titles and headings) and the body (paragraphs), fetched side by
 * side. The engine is built from the head as soon as it arrives; the body is
 * added in slices after it. Until the body is in:
 * - a requester made with `partialAnswers` (the modal) answers from what is
 *   indexed when that finds something, and marks the answer `partial: true`;
 *   when it finds nothing, it waits for the whole index, so "no results" is
 *   only ever said by the whole index;
 * - any other requester (the /search page, whose counts and pages must be
 *   whole) waits for the whole index.
 *
 * If a part cannot be loaded, the requester answers like an unreachable host
 * (status 0), so the client reports "Unreachable hosts" and the UI shows its
 * network-error screen; the next search tries to load it again.
 */
import type {EndRequest, Requester, Response} from '@algolia/client-common';
import {LocalSearchEngine, type SearchRequest, type SearchResponse} from './engine';
import {reportIndexComplete, reportIndexStatus} from './status';
import type {SearchRecord} from '../types';

export type RecordsLoader = () => Promise<SearchRecord[]>;

export interface IndexLoaders {
  head: RecordsLoader;
  body: RecordsLoader;
}

const QUERIES_PATH = '/1/indexes/*/queries';

function json(status: number, body: unknown): Response {
  return {status, content: JSON.stringify(body), isTimedOut: false};
}

function bodyOf(request: EndRequest): unknown {
  if (request.data === undefined) return undefined;
  const text = typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data);
  return JSON.parse(text);
}

/** The engine of the page, built from the head and completed with the body; shared by every requester. */
export interface LocalIndex {
  /** The engine once the head is indexed (the body may still be on its way). */
  head(): Promise<LocalSearchEngine>;
  /** The engine once every record is indexed. */
  complete(): Promise<LocalSearchEngine>;
  isComplete(): boolean;
  /** Starts loading both parts now (errors surface on the next search). */
  warmUp(): void;
}

export function createLocalIndex(loaders: IndexLoaders): LocalIndex {
  let head: Promise<LocalSearchEngine> | undefined;
  let complete: Promise<LocalSearchEngine> | undefined;
  let body: Promise<SearchRecord[]> | undefined;
  let done = false;

  const records = (loaded: SearchRecord[]) => {
    if (!Array.isArray(loaded)) throw new Error('The search index is not a list of records.');
    return loaded;
  };
  const loadBody = () =>
    (body ??= loaders
      .body()
      .then(records)
      .catch((error: unknown) => {
        body = undefined; // Try again on the next search.
        throw error;
      }));
  const getHead = () =>
    (head ??= loaders
      .head()
      .then((loaded) => new LocalSearchEngine(records(loaded)))
      .catch((error: unknown) => {
        head = undefined;
        throw error;
      }));
  const getComplete = () =>
    (complete ??= Promise.all([getHead(), loadBody()])
      .then(async ([engine, paragraphs]) => {
        await engine.addRecords(paragraphs);
        done = true;
        reportIndexComplete();
        return engine;
      })
      .catch((error: unknown) => {
        complete = undefined;
        throw error;
      }));

  return {
    head: getHead,
    complete: getComplete,
    isComplete: () => done,
    warmUp() {
      getComplete().catch(() => undefined);
    },
  };
}

export interface LocalRequester extends Requester {
  /** Starts loading the index ahead of the first search (errors surface on that search). */
  warmUp(): void;
}

export function createLocalRequester(index: LocalIndex, {partialAnswers = false} = {}): LocalRequester {
  /** An answer from the index as far as it is loaded: partial ones only where they are allowed and found something. */
  async function answer(request: SearchRequest): Promise<SearchResponse & {partial?: true}> {
    if (!index.isComplete()) {
      const complete = index.complete();
      // Awaited below unless a partial answer is given; its failure then waits for the next search.
      complete.catch(() => undefined);
      if (partialAnswers) {
        const response = (await index.head()).search(request);
        if (!index.isComplete() && response.nbHits > 0) return {...response, partial: true};
      }
      return (await complete).search(request);
    }
    return (await index.complete()).search(request);
  }

  return {
    warmUp: index.warmUp,
    async send(request) {
      const {pathname} = new URL(request.url);
      if (request.method !== 'POST' || decodeURIComponent(pathname) !== QUERIES_PATH) {
        return json(404, {message: `The local search index only answers POST ${QUERIES_PATH}.`, status: 404});
      }
      let body: {requests?: SearchRequest[]};
      try {
        body = (bodyOf(request) ?? {}) as {requests?: SearchRequest[]};
      } catch {
        return json(400, {message: 'The search request is not valid JSON.', status: 400});
      }
      try {
        const results = await Promise.all((body.requests ?? []).map(answer));
        reportIndexStatus('ready');
        return json(200, {results});
      } catch (error) {
        console.error('Search index could not be loaded:', error);
        reportIndexStatus('failed');
        return {status: 0, content: '', isTimedOut: false};
      }
    },
  };
}
