/**
 * Small edits to a compiled MDX page (its estree, as recma plugins see it), shared by the recma plugins of
 * static-html.ts and deferred-content.ts.
 */
import type {Expression, FunctionDeclaration, Program, Property} from 'estree';

/** The page's `_createMdxContent` function, which MDXContent calls on every render. */
export function mdxContentFunction(program: Program, plugin: string): FunctionDeclaration {
  const content = program.body.find(
    (node): node is FunctionDeclaration => node.type === 'FunctionDeclaration' && node.id?.name === '_createMdxContent',
  );
  if (!content) throw new Error(`${plugin}: the compiled page has no _createMdxContent function (MDX changed)`);
  return content;
}

/**
 * `import local from 'source'`, or `import {imported as local} from 'source'` with `imported`, at the top of the
 * page.
 */
export function prependImport(program: Program, {source, local, imported}: {source: string; local: string; imported?: string}): void {
  program.body.unshift({
    type: 'ImportDeclaration',
    attributes: [],
    specifiers: [
      imported
        ? {type: 'ImportSpecifier', imported: {type: 'Identifier', name: imported}, local: {type: 'Identifier', name: local}}
        : {type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: local}},
    ],
    source: {type: 'Literal', value: source},
  });
}

/** `name: value` in an object literal. */
export const property = (name: string, value: Expression): Property => ({
  type: 'Property',
  key: {type: 'Identifier', name},
  value,
  kind: 'init',
  method: false,
  shorthand: false,
  computed: false,
});
