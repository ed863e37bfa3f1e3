/**
 * Swizzled (DocSidebarItem, wrapper): a sidebar item renders again on a navigation only if it is, or holds, the page
 * being left or the page being opened. Upstream memoizes each level of items (`DocSidebarItems`), but every item
 * takes the active path as a prop, so each client navigation re-rendered the whole expanded sidebar, about 550
 * fibers on a settings page, for the two items whose highlight changes (issue 23: client navigation). An item
 * that holds neither path renders the same for both, because the active path reaches it only through
 * `isActiveSidebarItem`, and its children only through it. Every other prop is still compared by identity.
 * tests/unit/sidebar-item-memo.test.ts holds the rule; tests/e2e/navigation.spec.ts that the highlight follows a
 * client navigation.
 */
import {memo, type ComponentProps} from 'react';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import DocSidebarItem from '@theme-original/DocSidebarItem';

type Props = ComponentProps<typeof DocSidebarItem>;

/** True when the item renders the same with the next props as with the previous ones. */
export function rendersTheSame(previous: Props, next: Props): boolean {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)] as (keyof Props)[]);
  for (const key of keys) if (key !== 'activePath' && previous[key] !== next[key]) return false;
  if (previous.activePath === next.activePath) return true;
  return !isActiveSidebarItem(next.item, previous.activePath) && !isActiveSidebarItem(next.item, next.activePath);
}

export default memo(DocSidebarItem, rendersTheSame);
