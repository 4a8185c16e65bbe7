import React, {useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import {markdownPathOf} from '@site/src/markdown/paths';
import {CLIPBOARD_REFUSED, COPIED, FETCH_FAILED} from './messages';
import styles from './styles.module.css';

/**
 * "Copy page" and "View as Markdown" above a docs page's title. The first
 * copies the page's Markdown copy (`<page>.md`, made at build by
 * src/markdown/) to the clipboard, fetched only when clicked; the second
 * opens it. The outcome is written in a status line (a polite live region,
 * so screen readers announce it) whose space is kept empty until then, so
 * a message never moves the page. The page's head names the same copy
 * (`<link rel="alternate" type="text/markdown">`) for tools, in the served
 * HTML and after every client-side navigation.
 *
 * Every byte here ships with every docs page, so the code stays plain.
 */
export default function CopyPage(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const markdownPath = markdownPathOf(metadata.permalink, siteConfig.baseUrl);
  const [message, setMessage] = useState('');

  const copy = async () => {
    // Cleared first, so a second "Copied" is announced again.
    setMessage('');
    const text = fetch(markdownPath).then((response) => (response.ok ? response.text() : Promise.reject()));
    let result = COPIED;
    try {
      try {
        // Safari allows the write only while it handles the click, before the
        // text is there: a ClipboardItem takes the text still on its way.
        const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
        await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      } catch {
        // Browsers without ClipboardItem, or that refuse an item still on its way.
        await navigator.clipboard.writeText(await text);
      }
    } catch {
      result = await text.then(
        () => CLIPBOARD_REFUSED,
        () => FETCH_FAILED,
      );
    }
    setMessage(result);
  };

  return (
    <div className={styles.bar}>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownPath} />
      </Head>
      <span role="status" aria-live="polite" className={styles.status}>
        {message}
      </span>
      <button type="button" className="button button--sm button--outline button--primary" onClick={() => void copy()}>
        Copy page
      </button>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a file, not a route: no client-side routing, no prefetch */}
      <a href={markdownPath}>View as Markdown</a>
    </div>
  );
}
