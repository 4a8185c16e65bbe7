/**
 * Everything the DocSearch modal is given apart from its open state: the
 * index and client (changes 3 and 4 in index.tsx), the site's limits and
 * texts, and how a hit is drawn and followed (change 7).
 */
import React, {type ReactNode, useCallback, useMemo, useState} from 'react';
import type {DocSearchModalProps} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import translations from '@theme/SearchTranslations';
import type {ThemeConfig} from '@docusaurus/theme-search-algolia';
import type {SearchGlobalData} from '@site/src/search/indexer/plugin';
import {createDeferredLocalSearch} from '@site/src/search/browser/deferredClient';
import {
  DISCORD_URL,
  SEARCH_RECENT_LIMIT,
  SEARCH_RECENT_WITH_FAVORITES_LIMIT,
  SEARCH_RESULTS_PER_GROUP,
} from '@site/src/constants';
import {useSearchParameters} from './searchParameters';
import {withKeyHints} from './hitInput';
import Hit from './Hit';

type HitRecord = Parameters<NonNullable<DocSearchModalProps['transformItems']>>[0][number];
type FooterState = {query: string; context: {nbHits?: unknown}};

function ResultsFooter({state, onClose}: {state: FooterState; onClose: () => void}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits ?? 0)}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/** "Believe this query should return results? Let us know." leads to the community Discord. */
const missingResultsUrl = () => DISCORD_URL;

/** Ask AI is not configured on this site. */
export const ignoreAskAi = () => undefined;

/** The modal's texts, with the keys of the recent/favourite search controls in their tooltips. */
function modalTranslations(): typeof translations.modal {
  const apple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform);
  return {...translations.modal, startScreen: withKeyHints(translations.modal?.startScreen ?? {}, apple)};
}

export type ModalProps = Omit<DocSearchModalProps, 'initialQuery' | 'initialScrollY' | 'onClose'>;

export interface SearchSetup {
  /** Local mode or Algolia mode, as the search plugin built the site. */
  mode: SearchGlobalData['mode'];
  appId: string;
  /** Local mode: fetch the engine and index now (the modal has opened). */
  warmUp: () => void;
  props: ModalProps;
}

export function useModalProps(onClose: () => void): SearchSetup {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const algolia = (siteConfig.themeConfig as unknown as ThemeConfig).algolia;
  const {mode} = usePluginData('search-index') as SearchGlobalData;
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const searchParameters = useSearchParameters();
  const [texts] = useState(modalTranslations);

  // One deferred local client for the page's lifetime.
  const local = useMemo(
    () => (mode === 'local' ? createDeferredLocalSearch(algolia.appId, algolia.apiKey) : undefined),
    [mode, algolia.appId, algolia.apiKey],
  );
  const transformSearchClient = useCallback<NonNullable<DocSearchModalProps['transformSearchClient']>>(
    (client) => {
      if (local) return local.client;
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return client;
    },
    [local, siteMetadata.docusaurusVersion],
  );
  const navigator = useMemo(() => ({navigate: ({itemUrl}: {itemUrl: string}) => history.push(itemUrl)}), [history]);
  const transformItems = useCallback(
    (items: HitRecord[]) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );
  const resultsFooterComponent = useCallback(
    ({state}: {state: FooterState}) => <ResultsFooter state={state} onClose={onClose} />,
    [onClose],
  );

  const props = useMemo<ModalProps>(
    () => ({
      appId: algolia.appId,
      apiKey: algolia.apiKey,
      indexName: algolia.indexName,
      onAskAiToggle: ignoreAskAi,
      isAskAiActive: false,
      navigator,
      transformItems,
      hitComponent: Hit,
      transformSearchClient,
      resultsFooterComponent,
      searchParameters,
      getMissingResultsUrl: missingResultsUrl,
      maxResultsPerGroup: SEARCH_RESULTS_PER_GROUP,
      recentSearchesLimit: SEARCH_RECENT_LIMIT,
      recentSearchesWithFavoritesLimit: SEARCH_RECENT_WITH_FAVORITES_LIMIT,
      translations: texts,
      placeholder: texts?.searchBox?.placeholderText,
    }),
    [algolia, navigator, transformItems, transformSearchClient, resultsFooterComponent, searchParameters, texts],
  );
  const warmUp = useCallback(() => local?.warmUp(), [local]);
  return {mode, appId: algolia.appId, warmUp, props};
}
