/**
 * Typo tolerance for the local index, which (unlike Algolia) matches only exact words and prefixes. When a
 * query finds nothing, each unknown term is replaced by the most frequent indexed word within one edit (two
 * for long words), e.g. "geofance" → "geofence". The vocabulary is written next to the index at build time
 * and fetched only the first time a query comes back empty.
 */

import {fetchJsonOnce} from './fetchOnce';

/** Words of the indexed pages, most frequent first (plugins/search writes it). */
export interface Vocabulary {
  readonly words: readonly string[];
}

export const vocabularyFile = 'pagefind/vocabulary.json';

/** The terms of a query as the index tokenises them (dots and underscores stay inside command names). */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}._]+/u)
    .map((term) => term.replace(/^[._]+|[._]+$/g, ''))
    .filter(Boolean);
}

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

const allowedEdits = (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

/** The closest, then most frequent, vocabulary word for `term`; the term itself when it is known or too short. */
export function correctTerm(term: string, vocabulary: Vocabulary, known: ReadonlySet<string>): string {
  const limit = allowedEdits(term);
  if (limit === 0 || known.has(term)) return term;
  let best = term;
  let bestDistance = limit + 1;
  for (const word of vocabulary.words) {
    const distance = editDistance(term, word, Math.min(limit, bestDistance - 1));
    if (distance < bestDistance) {
      best = word;
      bestDistance = distance;
      if (distance === 1) break; // Words are in frequency order: the first word one edit away wins.
    }
  }
  return best;
}

/** The query with its misspelt terms corrected, or undefined when nothing changed. */
export function correctQuery(query: string, vocabulary: Vocabulary): string | undefined {
  const known = new Set(vocabulary.words);
  const terms = queryTerms(query);
  const corrected = terms.map((term) => correctTerm(term, vocabulary, known));
  return corrected.some((term, index) => term !== terms[index]) ? corrected.join(' ') : undefined;
}

export const loadVocabulary: (baseUrl: string) => Promise<Vocabulary> = fetchJsonOnce<Vocabulary>(vocabularyFile);
