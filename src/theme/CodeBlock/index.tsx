/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (lib/theme/CodeBlock/index.js):
 * the entry of every code block, which picks the component for string or
 * element children.
 *
 * CHANGED: no `key` that flips when the page has hydrated. Upstream keys the
 * content with `useIsBrowser()` so that each code block mounts again after
 * hydration, to repaint the Prism colours of a reader in dark mode. In 3.10
 * that remount is not needed: `useColorMode()` gives the default (light)
 * mode during hydration, as the server rendered, and the dark mode in the
 * next render, whose changed token styles React writes like any other
 * change. The remount cost every page with code at hydration: each block
 * was highlighted and built a second time, and the removal and insertion
 * made the browser restyle the whole article. `tests/e2e/preferences.spec.ts`
 * ("code colours") checks the dark colours after hydration and after a
 * switch, and that a light page keeps the server's code elements.
 *
 * It can go when the theme stops remounting code blocks after hydration.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** One string when every child is text (so the block can be copied); the children as given otherwise. */
function textOrChildren(children: ReactNode): ReactNode {
  const parts = React.Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = textOrChildren(children);
  if (typeof content === 'string') return <StringContent {...props}>{content}</StringContent>;
  return <ElementContent {...props}>{content}</ElementContent>;
}
