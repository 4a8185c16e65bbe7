/**
 * Keeps a server-rendered subtree as it is when the page hydrates, instead
 * of building its React tree again in the reader's browser.
 *
 * Why: a drawing is a few hundred elements that never change, and building
 * their tree again at hydration is long main-thread work on a phone (the
 * Lighthouse mobile Total Blocking Time of a page with four drawings rose by
 * about a quarter). During the first hydration, this renders the element
 * with an empty `dangerouslySetInnerHTML`: React then leaves the element's
 * children exactly as the server wrote them and creates no components for
 * them. The choice is made once per mount, so later renders never touch the
 * children either.
 *
 * After a client-side navigation there is no server HTML to keep: Docusaurus
 * has already set `data-has-hydrated="true"` on `<html>`, so the children
 * render as usual.
 */
import React, {useState, type ReactNode} from 'react';

/** Whether this render is part of the page's first hydration (false on the server). */
function isFirstHydration(): boolean {
  // The server writes `data-has-hydrated="false"`; Docusaurus sets it to "true" once the page has hydrated.
  return typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated !== 'true';
}

/** One object, so a later render compares equal and React never rewrites the kept children. */
const KEEP_SERVER_HTML = {__html: ''};

export default function StaticOnHydration({className, children}: {className: string; children: ReactNode}): ReactNode {
  const [keepServerHtml] = useState(isFirstHydration);
  if (keepServerHtml) {
    return <div className={className} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  }
  return <div className={className}>{children}</div>;
}
