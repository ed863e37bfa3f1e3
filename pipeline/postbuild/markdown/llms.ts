/**
 * llms.txt (llmstxt.org: an H1, a one-line summary in a blockquote, short notes, then `## Section` lists of
 * links with descriptions) and llms-full.txt (every twin, in the same order, one after the other).
 */
import {markdownTwinPath} from '../../../src/utils/markdownTwin';
import type {Section} from './order';

export interface TwinSummary {
  readonly title: string;
  readonly description: string | undefined;
  readonly markdown: string;
}

export interface LlmsInput {
  readonly siteName: string;
  /** The site URL without a trailing slash. */
  readonly siteUrl: string;
  readonly summary: string;
  readonly sections: readonly Section[];
  readonly twins: ReadonlyMap<string, TwinSummary>;
}

/** The line between two pages of llms-full.txt; twins write their own thematic breaks as `***`, never like this. */
export const pageSeparator = '\n---\n\n';

const linkText = (value: string) => value.replace(/([\\[\]])/g, '\\$1');

export function llmsTxt({siteName, siteUrl, summary, sections, twins}: LlmsInput): string {
  const example = '/core/commands/core-commands-power/';
  const lines = [
    `# ${siteName}`,
    '',
    `> ${summary}`,
    '',
    `- Every page of ${siteUrl}/ has a Markdown version at its path with \`.md\` in place of the final slash ` +
      `(\`${example}\` → \`${markdownTwinPath(example)}\`); the home page's is \`/index.md\`. A page URL requested ` +
      'with `Accept: text/markdown` answers with the same file.',
    '- In those files, links are site paths of the web pages, and tables, code and diagram descriptions are ' +
      'as the pages show them.',
    `- [llms-full.txt](${siteUrl}/llms-full.txt) holds every page in one file, in the order of this list.`,
  ];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const pagePath of section.paths) {
      const twin = twins.get(pagePath);
      if (!twin) throw new Error(`llms.txt: no twin for ${pagePath}`);
      const link = `- [${linkText(twin.title)}](${siteUrl}${markdownTwinPath(pagePath)})`;
      lines.push(twin.description ? `${link}: ${twin.description}` : link);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function llmsFullTxt({sections, twins}: Pick<LlmsInput, 'sections' | 'twins'>): string {
  return sections
    .flatMap((section) => section.paths)
    .map((pagePath) => twins.get(pagePath)!.markdown)
    .join(pageSeparator);
}
