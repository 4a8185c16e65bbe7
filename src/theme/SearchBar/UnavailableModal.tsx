/**
 * Stands in for the DocSearch modal while its code cannot be fetched (the
 * network went away before the page loaded it). It looks and reads like
 * DocSearch's own error screen, so Ctrl+K, ⌘+K and "/" never do nothing.
 * Once the reader pauses typing, it asks the parent to fetch the modal
 * again; once it arrives, the parent opens it with the query typed here
 * (waiting for the pause keeps keystrokes from falling between the two).
 */
import React, {type ReactNode, useEffect, useRef, useState} from 'react';
import translations from '@theme/SearchTranslations';
import {SEARCH_MODAL_MAX_QUERY_LENGTH} from '@site/src/constants';
import styles from './UnavailableModal.module.css';

/** Quiet time after a keystroke before the modal is fetched again. */
const RETRY_AFTER_TYPING_MS = 250;

interface Props {
  initialQuery: string;
  onClose: () => void;
  onRetry: (query: string) => void;
}

export default function UnavailableModal({initialQuery, onClose, onRetry}: Props): ReactNode {
  const [query, setQuery] = useState(initialQuery);
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const {searchBox, errorScreen} = translations.modal as {
    searchBox?: {placeholderText?: string; cancelButtonText?: string};
    errorScreen?: {titleText?: string; helpText?: string};
  };

  useEffect(() => {
    input.current?.focus();
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => onRetry(query), RETRY_AFTER_TYPING_MS);
    return () => clearTimeout(timer);
  }, [query, onRetry]);

  /** Keeps Tab inside the dialog, as the real modal does. */
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = Array.from(dialog.current.querySelectorAll<HTMLElement>('input, button'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className={styles.modal}
        role="dialog"
        aria-modal="true"
        aria-labelledby="search-unavailable-title"
        onKeyDown={onKeyDown}>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            ref={input}
            className={styles.input}
            type="search"
            aria-label={searchBox?.placeholderText ?? 'Search docs'}
            placeholder={searchBox?.placeholderText ?? 'Search docs'}
            maxLength={SEARCH_MODAL_MAX_QUERY_LENGTH}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="button" className={styles.cancel} onClick={onClose}>
            {searchBox?.cancelButtonText ?? 'Cancel'}
          </button>
        </form>
        <div className={styles.message} role="alert">
          <p id="search-unavailable-title" className={styles.title}>
            {errorScreen?.titleText ?? 'Unable to fetch results'}
          </p>
          <p>{errorScreen?.helpText ?? 'You might want to check your network connection.'}</p>
        </div>
      </div>
    </div>
  );
}
