/**
 * Browser side: `liteClient` with the local requester, a drop-in for
 * `algoliasearch/lite`. In local-search mode the search plugin aliases
 * `algoliasearch/lite` to this module, so the theme's /search page gets the
 * local engine (answering from the whole index); the SearchBar uses
 * `modalClient`, which may answer a first query from the index's head.
 * Both share the page's one engine.
 */
import {createMemoryCache, createNullCache} from '@algolia/client-common';
import {liteClient as algoliaLiteClient} from 'algoliasearch/dist/lite/builds/browser';
import {loadIndexBody, loadIndexHead} from './indexParts';
import {createLocalIndex, createLocalRequester, type LocalRequester} from './requester';

const localIndex = createLocalIndex({head: loadIndexHead, body: loadIndexBody});

type Options = NonNullable<Parameters<typeof algoliaLiteClient>[2]>;

function clientWith(
  requester: LocalRequester,
  options: Options,
  ...[appId, apiKey, given]: Parameters<typeof algoliaLiteClient>
) {
  return algoliaLiteClient(appId, apiKey, {
    ...given,
    requester,
    // There are no hosts to remember between visits: keep the client's host
    // state in memory instead of writing local storage on every query.
    hostsCache: createMemoryCache(),
    ...options,
  });
}

export function liteClient(...args: Parameters<typeof algoliaLiteClient>): ReturnType<typeof algoliaLiteClient> {
  return clientWith(createLocalRequester(localIndex), {}, ...args);
}

/**
 * The modal's client: answers from the head of the index while the rest is
 * on its way (marked `partial`). It keeps no answers: the client's usual
 * cache would hand a partial answer back when the same query is asked again
 * once the whole index is in, and the local engine answers fast anyway.
 */
export function modalClient(...args: Parameters<typeof algoliaLiteClient>): ReturnType<typeof algoliaLiteClient> {
  return clientWith(
    createLocalRequester(localIndex, {partialAnswers: true}),
    {responsesCache: createNullCache(), requestsCache: createNullCache()},
    ...args,
  );
}

/** Loads both parts of the index and builds the engine now, so the first query does not wait for them. */
export function warmUpLocalSearch(): void {
  localIndex.warmUp();
}
