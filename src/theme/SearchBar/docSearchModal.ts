/**
 * The search modal's code and styles, loaded apart from the page, once the
 * reader shows an intent to search (the search button hovered, focused or
 * touched, Ctrl / ⌘ pressed, a shortcut) or at the latest when search
 * opens: DocSearch's modal with the site's own modal-only code (Modal.tsx
 * and what it imports), in one chunk (`docsearch-modal`, src/search/indexer/
 * plugin.ts). A failed load is forgotten, so the next attempt fetches again;
 * nothing waits on it with the page. Also how the page treats the search
 * errors the modal has already shown.
 */
import type ModalComponent from './Modal';

export type SearchModalType = typeof ModalComponent;

let pending: Promise<SearchModalType> | undefined;

/** Loads the modal's code and styles; rejects if either cannot be fetched (try again later). */
export function loadDocSearchModal(): Promise<SearchModalType> {
  pending ??= Promise.all([import('./Modal'), import('@docsearch/css/dist/modal.css'), import('./modal.css')]).then(
    ([module]) => module.default,
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Fetches the modal now, if it has not arrived yet; a failure waits for the next try. */
export const preloadModal = () => void loadDocSearchModal().catch(() => undefined);

/**
 * Keeps the errors DocSearch has already shown as "Unable to fetch results"
 * (name `RetryError`, thrown again after the screen is set) from surfacing
 * as uncaught errors of the page.
 */
export function ignoreShownSearchErrors(): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if ((event.reason as {name?: unknown} | null)?.name === 'RetryError') event.preventDefault();
  };
  window.addEventListener('unhandledrejection', onRejection);
  return () => window.removeEventListener('unhandledrejection', onRejection);
}

/** Resolves in a task after the next frame is painted (so what was just shown reaches the screen first). */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
