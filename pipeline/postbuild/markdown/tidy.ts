/**
 * Last touches on the Markdown tree before it is written: a GFM table cell must stay on one line, so line
 * breaks and newlines inside cells become spaces; paragraphs left empty by removed chrome go.
 */
import type {Root, TableCell} from 'mdast';
import {visit, SKIP} from 'unist-util-visit';

function flattenCell(cell: TableCell): void {
  visit(cell, 'break', (_node, index, parent) => {
    if (parent && index !== undefined) parent.children.splice(index, 1, {type: 'text', value: ' '});
  });
  visit(cell, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode') node.value = node.value.replace(/\s*\n\s*/g, ' ');
  });
}

export function tidyMarkdown() {
  return (tree: Root): void => {
    visit(tree, 'tableCell', (cell) => {
      flattenCell(cell);
      return SKIP;
    });
    visit(tree, 'paragraph', (paragraph, index, parent) => {
      const empty = paragraph.children.every((child) => child.type === 'text' && child.value.trim() === '');
      if (!empty || !parent || index === undefined) return undefined;
      parent.children.splice(index, 1);
      return [SKIP, index];
    });
  };
}
