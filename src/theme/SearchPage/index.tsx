/**
 * Wraps the theme's /search page (Docusaurus 3.10).
 *
 * Why: when the local search index cannot be loaded, the stock page keeps
 * waiting without a word. This wrapper shows the reader what happened under
 * the page title, and searches again in place (no reload) when the reader
 * asks to or the browser reports that it is back online: the stock page is
 * drawn afresh, so it sends its query again. It renders nothing extra while
 * the index loads normally, and nothing at all in Algolia mode.
 *
 * It also gives the page the head tags search engines read: the stock page
 * writes `<meta property="robots">`, which crawlers (and Docusaurus's
 * sitemap) ignore, so results pages would be indexed; and it has no
 * description for search and sharing snippets.
 */
import React, {type ReactNode, useCallback, useEffect, useMemo, useState} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import SearchPage from '@theme-original/SearchPage';
import {subscribeIndexStatus, type IndexStatus} from '@site/src/search/browser/status';
import styles from './styles.page.module.css';

function IndexErrorMessage({onRetry}: {onRetry: () => void}): ReactNode {
  return (
    <div className={`alert alert--danger ${styles.message}`} role="alert">
      <p>
        <strong>Search is unavailable right now.</strong> The search index could not be loaded: check your network
        connection, then try again.
      </p>
      <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

const SEARCH_PAGE_DESCRIPTION =
  'Search the OBS Utils and Ethereal Plane documentation: guides, settings, macros and API reference.';

export default function SearchPageWrapper(): ReactNode {
  const [status, setStatus] = useState<IndexStatus>('unknown');
  useEffect(() => subscribeIndexStatus(setStatus), []);
  // Each attempt draws the stock page afresh; the message waits for the new outcome.
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setStatus('unknown');
    setAttempt((n) => n + 1);
  }, []);
  useEffect(() => {
    if (status !== 'failed') return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [status, retry]);

  // A place right under the page's h1 for the message: made while rendering,
  // put into the page once React has drawn it.
  const slot = useMemo(() => (status === 'failed' ? document.createElement('div') : null), [status]);
  useEffect(() => {
    const heading = slot && document.querySelector('.main-wrapper h1');
    if (!slot || !heading) return undefined;
    heading.after(slot);
    return () => slot.remove();
  }, [slot]);

  return (
    <>
      <SearchPage key={attempt} />
      <PageMetadata description={SEARCH_PAGE_DESCRIPTION} />
      <Head>
        <meta name="robots" content="noindex, follow" />
        {/* The stock page's spinner would keep turning under the message. */}
        {status === 'failed' && <html className={styles.indexFailed} />}
      </Head>
      {slot && createPortal(<IndexErrorMessage onRetry={retry} />, slot)}
    </>
  );
}
