/**
 * How a search hit answers the mouse and the keyboard, beyond what DocSearch
 * does itself (arrows, Enter, Ctrl/⌘+Enter).
 *
 * The mouse (Hit.tsx): a click follows the hit; Ctrl, ⌘ or Shift with a
 * click, or the middle button, opens it in a new tab.
 *
 * The keyboard's way to the "save" and "remove" controls of a recent or
 * favourite search. Those controls sit inside the search's listbox option,
 * where they cannot take focus (src/patches/docsearchHitActions.cjs marks
 * each with `data-action`). While such an option is the active one in the
 * search input:
 * - Delete removes it from recent searches or from favourites;
 * - Ctrl+D (⌘+D on Apple devices) saves a recent search as a favourite.
 * Other keys, and options without the control, are left to the browser.
 */
export type HitClickAction = 'follow' | 'new-tab' | 'none';

/** What a mouse click on a hit does; pure, for tests. Alt+click does nothing (a link's Alt+click downloads it). */
export function hitClickAction(
  event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): HitClickAction {
  if (event.altKey) return 'none';
  if (event.button === 1) return 'new-tab';
  if (event.button !== 0) return 'none';
  return event.ctrlKey || event.metaKey || event.shiftKey ? 'new-tab' : 'follow';
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

interface ControlTitles {
  saveRecentSearchButtonTitle?: string;
  removeRecentSearchButtonTitle?: string;
  removeFavoriteSearchButtonTitle?: string;
}

/** The controls' tooltips, with their keys, so a mouse reader learns them too. */
export function withKeyHints<T extends ControlTitles>(titles: T, apple: boolean): T {
  const hint = (title: string | undefined, keys: string) => (title === undefined ? title : `${title} (${keys})`);
  return {
    ...titles,
    saveRecentSearchButtonTitle: hint(titles.saveRecentSearchButtonTitle, apple ? '⌘D' : 'Ctrl+D'),
    removeRecentSearchButtonTitle: hint(titles.removeRecentSearchButtonTitle, 'Delete'),
    removeFavoriteSearchButtonTitle: hint(titles.removeFavoriteSearchButtonTitle, 'Delete'),
  };
}
