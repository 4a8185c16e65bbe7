/**
 * Browser side: `liteClient` with the local requester, a drop-in for
 * `algoliasearch/lite`. In local-search mode the search plugin aliases
 * `algoliasearch/lite` to this module, so the theme's /search page gets the
 * local engine; the SearchBar wrapper uses it for the DocSearch modal.
 */
import {liteClient as algoliaLiteClient} from 'algoliasearch/dist/lite/builds/browser';
import {createLocalRequester} from './requester';
import type {SearchIndexFile} from './types';

const localRequester = createLocalRequester(async () => {
  const index = (await import(
    /* webpackChunkName: "search-index" */ '@generated/search-index/default/search-index.json'
  )) as unknown as SearchIndexFile | {default: SearchIndexFile};
  return ('default' in index ? index.default : index).records;
});

export function liteClient(...[appId, apiKey, options]: Parameters<typeof algoliaLiteClient>): ReturnType<typeof algoliaLiteClient> {
  return algoliaLiteClient(appId, apiKey, {...options, requester: localRequester});
}

/** Loads the index and builds the engine now, so the first query does not wait for them. */
export function warmUpLocalSearch(): void {
  localRequester.warmUp();
}
