/**
 * Browser side: an algoliasearch `Requester` that answers search requests
 * from the local engine instead of the network. The algoliasearch client on
 * top of it (and so the DocSearch modal and the /search page) cannot tell
 * the difference.
 *
 * The records are loaded on the first search, not before. If they cannot be
 * loaded, the requester answers like an unreachable host (status 0), so the
 * client reports "Unreachable hosts" and the UI shows its network-error
 * screen; the next search tries to load them again.
 */
import type {EndRequest, Requester, Response} from '@algolia/client-common';
import {LocalSearchEngine, type SearchRequest} from './engine';
import {reportIndexStatus} from './status';
import type {SearchRecord} from '../types';

export type RecordsLoader = () => Promise<SearchRecord[]>;

const QUERIES_PATH = '/1/indexes/*/queries';

function json(status: number, body: unknown): Response {
  return {status, content: JSON.stringify(body), isTimedOut: false};
}

function bodyOf(request: EndRequest): unknown {
  if (request.data === undefined) return undefined;
  const text = typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data);
  return JSON.parse(text);
}

export interface LocalRequester extends Requester {
  /** Starts loading the index ahead of the first search (errors surface on that search). */
  warmUp(): void;
}

export function createLocalRequester(loadRecords: RecordsLoader): LocalRequester {
  let engine: Promise<LocalSearchEngine> | undefined;

  function getEngine(): Promise<LocalSearchEngine> {
    engine ??= loadRecords()
      .then((records) => {
        if (!Array.isArray(records)) throw new Error('The search index is not a list of records.');
        return new LocalSearchEngine(records);
      })
      .catch((error: unknown) => {
        engine = undefined; // Try again on the next search.
        throw error;
      });
    return engine;
  }

  return {
    warmUp() {
      getEngine().catch(() => undefined);
    },
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
      let local: LocalSearchEngine;
      try {
        local = await getEngine();
        reportIndexStatus('ready');
      } catch (error) {
        console.error('Search index could not be loaded:', error);
        reportIndexStatus('failed');
        return {status: 0, content: '', isTimedOut: false};
      }
      const results = (body.requests ?? []).map((searchRequest) => local.search(searchRequest));
      return json(200, {results});
    },
  };
}
