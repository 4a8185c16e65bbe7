/**
 * What the page bundle knows of search before the modal's code is in: the
 * mode the site was built in (local or Algolia), the Algolia app id (for the
 * preconnect of an Algolia build) and, in local mode, the deferred client
 * (src/search/browser/deferredClient.ts), made once per page and warmed up
 * at the reader's first intent to search. Everything else the modal is
 * given comes with its code (Modal.tsx, modalProps.tsx).
 */
import {useCallback, useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {ThemeConfig} from '@docusaurus/theme-search-algolia';
import type {SearchGlobalData} from '@site/src/search/indexer/plugin';
import {createDeferredLocalSearch, type DeferredLocalSearch} from '@site/src/search/browser/deferredClient';

export interface SearchSetup {
  /** Local mode or Algolia mode, as the search plugin built the site. */
  mode: SearchGlobalData['mode'];
  appId: string;
  /** Local mode: the client that answers from the site's own index. */
  local: DeferredLocalSearch | undefined;
  /** Local mode: fetch the engine and index now (the reader is about to search). */
  warmUp: () => void;
}

export function useSearchSetup(): SearchSetup {
  const {siteConfig} = useDocusaurusContext();
  const algolia = (siteConfig.themeConfig as unknown as ThemeConfig).algolia;
  const {mode} = usePluginData('search-index') as SearchGlobalData;
  // One deferred local client for the page's lifetime.
  const local = useMemo(
    () => (mode === 'local' ? createDeferredLocalSearch(algolia.appId, algolia.apiKey) : undefined),
    [mode, algolia.appId, algolia.apiKey],
  );
  const warmUp = useCallback(() => local?.warmUp(), [local]);
  return {mode, appId: algolia.appId, local, warmUp};
}
