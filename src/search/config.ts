/**
 * Which search backend a build uses, from the environment (README,
 * "Environment variables"):
 * - no Algolia variables: the local index built from the site (default);
 * - ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY: Algolia DocSearch, index
 *   ALGOLIA_INDEX_NAME (default "Module Docs").
 * One of the pair without the other stops the build with a message naming
 * the missing variable.
 */
import {SEARCH_INDEX_NAME} from '../constants';

export type SearchConfig =
  | {mode: 'local'; appId: string; apiKey: string; indexName: string}
  | {mode: 'algolia'; appId: string; apiKey: string; indexName: string};

/** Stand-in credentials for the local mode: DocSearch insists on non-empty values. */
export const LOCAL_APP_ID = 'local';
export const LOCAL_API_KEY = 'local-search-only';

export function readSearchConfig(env: Record<string, string | undefined>): SearchConfig {
  const appId = env.ALGOLIA_APP_ID?.trim() ?? '';
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim() ?? '';
  const indexName = env.ALGOLIA_INDEX_NAME?.trim() || SEARCH_INDEX_NAME;
  if (appId && !apiKey) {
    throw new Error(
      'ALGOLIA_APP_ID is set but ALGOLIA_SEARCH_API_KEY is missing: set both for Algolia search, or neither for the local index.',
    );
  }
  if (apiKey && !appId) {
    throw new Error(
      'ALGOLIA_SEARCH_API_KEY is set but ALGOLIA_APP_ID is missing: set both for Algolia search, or neither for the local index.',
    );
  }
  return appId
    ? {mode: 'algolia', appId, apiKey, indexName}
    : {mode: 'local', appId: LOCAL_APP_ID, apiKey: LOCAL_API_KEY, indexName};
}
