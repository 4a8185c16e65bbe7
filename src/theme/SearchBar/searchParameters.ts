/**
 * The modal's page size (20 hits) and snippet length (10 words, 5 on screens
 * up to 768 px wide) for the DocSearch modal, from src/constants.ts.
 * DocSearch 3.9 asks for the same by default, but checks the screen width
 * once, when the modal mounts; these follow the width while it is open, and
 * stay the site's values whatever a DocSearch upgrade defaults to.
 */
import {useMemo, useSyncExternalStore} from 'react';
import {
  SEARCH_HITS_PER_PAGE,
  SEARCH_SMALL_SCREEN_MAX_WIDTH_PX,
  SEARCH_SNIPPET_WORDS,
  SEARCH_SNIPPET_WORDS_SMALL_SCREEN,
} from '@site/src/constants';

const SMALL_SCREEN = `(max-width: ${SEARCH_SMALL_SCREEN_MAX_WIDTH_PX}px)`;
const SNIPPETED = [
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
];

export interface ModalSearchParameters {
  hitsPerPage: number;
  attributesToSnippet: string[];
  /** None: the site searches all three docs sets at once (the theme sends an empty list too). */
  facetFilters: string[];
}

/** The parameters for a screen that is (or is not) small; pure, for tests. */
export function searchParametersFor(smallScreen: boolean): ModalSearchParameters {
  const words = smallScreen ? SEARCH_SNIPPET_WORDS_SMALL_SCREEN : SEARCH_SNIPPET_WORDS;
  return {
    hitsPerPage: SEARCH_HITS_PER_PAGE,
    attributesToSnippet: SNIPPETED.map((a) => `${a}:${words}`),
    facetFilters: [],
  };
}

function subscribeSmallScreen(onChange: () => void): () => void {
  const query = window.matchMedia(SMALL_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useSearchParameters(): ModalSearchParameters {
  const small = useSyncExternalStore(
    subscribeSmallScreen,
    () => window.matchMedia(SMALL_SCREEN).matches,
    () => false,
  );
  return useMemo(() => searchParametersFor(small), [small]);
}
