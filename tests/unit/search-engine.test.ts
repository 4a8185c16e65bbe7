import {test} from 'node:test';
import assert from 'node:assert/strict';
import {LocalSearchEngine, type SearchHit} from '../../src/search/browser/engine';
import type {SearchRecord, RecordType} from '../../src/search/types';
import {SEARCH_HITS_PER_DOCUMENT} from '../../src/constants';

let position = 0;
function record(
  url: string,
  type: RecordType,
  levels: string[],
  content: string | null,
  tag = 'docs-a-current',
): SearchRecord {
  const [lvl0 = 'Set', lvl1 = null, lvl2 = null, lvl3 = null] = levels;
  const anchor = url.includes('#') ? url.split('#')[1]! : null;
  position += 1;
  return {
    objectID: `r${position}`,
    url: `https://docs.example.org${url}`,
    url_without_anchor: `https://docs.example.org${url.split('#')[0]}`,
    anchor,
    type,
    hierarchy: {lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null},
    content,
    language: 'en',
    docusaurus_tag: tag,
    version: 'current',
    weight: {pageRank: 0, level: 0, position},
  };
}

const corpus: SearchRecord[] = [
  record('/remote', 'lvl1', ['OBS Utils', 'OBS Remote'], 'Switch scenes when Foundry events happen.'),
  record('/remote#credentials', 'lvl2', ['OBS Utils', 'OBS Remote', 'WebSocket credentials'], null),
  record(
    '/remote#credentials',
    'content',
    ['OBS Utils', 'OBS Remote', 'WebSocket credentials'],
    'Set --local-obs-password in the Custom CSS of the browser source.',
  ),
  record(
    '/remote#credentials',
    'content',
    ['OBS Utils', 'OBS Remote', 'WebSocket credentials'],
    'The password is stored per browser.',
  ),
  record('/overlays', 'lvl1', ['OBS Utils', 'Stream overlay CSS'], 'Restyle overlays with CSS: <div class="overlay">.'),
  record('/overlays#roll', 'lvl2', ['OBS Utils', 'Stream overlay CSS', 'Roll overlay'], null),
  record(
    '/overlays#roll',
    'content',
    ['OBS Utils', 'Stream overlay CSS', 'Roll overlay'],
    'The roll overlay shows each player total.',
  ),
  record(
    '/polls',
    'lvl1',
    ['Ethereal Plane', 'Polls'],
    'Viewers vote; the winning option can run a macro.',
    'docs-b-current',
  ),
  record(
    '/polls#ties',
    'content',
    ['Ethereal Plane', 'Polls', 'Ties'],
    'On a tie the lowest-numbered option wins.',
    'docs-b-current',
  ),
  record('/api', 'lvl1', ['OBS Utils', 'API'], 'Call registerOverlayType() from your module.'),
];
const engine = new LocalSearchEngine(corpus);
const paths = (hits: SearchHit[]) => hits.map((h) => new URL(h.url!).pathname + new URL(h.url!).hash);

test('a page title match ranks above body matches', () => {
  const {hits} = engine.search({query: 'polls'});
  assert.equal(paths(hits)[0], '/polls');
});

test('words are matched by prefix and with typos', () => {
  assert.equal(paths(engine.search({query: 'overl'}).hits)[0]?.startsWith('/overlays'), true);
  assert.equal(paths(engine.search({query: 'ovrelay'}).hits)[0]?.startsWith('/overlays'), true);
  assert.deepEqual(paths(engine.search({query: 'tei'}).hits), [], 'no typo tolerance on three-letter words');
});

test('records with every word come first, then records with only some of them', () => {
  const hits = paths(engine.search({query: 'roll overlay'}).hits);
  assert.equal(hits[0], '/overlays#roll');
  assert.ok(hits.length > 1, 'records with one of the words follow');
  const fallback = engine.search({query: 'roll nonexistentword'});
  assert.ok(fallback.nbHits > 0);
});

test('a page that summarises others (pageRank below 0) ranks after the page that explains the subject', () => {
  const guide = record('/guide#sync', 'lvl2', ['Ethereal Plane', 'Triggers', 'Macro Sync'], null);
  const summary = {
    ...record('/releases#v3-2-0', 'lvl2', ['Ethereal Plane', 'Releases', 'Macro Sync arrives'], null),
    weight: {pageRank: -1, level: 80, position: 0},
  };
  const ranked = paths(new LocalSearchEngine([summary, guide]).search({query: 'macro sync'}).hits);
  assert.deepEqual(ranked, ['/guide#sync', '/releases#v3-2-0']);
});

test('one page fills at most SEARCH_HITS_PER_DOCUMENT of the hits, so other matching pages show', () => {
  const reference = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta'].map((name) =>
    record(`/reference#${name}`, 'lvl2', ['API', 'Reference', `hook ${name}`], null),
  );
  const guide = record('/guide#hooks', 'content', ['API', 'Guide', 'Events'], 'Listen to a hook from your module.');
  const capped = new LocalSearchEngine([...reference, guide]);
  const hits = paths(capped.search({query: 'hook'}).hits);
  assert.equal(hits.filter((p) => p.startsWith('/reference')).length, SEARCH_HITS_PER_DOCUMENT);
  assert.ok(hits.includes('/guide#hooks'), `the guide is among ${hits.join(', ')}`);
  assert.equal(hits.length, SEARCH_HITS_PER_DOCUMENT + 1);
});

test('only the best record per URL is returned', () => {
  const urls = paths(engine.search({query: 'password'}).hits);
  assert.deepEqual(urls, ['/remote#credentials']);
});

test('identifiers are found by their parts and CSS properties by their name', () => {
  assert.equal(paths(engine.search({query: 'overlay type'}).hits).includes('/api'), true);
  assert.deepEqual(paths(engine.search({query: '--local-obs-password'}).hits), ['/remote#credentials']);
});

test("results come in Algolia's response shape with paging", () => {
  const response = engine.search({query: 'obs', hitsPerPage: 2, page: 1, indexName: 'Module Docs'});
  assert.equal(response.page, 1);
  assert.equal(response.hitsPerPage, 2);
  assert.equal(response.nbPages, Math.ceil(response.nbHits / 2));
  assert.ok(response.hits.length <= 2);
  assert.equal(response.index, 'Module Docs');
  assert.equal(engine.search({query: 'obs'}).hitsPerPage, 20, "Algolia's default page size");
});

test('an empty or punctuation-only query finds nothing and does not throw', () => {
  for (const query of ['', '   ', '!!!', '<>']) assert.equal(engine.search({query}).nbHits, 0);
});

test('facet filters restrict hits (AND of ORs)', () => {
  const onlyB = engine.search({query: 'option', facetFilters: [['docusaurus_tag:docs-b-current']]});
  assert.ok(onlyB.nbHits > 0);
  assert.ok(onlyB.hits.every((h) => h.url!.includes('/polls')));
  assert.equal(engine.search({query: 'option', facetFilters: ['docusaurus_tag:docs-a-current']}).nbHits, 0);
});

test('a hit is a copy: changing it leaves the index as it was', () => {
  const [hit] = engine.search({query: 'polls'}).hits;
  hit!.hierarchy!.lvl1 = 'Changed';
  (hit!.weight as {pageRank: number}).pageRank = 99;
  const [again] = engine.search({query: 'polls'}).hits;
  assert.equal(again!.hierarchy!.lvl1, 'Polls');
  assert.equal(again!.weight!.pageRank, 0);
});

test('records added later are indexed slice by slice, each in a task of its own, the first one too', async () => {
  const later = new LocalSearchEngine(corpus.slice(0, 2));
  const added = [
    record('/combat', 'lvl1', ['OBS Utils', 'Combat'], 'Follow the combatant whose turn it is.'),
    record('/combat#tracker', 'lvl2', ['OBS Utils', 'Combat', 'Combat tracker'], null),
    record('/combat#rounds', 'lvl2', ['OBS Utils', 'Combat', 'Combat rounds'], null),
  ];
  const turns: Array<() => void> = [];
  const yieldTask = () => new Promise<void>((resolve) => turns.push(resolve));
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const done = later.addRecords(added, {sliceSize: 2, yieldTask});
  assert.equal(later.search({query: 'combat'}).nbHits, 0, 'nothing is indexed before the first task');
  turns.shift()!();
  await settle();
  assert.equal(later.search({query: 'combat'}).nbHits, 2, 'the first slice is searchable on its own');
  turns.shift()!();
  await done;
  assert.equal(later.search({query: 'combat'}).nbHits, 3);
  assert.equal(later.size, 5);
});

test('only the requested attributes are retrieved', () => {
  const [hit] = engine.search({query: 'polls', attributesToRetrieve: ['url', 'hierarchy.lvl1']}).hits;
  assert.deepEqual(Object.keys(hit!).sort(), ['_highlightResult', '_snippetResult', 'hierarchy', 'objectID', 'url']);
  assert.deepEqual(hit!.hierarchy, {lvl1: 'Polls'});
});

test('highlights and snippets use the requested tags, lengths and ellipsis, over escaped text', () => {
  const [hit] = engine.search({
    query: 'overlay',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    attributesToSnippet: ['content:3', 'hierarchy.lvl1:10'],
    snippetEllipsisText: '…',
  }).hits;
  const highlightResult = hit!._highlightResult as {
    content: {value: string; matchLevel: string};
    hierarchy: Record<string, {value: string}>;
  };
  assert.equal(highlightResult.hierarchy.lvl1!.value, 'Stream <mark>overlay</mark> CSS');
  assert.ok(highlightResult.content.value.includes('&lt;div class=&quot;<mark>overlay</mark>&quot;&gt;'));
  assert.equal(highlightResult.content.matchLevel, 'full');
  const snippetResult = hit!._snippetResult as {content: {value: string}};
  assert.equal(snippetResult.content.value.split(' ').filter((w) => w !== '…').length, 3);
  assert.ok(snippetResult.content.value.includes('<mark>overlays</mark>'));
});

test('without request settings, the DocSearch index defaults apply', () => {
  const [hit] = engine.search({query: 'tie'}).hits;
  const snippetResult = hit!._snippetResult as {content: {value: string}};
  assert.ok(snippetResult.content.value.includes('<span class="algolia-docsearch-suggestion--highlight">tie</span>'));
});

test('a request without an ellipsis (the /search page adds its own) gets one only where the start was cut', () => {
  const long = record(
    '/long',
    'content',
    ['Set', 'Long'],
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen',
  );
  const local = new LocalSearchEngine([long]);
  const withEllipsis = local.search({
    query: 'eight',
    attributesToSnippet: ['content:4'],
    snippetEllipsisText: '…',
    highlightPreTag: '<m>',
    highlightPostTag: '</m>',
  });
  assert.equal(
    (withEllipsis.hits[0]!._snippetResult as {content: {value: string}}).content.value,
    '… seven <m>eight</m> nine ten …',
  );
  const pageStyle = local.search({
    query: 'eight',
    attributesToSnippet: ['content:4'],
    highlightPreTag: '<m>',
    highlightPostTag: '</m>',
  });
  assert.equal(
    (pageStyle.hits[0]!._snippetResult as {content: {value: string}}).content.value,
    '… seven <m>eight</m> nine ten',
  );
});
