/**
 * The index as the browser downloads it, in two parts: the head (page
 * titles and headings, what a first query needs) and the body (paragraph
 * records). Records are written compactly: what every record of a page
 * repeats (URL, docs set, title, docs tag and version) is stored once per
 * page, and what can be derived (`url`, `objectID`, `weight`) is not stored.
 * `expandRecords(compactRecords(records))` gives the records back exactly.
 * Build side and browser side; no dependencies.
 */
import type {RecordType, SearchRecord} from './types';

/** What the records of one page share. */
export interface CompactPage {
  url: string;
  /** Prefix of the page's object ids, e.g. "obs-utils:obs-remote". */
  id: string;
  lvl0: string;
  lvl1: string;
  tag: string;
  version: string;
  /** The page's `weight.pageRank`. */
  rank: number;
}

/**
 * One record: its page (index into `pages`), its position within the page
 * (the `n` of its object id `<page id>#<n>`), type, anchor, headings below
 * the title (lvl2 to lvl6, trailing empty levels left out) and content.
 */
export type CompactRecord = [
  page: number,
  position: number,
  type: RecordType,
  anchor: string | null,
  headings: (string | null)[],
  content: string | null,
];

export interface CompactIndexPart {
  version: 2;
  language: string;
  pages: CompactPage[];
  records: CompactRecord[];
}

const SUB_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** The part of the index holding `records` (every record must share one language). */
export function compactRecords(records: readonly SearchRecord[]): CompactIndexPart {
  const pages: CompactPage[] = [];
  const pageIndex = new Map<string, number>();
  const compact = records.map((record): CompactRecord => {
    const [id, position] = splitObjectId(record.objectID);
    let page = pageIndex.get(record.url_without_anchor);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(record.url_without_anchor, page);
      pages.push({
        url: record.url_without_anchor,
        id,
        lvl0: record.hierarchy.lvl0 ?? '',
        lvl1: record.hierarchy.lvl1 ?? '',
        tag: record.docusaurus_tag,
        version: record.version,
        rank: record.weight.pageRank,
      });
    }
    const headings = SUB_LEVELS.map((level) => record.hierarchy[level]);
    while (headings.length > 0 && headings.at(-1) === null) headings.pop();
    return [page, position, record.type, record.anchor, headings, record.content];
  });
  return {version: 2, language: records[0]?.language ?? 'en', pages, records: compact};
}

/** The full records of an index part. */
export function expandRecords(part: CompactIndexPart): SearchRecord[] {
  return part.records.map(([pageNumber, position, type, anchor, headings, content]) => {
    const page = part.pages[pageNumber]!;
    return {
      objectID: `${page.id}#${position}`,
      url: anchor ? `${page.url}#${anchor}` : page.url,
      url_without_anchor: page.url,
      anchor,
      type,
      hierarchy: {
        lvl0: page.lvl0,
        lvl1: page.lvl1,
        lvl2: headings[0] ?? null,
        lvl3: headings[1] ?? null,
        lvl4: headings[2] ?? null,
        lvl5: headings[3] ?? null,
        lvl6: headings[4] ?? null,
      },
      content,
      language: part.language,
      docusaurus_tag: page.tag,
      version: page.version,
      weight: {pageRank: page.rank, level: type === 'content' ? 0 : 100 - Number(type.slice(3)) * 10, position},
    };
  });
}

function splitObjectId(objectID: string): [string, number] {
  const hash = objectID.lastIndexOf('#');
  const position = Number(objectID.slice(hash + 1));
  if (hash < 0 || !Number.isInteger(position)) throw new Error(`Search record id "${objectID}" is not "<page>#<n>"`);
  return [objectID.slice(0, hash), position];
}

/** Page titles and headings go in the head; paragraphs in the body. */
export function isHeadRecord(record: SearchRecord): boolean {
  return record.type !== 'content';
}
