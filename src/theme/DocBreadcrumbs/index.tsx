/**
 * Swizzled (DocBreadcrumbs, wrapper): every doc page gets "Copy page as Markdown" and "View as Markdown" on the
 * breadcrumbs' line. That line is on every doc page, above the title, at every width; the TOC, the other
 * candidate, is missing on pages without headings and folded away on phones. The breadcrumbs are unchanged.
 * Below that line, a page for another device than the reader's says so (src/components/MyDevice/Notice.tsx).
 */
import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import MyDeviceNotice from '@site/src/components/MyDevice/Notice';
import PageMarkdownActions from '@site/src/components/PageMarkdownActions';
import styles from './styles.module.css';

export default function DocBreadcrumbsWrapper(): ReactNode {
  return (
    <>
      <div className={styles.line}>
        <DocBreadcrumbs />
        <PageMarkdownActions />
      </div>
      <MyDeviceNotice />
    </>
  );
}
