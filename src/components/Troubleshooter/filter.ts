/**
 * The troubleshooter's filter, as pure functions: what a query matches,
 * what the status line says, and how the query is kept in the address.
 * Browser-safe, and small: it ships with the troubleshooter pages only.
 */

/** Lower case, accents and typographic quotes folded, white space collapsed: how texts and queries compare. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’‚‛]/g, "'")
    .replace(/[“”„‟]/g, '"')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .trim();
}

/** The words of a query, folded; an empty list for a blank query (which matches everything). */
export function queryTerms(query: string): string[] {
  return fold(query).split(' ').filter(Boolean);
}

/** Whether an issue's text (its feature, title and symptom) contains every word of the query. */
export function matches(text: string, terms: string[]): boolean {
  if (terms.length === 0) return true;
  const haystack = fold(text);
  return terms.every((term) => haystack.includes(term));
}

function issues(n: number): string {
  return n === 1 ? '1 known issue' : `${n} known issues`;
}

/** The status line under the filter box: how many issues the list shows. */
export function statusText(shown: number, total: number, query: string): string {
  const words = query.trim();
  if (!words) return `Showing all ${issues(total)}.`;
  if (shown === 0) return `No known issue matches “${words}”.`;
  if (shown === total) return `All ${issues(total)} match.`;
  return `Showing ${shown} of ${issues(total)}.`;
}

/** The address parameter that holds the reader's words: `/obs-utils/troubleshooting?q=camera`. */
export const QUERY_PARAM = 'q';

/** The words an address's query string (`?q=…`, or `''`) asks the filter for; `''` when it asks for none. */
export function queryFromSearch(search: string): string {
  return (new URLSearchParams(search).get(QUERY_PARAM) ?? '').trim();
}

/**
 * A query string with the reader's words in `q` (`?q=title+bar`) and the
 * other parameters kept; without `q` when the words are blank, and `''`
 * when nothing is left.
 */
export function searchWithQuery(search: string, query: string): string {
  const params = new URLSearchParams(search);
  const words = query.trim();
  if (words) params.set(QUERY_PARAM, words);
  else params.delete(QUERY_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A troubleshooter's address (`path`, a route) that opens it filtered by the same words. */
export function filteredHref(path: string, query: string): string {
  return `${path}${searchWithQuery('', query)}`;
}
