import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readUploadEnv, uploadRecords, DOCSEARCH_INDEX_SETTINGS} from '../../scripts/lib/algoliaUpload';
import {startAlgoliaStandIn} from '../lib/algoliaStandIn';
import type {SearchRecord} from '../../src/search/types';

function makeRecord(i: number): SearchRecord {
  return {
    objectID: `obs-utils:page#${i}`,
    url: `https://docs.void.monster/obs-utils/page#h${i}`,
    url_without_anchor: 'https://docs.void.monster/obs-utils/page',
    anchor: `h${i}`,
    type: 'content',
    hierarchy: {lvl0: 'OBS Utils', lvl1: 'Page', lvl2: `Heading ${i}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: `Paragraph ${i}`,
    language: 'en',
    docusaurus_tag: 'docs-obs-utils-current',
    version: 'current',
    weight: {pageRank: 0, level: 0, position: i},
  };
}

test('search:upload replaces the index contents with the site records and DocSearch settings', async () => {
  const standIn = await startAlgoliaStandIn();
  try {
    const records = Array.from({length: 3}, (_, i) => makeRecord(i));
    const result = await uploadRecords({
      appId: 'TESTAPP',
      adminApiKey: 'admin-key-for-tests',
      indexName: 'Module Docs',
      records,
      hosts: [{url: `127.0.0.1:${standIn.port}`, protocol: 'http', accept: 'readWrite'}],
    });
    assert.equal(result.objects, 3);

    const settings = standIn.requests.find((r) => r.method === 'PUT' && r.path === '/1/indexes/Module Docs/settings');
    assert.ok(settings, 'settings were sent');
    assert.deepEqual(settings.body, DOCSEARCH_INDEX_SETTINGS);

    // Objects go to a temporary index which then replaces the real one.
    const batches = standIn.requests.filter((r) => r.method === 'POST' && /\/batch$/.test(r.path));
    assert.ok(batches.length >= 1);
    const uploaded = batches.flatMap(
      (b) => (b.body as {requests: Array<{action: string; body: SearchRecord}>}).requests,
    );
    assert.deepEqual(
      uploaded.map((u) => u.action),
      ['addObject', 'addObject', 'addObject'],
    );
    assert.deepEqual(
      uploaded.map((u) => u.body),
      records,
    );
    const move = standIn.requests.find(
      (r) =>
        r.path === `${batches[0]!.path.replace(/\/batch$/, '')}/operation` &&
        (r.body as {operation?: string}).operation === 'move',
    );
    assert.ok(move, 'the temporary index is moved over the real one');
    assert.equal((move.body as {destination: string}).destination, 'Module Docs');

    // The admin key travels in a header, and only to the stand-in.
    assert.ok(standIn.requests.every((r) => r.headers['x-algolia-api-key'] === 'admin-key-for-tests'));
    assert.ok(standIn.requests.every((r) => r.headers['x-algolia-application-id'] === 'TESTAPP'));
  } finally {
    await standIn.close();
  }
});

test('search:upload names the missing variables', () => {
  assert.throws(() => readUploadEnv({}), /needs ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY/);
  assert.throws(() => readUploadEnv({ALGOLIA_APP_ID: 'A'}), /needs ALGOLIA_ADMIN_API_KEY \(/);
  assert.deepEqual(readUploadEnv({ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_API_KEY: 'K'}), {
    appId: 'A',
    adminApiKey: 'K',
    indexName: 'Module Docs',
  });
});
