import {test} from 'node:test';
import assert from 'node:assert/strict';
import {liteClient} from 'algoliasearch/lite';
import {createLocalRequester} from '../../src/search/browser/requester';
import type {SearchRecord} from '../../src/search/types';

const records: SearchRecord[] = [
  {
    objectID: 'a#0',
    url: 'https://docs.example.org/obs-utils/obs-remote',
    url_without_anchor: 'https://docs.example.org/obs-utils/obs-remote',
    anchor: null,
    type: 'lvl1',
    hierarchy: {lvl0: 'OBS Utils', lvl1: 'OBS Remote', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: 'Switch OBS scenes from Foundry.',
    language: 'en',
    docusaurus_tag: 'docs-obs-utils-current',
    version: 'current',
    weight: {level: 90, position: 0},
  },
];

function quietConsole(): () => void {
  const original = console.error;
  console.error = () => undefined;
  return () => {
    console.error = original;
  };
}

test('the DocSearch-style request is answered from the local records', async () => {
  const client = liteClient('local', 'key', {requester: createLocalRequester(async () => records)});
  const {results} = await client.search({
    requests: [{indexName: 'Module Docs', query: 'remote', hitsPerPage: 20, attributesToSnippet: ['content:10']}],
  });
  const result = results[0] as {hits: Array<{objectID: string}>; nbHits: number};
  assert.equal(result.nbHits, 1);
  assert.equal(result.hits[0]!.objectID, 'a#0');
});

test('the /search page style (legacy array with params) is answered too', async () => {
  const client = liteClient('local', 'key', {requester: createLocalRequester(async () => records)});
  const {results} = await client.search([
    {indexName: 'Module Docs', params: {query: 'scenes', hitsPerPage: 15, page: 0}},
  ]);
  assert.equal((results[0] as {nbHits: number}).nbHits, 1);
});

test('the records are loaded once, on the first search', async () => {
  let loads = 0;
  const client = liteClient('local', 'key', {
    requester: createLocalRequester(async () => {
      loads += 1;
      return records;
    }),
  });
  assert.equal(loads, 0);
  await client.search({requests: [{indexName: 'Module Docs', query: 'obs'}]});
  await client.search({requests: [{indexName: 'Module Docs', query: 'foundry'}]});
  assert.equal(loads, 1);
});

test('an index that cannot load reads as unreachable hosts, and the next search retries it', async () => {
  const restore = quietConsole();
  try {
    let fail = true;
    const client = liteClient('local', 'key', {
      requester: createLocalRequester(async () => {
        if (fail) throw new Error('ChunkLoadError: Loading chunk search-index failed.');
        return records;
      }),
    });
    await assert.rejects(client.search({requests: [{indexName: 'Module Docs', query: 'obs'}]}), (error: Error) => {
      assert.equal(error.name, 'RetryError');
      return true;
    });
    fail = false;
    const {results} = await client.search({requests: [{indexName: 'Module Docs', query: 'obs'}]});
    assert.equal((results[0] as {nbHits: number}).nbHits, 1);
  } finally {
    restore();
  }
});

test('a file that is not a list of records counts as a failed load', async () => {
  const restore = quietConsole();
  try {
    const client = liteClient('local', 'key', {
      requester: createLocalRequester(async () => ({not: 'records'}) as unknown as SearchRecord[]),
    });
    await assert.rejects(client.search({requests: [{indexName: 'Module Docs', query: 'obs'}]}), {name: 'RetryError'});
  } finally {
    restore();
  }
});
