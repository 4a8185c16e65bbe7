/**
 * Browser side: whether the local search index could be loaded, for the
 * parts of the UI that must tell the reader (the /search page). Tiny on
 * purpose: it is imported before any search code is.
 */
export type IndexStatus = 'unknown' | 'ready' | 'failed';
type Listener = (status: IndexStatus) => void;

const listeners = new Set<Listener>();
let current: IndexStatus = 'unknown';

export function reportIndexStatus(status: IndexStatus): void {
  current = status;
  listeners.forEach((listener) => listener(status));
}

export function subscribeIndexStatus(listener: Listener): () => void {
  listeners.add(listener);
  listener(current);
  return () => listeners.delete(listener);
}
