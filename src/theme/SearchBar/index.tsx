/**
 * Wraps the theme's DocSearch SearchBar (Docusaurus 3.10, DocSearch 4.7).
 *
 * Why:
 * - In local-search mode (no Algolia credentials, see src/search/config.ts)
 *   the stock modal must query the site's own index. `transformSearchClient`
 *   swaps DocSearch's client for one whose requester answers from the local
 *   engine. That client, the engine and the index load on the first search,
 *   never with the page. In Algolia mode the stock client is used.
 * - The spec caps the modal's input at 64 characters; DocSearch 4 renders it
 *   with 512 and takes no prop for it, so the cap is applied to the input
 *   when the modal opens. In local mode the index starts loading then too.
 * - The spec's snippet length (10 words, 5 up to 768px) and page size (20);
 *   DocSearch 4 defaults to 15 and 10 words.
 * - The spec opens the modal with the letter a reader types on the focused
 *   search button. DocSearch 4 dropped that (v3 had it), so the wrapper
 *   catches the key and opens the modal with `initialQuery`.
 * - Accessibility: DocSearch 4 renders the modal's backdrop as a focusable
 *   `role="button"` (with `aria-expanded`, `aria-haspopup`) wrapping the
 *   whole modal, so the input, its buttons and the hits sit inside a button
 *   (axe: nested-interactive). The modal traps focus and Escape closes it, so
 *   it is marked up as the modal dialog it is, also when the modal opens.
 */
import React, {type ComponentType, type ReactNode, useCallback, useEffect, useMemo, useState, useSyncExternalStore} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {LiteClient} from 'algoliasearch/lite';
import type {SearchGlobalData} from '@site/src/search/plugin';
import {importSearchIndex} from '@site/src/search/indexChunk';
import {
  DISCORD_URL,
  SEARCH_HITS_PER_PAGE,
  SEARCH_MODAL_MAX_QUERY_LENGTH,
  SEARCH_RECENT_LIMIT,
  SEARCH_RECENT_WITH_FAVORITES_LIMIT,
  SEARCH_RESULTS_PER_GROUP,
  SEARCH_SMALL_SCREEN_MAX_WIDTH_PX,
  SEARCH_SNIPPET_WORDS,
  SEARCH_SNIPPET_WORDS_SMALL_SCREEN,
} from '@site/src/constants';

type DocSearchProps = {
  transformSearchClient?: (client: LiteClient) => LiteClient;
  initialQuery?: string;
  getMissingResultsUrl?: (args: {query: string}) => string;
  maxResultsPerGroup?: number;
  recentSearchesLimit?: number;
  recentSearchesWithFavoritesLimit?: number;
  searchParameters?: {hitsPerPage?: number; attributesToSnippet?: string[]};
};

/** Upstream's SearchBar types declare no props, but it hands every prop on to DocSearch. */
const SearchBar = OriginalSearchBar as unknown as ComponentType<DocSearchProps>;

const SMALL_SCREEN = `(max-width: ${SEARCH_SMALL_SCREEN_MAX_WIDTH_PX}px)`;
const SNIPPETED = ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'];

function subscribeSmallScreen(onChange: () => void): () => void {
  const query = window.matchMedia(SMALL_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The spec's page size and snippet length (shorter on small screens). */
function useSearchParameters(): NonNullable<DocSearchProps['searchParameters']> {
  const small = useSyncExternalStore(
    subscribeSmallScreen,
    () => window.matchMedia(SMALL_SCREEN).matches,
    () => false,
  );
  return useMemo(() => {
    const words = small ? SEARCH_SNIPPET_WORDS_SMALL_SCREEN : SEARCH_SNIPPET_WORDS;
    return {hitsPerPage: SEARCH_HITS_PER_PAGE, attributesToSnippet: SNIPPETED.map((a) => `${a}:${words}`)};
  }, [small]);
}

/** "Believe this query should return results? Let us know." leads to the community Discord. */
const missingResultsUrl = () => DISCORD_URL;

const loadLocalSearch = () => import('@site/src/search/liteClient');

/** A client that loads the local search client on its first search. */
function deferredLocalClient(appId: string, apiKey: string): LiteClient {
  let client: Promise<LiteClient> | undefined;
  const load = () => (client ??= loadLocalSearch().then((m) => m.liteClient(appId, apiKey)));
  const deferred = {
    search: (...args: Parameters<LiteClient['search']>) => load().then((c) => c.search(...args)),
    addAlgoliaAgent: () => undefined,
  };
  return deferred as unknown as LiteClient;
}

/**
 * Turns DocSearch's backdrop "button" into a modal dialog, named by the
 * "Search" label it already points to. DocSearch passes these attributes
 * unchanged on every render, so React never writes them back.
 */
function markAsDialog(container: Element | null): void {
  if (!container || container.getAttribute('role') === 'dialog') return;
  container.setAttribute('role', 'dialog');
  container.setAttribute('aria-modal', 'true');
  container.removeAttribute('tabindex');
  container.removeAttribute('aria-expanded');
  container.removeAttribute('aria-haspopup');
}

/**
 * When the modal opens (DocSearch focuses its input at once): cap the input's
 * length, mark the modal as a dialog and, in local mode, start loading the
 * index so the first query does not wait for it.
 */
function useModalOpened(mode: SearchGlobalData['mode']): void {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !input.classList.contains('DocSearch-Input')) return;
      input.maxLength = SEARCH_MODAL_MAX_QUERY_LENGTH;
      markAsDialog(input.closest('.DocSearch-Container'));
      if (mode === 'local') {
        // Fetch the index chunk alongside the client chunk rather than after it.
        importSearchIndex().catch(() => undefined);
        void loadLocalSearch().then((m) => m.warmUpLocalSearch());
      }
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [mode]);
}

/** One printable letter or digit, typed without a modifier. */
function typedCharacter(event: KeyboardEvent): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return null;
  return /^[\p{L}\p{N}]$/u.test(event.key) ? event.key : null;
}

/**
 * Typing on the focused search button opens the modal with what was typed.
 * Returns the query to open the modal with (undefined once it is open).
 */
function useTypeToSearch(): string | undefined {
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const button = event.target;
      if (!(button instanceof HTMLElement) || !button.classList.contains('DocSearch-Button')) return;
      const character = typedCharacter(event);
      if (!character) return;
      event.preventDefault();
      setInitialQuery(character);
      button.click();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  // The modal reads its initial query once, when it mounts; forget it after that.
  useEffect(() => {
    if (initialQuery === undefined) return undefined;
    const observer = new MutationObserver(() => {
      if (document.querySelector('.DocSearch-Modal')) setInitialQuery(undefined);
    });
    observer.observe(document.body, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [initialQuery]);
  return initialQuery;
}

export default function SearchBarWrapper(): ReactNode {
  const {mode} = usePluginData('search-index') as SearchGlobalData;
  const transformSearchClient = useCallback(
    (original: LiteClient) => deferredLocalClient(original.appId, original.apiKey),
    [],
  );
  useModalOpened(mode);
  const searchParameters = useSearchParameters();
  const initialQuery = useTypeToSearch();
  return (
    <SearchBar
      {...(initialQuery !== undefined && {initialQuery})}
      getMissingResultsUrl={missingResultsUrl}
      maxResultsPerGroup={SEARCH_RESULTS_PER_GROUP}
      recentSearchesLimit={SEARCH_RECENT_LIMIT}
      recentSearchesWithFavoritesLimit={SEARCH_RECENT_WITH_FAVORITES_LIMIT}
      searchParameters={searchParameters}
      {...(mode === 'local' ? {transformSearchClient} : {})}
    />
  );
}
