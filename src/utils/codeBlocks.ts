/**
 * The markup of a code block, shared by the two places that write it and the ones that read it (issue 23):
 * plugins/code-highlighting/rehype.ts writes every fenced block of a doc page at build time, as static HTML with no
 * component; src/theme/CodeBlock writes the blocks a component renders (`<CodeBlock>` in JSX). Both give the copy
 * button `data-copy-code` and no handler: one listener on the document (src/client/copyCode.ts) serves them all.
 * The class names are global (src/css/code-blocks.css) because the build-time markup cannot know CSS-module hashes.
 */
export const codeBlockClasses = {
  /** The wrapper; `theme-code-block` is the theme's own name, which the Markdown twins look for. */
  block: 'theme-code-block code-block',
  title: 'code-block-title',
  body: 'code-block-body',
  pre: 'prism-code code-block-pre',
  copy: 'clean-btn code-block-copy',
  /** The one polite status region that says "Copied" to screen readers (src/client/copyCode.ts). */
  status: 'code-block-status',
} as const;

/** Finds a block's wrapper from anything inside it. */
export const codeBlockSelector = '.code-block';

/** The attribute that makes a button copy its block's code. */
export const copyCodeAttribute = 'data-copy-code';

/** What the copy button says, and its name for screen readers. */
export const copyLabels = {idle: 'Copy', done: 'Copied', name: 'Copy code to clipboard'} as const;

/** How long the button says "Copied", in milliseconds. */
export const copiedForMs = 1500;
