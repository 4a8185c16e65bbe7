/**
 * Pushes the site's search records to an Algolia index, replacing its
 * contents atomically, with the settings a DocSearch index uses. Used by
 * `npm run search:upload`; no crawler is needed.
 */
import {algoliasearch} from 'algoliasearch';
import type {SearchRecord} from '../../src/search/types';
import {SEARCH_INDEX_NAME} from '../../src/constants';
import {DOCSEARCH_INDEX_SETTINGS} from '../../src/search/indexSettings';

export {DOCSEARCH_INDEX_SETTINGS};

type ClientOptions = NonNullable<Parameters<typeof algoliasearch>[2]>;

export interface UploadOptions {
  appId: string;
  adminApiKey: string;
  indexName: string;
  records: SearchRecord[];
  /** Only for tests: where the client sends its requests. */
  hosts?: ClientOptions['hosts'];
}

export async function uploadRecords(options: UploadOptions): Promise<{objects: number}> {
  const client = algoliasearch(options.appId, options.adminApiKey, options.hosts ? {hosts: options.hosts} : undefined);
  const settings = await client.setSettings({indexName: options.indexName, indexSettings: DOCSEARCH_INDEX_SETTINGS});
  await client.waitForTask({indexName: options.indexName, taskID: settings.taskID});
  await client.replaceAllObjects({
    indexName: options.indexName,
    objects: options.records as unknown as Array<Record<string, unknown>>,
  });
  return {objects: options.records.length};
}

export function readUploadEnv(env: Record<string, string | undefined>): {
  appId: string;
  adminApiKey: string;
  indexName: string;
} {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const adminApiKey = env.ALGOLIA_ADMIN_API_KEY?.trim();
  const missing = [!appId && 'ALGOLIA_APP_ID', !adminApiKey && 'ALGOLIA_ADMIN_API_KEY'].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(
      `search:upload needs ${missing.join(' and ')} (the admin key is used here only and never goes into the build).`,
    );
  }
  return {appId: appId!, adminApiKey: adminApiKey!, indexName: env.ALGOLIA_INDEX_NAME?.trim() || SEARCH_INDEX_NAME};
}
