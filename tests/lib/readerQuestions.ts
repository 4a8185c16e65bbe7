/**
 * The reader-question set (tests/data/reader-questions.json): real questions
 * with the asker's words, the query typed for each, and the section that
 * answers it. Read by the browser test that types each query into the
 * search dialog (tests/e2e/reader-questions.spec.ts) and by the search
 * benchmark (bench/search.ts), which ranks them with the engine in node and
 * orders the hits as the dialog does.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ReaderQuestion {
  id: string;
  /** The public thread the question comes from. */
  source: string;
  /** The asker's own words, spelling kept. */
  words: string;
  /** What the reader types into search. */
  query: string;
  kind: 'keyword' | 'natural-language' | 'typo' | 'navigational';
  area: string;
  module: 'obs-utils' | 'ethereal-plane';
  /** The section that answers it, `<set>/<page>#<anchor>` (the overview is `<set>/index`). */
  answeredBy: string | null;
  /** A section that answers it only in part, while none answers it fully. */
  partly?: string | null;
}

export const READER_QUESTIONS_FILE = path.join(__dirname, '..', 'data', 'reader-questions.json');

/** Share of the questions whose answering section must be among the dialog's first three hits. */
export const READER_QUESTIONS_FLOOR = 0.9;

export function readReaderQuestions(): ReaderQuestion[] {
  return JSON.parse(fs.readFileSync(READER_QUESTIONS_FILE, 'utf8')) as ReaderQuestion[];
}

/** A hit's address as the set names answers: `obs-utils/director#keyboard-shortcuts`, `obs-utils/index` for the overview. */
export function answerKey(href: string, baseUrl = '/'): string {
  const url = new URL(href, 'https://site.invalid');
  let pathname = url.pathname.startsWith(baseUrl) ? url.pathname.slice(baseUrl.length) : url.pathname.slice(1);
  pathname = pathname.replace(/\/$/, '/index');
  return `${pathname}${url.hash}`;
}

/** A hit as the engine returns it: its hierarchy is there whenever the query retrieves it, as the dialog's do. */
interface GroupedHit {
  hierarchy?: {lvl0: string | null; lvl1: string | null};
}

/**
 * Hits in the order the DocSearch dialog shows them: grouped by docs set
 * (`lvl0`, at most `perGroup` each), then by page (`lvl1`) inside each set,
 * each group where its first hit was (DocSearch 3.9's `groupBy`).
 */
export function dialogOrder<T extends GroupedHit>(hits: T[], perGroup: number): T[] {
  const groupBy = (list: T[], keyOf: (hit: T) => string, limit = Infinity) => {
    const groups = new Map<string, T[]>();
    for (const hit of list) {
      const key = keyOf(hit);
      const group = groups.get(key) ?? [];
      if (group.length < limit) group.push(hit);
      groups.set(key, group);
    }
    return [...groups.values()];
  };
  return groupBy(hits, (hit) => hit.hierarchy?.lvl0 ?? '', perGroup).flatMap((set) =>
    groupBy(set, (hit) => hit.hierarchy?.lvl1 ?? '').flat(),
  );
}
