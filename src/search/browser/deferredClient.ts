/**
 * Browser side, in the page bundle (kept small): the search client the
 * DocSearch modal gets in local mode. The real client, the engine and the
 * index live in their own chunks and load when the reader shows an intent
 * to search (through `warmUp`), at the latest on the first search.
 *
 * If the client's chunk cannot be fetched (the network is gone), the search
 * fails with an error named `RetryError`, the name DocSearch answers with its
 * "Unable to fetch results" screen, and the next search fetches again.
 */
import type {LiteClient} from 'algoliasearch/lite';
import {fetchIndexBody, fetchIndexHead} from './indexChunk';

type LocalSearchModule = typeof import('./liteClient');

/** What the algoliasearch client throws when no host answers; DocSearch shows its error screen for it. */
export class SearchUnreachableError extends Error {
  override name = 'RetryError';
  constructor(cause: unknown) {
    super('The search code could not be loaded. Check the network connection.', {cause});
  }
}

export interface DeferredLocalSearch {
  client: LiteClient;
  /** Starts fetching the client, engine and index now; a failure shows on the next search. */
  warmUp(): void;
}

export function createDeferredLocalSearch(
  appId: string,
  apiKey: string,
  loadModule: () => Promise<LocalSearchModule> = () => import('./liteClient'),
): DeferredLocalSearch {
  let module: Promise<LocalSearchModule> | undefined;
  let client: LiteClient | undefined;
  const load = (): Promise<LocalSearchModule> =>
    (module ??= loadModule().catch((error: unknown) => {
      module = undefined;
      throw new SearchUnreachableError(error);
    }));
  const search: LiteClient['search'] = (...args) =>
    load().then((m) => {
      client ??= m.modalClient(appId, apiKey);
      return client.search(...args);
    });
  return {
    client: {search, addAlgoliaAgent: () => undefined} as unknown as LiteClient,
    warmUp: () => {
      // Fetch the index alongside the client's chunk rather than after it.
      fetchIndexHead().catch(() => undefined);
      fetchIndexBody().catch(() => undefined);
      void load().then(
        (m) => m.warmUpLocalSearch(),
        () => undefined,
      );
    },
  };
}
