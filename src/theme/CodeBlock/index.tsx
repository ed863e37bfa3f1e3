/**
 * Swizzled (replaced): the code blocks a component renders (`<CodeBlock language="json" title="…">` in JSX). The
 * fenced blocks of doc pages do not come here: plugins/code-highlighting/rehype.ts writes them at build time as
 * static HTML, in the same markup (src/utils/codeBlocks.ts; tests/unit/highlight.test.ts compares the two). Keeps
 * what readers use: the title, a focusable scroll area and a copy button, which the document's listener serves
 * (src/client/copyCode.ts). No highlighting: no highlighter ships to the browser. Line highlighting is not supported.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock';
import {codeBlockClasses, copyCodeAttribute, copyLabels} from '@site/src/utils/codeBlocks';
import {titleFromMetastring} from '@site/src/utils/paths';

export default function CodeBlock({children, className, metastring, title, language}: Props): ReactNode {
  const lang = language ?? className?.match(/language-(\S+)/)?.[1];
  const heading = title ?? titleFromMetastring(metastring);
  return (
    <div className={clsx(codeBlockClasses.block, lang && `language-${lang}`)}>
      {heading && <div className={codeBlockClasses.title}>{heading}</div>}
      <div className={codeBlockClasses.body}>
        {/* Focusable so keyboard users can scroll long lines. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <pre className={codeBlockClasses.pre} tabIndex={0}>
          <code>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
        </pre>
        <button
          type="button"
          className={codeBlockClasses.copy}
          aria-label={copyLabels.name}
          {...{[copyCodeAttribute]: ''}}
        >
          {copyLabels.idle}
        </button>
      </div>
    </div>
  );
}
