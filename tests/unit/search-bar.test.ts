/** The search bar's behaviours that need no browser (src/theme/SearchBar/). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {typedCharacter} from '../../src/theme/SearchBar/typedCharacter';
import {searchParametersFor} from '../../src/theme/SearchBar/searchParameters';
import {markAsDialog} from '../../src/theme/SearchBar/markAsDialog';
import {hitActionForKey, isPlainClick, withKeyHints} from '../../src/theme/SearchBar/hitInput';
import {isAppleDevice} from '../../src/theme/SearchBar/SearchButton';
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

test('a plain click on a hit is followed in this tab; any other click is left to the browser (new tab, window, download, menu)', () => {
  assert.equal(isPlainClick(click(0)), true);
  for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
    assert.equal(isPlainClick(click(0, {[modifier]: true})), false, modifier);
  }
  assert.equal(isPlainClick(click(1)), false);
  assert.equal(isPlainClick(click(2)), false);
});

test('the search button shows ⌘ on Apple devices and Ctrl elsewhere', () => {
  for (const platform of ['MacIntel', 'iPhone', 'iPad']) assert.equal(isAppleDevice(platform), true, platform);
  for (const platform of ['Win32', 'Linux x86_64', '']) assert.equal(isAppleDevice(platform), false, platform);
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

test("the recent and favorite lists name their keys on screen, and the controls' tooltips too, for the reader's platform", () => {
  const titles = {
    saveRecentSearchButtonTitle: 'Save this search',
    removeRecentSearchButtonTitle: 'Remove this search from history',
    removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
    recentSearchesTitle: 'Recent',
    favoriteSearchesTitle: 'Favorite',
  };
  assert.deepEqual(withKeyHints(titles, false), {
    saveRecentSearchButtonTitle: 'Save this search (Ctrl+D)',
    removeRecentSearchButtonTitle: 'Remove this search from history (Delete)',
    removeFavoriteSearchButtonTitle: 'Remove this search from favorites (Delete)',
    recentSearchesTitle: 'Recent · Delete removes the selected search, Ctrl+D saves it',
    favoriteSearchesTitle: 'Favorite · Delete removes the selected search',
  });
  const apple = withKeyHints(titles, true);
  assert.equal(apple.saveRecentSearchButtonTitle, 'Save this search (⌘D)');
  assert.equal(apple.recentSearchesTitle, 'Recent · Delete removes the selected search, ⌘D saves it');
});
