/**
 * Wraps the theme's /search page (Docusaurus 3.10).
 *
 * Why: when the local search index cannot be loaded, the stock page keeps
 * waiting without a word. This wrapper shows the reader what happened and a
 * way to try again, under the page title. It renders nothing extra while the
 * index loads normally, and nothing at all in Algolia mode.
 *
 * It also gives the page the head tags search engines read: the stock page
 * writes `<meta property="robots">`, which crawlers (and Docusaurus's
 * sitemap) ignore, so results pages would be indexed; and it has no
 * description for search and sharing snippets.
 */
import React, {type ReactNode, useEffect, useMemo, useState} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import SearchPage from '@theme-original/SearchPage';
import {subscribeIndexStatus, type IndexStatus} from '@site/src/search/browser/status';
import styles from './styles.module.css';

function IndexErrorMessage(): ReactNode {
  return (
    <div className={`alert alert--danger ${styles.message}`} role="alert">
      <p>
        <strong>Search is unavailable right now.</strong> The search index could not be loaded: check your network
        connection, then try again.
      </p>
      <button type="button" className="button button--secondary button--sm" onClick={() => window.location.reload()}>
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
      <SearchPage />
      <PageMetadata description={SEARCH_PAGE_DESCRIPTION} />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      {slot && createPortal(<IndexErrorMessage />, slot)}
    </>
  );
}
