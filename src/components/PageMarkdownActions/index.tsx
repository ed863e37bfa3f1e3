/**
 * "Copy page as Markdown" and "View as Markdown" on every doc page (placed by the DocBreadcrumbs wrapper).
 * The twin is the page's Markdown file written after the build (`/a/b/` → `/a/b.md`). Only this button and
 * its status line ship with every page; fetching and copying load on the first click (./copy.ts).
 */
import {useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {cleanHtmlPath} from '@site/src/utils/paths';
import {markdownTwinPath} from '@site/src/utils/markdownTwin';
import styles from './styles.module.css';

type Status = '' | 'Copied' | 'Could not load the Markdown';

const loadCopy = () => import(/* webpackChunkName: "tool/copy-page-markdown" */ './copy');

export default function PageMarkdownActions(): ReactNode {
  const twinPath = markdownTwinPath(cleanHtmlPath(useLocation().pathname));
  const [status, setStatus] = useState<Status>('');

  useEffect(() => {
    if (status === '') return undefined;
    const timer = window.setTimeout(() => setStatus(''), 4000);
    return () => window.clearTimeout(timer);
  }, [status]);

  const copy = () => {
    setStatus('');
    const module = loadCopy();
    // Safari writes the clipboard only during the click itself. A ClipboardItem may hold a promise of its
    // content, so the write starts now and the module, once loaded, supplies the text.
    const started =
      typeof ClipboardItem === 'function' && navigator.clipboard?.write
        ? navigator.clipboard.write([
            new ClipboardItem({'text/plain': module.then((copier) => copier.markdownBlob(twinPath))}),
          ])
        : undefined;
    // Handled here so a refused write is not also reported as an unhandled rejection; copy.ts decides what next.
    started?.catch(() => undefined);
    module
      .then((copier) => copier.copyPageMarkdown(twinPath, started))
      .then(
        (outcome) => setStatus(outcome === 'copied' ? 'Copied' : ''),
        () => setStatus('Could not load the Markdown'),
      );
  };

  return (
    <div className={styles.actions} data-pagefind-ignore="">
      <button type="button" className={styles.action} onClick={copy}>
        Copy page as Markdown
      </button>
      <a className={styles.action} href={twinPath}>
        View as Markdown
      </a>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
