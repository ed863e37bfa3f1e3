/**
 * Where a page's Markdown twin lives (written after the build by pipeline/postbuild/markdown.ts). Shared by that
 * step, the "Copy page as Markdown" button and the tests, so all three agree on one rule.
 */

/** `/core/commands/core-commands-power/` → `/core/commands/core-commands-power.md`; the home page `/` → `/index.md`. */
export function markdownTwinPath(pagePath: string): string {
  const trimmed = pagePath.replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}
