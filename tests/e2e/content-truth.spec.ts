/**
 * What the module pages say, read from the built HTML: for every file in
 * tests/data/truth/ (one per page and release: `<set>/<version>/<page>.json`,
 * and `docs/` for the welcome page), the page's article must contain each
 * `says` text and none of the `neverSays` texts (statements the source of
 * that page's release contradicts). No browser is needed; the files of
 * `build/` are parsed directly.
 */
import fs from 'node:fs';
import path from 'node:path';

import {test, expect} from '@playwright/test';

import {readBuiltHtml} from '../lib/builtSite';
import {articleTextOf, missingStatements, falseStatements, type TruthList} from '../lib/truth';
import {CONTENT_ROUTES} from '../data/routes';

const TRUTH_DIR = path.join(__dirname, '../data/truth');

const lists: TruthList[] = fs
  .readdirSync(TRUTH_DIR, {recursive: true, encoding: 'utf8'})
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => JSON.parse(fs.readFileSync(path.join(TRUTH_DIR, name), 'utf8')) as TruthList);

test('every guide page of every release has exactly one truth list', () => {
  const routes = lists.map((list) => list.route).sort();
  expect(routes).toEqual(CONTENT_ROUTES.map((route) => route.path).sort());
});

test('the truth check finds a missing statement and a false one', () => {
  const html =
    '<html><body><nav>Enable Module</nav><article><p>Every change is   saved\nat once.</p></article></body></html>';
  const text = articleTextOf(html);
  expect(text).toBe('Every change is saved at once.');
  const list: TruthList = {
    route: '/x',
    says: [{text: 'Enable Module', source: 'only in the navigation, not the article'}],
    neverSays: [
      {text: 'every change is saved', source: 'case-insensitive'},
      {text: 'at once. ', source: 'a trailing space is part of the statement'},
    ],
  };
  expect(missingStatements(list, text)).toEqual(['Enable Module']);
  expect(falseStatements(list, text)).toEqual(['every change is saved']);
});

for (const list of lists) {
  test(`${list.route} says what the module source makes true`, () => {
    const text = articleTextOf(readBuiltHtml(list.route));
    expect(missingStatements(list, text), `statements missing from ${list.route}`).toEqual([]);
  });

  test(`${list.route} says nothing the module source contradicts`, () => {
    const text = articleTextOf(readBuiltHtml(list.route));
    expect(falseStatements(list, text), `false statements on ${list.route}`).toEqual([]);
  });
}
