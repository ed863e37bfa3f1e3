/**
 * Swizzled (replaced): renders code blocks whose tokens were made at build time by
 * plugins/code-highlighting/rehype.ts, so no highlighter ships to the browser. A highlighted block arrives as
 * one HTML string (`data-html`), set as the code element's content. Keeps what readers use: the
 * title (`title="…"`), a focusable scroll area and a copy button. Line highlighting is not supported.
 */
import {useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock';
import {titleFromMetastring} from '@site/src/utils/paths';
import styles from './styles.module.css';

function CopyButton({getText}: {readonly getText: () => string}): ReactNode {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard?.writeText(getText()).then(
      () => {
        setCopied(true);
        window.setTimeout(() => setCopied(false), 1500);
      },
      () => setCopied(false),
    );
  };
  return (
    <button type="button" className={clsx('clean-btn', styles.copy)} onClick={copy} aria-label="Copy code to clipboard">
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

export default function CodeBlock({
  children,
  className,
  metastring,
  title,
  language,
  'data-html': html,
}: Props & {readonly 'data-html'?: string}): ReactNode {
  const code = useRef<HTMLElement>(null);
  const lang = language ?? className?.match(/language-(\S+)/)?.[1];
  const heading = title ?? titleFromMetastring(metastring);
  return (
    <div className={clsx('theme-code-block', styles.block, lang && `language-${lang}`)}>
      {heading && <div className={styles.title}>{heading}</div>}
      <div className={styles.body}>
        {/* Focusable so keyboard users can scroll long lines. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <pre className={clsx('prism-code', styles.pre)} tabIndex={0}>
          {html === undefined ? (
            <code ref={code}>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
          ) : (
            <code ref={code} dangerouslySetInnerHTML={{__html: html}} />
          )}
        </pre>
        <CopyButton getText={() => code.current?.textContent?.replace(/\n$/, '') ?? ''} />
      </div>
    </div>
  );
}
