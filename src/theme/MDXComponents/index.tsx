/**
 * Wraps the classic theme's MDX components (Docusaurus 3.10).
 *
 * Why: a table wider than the article scrolls sideways, and a keyboard
 * reader can only scroll it once it takes focus. Markdown tables render
 * through `ScrollableTable`, which is focusable while it overflows.
 */
import MDXComponents from '@theme-original/MDXComponents';
import type {MDXComponentsObject} from '@theme/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

const components: MDXComponentsObject = {...MDXComponents, table: ScrollableTable};

export default components;
