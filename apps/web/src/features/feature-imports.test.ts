import { describe, expect, it } from 'vitest';
// The graph and the lint rule live beside eslint.config.js, which loads them; this test checks
// the whole graph at once (the rule sees one import at a time). docs/decisions/042.
// eslint-disable-next-line no-restricted-imports -- the one module outside src this test reads
import {
  cyclicFeatures,
  featureGraph,
  FEATURE_LAYERS,
  pathBetween,
  TANGLED,
} from '../../../../eslint/feature-graph.mjs';

describe('imports between features', () => {
  it('tie no feature into a cycle, except the few still listed as tangled', () => {
    const cyclic = cyclicFeatures(featureGraph());
    expect(cyclic.filter((feature) => !TANGLED.has(feature))).toEqual([]);
  });

  it('list as tangled only features still in a cycle (the list only shrinks)', () => {
    const cyclic = new Set(cyclicFeatures(featureGraph()));
    expect([...TANGLED].filter((feature) => !cyclic.has(feature))).toEqual([]);
  });

  it('never lead from the board, boards, analytics or integrations back to automations', () => {
    const graph = featureGraph();
    for (const feature of ['board', 'boards', 'analytics', 'integrations'])
      expect(pathBetween(graph, feature, 'automations'), feature).toBeNull();
  });

  it('keep the board free of the features composed into it by the routes', () => {
    const graph = featureGraph();
    for (const composed of ['analytics', 'automations', 'time', 'focus', 'search', 'offline'])
      expect(pathBetween(graph, 'board', composed), composed).toBeNull();
  });

  it('declare layers only for features that exist', () => {
    const graph = featureGraph();
    expect(Object.keys(FEATURE_LAYERS).filter((feature) => !graph.has(feature))).toEqual([]);
  });
});
