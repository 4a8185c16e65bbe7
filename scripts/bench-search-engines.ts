/**
 * Engine comparison for the search benchmark: MiniSearch (the shipped engine,
 * `LocalSearchEngine`) against FlexSearch and Orama on the same records, the
 * same indexed fields (`toIndexedDoc`), the same field weights and, where the
 * library takes one, the same tokenizer (src/search/browser/text.ts).
 *
 * Called by scripts/bench-search.ts; on its own it compares against the
 * records of the last build: `npx tsx scripts/bench-search-engines.ts`.
 */
import {buildSync} from 'esbuild';
import {Charset, Document, Encoder} from 'flexsearch';
import {create, insert, save, search as oramaSearch} from '@orama/orama';
import {FIELD_BOOST, LocalSearchEngine, toIndexedDoc} from '../src/search/browser/engine';
import {queryTerms, tokenize} from '../src/search/browser/text';
import type {SearchRecord} from '../src/search/types';
import {RELEVANCE_CASES} from '../tests/data/search-relevance';
import {loadGeneratedIndex} from './lib/loadIndex';
import {
  compressedSizes,
  kb,
  markdownTable,
  median,
  ms,
  percent,
  queryPercentile,
  rankOfPage,
  ratio,
  timed,
  type Sizes,
} from './lib/benchStats';

/** How many times each relevance query is timed (after one warm-up round). */
const QUERY_ROUNDS = 5;
/** Index builds per engine; the median is reported. */
const BUILD_ROUNDS = 5;
/** Hits asked of engines that need a limit (MiniSearch returns all). */
const HIT_LIMIT = 100;

type FieldName = keyof typeof FIELD_BOOST;
/** Fields from the strongest weight down: FlexSearch merges fields in this order. */
const FIELDS_BY_WEIGHT = (Object.keys(FIELD_BOOST) as FieldName[]).sort((a, b) => FIELD_BOOST[b] - FIELD_BOOST[a]);

interface BuiltIndex {
  /** Indexes into the records, best first. */
  search(query: string): number[];
  serialize(): string;
}

interface EngineAdapter {
  name: string;
  /** ESM source importing what the adapter uses, bundled for the library size column. */
  bundleEntry: string;
  build(records: SearchRecord[]): BuiltIndex;
}

const miniSearch: EngineAdapter = {
  name: 'MiniSearch (current)',
  bundleEntry: "export {default} from 'minisearch';",
  build(records) {
    const engine = new LocalSearchEngine(records);
    return {
      search: (query) => engine.rank(query).map((result) => result.id as number),
      serialize: () => JSON.stringify(engine.index),
    };
  },
};

/**
 * FlexSearch: one forward (prefix) index per field, our tokenizer with each
 * term passed through the LatinBalance phonetic encoder (its nearest thing
 * to typo tolerance). All query words must match in one field; if no field
 * has them all, partial matches ("suggest"). Fields are merged strongest first.
 */
const flexSearch: EngineAdapter = {
  name: 'FlexSearch',
  bundleEntry: "export {Charset, Document, Encoder} from 'flexsearch';",
  build(records) {
    const phonetic = new Encoder(Charset.LatinBalance);
    const encode = (text: string) => [...new Set(tokenize(text).flatMap((term) => phonetic.encode(term)))];
    const index = new Document({
      document: {id: 'id', index: FIELDS_BY_WEIGHT.map((field) => ({field, tokenize: 'forward' as const, encode}))},
    });
    records.forEach((record, id) => index.add({...toIndexedDoc(record, id)}));
    const run = (query: string, suggest: boolean) =>
      index
        .search(query, {index: FIELDS_BY_WEIGHT, limit: HIT_LIMIT, merge: true, suggest})
        .map((hit) => Number(hit.id));
    return {
      search(query) {
        const text = queryTerms(query).join(' ');
        if (!text) return [];
        const all = run(text, false);
        return all.length > 0 ? all : run(text, true);
      },
      serialize() {
        const parts: Record<string, string> = {};
        index.export((key: string, data: string) => {
          parts[key] = data;
        });
        return JSON.stringify(parts);
      },
    };
  },
};

/**
 * Orama: BM25 over a radix tree with our tokenizer (index terms for
 * documents, query terms for queries), prefix matching, one edit of typo
 * tolerance for every word, the same field boosts. All words first
 * (threshold 0), else any word (threshold 1).
 */
const orama: EngineAdapter = {
  name: 'Orama',
  bundleEntry: "export {create, insert, save, search} from '@orama/orama';",
  build(records) {
    const db = create({
      schema: {title: 'string', heading: 'string', content: 'string', context: 'string'} as const,
      sort: {enabled: false}, // results are ranked by score only
      components: {
        tokenizer: {
          language: 'english',
          normalizationCache: new Map(),
          // Orama passes the property when indexing and none when querying.
          tokenize: (raw: string, _language?: string, property?: string) =>
            property === undefined ? queryTerms(raw) : tokenize(raw),
        },
      },
    });
    records.forEach((record, id) => {
      const {title, heading, content, context} = toIndexedDoc(record, id);
      const inserted = insert(db, {id: String(id), title, heading, content, context});
      if (inserted instanceof Promise)
        throw new Error('Orama inserted asynchronously; the adapter expects sync calls.');
    });
    const run = (term: string, threshold: 0 | 1) => {
      const result = oramaSearch(db, {term, threshold, tolerance: 1, boost: FIELD_BOOST, limit: HIT_LIMIT});
      if (result instanceof Promise) throw new Error('Orama searched asynchronously; the adapter expects sync calls.');
      return result.hits.map((hit) => Number(hit.id));
    };
    return {
      search(query) {
        if (queryTerms(query).length === 0) return [];
        const all = run(query, 0);
        return all.length > 0 ? all : run(query, 1);
      },
      serialize: () => JSON.stringify(save(db)),
    };
  },
};

export const ENGINES: readonly EngineAdapter[] = [miniSearch, flexSearch, orama];

export interface EngineResult {
  name: string;
  buildMs: number;
  index: Sizes;
  library: Sizes;
  queryP50: number;
  queryP95: number;
  top3: number;
  cases: number;
}

/** Keeps the first hit per URL, as the engine's `distinct` does, so every engine is judged alike. */
function distinctUrls(records: SearchRecord[], ids: number[]): string[] {
  return [...new Set(ids.map((id) => records[id]!.url))];
}

/** Minified, bundled size of what an adapter imports, as a browser would download it. */
export function librarySizes(entry: string, siteDir: string): Sizes {
  const output = buildSync({
    stdin: {contents: entry, resolveDir: siteDir, loader: 'js'},
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return compressedSizes(Buffer.from(output.outputFiles[0]!.contents));
}

function top3HitCount(built: BuiltIndex, records: SearchRecord[]): number {
  return RELEVANCE_CASES.filter((c) => {
    const rank = rankOfPage(distinctUrls(records, built.search(c.query)), c);
    return rank !== null && rank <= 3;
  }).length;
}

/**
 * Measures every engine with rounds interleaved (A, B, C, A, B, C…), so a
 * change of load on the machine falls on all engines alike and the ratios
 * stay fair.
 */
export function compareEngines(records: SearchRecord[], siteDir: string): EngineResult[] {
  const queries = RELEVANCE_CASES.map((c) => c.query);
  const buildMs = ENGINES.map((): number[] => []);
  let built: BuiltIndex[] = [];
  for (let round = 0; round < BUILD_ROUNDS; round += 1) {
    built = ENGINES.map((engine, e) => {
      const {ms: took, value} = timed(() => engine.build(records));
      buildMs[e]!.push(took);
      return value;
    });
  }
  built.forEach((index) => queries.forEach((query) => index.search(query))); // warm-up
  const queryMs = ENGINES.map(() => queries.map((): number[] => []));
  for (let round = 0; round < QUERY_ROUNDS; round += 1) {
    built.forEach((index, e) =>
      queries.forEach((query, q) => queryMs[e]![q]!.push(timed(() => index.search(query)).ms)),
    );
  }
  return ENGINES.map((engine, e) => ({
    name: engine.name,
    buildMs: median(buildMs[e]!),
    index: compressedSizes(built[e]!.serialize()),
    library: librarySizes(engine.bundleEntry, siteDir),
    queryP50: queryPercentile(queryMs[e]!, 50),
    queryP95: queryPercentile(queryMs[e]!, 95),
    top3: top3HitCount(built[e]!, records),
    cases: RELEVANCE_CASES.length,
  }));
}

export const ENGINE_FOOTNOTES = [
  'Node, same process and records, engines measured in interleaved rounds; ratios are to MiniSearch in this run. Query times are ranking only (no highlighting), ' +
    `${QUERY_ROUNDS} timed rounds over ${RELEVANCE_CASES.length} relevance queries after a warm-up, p50/p95 across queries of each ` +
    `query's median round; build is the median of ${BUILD_ROUNDS}.`,
  'Serialized index: MiniSearch `JSON.stringify(index)`, FlexSearch `export()` parts as JSON, Orama `save()` as JSON ' +
    '(none includes the records the UI needs to render hits; the shipped chunk carries only records, and the browser builds the index). ' +
    "Orama's save also holds its own copy of the indexed text (its document store, which cannot be left out).",
  'Library: esbuild bundle, minified, of the imports each adapter uses.',
  'MiniSearch: the shipped `LocalSearchEngine.rank` — typos by word length (1 edit from 4 letters, 2 from 7), prefix, field boosts ' +
    'title 4 > heading 3 > content 1 > context 0.6, heading records boosted over paragraphs, all words across fields else any word.',
  'FlexSearch (a) has no field weights or relevance scores across fields: fields are searched strongest first and merged in that order; ' +
    '(b) all query words must match in the same field (else partial matches); (c) no edit-distance typos: terms go through its ' +
    'LatinBalance phonetic encoder instead (after our tokenizer), which forgives some misspellings and merges some distinct words; ' +
    '(d) no per-record boost.',
  'Orama: same tokenizer, field boosts and prefix matching; typo tolerance is one edit for every word (no per-length rule); ' +
    'prefix and typo matches score like exact ones (MiniSearch discounts them); no per-record boost.',
];

export function engineTable(results: EngineResult[]): string {
  const base = results[0]!;
  const rows = results.map((r) => [
    r.name,
    `${ms(r.buildMs)} (${ratio(r.buildMs, base.buildMs)})`,
    `${kb(r.index.raw)} (${ratio(r.index.raw, base.index.raw)})`,
    `${kb(r.index.gzip)} (${ratio(r.index.gzip, base.index.gzip)})`,
    `${kb(r.library.gzip)} (${ratio(r.library.gzip, base.library.gzip)})`,
    `${ms(r.queryP50)} (${ratio(r.queryP50, base.queryP50)})`,
    `${ms(r.queryP95)} (${ratio(r.queryP95, base.queryP95)})`,
    percent(r.top3, r.cases),
  ]);
  return markdownTable(
    [
      'Engine',
      'Index build',
      'Serialized index',
      'Index gzip',
      'Library gzip',
      'Query p50',
      'Query p95',
      'Top-3 hit rate',
    ],
    rows,
  );
}

if (require.main === module) {
  const siteDir = process.cwd();
  const results = compareEngines(loadGeneratedIndex(siteDir).records, siteDir);
  console.log(engineTable(results));
  ENGINE_FOOTNOTES.forEach((note, i) => console.log(`${i + 1}. ${note}`));
}
