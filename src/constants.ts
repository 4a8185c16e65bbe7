/**
 * Every value the product specification names, set once under the spec's
 * name. The site configuration, the theme wrappers and the tests read them
 * from here; none of them is repeated as a bare number elsewhere.
 */

/** Spec §9 "Desktop breakpoint": below this width the mobile layout applies.
 * The classic theme hard-codes the same width; tests use this value to pick
 * viewport sizes on either side of it. */
export const DESKTOP_BREAKPOINT_PX = 996;

/** Spec §9 "Table of contents levels: 2 to 3". */
export const TOC_MIN_HEADING_LEVEL = 2;
export const TOC_MAX_HEADING_LEVEL = 3;

/** Spec §9 "Copyright year". */
export const COPYRIGHT_YEAR = 2025;

/** Spec §1 "Copyright holder" (module facts §1). */
export const COPYRIGHT_HOLDER = 'Void Monster';

/** Spec §4 "Announcement bar": changing this id shows the bar again to
 * readers who dismissed the previous one. */
export const ANNOUNCEMENT_BAR_ID = 'documented-releases-2025-07';

/** Spec §9 "Default colour mode: light, respecting the system preference". */
export const DEFAULT_COLOR_MODE = 'light' as const;
export const RESPECT_PREFERS_COLOR_SCHEME = true;

/** Spec §3 "Search service configuration": the index name. */
export const SEARCH_INDEX_NAME = 'Module Docs';

/** Spec §5 "Search input maximum is 64 characters in the modal". */
export const SEARCH_MODAL_MAX_QUERY_LENGTH = 64;

/** Spec §9 "Recent searches limit 7 (4 if favorites exist). Favorites limit 10." (DocSearch's defaults.) */
export const SEARCH_RECENT_LIMIT = 7;
export const SEARCH_RECENT_WITH_FAVORITES_LIMIT = 4;
export const SEARCH_FAVORITES_LIMIT = 10;

/** Spec §9 "snippet length 10 words (5 on screens up to 768px wide)". */
export const SEARCH_SNIPPET_WORDS = 10;
export const SEARCH_SNIPPET_WORDS_SMALL_SCREEN = 5;
export const SEARCH_SMALL_SCREEN_MAX_WIDTH_PX = 768;

/** Spec §9 "20 hits per page; 5 results per group". */
export const SEARCH_HITS_PER_PAGE = 20;
export const SEARCH_RESULTS_PER_GROUP = 5;

/**
 * At most this many hits of one page among the results (headings and
 * paragraphs of the same page), so a query that matches many headings of one
 * page (often an API reference page) still shows the other pages it matches.
 * The local engine applies it, and `npm run search:upload` sets it as the
 * Algolia index's `distinct` on `url_without_anchor`.
 */
export const SEARCH_HITS_PER_DOCUMENT = 3;

/** Module facts §1 and §14.3: the community and supporter links. */
export const DISCORD_URL = 'https://discord.com/invite/WfMaKPPdeM';
export const PATREON_URL = 'https://www.patreon.com/bePatron?u=28777355';

/** Module facts §1: production site. */
export const PRODUCTION_URL = 'https://docs.void.monster';

/** The three docs sets of spec §1, by docs-plugin id and route base path. */
export const DOCS_SETS = {
  default: {routeBasePath: '/', label: 'Home'},
  'obs-utils': {routeBasePath: '/obs-utils', label: 'OBS Utils'},
  'ethereal-plane': {routeBasePath: '/ethereal-plane', label: 'Ethereal Plane'},
} as const;

export type DocsSetId = keyof typeof DOCS_SETS;

/** The two module docs sets, which are the ones that get versions. */
export const VERSIONED_DOCS_SETS = ['obs-utils', 'ethereal-plane'] as const;
export type VersionedDocsSetId = (typeof VERSIONED_DOCS_SETS)[number];
