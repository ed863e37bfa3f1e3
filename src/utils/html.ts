/**
 * Escaping for HTML written by hand, in two strengths because the places differ: text between tags needs `&`, `<`
 * and `>` escaped, and keeps its quotes readable (the Markdown twins show them); an attribute value, or text that
 * may end up in one, needs the quotes escaped as well. The service worker's offline page keeps its own copy
 * (plugins/offline/sw/ is built on its own and imports nothing of the site).
 */
const entities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `&`, `<` and `>` as entities: for text between tags. */
export const escapeText = (text: string): string => text.replace(/[&<>]/g, (character) => entities[character]!);

/** `&`, `<`, `>` and both quotes as entities: for attribute values, and text that may be placed in one. */
export const escapeAttribute = (text: string): string => text.replace(/[&<>"']/g, (character) => entities[character]!);
