/**
 * How the troubleshooter and questions pages keep the reader's words in
 * their address (`?q=…`). Apart from filter.ts, and importing nothing, so
 * that the search dialog can link to a filtered page (src/theme/SearchBar/)
 * without bringing the reader vocabulary into every page's bundle.
 */

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
