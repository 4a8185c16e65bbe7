/** The search bar's behaviours that need no browser (src/theme/SearchBar/). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {typedCharacter} from '../../src/theme/SearchBar/typedCharacter';
import {searchParametersFor} from '../../src/theme/SearchBar/searchParameters';
import {markAsDialog} from '../../src/theme/SearchBar/markAsDialog';
import {hitActionForKey, hitClickAction, withKeyHints} from '../../src/theme/SearchBar/hitInput';
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

test('DocSearch\'s focusable backdrop "button" is marked up as a modal dialog, whose header and footer are no landmarks', () => {
  const attributes = new Map<string, string>([
    ['role', 'button'],
    ['tabindex', '-1'],
    ['aria-expanded', 'true'],
    ['aria-haspopup', 'dialog'],
    ['aria-labelledby', 'docsearch-label'],
  ]);
  const parts = ['header', 'footer'].map((tag) => ({tag, role: undefined as string | undefined}));
  const element = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
    querySelectorAll: (selector: string) => {
      assert.equal(selector, 'header, footer');
      return parts.map((part) => ({setAttribute: (name: string, value: string) => (part.role = value)}));
    },
  } as unknown as Element;
  markAsDialog(element);
  assert.deepEqual(Object.fromEntries(attributes), {
    role: 'dialog',
    'aria-modal': 'true',
    'aria-labelledby': 'docsearch-label',
  });
  assert.deepEqual(
    parts.map((part) => part.role),
    ['none', 'none'],
  );
  markAsDialog(null);
});

const click = (
  button: number,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  button,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

test('a click follows a hit here; Ctrl, ⌘, Shift or the middle button open it in a new tab; Alt and the right button do nothing', () => {
  assert.equal(hitClickAction(click(0)), 'follow');
  for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey'] as const) {
    assert.equal(hitClickAction(click(0, {[modifier]: true})), 'new-tab', modifier);
  }
  assert.equal(hitClickAction(click(1)), 'new-tab');
  assert.equal(hitClickAction(click(0, {altKey: true})), 'none');
  assert.equal(hitClickAction(click(2)), 'none');
});

test('Delete removes and Ctrl+D or ⌘+D saves the picked recent or favorite search; other keys are left alone', () => {
  const press = (
    k: string,
    modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
  ) => ({
    ...key(k, modifiers),
    shiftKey: false,
    ...modifiers,
  });
  assert.equal(hitActionForKey(press('Delete')), 'remove');
  assert.equal(hitActionForKey(press('d', {ctrlKey: true})), 'save');
  assert.equal(hitActionForKey(press('d', {metaKey: true})), 'save');
  for (const other of [
    press('Backspace'),
    press('d'),
    press('Delete', {ctrlKey: true}),
    press('Delete', {shiftKey: true}),
    press('d', {ctrlKey: true, altKey: true}),
    press('Enter'),
  ]) {
    assert.equal(hitActionForKey(other), undefined, JSON.stringify(other));
  }
});

test("the save and remove tooltips name their keys, for the reader's platform", () => {
  const titles = {
    saveRecentSearchButtonTitle: 'Save this search',
    removeRecentSearchButtonTitle: 'Remove this search from history',
    removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
    recentSearchesTitle: 'Recent',
  };
  assert.deepEqual(withKeyHints(titles, false), {
    saveRecentSearchButtonTitle: 'Save this search (Ctrl+D)',
    removeRecentSearchButtonTitle: 'Remove this search from history (Delete)',
    removeFavoriteSearchButtonTitle: 'Remove this search from favorites (Delete)',
    recentSearchesTitle: 'Recent',
  });
  assert.equal(withKeyHints(titles, true).saveRecentSearchButtonTitle, 'Save this search (⌘D)');
  assert.deepEqual(withKeyHints({}, false), {
    saveRecentSearchButtonTitle: undefined,
    removeRecentSearchButtonTitle: undefined,
    removeFavoriteSearchButtonTitle: undefined,
  });
});
