import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {answersEvery, expandQuery} from '../../src/search/vocabulary';
import {parseVocabulary, vocabularyJsonSchema} from '../../src/search/vocabularySchema';
import {queryTerms as searchTerms} from '../../src/search/browser/text';
import {LocalSearchEngine} from '../../src/search/browser/engine';
import {matches, queryTerms as filterTerms} from '../../src/troubleshooter/component/filter';
import type {RecordType, SearchRecord} from '../../src/search/types';

const VOCABULARY = path.join(__dirname, '../../src/search/vocabulary.json');
const SCHEMA = path.join(__dirname, '../../src/search/vocabulary.schema.json');
const read = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

test('the vocabulary file passes its schema, and names the committed JSON Schema', () => {
  const vocabulary = parseVocabulary(read(VOCABULARY), 'vocabulary.json');
  assert.equal(vocabulary.$schema, './vocabulary.schema.json');
  assert.ok(vocabulary.entries.length >= 10);
});

test('the committed JSON Schema is the one generated from the zod schema (npx tsx scripts/vocabulary-schema.ts)', () => {
  assert.deepEqual(read(SCHEMA), vocabularyJsonSchema());
});

test('a wrong field is an error naming the file and the path of every problem', () => {
  const bad = {
    schemaVersion: 1,
    entries: [
      {reader: ['Zoom'], site: ['scale'], why: 'x'},
      {reader: ['zoom'], site: [], why: 'y'},
      {reader: ['zoom'], site: ['scale'], why: 'z', weight: 2},
    ],
  };
  assert.throws(
    () => parseVocabulary(bad, 'src/search/vocabulary.json'),
    (error: Error) => {
      assert.match(error.message, /src\/search\/vocabulary\.json: entries\.0\.reader\.0: lower-case/);
      assert.match(error.message, /entries\.1\.site: /);
      assert.match(error.message, /entries\.2: Unrecognized key: "weight"/);
      assert.match(error.message, /entries\.2\.reader: "zoom" is already a reader word of entries\[1\]/);
      return true;
    },
  );
  assert.throws(() => parseVocabulary({schemaVersion: 2, entries: []}, 'v.json'), /v\.json: schemaVersion/);
});

test("a reader's word brings the pages' words as alternatives; other words stay alone", () => {
  assert.deepEqual(expandQuery(searchTerms('zoom during combat'), searchTerms), [
    [['zoom'], ['scale']],
    [['during']],
    [['combat']],
  ]);
});

test('the longest phrase the vocabulary knows makes one group', () => {
  const groups = expandQuery(searchTerms('stream view shows black screen'), searchTerms);
  assert.deepEqual(groups[0], [['stream', 'view'], ['game'], ['obs', 'client']]);
  assert.deepEqual(groups[1], [['shows']]);
  assert.deepEqual(groups[2], [['black', 'screen'], ['shows', 'nothing'], ['transparent']]);
  // Each group is held by any one of its alternatives.
  const has = (words: string[]) => (word: string) => words.includes(word);
  assert.equal(answersEvery(groups, has(['game', 'shows', 'transparent'])), true);
  assert.equal(answersEvery(groups, has(['stream', 'shows', 'transparent'])), false);
});

test("the troubleshooter's filter finds the pages' words for a reader's word", () => {
  const text = 'Director Change the zoom: Minimum Scale and Maximum Scale';
  assert.equal(matches('Camera: Maximum Scale caps the camera', filterTerms('zoom')), true);
  assert.equal(matches(text, filterTerms('ZOOM camera')), false);
  assert.equal(matches('The browser source shows nothing', filterTerms('blank browser source')), true);
  assert.equal(matches('Pop-up close delay', filterTerms('popup')), true);
  assert.equal(matches('Pop-up close delay', filterTerms('popup window')), false);
});

let position = 0;
function record(url: string, type: RecordType, levels: string[], content: string | null): SearchRecord {
  const [lvl0 = 'OBS Utils', lvl1 = null, lvl2 = null, lvl3 = null] = levels;
  position += 1;
  return {
    objectID: `r${position}`,
    url: `https://docs.example.org${url}`,
    url_without_anchor: `https://docs.example.org${url.split('#')[0]}`,
    anchor: url.split('#')[1] ?? null,
    type,
    hierarchy: {lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null},
    content,
    language: 'en',
    docusaurus_tag: 'docs-a-current',
    version: 'current',
    weight: {pageRank: 0, level: 0, position},
  };
}

const paths = (engine: LocalSearchEngine, query: string) =>
  engine.search({query}).hits.map((h) => new URL(h.url!).pathname + new URL(h.url!).hash);

test("search finds a section by the pages' word for the reader's word, before a record with only one of the words", () => {
  const engine = new LocalSearchEngine([
    record('/director#scale', 'lvl2', ['OBS Utils', 'Director', 'Change the scale of the camera'], null),
    record('/overlays#colour', 'lvl2', ['OBS Utils', 'Overlays', 'Colours of the camera overlay'], null),
    record('/canvas#zoom', 'content', ['OBS Utils', 'Canvas', 'Canvas'], 'Readers zoom the camera here.'),
  ]);
  const found = paths(engine, 'zoom camera');
  assert.ok(found.includes('/director#scale'), found.join(' '));
  assert.ok(!found.slice(0, 2).includes('/overlays#colour'), 'a record with only "camera" comes after both');
});

test('a section that answers ranks above a known-issue entry with the same words', () => {
  const engine = new LocalSearchEngine([
    record(
      '/director#clone',
      'lvl3',
      ['OBS Utils', 'Director', 'Known issues in 4.5.0', 'Camera modes stay still'],
      null,
    ),
    record(
      '/director#modes',
      'lvl3',
      ['OBS Utils', 'Director', 'The Director window', 'What the camera modes do'],
      null,
    ),
  ]);
  assert.deepEqual(paths(engine, 'camera modes'), ['/director#modes', '/director#clone']);
});
