/**
 * The settings of a DocSearch index, in Algolia's terms. `npm run
 * search:upload` gives them to the Algolia index it fills, and the local
 * engine (engine.ts) answers by the same ones when a request does not say
 * otherwise, so both modes rank, cap, highlight and snip alike.
 */
import {
  SEARCH_HITS_PER_DOCUMENT,
  SEARCH_MIN_WORD_LENGTH_FOR_ONE_TYPO,
  SEARCH_MIN_WORD_LENGTH_FOR_TWO_TYPOS,
  SEARCH_SNIPPET_WORDS,
} from '../constants';

export const DOCSEARCH_INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag', 'version'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToSnippet: [`content:${SEARCH_SNIPPET_WORDS}`],
  attributesToHighlight: ['hierarchy', 'content'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  snippetEllipsisText: '…',
  distinct: SEARCH_HITS_PER_DOCUMENT,
  attributeForDistinct: 'url_without_anchor',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  minWordSizefor1Typo: SEARCH_MIN_WORD_LENGTH_FOR_ONE_TYPO,
  minWordSizefor2Typos: SEARCH_MIN_WORD_LENGTH_FOR_TWO_TYPOS,
};

/** Algolia's page size when a request names none. */
export const ALGOLIA_DEFAULT_HITS_PER_PAGE = 20;
