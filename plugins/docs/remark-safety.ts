/**
 * Remark plugin: the leaf directive `::safety{id="exhaust-gas"}` on a line of its own becomes the admonition of that
 * id in `src/data/safety.ts`, in `.md` (CommonMark) and `.mdx` pages alike: Docusaurus parses directives in both
 * formats (remark-directive runs before the admonitions plugin). Site remark plugins run after the admonitions
 * plugin, so the node is built in the admonitions plugin's output shape (`hName: 'admonition'`), the same the theme
 * renders for `:::danger`; the Markdown twins (pipeline/postbuild/markdown) then read it from the HTML like any
 * other admonition. An unknown or missing id throws, which fails the build and names the file.
 */
import type {BlockContent, Paragraph, PhrasingContent, Root, RootContent, Table, TableRow} from 'mdast';
import {visit} from 'unist-util-visit';
import type {LeafDirective} from './directives';
import {stackTable} from './stacked-tables';
import {checklist24VRows, safetyWarningById, type SafetyWarning} from '../../src/data/safety';

/** Plain text with `code` spans as inline code. */
function inline(text: string): PhrasingContent[] {
  return text
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('`') ? {type: 'inlineCode', value: part.slice(1, -1)} : {type: 'text', value: part},
    );
}

const paragraph = (text: string): Paragraph => ({type: 'paragraph', children: inline(text)});

const row = (cells: readonly string[]): TableRow => ({
  type: 'tableRow',
  children: cells.map((cell) => ({type: 'tableCell', children: inline(cell)})),
});

/** The 24 V checklist as a table: Cloud field, value, setting key; stacked on a phone, the value first. */
export function checklistTable(): Table {
  return stackTable({
    type: 'table',
    align: [null, null, null],
    children: [
      row(['Setting in the Cloud', 'Value', 'Key']),
      ...checklist24VRows.map((entry) => row([entry.field, entry.value, `\`${entry.key}\``])),
    ],
  }, ['Value']);
}

/** The admonition node of a warning, in the shape the Docusaurus admonitions plugin produces. */
export function safetyAdmonition(warning: SafetyWarning): BlockContent {
  const children: BlockContent[] = warning.body.map(paragraph);
  if (warning.points) {
    children.push({
      type: 'list',
      ordered: false,
      spread: false,
      children: warning.points.map((point) => ({type: 'listItem', spread: false, children: [paragraph(point)]})),
    });
  }
  if (warning.checklist) children.push(checklistTable());
  return {
    type: 'blockquote',
    children,
    data: {hName: 'admonition', hProperties: {type: warning.severity, title: warning.title}},
  };
}

export default function remarkSafety() {
  return (tree: Root, file: {path?: string}): void => {
    visit(tree, (found, index, parent) => {
      const node = found as unknown as LeafDirective;
      if (node.type !== 'leafDirective' || node.name !== 'safety' || !parent || index === undefined) return;
      const id = node.attributes?.id ?? '';
      const warning = safetyWarningById.get(id);
      if (!warning) {
        const known = [...safetyWarningById.keys()].join(', ');
        throw new Error(`${file.path ?? 'A page'}: unknown safety warning id "${id}" (known: ${known})`);
      }
      parent.children.splice(index, 1, safetyAdmonition(warning) as RootContent);
      return index + 1;
    });
  };
}
