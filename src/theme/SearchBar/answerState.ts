/**
 * How the modal's latest search was answered, written on the box the modal
 * is drawn in, so its styles can be honest (modal.css):
 * - `data-search-answer="pending"` while the latest query waits for its
 *   answer: DocSearch would already show "No results for …" there (it
 *   mounts its no-results screen before any answer), so that screen is
 *   hidden and a loading note shows instead;
 * - `"hits"` or `"empty"` once answered: "No results for …" shows only after
 *   an answer with nothing in it;
 * - `data-search-partial` when the answer came from the first part of the
 *   local index only (src/search/browser/requester.ts); once the whole index
 *   is in, the search bar asks the same query again (`askAgain`);
 * - `data-search-query`: the query the latest answer is for, so a reader of
 *   the hits (the tests' `waitForAnswer`) knows they are not an earlier
 *   query's.
 * Answers to queries that are no longer the latest are ignored.
 */
import type {DocSearchTransformClient} from '@docsearch/react';

interface SearchResult {
  nbHits?: number;
  partial?: boolean;
}

/** The query of a search request: DocSearch asks for one query per search. */
function queryOf(args: unknown[]): string {
  const first = args[0] as {requests?: unknown[]} | unknown[] | undefined;
  const requests = Array.isArray(first) ? first : first?.requests;
  const request = requests?.[0] as {query?: unknown; params?: {query?: unknown}} | undefined;
  return String(request?.query ?? request?.params?.query ?? '');
}

export function reportingAnswers(client: DocSearchTransformClient, box: HTMLElement): DocSearchTransformClient {
  let latest = 0;
  const search: DocSearchTransformClient['search'] = (...args) => {
    const id = (latest += 1);
    const query = queryOf(args);
    box.dataset.searchAnswer = 'pending';
    return client.search(...args).then(
      (response) => {
        if (id === latest) {
          box.dataset.searchQuery = query;
          const result = (response as {results?: SearchResult[]}).results?.[0];
          box.dataset.searchAnswer = (result?.nbHits ?? 0) > 0 ? 'hits' : 'empty';
          if (result?.partial) box.dataset.searchPartial = 'true';
          else delete box.dataset.searchPartial;
        }
        return response;
      },
      (error: unknown) => {
        if (id === latest) box.dataset.searchAnswer = 'error';
        throw error;
      },
    );
  };
  return {...client, search} as DocSearchTransformClient;
}

/** Forgets the answers of an earlier opening of the modal. */
export function resetAnswers(box: HTMLElement): void {
  delete box.dataset.searchAnswer;
  delete box.dataset.searchPartial;
  delete box.dataset.searchQuery;
}

/**
 * Asks the modal's current query again, as if the reader had typed it,
 * unless the reader has moved from the first hit with the arrow keys (a new
 * answer would put the selection back on the first hit; their next keystroke
 * searches the whole index anyway):
 * DocSearch searches on its input's change events, and React reports a
 * change only when the input's value differs from the one it last saw (its
 * value tracker, `_valueTracker`, React 16 to 19). Resetting what React saw
 * makes the same text count as new. Without a tracker, nothing happens: the
 * next keystroke searches the whole index anyway.
 */
export function askAgain(box: HTMLElement): void {
  if (box.dataset.searchPartial !== 'true') return;
  const input = box.querySelector<HTMLInputElement>('.DocSearch-Input');
  const tracker = (input as {_valueTracker?: {setValue(value: string): void}} | null)?._valueTracker;
  if (!input || !tracker || input.value === '') return;
  const active = input.getAttribute('aria-activedescendant');
  const first = box.querySelector('[role="option"]')?.id;
  if (active && active !== first) return;
  tracker.setValue('');
  input.dispatchEvent(new Event('input', {bubbles: true}));
}
