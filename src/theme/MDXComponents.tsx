/**
 * Wraps the theme's Markdown element map: `table` becomes a keyboard-reachable scroll box, and `SupportedDevices` (the
 * "works with" badges that plugins/docs/remark-supported-devices.ts puts on every page naming devices) resolves
 * without an import.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import SupportedDevices from '@site/src/components/hardware/SupportedDevices';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  SupportedDevices,
};
