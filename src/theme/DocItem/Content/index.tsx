/**
 * Wraps the classic theme's docs content (Docusaurus 3.10): on the pages
 * TypeDoc generates (doc ids "api-reference/…"), the content sits in a
 * `vm-api-reference` box, which src/css/custom.css styles.
 *
 * Why: those rules used to select `html[class*='docs-doc-id-api-reference/']`.
 * React Helmet rewrites the class of `<html>` as a page hydrates, and every
 * change of that attribute made the browser restyle the tables, headings
 * and code of whatever page was loading, API reference or not. A class on
 * an element the server writes once never changes.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof ContentType>;

/** The docs id prefix of the pages TypeDoc generates, in every docs set and release. */
const API_REFERENCE_ID = /^api-reference\//;

export default function DocItemContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  if (!API_REFERENCE_ID.test(metadata.id)) return <Content {...props} />;
  return (
    <div className={'vm-api-reference'}>
      <Content {...props} />
    </div>
  );
}
