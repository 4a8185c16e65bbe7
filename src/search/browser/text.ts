/**
 * Text handling shared by indexing, querying and result display: one
 * tokenizer for all three, so what is highlighted is exactly what matched.
 * Browser and build side; no dependencies.
 */

/** Words too common to help ranking in a reader's question. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i if in into is it its me my of on or so ' +
    'that the their then there this to was what when where which who why will with you your'
  ).split(' '),
);

/** A run of letters/digits, optionally joined by `-`, `_`, `.` or `$` inside it (`obs-utils`, `api.ts`). */
const WORD = /[\p{L}\p{N}$]+(?:[-_.][\p{L}\p{N}$]+)*/gu;

/**
 * Index terms for one word: the word itself plus its parts, so
 * `registerOverlayType` is found by "overlay" and `--local-obs-host` by "host".
 */
export function termsOfWord(word: string): string[] {
  let terms = termCache.get(word);
  if (!terms) {
    terms = splitWord(word);
    if (termCache.size >= TERM_CACHE_LIMIT) termCache.clear();
    termCache.set(word, terms);
  }
  return terms;
}

/**
 * Highlighting asks for the terms of the same words again and again (every
 * hit, every attribute, every keystroke): remember them, within a bound.
 */
const TERM_CACHE_LIMIT = 20_000;
const termCache = new Map<string, string[]>();

function splitWord(word: string): string[] {
  const whole = word.toLowerCase();
  const parts = word
    .split(/[-_.]/)
    .flatMap((piece) => piece.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u))
    .map((p) => p.toLowerCase())
    .filter((p) => p.length > 1);
  return [...new Set([whole, ...parts])];
}

/** Every index term of a text (used for documents). */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(WORD)) terms.push(...termsOfWord(match[0]));
  return terms;
}

/** A lone letter, such as the `t` of "doesn't" or the `s` of "party's": as a prefix it would match every word that starts with it. */
const LONE_LETTER = /^\p{L}$/u;

/** The terms of a query: whole words only, without stop words and lone letters unless nothing else is left. */
export function queryTerms(query: string): string[] {
  const words = [...query.matchAll(WORD)].map((m) => m[0].toLowerCase());
  const meaningful = words.filter((w) => !STOP_WORDS.has(w) && !LONE_LETTER.test(w));
  return [...new Set(meaningful.length > 0 ? meaningful : words)];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

export interface MarkOptions {
  preTag: string;
  postTag: string;
}

export interface MarkedText {
  /** HTML: the escaped text with matched words wrapped in the tags. */
  value: string;
  /** Distinct matched index terms. */
  matchedTerms: string[];
}

interface Piece {
  text: string;
  matched: boolean;
}

/**
 * Splits a text into word and non-word pieces and flags the words whose
 * terms are among `matched`.
 */
function pieces(text: string, matched: ReadonlySet<string>): {list: Piece[]; hits: Set<string>} {
  const list: Piece[] = [];
  const hits = new Set<string>();
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    if (start > last) list.push({text: text.slice(last, start), matched: false});
    const found = termsOfWord(m[0]).filter((t) => matched.has(t));
    found.forEach((t) => hits.add(t));
    list.push({text: m[0], matched: found.length > 0});
    last = start + m[0].length;
  }
  if (last < text.length) list.push({text: text.slice(last), matched: false});
  return {list, hits};
}

function render(list: Piece[], {preTag, postTag}: MarkOptions): string {
  return list.map((p) => (p.matched ? `${preTag}${escapeHtml(p.text)}${postTag}` : escapeHtml(p.text))).join('');
}

/** The whole text, escaped, with every matched word marked. */
export function highlight(text: string, matched: ReadonlySet<string>, tags: MarkOptions): MarkedText {
  const {list, hits} = pieces(text, matched);
  return {value: render(list, tags), matchedTerms: [...hits]};
}

/**
 * A window of `words` words around the first match (or the start), escaped
 * and marked, with `ellipsis` where text was cut.
 */
export function snippet(
  text: string,
  matched: ReadonlySet<string>,
  words: number,
  ellipsis: string | {before: string; after: string},
  tags: MarkOptions,
): MarkedText {
  const {before, after} = typeof ellipsis === 'string' ? {before: ellipsis, after: ellipsis} : ellipsis;
  const tokens = text.split(/\s+/).filter(Boolean);
  const marked = tokens.map((token) => pieces(token, matched));
  const hits = new Set<string>();
  marked.forEach((m) => m.hits.forEach((h) => hits.add(h)));
  if (tokens.length <= words) {
    return {value: marked.map((m) => render(m.list, tags)).join(' '), matchedTerms: [...hits]};
  }
  const first = marked.findIndex((m) => m.hits.size > 0);
  // Keep a little context before the first match, as a reader expects.
  const context = Math.floor(words / 4);
  const start = first <= context ? 0 : Math.min(first - context, tokens.length - words);
  const end = start + words;
  const body = marked
    .slice(start, end)
    .map((m) => render(m.list, tags))
    .join(' ');
  const lead = start > 0 && before ? `${escapeHtml(before)} ` : '';
  const tail = end < tokens.length && after ? ` ${escapeHtml(after)}` : '';
  return {
    value: `${lead}${body}${tail}`,
    matchedTerms: [...hits],
  };
}
