/**
 * Remark plugin: the "works with" badges on every page whose manifest entry names devices. config/supported-devices.ts
 * adds the devices to each page's front matter; this plugin puts `<SupportedDevices />` at the top of the page's
 * content (under the title), in `.md` and `.mdx` alike, so no page carries the component by hand and no page that
 * names devices goes without it. The component comes from the MDX component map (src/theme/MDXComponents.tsx), so the
 * node needs no import. tests/e2e/hardware.spec.ts checks the badges on a page; tests/unit/docs.test.ts that no page
 * writes the component itself.
 */
import type {Root, RootContent} from 'mdast';
import {supportedDevicesKey} from '../../src/data/supportedDevices';

/** The element name the MDX component map resolves. */
export const badgeComponent = 'SupportedDevices';

export default function remarkSupportedDevices() {
  return (tree: Root, file: {data: {frontMatter?: Record<string, unknown>}}): void => {
    const devices = file.data.frontMatter?.[supportedDevicesKey];
    if (!Array.isArray(devices) || devices.length === 0) return;
    const badges = {type: 'mdxJsxFlowElement', name: badgeComponent, attributes: [], children: []};
    tree.children.unshift(badges as unknown as RootContent);
  };
}
