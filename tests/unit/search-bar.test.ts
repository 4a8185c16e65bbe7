/** The search bar's behaviours that need no browser (src/theme/SearchBar/). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {typedCharacter} from '../../src/theme/SearchBar/typedCharacter';
import {searchParametersFor} from '../../src/theme/SearchBar/searchParameters';
import {markAsDialog} from '../../src/theme/SearchBar/markAsDialog';
import {SEARCH_HITS_PER_PAGE, SEARCH_SNIPPET_WORDS, SEARCH_SNIPPET_WORDS_SMALL_SCREEN} from '../../src/constants';

const key = (k: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

test('a letter or digit typed on the search button opens search with it; other keys do not', () => {
  assert.equal(typedCharacter(key('p')), 'p');
  assert.equal(typedCharacter(key('Ä')), 'Ä');
  assert.equal(typedCharacter(key('7')), '7');
  for (const other of [
    key('Enter'),
    key(' '),
    key('/'),
    key('Tab'),
    key('k', {ctrlKey: true}),
    key('k', {metaKey: true}),
  ]) {
    assert.equal(typedCharacter(other), null, JSON.stringify(other));
  }
});

test('the modal asks for 20 hits with 10-word snippets, 5 words on small screens', () => {
  const wide = searchParametersFor(false);
  assert.equal(wide.hitsPerPage, SEARCH_HITS_PER_PAGE);
  assert.ok(wide.attributesToSnippet.includes(`content:${SEARCH_SNIPPET_WORDS}`));
  assert.ok(searchParametersFor(true).attributesToSnippet.includes(`content:${SEARCH_SNIPPET_WORDS_SMALL_SCREEN}`));
  assert.deepEqual(wide.facetFilters, []);
});

test('DocSearch\'s focusable backdrop "button" is marked up as a modal dialog', () => {
  const attributes = new Map<string, string>([
    ['role', 'button'],
    ['tabindex', '-1'],
    ['aria-expanded', 'true'],
    ['aria-haspopup', 'dialog'],
    ['aria-labelledby', 'docsearch-label'],
  ]);
  const element = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
  } as unknown as Element;
  markAsDialog(element);
  assert.deepEqual(Object.fromEntries(attributes), {
    role: 'dialog',
    'aria-modal': 'true',
    'aria-labelledby': 'docsearch-label',
  });
  markAsDialog(null);
});
