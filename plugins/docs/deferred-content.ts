/**
 * Long doc pages open in two steps on a client navigation (issue 23). This recma plugin wraps the top-level blocks
 * of a compiled page that come after its first screen in src/components/DeferredContent, which renders them a step
 * later when a reader follows a link inside the site, and at once when the page is built, hydrated, opened at an
 * anchor or reached by back or forward.
 *
 * The first screen is measured in characters of text, the way a reader meets it: a block's text and the text of its
 * static HTML, and a fixed allowance for a component (a diagram or a tool fills much of a screen). A page whose rest
 * is short is left whole: the step would cost more than it saves.
 */
import type {
  ArrayExpression,
  CallExpression,
  Expression,
  Node as EstreeNode,
  Program,
  ReturnStatement,
  SpreadElement,
} from 'estree';
import {visit as visitEstree} from 'estree-util-visit';
import {mdxContentFunction, prependImport, property} from './compiled-page';

/** Characters of text kept in the first step: about one screen of a desktop article, two of a phone. */
export const firstScreenCharacters = 2000;
/** A page defers nothing unless at least this much text (characters) comes after the first screen. */
export const minimumDeferredCharacters = 1500;
/** What a JSX component (a diagram, a tool, tabs) counts for, in characters of text. */
export const componentCharacters = 600;

export const deferredContentComponent = {
  source: '@site/src/components/DeferredContent',
  local: '_VeltroDeferredContent',
};

type Child = Expression | SpreadElement | null;

/** The characters a reader sees in one top-level block of the compiled page. */
export function blockCharacters(block: Child): number {
  if (!block) return 0;
  let characters = 0;
  visitEstree(block as EstreeNode, (node, _key, _index, ancestors) => {
    const estree = node as EstreeNode;
    if (estree.type === 'Literal' && typeof estree.value === 'string') {
      // A class name is not text a reader sees (a code block's wrapper has a long one).
      if (isClassName(ancestors.at(-1) as EstreeNode | undefined)) return;
      characters += estree.value.includes('<') ? estree.value.replace(/<[^>]*>/g, '').length : estree.value.length;
    } else if (estree.type === 'CallExpression' && isElementOfComponent(estree)) {
      characters += componentCharacters;
    }
  });
  return characters;
}

const isClassName = (parent: EstreeNode | undefined): boolean =>
  parent?.type === 'Property' && parent.key.type === 'Identifier' && parent.key.name === 'className';

/** `_jsx(Name, …)`: an element of an imported or provided component, not of `_components.p` or `_Fragment`. */
function isElementOfComponent(call: CallExpression): boolean {
  const [type] = call.arguments;
  return type?.type === 'Identifier' && type.name !== '_Fragment' && /^[A-Z]/.test(type.name);
}

/** Where the page's blocks split: the index of the first deferred block, or undefined to keep the page whole. */
export function splitIndex(blocks: readonly Child[]): number | undefined {
  const sizes = blocks.map(blockCharacters);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  let before = 0;
  for (let index = 0; index < blocks.length; index++) {
    if (before >= firstScreenCharacters) return total - before >= minimumDeferredCharacters ? index : undefined;
    before += sizes[index]!;
  }
  return undefined;
}

/** `return _jsxs(_Fragment, {children: [...]})`, the end of `_createMdxContent` for a page of several blocks. */
function contentBlocks(program: Program): {call: CallExpression; children: ArrayExpression} | undefined {
  const content = mdxContentFunction(program, 'deferred-content');
  const returned = content.body.body.find((node): node is ReturnStatement => node.type === 'ReturnStatement');
  const call = returned?.argument;
  if (call?.type !== 'CallExpression') return undefined;
  const [type, props] = call.arguments;
  if (type?.type !== 'Identifier' || type.name !== '_Fragment' || props?.type !== 'ObjectExpression') return undefined;
  for (const property of props.properties) {
    if (
      property.type === 'Property' &&
      property.key.type === 'Identifier' &&
      property.key.name === 'children' &&
      property.value.type === 'ArrayExpression'
    ) {
      return {call, children: property.value};
    }
  }
  return undefined;
}

export function recmaDeferredContent() {
  return (tree: EstreeNode): void => {
    if (tree.type !== 'Program') return;
    const blocks = contentBlocks(tree);
    if (!blocks) return;
    const index = splitIndex(blocks.children.elements);
    if (index === undefined) return;
    const later = blocks.children.elements.splice(index);
    blocks.children.elements.push({
      type: 'CallExpression',
      optional: false,
      callee: blocks.call.callee,
      arguments: [
        {type: 'Identifier', name: deferredContentComponent.local},
        {type: 'ObjectExpression', properties: [property('children', {type: 'ArrayExpression', elements: later})]},
      ],
    });
    prependImport(tree, deferredContentComponent);
  };
}
