/**
 * The DocSearch modal's code and styles, loaded apart from the page: after
 * the page is idle (so the first Ctrl+K finds them ready), or at the latest
 * when the reader opens search. A failed load is forgotten, so the next
 * attempt fetches again; nothing waits on it with the page. Also how the
 * page treats the search errors the modal has already shown.
 */
import type {DocSearchModal as DocSearchModalComponent} from '@docsearch/react/modal';

export type DocSearchModalType = typeof DocSearchModalComponent;

let loaded: DocSearchModalType | undefined;
let pending: Promise<DocSearchModalType> | undefined;

/** The modal component, if its code has arrived. */
export function loadedDocSearchModal(): DocSearchModalType | undefined {
  return loaded;
}

/** Loads the modal's code and styles; rejects if either cannot be fetched (try again later). */
export function loadDocSearchModal(): Promise<DocSearchModalType> {
  pending ??= Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/css/dist/modal.css'),
    import('./modal.css'),
  ]).then(
    ([module]) => (loaded = module.DocSearchModal),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Fetches the modal now, if it has not arrived yet (a reader heading for the button); a failure waits for the next try. */
export const preloadModal = () => void loadDocSearchModal().catch(() => undefined);

/** How long to wait for an idle moment before loading anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** Loads the modal once the browser is idle after the page has loaded. */
export function loadDocSearchModalWhenIdle(): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(preloadModal, {timeout: IDLE_TIMEOUT_MS});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(preloadModal, IDLE_TIMEOUT_MS);
  return () => clearTimeout(handle);
}

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
