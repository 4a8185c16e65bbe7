/**
 * One search hit: a real link to the hit's page (address on hover, the
 * browser's link menu, middle click and Ctrl / ⌘ / Shift-click for a new tab
 * or window) that is itself the option of DocSearch's listbox. DocSearch
 * draws the option as a list item around its hit; the patch
 * src/patches/docsearchHitMarkup.cjs gives the option's props (role, id,
 * aria-selected and DocSearch's handlers) to this link instead, so the
 * listbox holds link options and no link sits inside an option (axe
 * "nested-interactive"). The keyboard works as DocSearch's always has:
 * arrows, Enter, Ctrl/⌘+Enter.
 *
 * A plain click opens the page in this tab without reloading the site.
 */
import React, {type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {isPlainClick} from './hitInput';

type OptionProps = Omit<React.ComponentProps<'a'>, 'href' | 'children'>;

interface Props extends OptionProps {
  hit: {url: string};
  children: ReactNode;
}

export default function Hit({hit, children, onClick, ...option}: Props): React.JSX.Element {
  const history = useHistory();
  const follow = (event: React.MouseEvent<HTMLAnchorElement>) => {
    // DocSearch's own click handling first: it keeps the search as recent and closes the modal.
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event.nativeEvent)) return;
    event.preventDefault();
    history.push(hit.url);
  };
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- a Docusaurus <Link> would prefetch every hit's page as it shows
    <a href={hit.url} {...option} onClick={follow}>
      {children}
    </a>
  );
}
