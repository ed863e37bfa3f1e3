/**
 * Swizzled (DocItem, wrapper): a doc page renders again only for another page. React Router hands a route's
 * component new `match` and `location` objects whenever the address changes, and on a client navigation Docusaurus
 * renders the page being left once more before the next one is loaded (its PendingNavigation provides the old
 * location anew). Upstream's DocItem reads only `content` from its props, so that render rebuilt the whole article
 * for nothing: 830 components on the command page the benchmark leaves (issue 23: client navigation). Components
 * inside that follow the address (the TOC, links) read it from context and still update.
 * tests/unit/doc-item-memo.test.ts fails if upstream's DocItem starts reading another prop.
 */
import {memo, type ComponentProps} from 'react';
import DocItem from '@theme-original/DocItem';

type Props = ComponentProps<typeof DocItem>;

/** True when both props show the same page: the only input of upstream's DocItem is `content`. */
export const samePage = (previous: Props, next: Props): boolean =>
  previous.content === next.content && previous.route === next.route;

export default memo(DocItem, samePage);
