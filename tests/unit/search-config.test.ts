import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readSearchConfig, LOCAL_APP_ID} from '../../src/search/config';

test("without Algolia variables the local index is used, with the site's index name", () => {
  assert.deepEqual(readSearchConfig({}), {
    mode: 'local',
    appId: LOCAL_APP_ID,
    apiKey: 'local-search-only',
    indexName: 'Module Docs',
  });
});

test('with both Algolia variables Algolia is used; the index name has a default', () => {
  assert.deepEqual(readSearchConfig({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'KEY'}), {
    mode: 'algolia',
    appId: 'APP',
    apiKey: 'KEY',
    indexName: 'Module Docs',
  });
  assert.equal(
    readSearchConfig({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'KEY', ALGOLIA_INDEX_NAME: 'staging'}).indexName,
    'staging',
  );
});

test('one Algolia variable without the other stops with a message naming the missing one', () => {
  assert.throws(() => readSearchConfig({ALGOLIA_APP_ID: 'APP'}), /ALGOLIA_SEARCH_API_KEY is missing/);
  assert.throws(
    () => readSearchConfig({ALGOLIA_SEARCH_API_KEY: 'KEY', ALGOLIA_APP_ID: '  '}),
    /ALGOLIA_APP_ID is missing/,
  );
});
