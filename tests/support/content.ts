/** Content measures shared by the content tests; the same rules as ../shared/tools/content-report.mjs. */

export const PLACEHOLDER = /\b(TODO|TBD|lorem ipsum|coming soon|placeholder|to be written|fill (this|me) in)\b/i;

/** Words of prose, tables and code in a Markdown source, without front matter, imports, tags and link targets. */
export function countWords(source: string): number {
  const body = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_`|>\-[\]{}():=]/g, ' ');
  return body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
