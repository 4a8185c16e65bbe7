/**
 * How a search hit answers the mouse and the keyboard, beyond what DocSearch
 * and the browser do themselves.
 *
 * The mouse (Hit.tsx): a plain click opens the hit's page in this tab
 * without reloading the site; any other click is the browser's (new tab,
 * new window, download, menu).
 *
 * The keyboard's way to the "save" and "remove" controls of a recent or
 * favourite search. Those controls sit inside the search's option, where
 * they cannot take focus (src/patches/docsearchHitMarkup.cjs marks each with
 * `data-action`). While such an option is the active one in the search
 * input:
 * - Delete removes it from recent searches or from favourites;
 * - Ctrl+D (⌘+D on Apple devices) saves a recent search as a favourite.
 * Other keys, and options without the control, are left to the browser.
 * The lists' titles say so on screen, and the controls' tooltips name their
 * keys, so both keyboard and mouse readers learn them.
 */
/** Whether a click is a plain one, which this tab follows itself; pure, for tests. */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

export type HitAction = 'save' | 'remove';

type Keys = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** Which control a key press works, if any; pure, for tests. */
export function hitActionForKey(event: Keys): HitAction | undefined {
  if (event.altKey || event.shiftKey) return undefined;
  const command = event.ctrlKey || event.metaKey;
  if (event.key === 'Delete' && !command) return 'remove';
  if (event.key.toLowerCase() === 'd' && command) return 'save';
  return undefined;
}

/** A keydown listener for the open modal: works the active option's control for the key. */
export function runHitActionKey(event: KeyboardEvent): void {
  const action = hitActionForKey(event);
  const input = event.target;
  if (!action || !(input instanceof HTMLInputElement)) return;
  const activeId = input.getAttribute('aria-activedescendant');
  const option = activeId ? document.getElementById(activeId) : null;
  const control = option?.querySelector<HTMLElement>(`[data-action="${action}"]`);
  if (!control) return;
  event.preventDefault();
  control.click();
}

interface StartScreenTexts {
  recentSearchesTitle?: string;
  favoriteSearchesTitle?: string;
  saveRecentSearchButtonTitle?: string;
  removeRecentSearchButtonTitle?: string;
  removeFavoriteSearchButtonTitle?: string;
}

/** The start screen's texts with the keys named: in the lists' titles (on screen) and in the controls' tooltips. */
export function withKeyHints<T extends StartScreenTexts>(texts: T, apple: boolean): T {
  const save = apple ? '⌘D' : 'Ctrl+D';
  const hint = (title: string | undefined, keys: string) => (title === undefined ? title : `${title} (${keys})`);
  return {
    ...texts,
    recentSearchesTitle: `${texts.recentSearchesTitle ?? 'Recent'} · Delete removes the selected search, ${save} saves it`,
    favoriteSearchesTitle: `${texts.favoriteSearchesTitle ?? 'Favorite'} · Delete removes the selected search`,
    saveRecentSearchButtonTitle: hint(texts.saveRecentSearchButtonTitle, save),
    removeRecentSearchButtonTitle: hint(texts.removeRecentSearchButtonTitle, 'Delete'),
    removeFavoriteSearchButtonTitle: hint(texts.removeFavoriteSearchButtonTitle, 'Delete'),
  };
}
