/**
 * Browser side: the local search engine. It answers Algolia search requests
 * (the body of `POST /1/indexes/*\/queries`) from the site's own records with
 * MiniSearch, in Algolia's response shape, so the stock DocSearch modal and
 * the theme's /search page work unchanged on top of it.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {
  SEARCH_HITS_PER_DOCUMENT,
  SEARCH_MIN_WORD_LENGTH_FOR_ONE_TYPO,
  SEARCH_MIN_WORD_LENGTH_FOR_TWO_TYPOS,
} from '../../constants';
import {ALGOLIA_DEFAULT_HITS_PER_PAGE, DOCSEARCH_INDEX_SETTINGS} from '../indexSettings';
import {HIERARCHY_LEVELS, type SearchRecord} from '../types';
import {highlight, queryTerms, snippet, tokenize, type MarkOptions} from './text';
import {allWords, expandQuery, groupsHeld} from '../vocabulary';
import {backgroundTask} from './backgroundTask';

/** Used when a request does not say otherwise: the DocSearch index settings and Algolia's page size. */
const DEFAULTS = {
  hitsPerPage: ALGOLIA_DEFAULT_HITS_PER_PAGE,
  highlightPreTag: DOCSEARCH_INDEX_SETTINGS.highlightPreTag,
  highlightPostTag: DOCSEARCH_INDEX_SETTINGS.highlightPostTag,
  snippetEllipsisText: DOCSEARCH_INDEX_SETTINGS.snippetEllipsisText,
  attributesToSnippet: DOCSEARCH_INDEX_SETTINGS.attributesToSnippet,
};

/**
 * Field weights. A record's own text is `title` (page records), `heading`
 * (heading records) or `content`; `context` holds the titles above it, so a
 * query can match a paragraph through its section's name, at a lower weight.
 */
export const FIELD_BOOST = {title: 4, heading: 3, content: 1, context: 0.6};

export interface SearchRequest {
  indexName?: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  attributesToRetrieve?: string[] | null;
  attributesToSnippet?: string[] | null;
  attributesToHighlight?: string[] | null;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  facetFilters?: unknown;
  clickAnalytics?: boolean;
  [other: string]: unknown;
}

interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SearchHit extends Partial<SearchRecord> {
  objectID: string;
  _highlightResult: Record<string, unknown>;
  _snippetResult: Record<string, unknown>;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
}

/** What one record becomes in the index (also what the benchmark's other engines index). */
export interface IndexedDoc {
  id: number;
  title: string;
  heading: string;
  content: string;
  context: string;
}

export function toIndexedDoc(record: SearchRecord, id: number): IndexedDoc {
  const levels = HIERARCHY_LEVELS.slice(1)
    .map((level) => record.hierarchy[level])
    .filter((text): text is string => Boolean(text));
  const own = record.type === 'content' ? null : (levels.pop() ?? null);
  return {
    id,
    title: record.type === 'lvl1' ? (own ?? '') : '',
    heading: record.type !== 'lvl1' && record.type !== 'content' ? (own ?? '') : '',
    content: record.content ?? '',
    context: levels.join(' '),
  };
}

/** Reads `facetFilters` (AND of ORs, Algolia style) into a predicate. */
function facetPredicate(facetFilters: unknown): (record: SearchRecord) => boolean {
  if (!Array.isArray(facetFilters) || facetFilters.length === 0) return () => true;
  const groups = facetFilters
    .map((group) => (Array.isArray(group) ? group : [group]))
    .map((group) =>
      group
        .filter((f): f is string => typeof f === 'string')
        .map((filter) => {
          const negate = filter.startsWith('-');
          const [key, ...rest] = (negate ? filter.slice(1) : filter).split(':');
          return {key: key ?? '', value: rest.join(':'), negate};
        }),
    );
  return (record) =>
    groups.every((group) =>
      group.some(({key, value, negate}) => {
        const actual = (record as unknown as Record<string, unknown>)[key];
        const equal = Array.isArray(actual) ? actual.includes(value) : String(actual) === value;
        return negate ? !equal : equal;
      }),
    );
}

function readAttribute(record: SearchRecord, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], record);
}

function setAttribute(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  keys.slice(0, -1).forEach((key) => {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys.at(-1)!] = value;
}

/** A page's `## Known issues in <release>` section, where every entry is a defect rather than an answer. */
const KNOWN_ISSUES = /^known issues\b/i;

/**
 * Headings and page titles answer a query better than a stray body match;
 * a page that summarises others (weight.pageRank below 0) counts half per
 * step, and so does a known-issue entry: a section that explains or answers
 * comes before a defect that only shares the reader's words.
 */
function documentBoost(record: SearchRecord): number {
  const level = record.type === 'content' ? 1 : 1.6 - Number(record.type.slice(3)) * 0.1;
  const knownIssue = KNOWN_ISSUES.test(record.hierarchy.lvl2 ?? '') ? 0.5 : 1;
  return level * knownIssue * 2 ** Math.min(0, record.weight.pageRank);
}

/** The shortest word of the reader's, before their last, that also matches as a prefix. */
const PREFIX_MIN_LENGTH = 5;

/** How much a word the vocabulary adds counts against one the reader typed. */
const PAIRED_WORD_BOOST = 0.6;

/**
 * A copy of record data (JSON values: strings, numbers, null, arrays and
 * plain objects), so that a caller changing a hit cannot change the index.
 * For the small values a hit holds, far cheaper than a structured clone.
 */
function copyJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyJson) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = copyJson(item);
  return copy as T;
}

export class LocalSearchEngine {
  private readonly records: SearchRecord[];
  /** Each record's document boost (see `documentBoost`), computed once rather than on every match. */
  private readonly boosts: number[];
  /** Public for the benchmark (`npm run bench:search`), which serializes it. */
  readonly index: MiniSearch<IndexedDoc>;

  constructor(records: SearchRecord[]) {
    this.records = [...records];
    this.boosts = this.records.map(documentBoost);
    this.index = new MiniSearch<IndexedDoc>({
      fields: ['title', 'heading', 'content', 'context'],
      tokenize,
      processTerm: (term) => term,
      searchOptions: {
        tokenize: queryTerms,
        processTerm: (term) => term,
      },
    });
    this.index.addAll(this.records.map(toIndexedDoc));
  }

  get size(): number {
    return this.records.length;
  }

  /**
   * Adds records in slices of `sliceSize`, each in a task of its own at
   * background priority (`yieldTask`), the first one too, so that what the
   * reader is waiting for (the modal opening, a keystroke, the hits of a
   * first query) runs first. Queries made meanwhile see the records added
   * so far.
   */
  async addRecords(
    records: readonly SearchRecord[],
    {sliceSize = 100, yieldTask = backgroundTask}: {sliceSize?: number; yieldTask?: () => Promise<void>} = {},
  ): Promise<void> {
    for (let start = 0; start < records.length; start += sliceSize) {
      await yieldTask();
      const slice = records.slice(start, start + sliceSize);
      const first = this.records.length;
      this.records.push(...slice);
      this.boosts.push(...slice.map(documentBoost));
      this.index.addAll(slice.map((record, offset) => toIndexedDoc(record, first + offset)));
    }
  }

  /**
   * Records matching every query word first, then those matching only some
   * of them (so a question with one word the best page lacks still finds
   * it, after the pages that have every word). Only the best record per URL
   * (page and anchor) is kept, and at most SEARCH_HITS_PER_DOCUMENT per page,
   * as a DocSearch index's `distinct` setting does. Public for the
   * benchmark, which compares this ranking with other engines'.
   */
  rank(query: string): SearchResult[] {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    // Each word or phrase of the reader's, with the pages' words for it
    // (src/search/vocabulary.json): "zoom" also finds "scale".
    const groups = expandQuery(terms, queryTerms);
    // One OR search holds the AND answer too: MiniSearch scores a record
    // alike under both (the sum over the query words it matches, times how
    // many it matches), so the records that matched every group, in their
    // order, are what an AND search returns.
    const matched = this.match(allWords(groups), new Set(terms), terms.at(-1)!);
    const hasAll = (r: SearchResult) => {
      const found = new Set(r.queryTerms);
      return groupsHeld(groups, (word) => found.has(word)) >= groups.length;
    };
    const results = [...matched.filter(hasAll), ...matched.filter((r) => !hasAll(r))];
    const seen = new Set<string>();
    const perDocument = new Map<string, number>();
    return results.filter((r) => {
      const record = this.records[r.id as number]!;
      if (seen.has(record.url)) return false;
      const count = perDocument.get(record.url_without_anchor) ?? 0;
      if (count >= SEARCH_HITS_PER_DOCUMENT) return false;
      seen.add(record.url);
      perDocument.set(record.url_without_anchor, count + 1);
      return true;
    });
  }

  /**
   * `own`: the words the reader typed; the others are the vocabulary's and
   * count less. The reader's last word, which may still be half typed,
   * matches as a prefix, and so do their longer words ("direct" finds
   * "director"); a short one earlier in the query ("web" of "web
   * interface") does not also match every word it starts ("websocket").
   */
  private match(terms: string[], own: ReadonlySet<string>, last: string): SearchResult[] {
    return this.index.search(terms.join(' '), {
      boostTerm: (term) => (own.has(term) ? 1 : PAIRED_WORD_BOOST),
      boost: FIELD_BOOST,
      prefix: (term) => term === last || !own.has(term) || term.length >= PREFIX_MIN_LENGTH,
      // Typo tolerance grows with word length: none for short words.
      fuzzy: (term) =>
        term.length >= SEARCH_MIN_WORD_LENGTH_FOR_TWO_TYPOS
          ? 2
          : term.length >= SEARCH_MIN_WORD_LENGTH_FOR_ONE_TYPO
            ? 1
            : false,
      boostDocument: (id) => this.boosts[id as number]!,
      combineWith: 'OR',
    });
  }

  search(request: SearchRequest): SearchResponse {
    const started = Date.now();
    const query = String(request.query ?? '');
    const hitsPerPage = Math.max(0, Math.min(1000, Number(request.hitsPerPage ?? DEFAULTS.hitsPerPage)));
    const page = Math.max(0, Number(request.page ?? 0));
    const keep = facetPredicate(request.facetFilters);
    const ranked = this.rank(query).filter((r) => keep(this.records[r.id as number]!));
    const nbHits = ranked.length;
    const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage);
    const tags: MarkOptions = {
      preTag: request.highlightPreTag ?? DEFAULTS.highlightPreTag,
      postTag: request.highlightPostTag ?? DEFAULTS.highlightPostTag,
    };
    // A request that names no ellipsis is the theme's /search page, which
    // appends its own "..." to every snippet: only mark a cut at the start.
    const ellipsis = request.snippetEllipsisText ?? {before: DEFAULTS.snippetEllipsisText, after: ''};
    const queryWords = queryTerms(query);

    const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result) => {
      const record = this.records[result.id as number]!;
      const matched = new Set(result.terms);
      const level = (marked: {matchedTerms: string[]}): HighlightValue['matchLevel'] =>
        marked.matchedTerms.length === 0
          ? 'none'
          : marked.matchedTerms.length >= queryWords.length
            ? 'full'
            : 'partial';

      const hit: SearchHit = {objectID: record.objectID, _highlightResult: {}, _snippetResult: {}};
      const retrieve = request.attributesToRetrieve ?? ['*'];
      for (const attribute of retrieve) {
        if (attribute === '*') Object.assign(hit, copyJson(record));
        else
          setAttribute(
            hit as unknown as Record<string, unknown>,
            attribute,
            copyJson(readAttribute(record, attribute)),
          );
      }

      // Highlight every text attribute a reader may see.
      const highlightResult: Record<string, unknown> = {hierarchy: {}};
      for (const lvl of HIERARCHY_LEVELS) {
        const text = record.hierarchy[lvl];
        if (text === null) continue;
        const marked = highlight(text, matched, tags);
        (highlightResult.hierarchy as Record<string, HighlightValue>)[lvl] = {
          value: marked.value,
          matchLevel: level(marked),
          matchedWords: marked.matchedTerms,
        };
      }
      if (record.content !== null) {
        const marked = highlight(record.content, matched, tags);
        highlightResult.content = {value: marked.value, matchLevel: level(marked), matchedWords: marked.matchedTerms};
      }
      hit._highlightResult = highlightResult;

      for (const spec of request.attributesToSnippet ?? DEFAULTS.attributesToSnippet) {
        const [attribute = '', wordsText] = spec.split(':');
        const text = readAttribute(record, attribute);
        if (typeof text !== 'string') continue;
        const marked = snippet(text, matched, Number(wordsText ?? 10) || 10, ellipsis, tags);
        setAttribute(hit._snippetResult, attribute, {value: marked.value, matchLevel: level(marked)});
      }
      return hit;
    });

    return {
      hits,
      nbHits,
      page,
      nbPages,
      hitsPerPage,
      exhaustiveNbHits: true,
      processingTimeMS: Date.now() - started,
      query,
      params: new URLSearchParams({query, page: String(page), hitsPerPage: String(hitsPerPage)}).toString(),
      index: request.indexName ?? '',
    };
  }
}
