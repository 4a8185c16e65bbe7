/**
 * The content of one search hit. DocSearch makes each hit a listbox option
 * that the keyboard moves through from the search input (arrows, Enter,
 * Ctrl/⌘+Enter, handled by DocSearch), and an option's children are
 * presentational. DocSearch's own hit is a link inside the option: a
 * focusable element nested in another interactive one (axe
 * "nested-interactive", WCAG 4.1.2), which also adds every hit to the Tab
 * order. This hit is a placeholder `<a>` (no href: not focusable, no link
 * role) that a mouse follows: a click opens the page here; Ctrl, ⌘ or Shift
 * with a click, or the middle button, opens it in a new tab. `data-url`
 * holds where it leads.
 */
import React, {type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {hitClickAction} from './hitInput';

export default function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): React.JSX.Element {
  const history = useHistory();
  const onClick = (event: React.MouseEvent) => {
    const action = hitClickAction(event);
    if (action === 'follow') history.push(hit.url);
    else if (action === 'new-tab') window.open(hit.url, '_blank', 'noopener');
  };
  // DocSearch's option around this closes the modal and keeps the search as recent on a plain click.
  // A placeholder <a> (no href) keeps DocSearch's styles for hit links; @docusaurus/Link would add the href.
  return (
    // eslint-disable-next-line @docusaurus/no-html-links
    <a data-url={hit.url} onClick={onClick} onAuxClick={onClick}>
      {children}
    </a>
  );
}
