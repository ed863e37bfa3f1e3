/**
 * A page must not import what it never uses (issue 23). MDX keeps every `import` of a page, used or not, and the
 * bundler keeps the module and evaluates it when the page opens: a settings page that imported its category's data
 * after its tables had become static HTML (plugins/docs/settings-tables.ts) still evaluated that data, and the
 * keyfob, pin and Core fact modules behind it, on every client navigation to it. This recma plugin fails the build
 * on an imported name that the compiled page does not reference, so the import is deleted instead of shipped.
 *
 * It reads names, not scopes: a parameter or local variable of the same name as an import counts as a use. Pages
 * here declare almost no locals of their own (a few `export const`), so the check errs only towards passing.
 */
import type {Identifier, Node as EstreeNode, Program} from 'estree';
import {visit} from 'estree-util-visit';
import type {VFile} from 'vfile';

/** Whether `identifier`, reached through `parent`, reads a binding (not a property name or an import's own names). */
function readsBinding(identifier: Identifier, parent: EstreeNode | undefined): boolean {
  if (!parent) return true;
  switch (parent.type) {
    case 'ImportSpecifier':
    case 'ImportDefaultSpecifier':
    case 'ImportNamespaceSpecifier':
      return false;
    case 'MemberExpression':
      return parent.object === identifier || parent.computed;
    case 'Property':
      return parent.value === identifier || parent.computed;
    default:
      return true;
  }
}

/** The names a compiled page imports and never reads, e.g. `['power']`. */
export function unusedImports(program: Program): string[] {
  const imported = new Set<string>();
  for (const node of program.body)
    if (node.type === 'ImportDeclaration') for (const specifier of node.specifiers) imported.add(specifier.local.name);
  const read = new Set<string>();
  visit(program as EstreeNode, (node, _key, _index, parents) => {
    const estree = node as EstreeNode;
    if (estree.type === 'Identifier' && imported.has(estree.name) && readsBinding(estree, parents.at(-1) as EstreeNode))
      read.add(estree.name);
  });
  return [...imported].filter((name) => !read.has(name));
}

/**
 * The source's import statement of `name`, quoted so a reader finds it. Not a line number: the compiled page's nodes
 * carry no positions, and Docusaurus compiles the page without its front matter, so a line counted here would be off.
 */
function importStatement(file: VFile, name: string): string {
  const statement = String(file.value)
    .split('\n')
    .find((text) => /^\s*import\b/.test(text) && new RegExp(`\\b${name.replace(/\$/g, "\\$")}\\b`).test(text));
  return statement ? ` (${statement.trim()})` : '';
}

export function recmaUnusedImports() {
  return (program: Program, file: VFile): void => {
    const unused = unusedImports(program);
    if (unused.length > 0)
      throw new Error(
        `${file.path}: imports ${unused.join(', ')} but never uses ${unused.length > 1 ? 'them' : 'it'}` +
          `${importStatement(file, unused[0]!)}; delete the import, or the page evaluates that module for nothing ` +
          'each time it opens',
      );
  };
}
