/**
 * The navbar's search button, drawn by the site rather than imported from
 * DocSearch: DocSearch 3 ships its button in the same file as its modal, so
 * importing its button would put the whole modal in every page's bundle.
 * Same markup and classes as DocSearch's button (its button.css styles it):
 * a magnifier, "Search", and the shortcut, Ctrl K, or ⌘ K on Apple devices
 * (known only in the browser, so the keys appear once the page runs, as
 * DocSearch's do). Once they show, the button's name says them too, in the
 * order they are seen ("Search Ctrl K"), so that a reader who speaks the
 * words on the button names it (WCAG 2.5.3, axe: label-content-name-mismatch),
 * and `aria-keyshortcuts` gives the shortcut to assistive technology.
 */
import React, {type ReactNode, forwardRef, useSyncExternalStore} from 'react';

interface Props {
  text: string;
  ariaLabel: string;
  onIntent: () => void;
  onClick: () => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLButtonElement>) => void;
}

export const isAppleDevice = (platform: string): boolean => /Mac|iPhone|iPad|iPod/.test(platform);

/** The platform never changes while the page is open: nothing to subscribe to. */
const unchanging = () => () => undefined;
const commandKeyOfThisDevice = () => (isAppleDevice(navigator.platform) ? '⌘' : 'Ctrl');
/** On the server (and while hydrating) the device is unknown: no key is shown yet. */
const noCommandKey = () => null;

function MagnifierIcon(): ReactNode {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <line x1="13" y1="13" x2="18" y2="18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(
  {text, ariaLabel, onIntent, onClick, onKeyDown},
  ref,
) {
  const commandKey = useSyncExternalStore(unchanging, commandKeyOfThisDevice, noCommandKey);
  return (
    <button
      ref={ref}
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={commandKey === null ? ariaLabel : `${ariaLabel} ${commandKey} K`}
      aria-keyshortcuts={commandKey === null ? undefined : `${commandKey === 'Ctrl' ? 'Control' : 'Meta'}+K`}
      onMouseOver={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      onClick={onClick}
      onKeyDown={onKeyDown}>
      <span className="DocSearch-Button-Container">
        <MagnifierIcon />
        <span className="DocSearch-Button-Placeholder">{text}</span>
      </span>{' '}
      {/* The spaces separate the words of the button's text (flex layout draws none of them). */}
      <span className="DocSearch-Button-Keys">
        {commandKey !== null && (
          <>
            <kbd className="DocSearch-Button-Key">{commandKey}</kbd> <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});
