/**
 * Wraps the classic theme's version badge (Docusaurus 3.10): the "Copy
 * page" control (src/components/CopyPage/) shares the badge's row, right
 * above every docs page's title, so it takes no line of its own.
 *
 * Why this component: every docs page renders it between the breadcrumbs
 * and the content, and both the badge and the control are short. It sits
 * outside the page's content element (`.theme-doc-markdown`), which is what
 * the Markdown copies are made from (src/markdown/), so the control never
 * ends up in a copy. On a page without a badge (the welcome docs, which
 * have a single version), the row holds the control alone.
 */
import React, {type ReactNode} from 'react';
import DocVersionBadge from '@theme-original/DocVersionBadge';
import type DocVersionBadgeType from '@theme/DocVersionBadge';
import type {WrapperProps} from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocVersionBadgeType>;

export default function DocVersionBadgeWrapper(props: Props): ReactNode {
  return (
    <div className={styles.row}>
      <DocVersionBadge {...props} />
      <CopyPage />
    </div>
  );
}
