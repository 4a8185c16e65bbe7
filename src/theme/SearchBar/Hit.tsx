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
 */
import React, {type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {isPlainClick} from './hitInput';

type AnchorProps = Omit<React.ComponentProps<'a'>, 'href'>;

/**
 * A real link to a page of this site for the modal: a plain click opens the
 * page in this tab without reloading the site (after the `onClick` given,
 * which may cancel it); any other click is the browser's. Unlike
 * Docusaurus's <Link>, it fetches nothing ahead: the modal redraws its links
 * for new addresses on every keystroke, and prefetching each one's page
 * code would cost the reader bandwidth and the typing time.
 */
export function ModalLink({to, onClick, children, ...anchor}: AnchorProps & {to: string}): React.JSX.Element {
  const history = useHistory();
  const follow = (event: React.MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event.nativeEvent)) return;
    event.preventDefault();
    history.push(to);
  };
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- a Docusaurus <Link> prefetches its page as it shows
    <a href={to} {...anchor} onClick={follow}>
      {children}
    </a>
  );
}

interface Props extends AnchorProps {
  hit: {url: string};
  children: ReactNode;
}

/** DocSearch's own click handling runs first (`onClick`): it keeps the search as recent and closes the modal. */
export default function Hit({hit, children, ...option}: Props): React.JSX.Element {
  return (
    <ModalLink to={hit.url} {...option}>
      {children}
    </ModalLink>
  );
}
