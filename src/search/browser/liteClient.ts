/**
 * Browser side: `liteClient` with the local requester, a drop-in for
 * `algoliasearch/lite`. In local-search mode the search plugin aliases
 * `algoliasearch/lite` to this module, so the theme's /search page gets the
 * local engine; the SearchBar wrapper uses it for the DocSearch modal.
 */
import {createMemoryCache} from '@algolia/client-common';
import {liteClient as algoliaLiteClient} from 'algoliasearch/dist/lite/builds/browser';
import {importSearchIndex} from './indexChunk';
import {createLocalRequester} from './requester';

const localRequester = createLocalRequester(async () => (await importSearchIndex()).records);

export function liteClient(
  ...[appId, apiKey, options]: Parameters<typeof algoliaLiteClient>
): ReturnType<typeof algoliaLiteClient> {
  return algoliaLiteClient(appId, apiKey, {
    ...options,
    requester: localRequester,
    // There are no hosts to remember between visits: keep the client's host
    // state in memory instead of writing local storage on every query.
    hostsCache: createMemoryCache(),
  });
}

/** Loads the index and builds the engine now, so the first query does not wait for them. */
export function warmUpLocalSearch(): void {
  localRequester.warmUp();
}
