/**
 * Imports run one way (README, "Where things live"): each part of the repository imports only from the layers below
 * it (tools/import-graph.ts), so a newcomer can read the code bottom-up and nothing is tangled in a circle.
 */
import {describe, expect, it} from 'vitest';
import {importGraph, layerOf, partOf} from '../../tools/import-graph';

describe('the import graph', () => {
  const edges = [...importGraph().keys()].map((edge) => edge.split(' → ') as [string, string]);

  it('names every part that imports or is imported in a layer', () => {
    const parts = new Set(edges.flat());
    expect([...parts].filter((part) => layerOf(part) < 0)).toEqual([]);
  });

  it('runs down only: no part imports from its own layer or one above', () => {
    const upward = edges.filter(([from, to]) => from !== 'tests' && layerOf(to) >= layerOf(from));
    expect(upward.map((edge) => edge.join(' → '))).toEqual([]);
  });

  it('sorts files into parts by their top folder, or their folder below src/ and plugins/', () => {
    expect(partOf('src/data/core/facts.ts')).toBe('src/data');
    expect(partOf('plugins/search/client/localClient.ts')).toBe('plugins/search');
    expect(partOf('bench/relevance/index.ts')).toBe('bench');
    expect(partOf('docusaurus.config.ts')).toBe('docusaurus.config.ts');
  });
});
