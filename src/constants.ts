/**
 * The site's fixed values, each set once here. The site configuration, the
 * theme components, the search code, the upload script and the tests read
 * them from this file rather than repeating the numbers.
 */

/**
 * Below this width the mobile layout applies (collapsed navbar, sidebar in a
 * drawer). The classic theme hard-codes the same width; tests use this value
 * to pick viewport sizes on either side of it.
 */
export const DESKTOP_BREAKPOINT_PX = 996;

/** The table of contents beside each page lists its h2 and h3 headings. */
export const TOC_MIN_HEADING_LEVEL = 2;
export const TOC_MAX_HEADING_LEVEL = 3;

/** Year in the footer's copyright line. */
export const COPYRIGHT_YEAR = 2025;

/** The publisher, named in the footer's copyright line. */
export const COPYRIGHT_HOLDER = 'Void Monster';

/** The bar's id before the current one (OBS Utils 4.1.2 / Ethereal Plane 3.0.2), kept for the test that readers who dismissed it see the new bar. */
export const PREVIOUS_ANNOUNCEMENT_BAR_ID = 'documented-releases-2025-07';

/** Light colour mode unless the reader's system prefers dark, or the reader picked one. */
export const DEFAULT_COLOR_MODE = 'light' as const;
export const RESPECT_PREFERS_COLOR_SCHEME = true;

/** Name of the search index: the local one, and the Algolia index when one is configured. */
export const SEARCH_INDEX_NAME = 'Module Docs';

/** The search modal's input takes at most this many characters. */
export const SEARCH_MODAL_MAX_QUERY_LENGTH = 64;

/** The modal keeps 7 recent searches (4 once there are favourites) and 10 favourites; DocSearch's defaults too. */
export const SEARCH_RECENT_LIMIT = 7;
export const SEARCH_RECENT_WITH_FAVORITES_LIMIT = 4;
export const SEARCH_FAVORITES_LIMIT = 10;

/** Content snippets in the modal: 10 words, 5 on screens up to 768 px wide. */
export const SEARCH_SNIPPET_WORDS = 10;
export const SEARCH_SNIPPET_WORDS_SMALL_SCREEN = 5;
export const SEARCH_SMALL_SCREEN_MAX_WIDTH_PX = 768;

/** The modal asks for 20 hits at a time and shows at most 5 under each page's group. */
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

/**
 * Typo tolerance, as in a DocSearch index: words of at least 4 letters match
 * with one typo, words of at least 7 letters with two, shorter words exactly.
 */
export const SEARCH_MIN_WORD_LENGTH_FOR_ONE_TYPO = 4;
export const SEARCH_MIN_WORD_LENGTH_FOR_TWO_TYPOS = 7;

/** The community Discord (questions, support) and the publisher's Patreon. */
export const DISCORD_URL = 'https://discord.com/invite/WfMaKPPdeM';
export const PATREON_URL = 'https://www.patreon.com/bePatron?u=28777355';

/** Where the site is published; `SITE_URL` overrides it for other hosts. */
export const PRODUCTION_URL = 'https://docs.void.monster';

/** The three docs sets (welcome pages and one per module), by docs-plugin id and route base path. */
export const DOCS_SETS = {
  default: {routeBasePath: '/', label: 'Home'},
  'obs-utils': {routeBasePath: '/obs-utils', label: 'OBS Utils'},
  'ethereal-plane': {routeBasePath: '/ethereal-plane', label: 'Ethereal Plane'},
} as const;

export type DocsSetId = keyof typeof DOCS_SETS;

/** The two module docs sets, which are the ones that get versions. */
export const VERSIONED_DOCS_SETS = ['obs-utils', 'ethereal-plane'] as const;
export type VersionedDocsSetId = (typeof VERSIONED_DOCS_SETS)[number];
