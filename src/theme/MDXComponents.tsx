/** Wraps the theme's Markdown element map: only `table` changes (a keyboard-reachable scroll box). */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
