/**
 * The filter of the troubleshooter and questions pages, as pure functions:
 * what a query matches, what the status line says, and how the query is
 * kept in the address. A query's words go through the reader vocabulary
 * (src/search/vocabulary.json), as search's do: "zoom" also finds "scale".
 * Browser-safe, and small: it ships with those pages only.
 */
import {expandQuery, answersEvery, type Alternatives} from '../../search/vocabulary';

/** What a page lists: known issues (the troubleshooter) or answers (the questions page). */
export type EntryKind = 'issue' | 'answer';

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

/** Words as the filter compares them: folded, split at spaces. */
function foldedWords(text: string): string[] {
  return fold(text).split(' ').filter(Boolean);
}

/**
 * The groups of a query: each of its words (or a phrase the vocabulary
 * knows) with the pages' words for it; an empty list for a blank query
 * (which matches everything).
 */
export function queryTerms(query: string): Alternatives[] {
  return expandQuery(foldedWords(query), foldedWords);
}

/** Whether an entry's text (its feature, title and summary) holds every group of the query, each in any of its forms. */
export function matches(text: string, terms: Alternatives[]): boolean {
  if (terms.length === 0) return true;
  const haystack = fold(text);
  return answersEvery(terms, (word) => haystack.includes(word));
}

const NOUNS: Record<EntryKind, [one: string, many: string]> = {
  issue: ['known issue', 'known issues'],
  answer: ['answer', 'answers'],
};

function count(n: number, kind: EntryKind): string {
  return `${n} ${NOUNS[kind][n === 1 ? 0 : 1]}`;
}

/** The status line under the filter box: how many entries the list shows. */
export function statusText(shown: number, total: number, query: string, kind: EntryKind = 'issue'): string {
  const words = query.trim();
  if (!words) return `Showing all ${count(total, kind)}.`;
  if (shown === 0) return `No ${NOUNS[kind][0]} matches “${words}”.`;
  if (shown === total) return `All ${count(total, kind)} match.`;
  return `Showing ${shown} of ${count(total, kind)}.`;
}

export {QUERY_PARAM, queryFromSearch, searchWithQuery, filteredHref} from './address';
