/**
 * Exact matches for named things: a reader who types a message of the error reference (`NO DATA`, `+CME ERROR: 10`),
 * its code alone (`CME ERROR 10`) or a Core command (`power.status`) gets that entry's section first, whatever the
 * ranking of its words (`no`, `data`, `10` are on every other page; guides run `power.status` more often than its
 * reference page names it). plugins/search writes the list at build time from src/data/troubleshooting and the
 * command pages; it is fetched with the first query and saved with the offline copy like the rest of the index.
 */

import {fetchJsonOnce} from './fetchOnce';

export interface MessageEntry {
  /** The message as the reader sees it. */
  readonly text: string;
  readonly name?: string;
  /** The code alone, when it has one. */
  readonly code?: string;
  /** Its section: route and anchor. */
  readonly url: string;
  /** The page's title and sidebar category, for the hit's hierarchy. */
  readonly page: string;
  readonly lvl0: string;
  /** What a message means, in a sentence (commands have none: their hit shows the command itself). */
  readonly summary?: string;
}

export const messagesFile = 'pagefind/messages.json';

/** Lower case, punctuation as spaces: `+CME ERROR: 10` → `cme error 10`. A message of punctuation only stays as it is. */
export function normalizeMessage(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return words || text.trim();
}

const containsWords = (haystack: string, needle: string) => ` ${haystack} `.includes(` ${needle} `);

/**
 * The messages a query names. Either the whole query is a message or a code, or the query contains one where the
 * reader clearly quotes it: a code (it has a number: `got cme error 10 after a sim swap`), a message as the device
 * prints it, capitals and all (`NO DATA on every pid`), or a message of three words or more. Two common words in
 * lower case ("no data in the cloud") are a question, not a quotation. Whole matches first, then the longest.
 */
export function matchMessages(query: string, entries: readonly MessageEntry[]): MessageEntry[] {
  const raw = query.trim().replace(/^"|"$/g, '');
  const typed = normalizeMessage(raw);
  if (!typed) return [];
  const scored = entries.flatMap((entry) => {
    const forms = [entry.text, ...(entry.code ? [entry.code] : [])].map(normalizeMessage);
    if (forms.includes(typed)) return [{entry, rank: 0, length: typed.length}];
    const quoted = (form: string) =>
      form.includes(' ') &&
      containsWords(typed, form) &&
      (/\d/.test(form) || raw.includes(entry.text) || form.split(' ').length >= 3);
    const inside = forms.filter(quoted);
    return inside.length ? [{entry, rank: 1, length: Math.max(...inside.map((form) => form.length))}] : [];
  });
  return scored.sort((a, b) => a.rank - b.rank || b.length - a.length).map(({entry}) => entry);
}

export const loadMessages: (baseUrl: string) => Promise<readonly MessageEntry[]> =
  fetchJsonOnce<readonly MessageEntry[]>(messagesFile);
