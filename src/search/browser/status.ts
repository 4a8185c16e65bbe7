/**
 * Browser side: what the parts of the UI outside the search code must know
 * about the local index: whether it could be loaded (the /search page tells
 * the reader), and when every record is indexed (the modal then asks again
 * for a query it answered from the first part only). Tiny on purpose: it is
 * imported before any search code is.
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

const completeListeners = new Set<() => void>();

/** Every record of the index is now searchable. */
export function reportIndexComplete(): void {
  completeListeners.forEach((listener) => listener());
}

export function subscribeIndexComplete(listener: () => void): () => void {
  completeListeners.add(listener);
  return () => completeListeners.delete(listener);
}
