import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createDeferredLocalSearch, SearchUnreachableError} from '../../src/search/browser/deferredClient';

test('a search client chunk that cannot load fails as RetryError, and the next search loads it again', async () => {
  let attempts = 0;
  const fakeModule = {
    modalClient: () => ({search: async () => ({results: [{hits: ['ok']}]})}),
    warmUpLocalSearch: () => undefined,
  };
  const deferred = createDeferredLocalSearch('local', 'key', async () => {
    attempts += 1;
    if (attempts === 1) throw new Error('Loading chunk search-engine failed.');
    return fakeModule as never;
  });
  const search = deferred.client.search as unknown as (request: unknown) => Promise<unknown>;
  await assert.rejects(search({requests: []}), (error: unknown) => {
    assert.ok(error instanceof SearchUnreachableError);
    assert.equal(error.name, 'RetryError');
    return true;
  });
  assert.deepEqual(await search({requests: []}), {results: [{hits: ['ok']}]});
  assert.equal(attempts, 2);
});
