import {test} from 'node:test';
import assert from 'node:assert/strict';
import {liteClient} from 'algoliasearch/lite';
import {createLocalIndex, createLocalRequester, type IndexLoaders} from '../../src/search/browser/requester';
import type {SearchRecord} from '../../src/search/types';
import {subscribeIndexComplete} from '../../src/search/browser/status';

/** Resolves once every record of the index is searchable (the body is indexed in tasks of its own). */
const indexComplete = () =>
  new Promise<void>((resolve) => {
    const stop = subscribeIndexComplete(() => {
      stop();
      resolve();
    });
  });

function record(position: number, type: SearchRecord['type'], text: string): SearchRecord {
  const url = 'https://docs.example.org/obs-utils/obs-remote';
  const anchor = type === 'lvl1' ? null : `part-${position}`;
  return {
    objectID: `obs-utils:obs-remote#${position}`,
    url: anchor ? `${url}#${anchor}` : url,
    url_without_anchor: url,
    anchor,
    type,
    hierarchy: {
      lvl0: 'OBS Utils',
      lvl1: 'OBS Remote',
      lvl2: type === 'lvl2' ? text : null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: type === 'content' ? text : null,
    language: 'en',
    docusaurus_tag: 'docs-obs-utils-current',
    version: 'current',
    weight: {pageRank: 0, level: type === 'content' ? 0 : 80, position},
  };
}

/** The head: a title and a heading; the body: two paragraphs. */
const HEAD = [record(0, 'lvl1', 'OBS Remote'), record(1, 'lvl2', 'Switch scenes')];
const BODY = [
  record(2, 'content', 'Scenes switch when a combat starts.'),
  record(3, 'content', 'Sources hide and show.'),
];

/** Loaders whose body arrives only when `release()` is called. */
function heldBody() {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const loaders: IndexLoaders = {head: async () => HEAD, body: () => arrived.then(() => BODY)};
  return {loaders, release};
}

const whole: IndexLoaders = {head: async () => HEAD, body: async () => BODY};

function clientOf(loaders: IndexLoaders, options?: {partialAnswers?: boolean}) {
  return liteClient('local', 'key', {requester: createLocalRequester(createLocalIndex(loaders), options)});
}

type Result = {nbHits: number; hits: Array<{objectID: string}>; partial?: boolean};
const search = async (client: ReturnType<typeof clientOf>, query: string) =>
  (await client.search({requests: [{indexName: 'Module Docs', query, hitsPerPage: 20}]})).results[0] as Result;

function quietConsole(): () => void {
  const original = console.error;
  console.error = () => undefined;
  return () => {
    console.error = original;
  };
}

test('the DocSearch-style request is answered from the local records, head and body', async () => {
  const client = clientOf(whole);
  const result = await search(client, 'scenes');
  assert.equal(result.nbHits, 2);
  assert.deepEqual(result.hits.map((hit) => hit.objectID).sort(), ['obs-utils:obs-remote#1', 'obs-utils:obs-remote#2']);
  assert.equal(result.partial, undefined);
});

test('the /search page style (legacy array with params) is answered too', async () => {
  const client = clientOf(whole);
  const {results} = await client.search([
    {indexName: 'Module Docs', params: {query: 'sources', hitsPerPage: 15, page: 0}},
  ]);
  assert.equal((results[0] as Result).nbHits, 1);
});

test('each part is loaded once, and only when a search asks for it', async () => {
  let loads = 0;
  const client = clientOf({
    head: async () => {
      loads += 1;
      return HEAD;
    },
    body: async () => {
      loads += 1;
      return BODY;
    },
  });
  assert.equal(loads, 0);
  await search(client, 'obs');
  await search(client, 'combat');
  assert.equal(loads, 2);
});

test('the modal gets a first answer from the head while the body is on its way, marked partial', async () => {
  const {loaders, release} = heldBody();
  const client = clientOf(loaders, {partialAnswers: true});
  const first = await search(client, 'scenes');
  assert.equal(first.partial, true);
  assert.deepEqual(
    first.hits.map((hit) => hit.objectID),
    ['obs-utils:obs-remote#1'],
  );
  const complete = indexComplete();
  release();
  await complete;
  const later = await search(client, 'scenes');
  assert.equal(later.partial, undefined);
  assert.equal(later.nbHits, 2);
});

test('"no results" is only ever said by the whole index: a query the head cannot answer waits for the body', async () => {
  const held = heldBody();
  let bodyAsked = false;
  const loaders: IndexLoaders = {
    ...held.loaders,
    body: () => {
      bodyAsked = true;
      return held.loaders.body();
    },
  };
  const {release} = held;
  const client = clientOf(loaders, {partialAnswers: true});
  let answered = false;
  const pending = search(client, 'combat').then((result) => {
    answered = true;
    return result;
  });
  // Everything the search can do without the body is done once every
  // pending promise has settled: the loaders, the client and the engine use
  // no timers, so one turn of the event loop lets them all run.
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(bodyAsked, true, 'the search never got as far as asking for the paragraphs');
  assert.equal(answered, false, 'answered before the paragraphs arrived');
  release();
  const result = await pending;
  assert.equal(result.nbHits, 1);
  assert.equal(result.partial, undefined);
});

test('the /search page (no partial answers) waits for the whole index even when the head finds something', async () => {
  const {loaders, release} = heldBody();
  const client = clientOf(loaders);
  const pending = search(client, 'scenes');
  release();
  const result = await pending;
  assert.equal(result.nbHits, 2);
  assert.equal(result.partial, undefined);
});

test('an index part that cannot load reads as unreachable hosts, and the next search retries it', async () => {
  const restore = quietConsole();
  try {
    let fail = true;
    const client = clientOf({
      head: async () => HEAD,
      body: async () => {
        if (fail) throw new Error('ChunkLoadError: Loading chunk search-index-body failed.');
        return BODY;
      },
    });
    await assert.rejects(search(client, 'combat'), (error: Error) => {
      assert.equal(error.name, 'RetryError');
      return true;
    });
    fail = false;
    assert.equal((await search(client, 'combat')).nbHits, 1);
  } finally {
    restore();
  }
});

test('a part that is not a list of records counts as a failed load', async () => {
  const restore = quietConsole();
  try {
    const client = clientOf({
      head: async () => ({not: 'records'}) as unknown as SearchRecord[],
      body: async () => BODY,
    });
    await assert.rejects(search(client, 'obs'), {name: 'RetryError'});
  } finally {
    restore();
  }
});
