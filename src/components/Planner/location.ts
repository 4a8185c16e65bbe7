/**
 * The planner's answers in the address bar, written with the browser's
 * History API rather than the router's. Through the router, Docusaurus
 * treats every new entry as a navigation: it moves the keyboard focus to
 * the top of the page (its skip-to-content reset) and holds the page back
 * while it preloads the "next" route, so a choice would throw a keyboard
 * reader back to the top and fast typing would lose keys. Back and Forward
 * still go through the router (as POP, which resets nothing), and the
 * planner hears them through `popstate`.
 *
 * Entries keep the router's shape (`{key, state}`), so it reads them as
 * its own when the reader goes back to them.
 */
const CHANGE_EVENT = 'vm-planner-location';

/** What a history entry of /plan may carry besides the answers: a notice about answers that could not be read. */
interface EntryState {
  plannerNotice?: string;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 8);
}

export function subscribeToLocation(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function currentSearch(): string {
  return window.location.search;
}

/** The notice the current entry carries. */
export function currentNotice(): string | null {
  const entry = window.history.state as {state?: EntryState} | null;
  return entry?.state?.plannerNotice ?? null;
}

/** Writes `query` into the address bar as a new entry (`push`) or in place of the current one (`replace`). */
export function writeQuery(query: string, mode: 'push' | 'replace', notice: string | null = null): void {
  const {pathname, hash} = window.location;
  const current = window.history.state as {key?: string} | null;
  const entry = {
    key: mode === 'replace' ? (current?.key ?? newKey()) : newKey(),
    state: notice ? ({plannerNotice: notice} satisfies EntryState) : undefined,
  };
  const url = `${pathname}?${query}${hash}`;
  if (mode === 'push') window.history.pushState(entry, '', url);
  else window.history.replaceState(entry, '', url);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
