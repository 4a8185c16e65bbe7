/**
 * Shapes shared by the index builder (build side) and the local engine
 * (browser side). Records follow DocSearch's record format, so the same
 * records can be pushed to an Algolia index unchanged.
 */

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;

export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

export interface SearchRecord {
  objectID: string;
  /** Absolute URL, with `#anchor` when the record belongs to a heading. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** What a contextual /search page would filter on (contextual search is off). */
  language: string;
  docusaurus_tag: string;
  version: string;
  /**
   * DocSearch's ranking weights: `pageRank` of the record's page (0, or
   * below 0 for a page that only summarises others, such as a release
   * history, so the page that explains a subject comes first), `level` of
   * the record (headings above paragraphs), and its `position` within its
   * page, for stable tie-breaking.
   */
  weight: {pageRank: number; level: number; position: number};
}

/** Every record of the site, as the build writes them for the Algolia upload, the benchmark and the tests (the browser loads the compact parts of src/search/compactIndex.ts). */
export interface SearchIndexFile {
  version: 1;
  records: SearchRecord[];
}
