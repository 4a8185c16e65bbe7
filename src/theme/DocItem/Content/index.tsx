/**
 * Wraps the classic theme's docs content (Docusaurus 3.10): the "Copy page"
 * control (src/components/CopyPage/) goes right before it, so it sits just
 * above the page's title on every docs page and is rendered on the server
 * with the page, taking its space from the first paint.
 *
 * Why this component: it is the one every docs page renders around its
 * title and content, and its own element (`.theme-doc-markdown`) holds only
 * the content, which is what the Markdown copies are made from
 * (src/markdown/). Placed outside that element, the control never ends up
 * in a copy. Breadcrumbs, badge and TOC are in `DocItem/Layout`, which would
 * have to be ejected to put the control among them. (An ejected copy of
 * this component, measured against the wrapper, made the pages' JavaScript
 * heavier, not lighter.)
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <CopyPage />
      <Content {...props} />
    </>
  );
}
