import type { Rule } from 'eslint';

export const FEATURES_DIR: string;
export const TANGLED: ReadonlySet<string>;
export const FEATURE_LAYERS: Record<string, string[][]>;
export function featureGraph(root?: string): Map<string, Set<string>>;
export function pathBetween(graph: Map<string, Set<string>>, from: string, to: string): string[] | null;
export function cyclicFeatures(graph: Map<string, Set<string>>): string[];
export function layerRank(feature: string, folder: string | undefined): number | undefined;
export const noFeatureCycles: Rule.RuleModule;
