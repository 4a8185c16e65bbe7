/**
 * The index as the browser loads it: two compact parts (titles and
 * headings first, paragraphs after) that give the records back exactly, and
 * the early search script every page carries inline.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {extractRecords} from '../../src/search/indexer/records';
import {compactRecords, expandRecords, isHeadRecord} from '../../src/search/compactIndex';
import {earlySearchScript} from '../../src/search/early/inlineScript';

const ROOT = path.resolve(__dirname, '../..');

async function pageRecords(file: string, url: string, idPrefix: string) {
  return extractRecords({
    source: fs.readFileSync(path.join(ROOT, file), 'utf8'),
    sourceFile: path.join(ROOT, file),
    url,
    title: 'Fixture title',
    description: 'Fixture description.',
    lvl0: 'OBS Utils',
    docusaurusTag: 'docs-obs-utils-current',
    version: 'current',
    language: 'en',
    idPrefix,
  });
}

test('the compact parts give back exactly the records of two real pages, and split them into headings and paragraphs', async () => {
  const records = [
    ...(await pageRecords(
      'obs-utils/obs-remote.md',
      'https://docs.example.org/obs-utils/obs-remote',
      'obs-utils:obs-remote',
    )),
    ...(await pageRecords(
      'obs-utils/manual-mode.md',
      'https://docs.example.org/obs-utils/manual-mode',
      'obs-utils:manual-mode',
    )),
  ];
  const head = records.filter(isHeadRecord);
  const body = records.filter((record) => !isHeadRecord(record));
  assert.ok(head.length > 10 && body.length > head.length);
  assert.ok(head.every((record) => record.type !== 'content'));
  for (const part of [head, body]) {
    const compact = compactRecords(part);
    assert.equal(compact.pages.length, 2);
    assert.deepEqual(expandRecords(JSON.parse(JSON.stringify(compact))), part);
  }
});

test('a record id that is not "<page>#<n>" is refused by name', () => {
  assert.throws(
    () => compactRecords([{objectID: 'no-position', url_without_anchor: 'x', hierarchy: {}} as never]),
    /"no-position" is not "<page>#<n>"/,
  );
});

const TEXTS = {
  placeholder: 'Search docs',
  cancel: 'Cancel',
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
  maxLength: 64,
};

test('the early search script is plain, self-contained JavaScript that installs itself once on window', () => {
  const script = earlySearchScript(TEXTS);
  assert.ok(!/\bimport\b|\bexport\b|\/\*|^\s+/m.test(script), 'no modules, comments or indentation left');
  assert.ok(script.length < 4000, `${script.length} characters in every page's head`);
  const listeners: string[] = [];
  const window = {addEventListener: (type: string) => listeners.push(type), document: {}} as Record<string, unknown>;
  vm.runInNewContext(script, {window});
  const api = window.__vmSearch as {isOpen(): boolean; intended: boolean; host: unknown};
  assert.equal(api.isOpen(), false);
  assert.equal(api.intended, false);
  assert.deepEqual(listeners, ['keydown']);
  vm.runInNewContext(script, {window});
  assert.deepEqual(listeners, ['keydown'], 'a second copy of the script adds no second listener');
});
