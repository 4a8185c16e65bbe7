/**
 * Search button and modal. Ejected from @docusaurus/theme-search-algolia
 * 3.10.2 (DocSearch 4.7.0), because a wrapper cannot change how the modal
 * loads. What differs from upstream, each marked "Change" below:
 *
 * 1. The modal's code and styles load after the page is idle
 *    (docSearchModal.ts), not with the page's global CSS, so the first
 *    Ctrl+K opens it at once.
 * 2. When that code cannot be fetched (network gone), the shortcuts still
 *    open a stand-in modal showing DocSearch's error screen
 *    (UnavailableModal.tsx); the next query fetches again and hands over to
 *    the real modal.
 * 3. Local mode: the client answers from the site's own index
 *    (src/search/browser/deferredClient.ts), and no preconnect to Algolia is sent.
 * 4. The site's limits (src/constants.ts): 64-character input, page size, snippet lengths,
 *    results per group, recent and favourite searches, "Let us know" link.
 * 5. A letter typed on the focused search button opens the modal with it.
 * 6. The open modal is marked up as a modal dialog (DocSearch renders its
 *    backdrop as a focusable "button" around the input and hits).
 * 7. No focusable element inside a hit (an option of DocSearch's listbox):
 *    each hit is a placeholder link a mouse follows (Hit.tsx), and the save
 *    and remove controls of recent and favourite searches answer keys
 *    (hitInput.ts; the patch src/patches/docsearchHitActions.cjs makes
 *    them unfocusable).
 *
 * Left out of the copy: Ask AI and contextual search (not used by this site)
 * and external result URLs (every hit is a page of this site).
 */
import React, {type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModalProps} from '@docsearch/react';
import Head from '@docusaurus/Head';
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
  SEARCH_MODAL_MAX_QUERY_LENGTH,
  SEARCH_RECENT_LIMIT,
  SEARCH_RECENT_WITH_FAVORITES_LIMIT,
  SEARCH_RESULTS_PER_GROUP,
} from '@site/src/constants';
import {
  loadDocSearchModal,
  loadDocSearchModalWhenIdle,
  loadedDocSearchModal,
  type DocSearchModalType,
} from './docSearchModal';
import {useSearchParameters} from './searchParameters';
import {typedCharacter} from './typedCharacter';
import {markAsDialog} from './markAsDialog';
import {runHitActionKey, withKeyHints} from './hitInput';
import Hit from './Hit';
import UnavailableModal from './UnavailableModal';
// Change 1: only the button's styles are global; the modal's load with it.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './button.css';

type HitRecord = Parameters<NonNullable<DocSearchModalProps['transformItems']>>[0][number];

function ResultsFooter({
  state,
  onClose,
}: {
  state: {query: string; context: {nbHits?: unknown}};
  onClose: () => void;
}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits ?? 0)}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/** Change 4: "Believe this query should return results? Let us know." leads to the community Discord. */
const missingResultsUrl = () => DISCORD_URL;

/**
 * Keeps the errors DocSearch has already shown as "Unable to fetch results"
 * (name `RetryError`, thrown again after the screen is set) from surfacing
 * as uncaught errors of the page.
 */
function ignoreShownSearchErrors(): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if ((event.reason as {name?: unknown} | null)?.name === 'RetryError') event.preventDefault();
  };
  window.addEventListener('unhandledrejection', onRejection);
  return () => window.removeEventListener('unhandledrejection', onRejection);
}

/** A reader heading for the button: fetch the modal now if the idle load has not yet. */
const preloadModal = () => void loadDocSearchModal().catch(() => undefined);

/** Change 7: the modal's texts, with the keys of the recent/favourite search controls in their tooltips. */
function modalTranslations(): typeof translations.modal {
  const apple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform);
  return {...translations.modal, startScreen: withKeyHints(translations.modal?.startScreen ?? {}, apple)};
}

/** Ask AI is not configured on this site. */
const ignoreAskAi = () => undefined;

/** Where the modal is open, and with which component (the real one, or the stand-in while it cannot load). */
type ModalState = {open: false} | {open: true; modal: DocSearchModalType | 'unavailable'};

export default function SearchBar(): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const algolia = (siteConfig.themeConfig as unknown as ThemeConfig).algolia;
  const {mode} = usePluginData('search-index') as SearchGlobalData;
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const searchParameters = useSearchParameters();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Where the modal is drawn: a box made once, put at the top of the page on the first open.
  const [container] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  const [state, setState] = useState<ModalState>({open: false});
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [texts] = useState(modalTranslations);

  // Change 3: one deferred local client for the page's lifetime.
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

  // Change 1: fetch the modal once the page is idle.
  useEffect(() => loadDocSearchModalWhenIdle(), []);
  // Change 2: DocSearch shows its error screen for an unreachable search and
  // then throws the error on; it has been reported to the reader already.
  useEffect(() => ignoreShownSearchErrors(), []);

  const openModal = useCallback(() => {
    if (container && !container.isConnected) document.body.insertBefore(container, document.body.firstChild);
    // Fetch the engine and index once the open modal has been drawn.
    if (local) setTimeout(local.warmUp, 0);
    const ready = loadedDocSearchModal();
    if (ready) {
      setState({open: true, modal: ready});
      return;
    }
    // Change 2: open as soon as the code arrives, or the stand-in if it cannot.
    loadDocSearchModal().then(
      (modal) => setState({open: true, modal}),
      () => setState({open: true, modal: 'unavailable'}),
    );
  }, [local, container]);

  const closeModal = useCallback(() => {
    setState({open: false});
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  /** The stand-in asks to try again with what the reader typed (the latest query wins). */
  const latestQuery = useRef('');
  const retry = useCallback((query: string) => {
    latestQuery.current = query;
    loadDocSearchModal().then(
      (modal) => {
        setInitialQuery(latestQuery.current);
        setState((current) => (current.open ? {open: true, modal} : current));
      },
      () => undefined,
    );
  }, []);

  useDocSearchKeyboardEvents({
    isOpen: state.open,
    onOpen: openModal,
    onClose: closeModal,
    isAskAiActive: false,
    onAskAiToggle: ignoreAskAi,
  });

  // Change 5: a letter or digit typed on the focused button opens the modal with it.
  const onButtonKeyDown = useCallback(
    (event: React.KeyboardEvent<HTMLButtonElement>) => {
      const character = typedCharacter(event.nativeEvent);
      if (!character) return;
      event.preventDefault();
      setInitialQuery(character);
      openModal();
    },
    [openModal],
  );

  // Changes 4, 6 and 7, before the first paint of the open modal.
  useLayoutEffect(() => {
    if (!state.open || state.modal === 'unavailable' || !container) return undefined;
    const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) input.maxLength = SEARCH_MODAL_MAX_QUERY_LENGTH;
    markAsDialog(container.querySelector('.DocSearch-Container'));
    container.addEventListener('keydown', runHitActionKey);
    return () => container.removeEventListener('keydown', runHitActionKey);
  }, [state, container]);

  const navigator = useMemo(() => ({navigate: ({itemUrl}: {itemUrl: string}) => history.push(itemUrl)}), [history]);
  const transformItems = useCallback(
    (items: HitRecord[]) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );
  const resultsFooterComponent = useCallback(
    ({state: footerState}: {state: {query: string; context: {nbHits?: unknown}}}) => (
      <ResultsFooter state={footerState} onClose={closeModal} />
    ),
    [closeModal],
  );

  const Modal = state.open && state.modal !== 'unavailable' ? state.modal : undefined;
  return (
    <>
      {mode === 'algolia' && (
        <Head>
          {/* Change 3: only a build that queries Algolia warms up a connection to it. */}
          <link rel="preconnect" href={`https://${algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={preloadModal}
        onFocus={preloadModal}
        onMouseOver={preloadModal}
        onClick={openModal}
        onKeyDown={onButtonKeyDown}
        translations={translations.button}
      />
      {state.open &&
        container &&
        createPortal(
          Modal ? (
            <Modal
              appId={algolia.appId}
              apiKey={algolia.apiKey}
              indexName={algolia.indexName}
              onClose={closeModal}
              onAskAiToggle={ignoreAskAi}
              isAskAiActive={false}
              initialScrollY={window.scrollY}
              initialQuery={initialQuery}
              navigator={navigator}
              transformItems={transformItems}
              hitComponent={Hit}
              transformSearchClient={transformSearchClient}
              resultsFooterComponent={resultsFooterComponent}
              searchParameters={searchParameters}
              getMissingResultsUrl={missingResultsUrl}
              maxResultsPerGroup={SEARCH_RESULTS_PER_GROUP}
              recentSearchesLimit={SEARCH_RECENT_LIMIT}
              recentSearchesWithFavoritesLimit={SEARCH_RECENT_WITH_FAVORITES_LIMIT}
              translations={texts}
              placeholder={translations.modal?.searchBox?.placeholderText}
            />
          ) : (
            <UnavailableModal initialQuery={initialQuery ?? ''} onClose={closeModal} onRetry={retry} />
          ),
          container,
        )}
    </>
  );
}
