/**
 * Everything the DocSearch modal is given apart from its open state: the
 * search client (local or Algolia, reporting how each search was answered:
 * answerState.ts), the site's limits and texts, and how a hit is drawn
 * (Hit.tsx). Modal-only: it loads with the modal's code (Modal.tsx).
 */
import React, {type ReactNode, useCallback, useMemo, useState} from 'react';
import type {DocSearchModalProps, DocSearchTransformClient} from '@docsearch/react';
import {useHistory, useLocation} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type {ThemeConfig} from '@docusaurus/theme-search-algolia';
import type {DeferredLocalSearch} from '@site/src/search/browser/deferredClient';
import {DOCS_SETS, SEARCH_RESULTS_PER_GROUP, VERSIONED_DOCS_SETS} from '@site/src/constants';
import {filteredHref} from '@site/src/troubleshooter/component/address';
import {useSearchParameters} from './searchParameters';
import {withKeyHints} from './hitInput';
import {reportingAnswers} from './answerState';
import Hit, {ModalLink} from './Hit';

type HitRecord = Parameters<NonNullable<DocSearchModalProps['transformItems']>>[0][number];
type FooterState = {query: string; context: {nbHits?: unknown}};

/**
 * The questions page (src/troubleshooter/questions.ts) of the module whose
 * pages the reader is on (OBS Utils elsewhere), filtered by the query: where
 * a search with no good hit sends the reader to describe the problem.
 */
function useQuestionsHref(): (query: string) => string {
  const {pathname} = useLocation();
  const {withBaseUrl} = useBaseUrlUtils();
  const docsSet =
    VERSIONED_DOCS_SETS.find((set) => pathname.startsWith(withBaseUrl(`${DOCS_SETS[set].routeBasePath}/`))) ??
    VERSIONED_DOCS_SETS[0];
  return useCallback((query) => filteredHref(`${DOCS_SETS[docsSet].routeBasePath}/questions`, query), [docsSet]);
}

function ResultsFooter({state, onClose}: {state: FooterState; onClose: () => void}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  const questionsHref = useQuestionsHref();
  return (
    <>
      <ModalLink to={createSearchLink(state.query)} onClick={onClose}>
        <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits ?? 0)}}>
          {'See all {count} results'}
        </Translate>
      </ModalLink>
      <ModalLink to={questionsHref(state.query)} onClick={onClose}>
        <Translate id="theme.SearchBar.questions">{'Not it? Look in the questions streamers ask'}</Translate>
      </ModalLink>
    </>
  );
}

/** The modal's texts, with the keys of the recent/favourite search controls on screen and in their tooltips. */
function modalTranslations(): typeof translations.modal {
  const apple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform);
  return {
    ...translations.modal,
    startScreen: withKeyHints(translations.modal?.startScreen ?? {}, apple),
    noResultsScreen: {
      ...translations.modal?.noResultsScreen,
      reportMissingResultsText: 'Describe what you want to do or what went wrong:',
      reportMissingResultsLinkText: 'look in the questions streamers ask.',
    },
  };
}

export type ModalProps = Omit<DocSearchModalProps, 'initialQuery' | 'initialScrollY' | 'onClose'>;

/**
 * @param onClose - Closes the modal.
 * @param box - The element the modal is drawn in, which carries the state of its answers (answerState.ts).
 * @param local - Local mode: the page's client that answers from the site's own index (searchSetup.ts).
 */
export function useModalProps(
  onClose: () => void,
  box: HTMLElement,
  local: DeferredLocalSearch | undefined,
): ModalProps {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const algolia = (siteConfig.themeConfig as unknown as ThemeConfig).algolia;
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const searchParameters = useSearchParameters();
  const [texts] = useState(modalTranslations);
  const questionsHref = useQuestionsHref();
  const {withBaseUrl} = useBaseUrlUtils();
  // With no hit at all, the no-results screen's link leads to the same questions, filtered by the query.
  const missingResultsUrl = useCallback(
    ({query}: {query: string}) => withBaseUrl(questionsHref(query)),
    [questionsHref, withBaseUrl],
  );

  const transformSearchClient = useCallback<NonNullable<DocSearchModalProps['transformSearchClient']>>(
    (client) => {
      if (!local) client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      const searching = local ? (local.client as unknown as DocSearchTransformClient) : client;
      return reportingAnswers(searching, box);
    },
    [local, siteMetadata.docusaurusVersion, box],
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

  return useMemo<ModalProps>(
    () => ({
      appId: algolia.appId,
      apiKey: algolia.apiKey,
      indexName: algolia.indexName,
      navigator,
      transformItems,
      hitComponent: Hit,
      transformSearchClient,
      resultsFooterComponent,
      searchParameters,
      getMissingResultsUrl: missingResultsUrl,
      maxResultsPerGroup: SEARCH_RESULTS_PER_GROUP,
      // Recent searches (7, or 4 once there are favourites) and favourites (10): DocSearch 3's own limits.
      translations: texts,
      placeholder: texts?.searchBox?.placeholderText,
    }),
    [
      algolia,
      navigator,
      transformItems,
      transformSearchClient,
      resultsFooterComponent,
      searchParameters,
      texts,
      missingResultsUrl,
    ],
  );
}
