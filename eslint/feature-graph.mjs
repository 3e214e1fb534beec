// The import graph between the web app's features and the lint rule built on it
// (HOUSE-STYLE: features import each other one way; docs/decisions/042). Plain JavaScript,
// so eslint.config.js loads it as it is; the web's test (features/feature-imports.test.ts)
// checks the same graph.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FEATURES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'src', 'features');

/**
 * Features still tied into a cycle, each with why. The list only shrinks: the test fails when
 * one of them has left every cycle. These three are the public site's widgets (the floating
 * widgets open the feedback and newsletter forms, which use the widgets' toast and sound);
 * that code belongs to the public-site work and is untangled there.
 */
export const TANGLED = new Set(['feedback', 'newsletter', 'site-widgets']);

/**
 * Folders inside a feature that import one way, lowest first (a folder imports only folders of
 * lower rank; folders of one rank not each other). The board: pure helpers, then server state,
 * then the parts its screens share, then the views and the card dialog, then the page.
 */
export const FEATURE_LAYERS = {
  board: [['lib'], ['api'], ['components'], ['views', 'card-dialog'], ['page']],
};

const IMPORT = /(?:from|import)\s*\(?\s*'@\/features\/([^/']+)(?:\/([^/']+))?/g;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** feature → the other features its (non-test) files import. */
export function featureGraph(root = FEATURES_DIR) {
  const graph = new Map();
  for (const feature of readdirSync(root, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    const targets = new Set();
    for (const file of sourceFiles(join(root, feature.name)))
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT))
        if (match[1] !== feature.name) targets.add(match[1]);
    graph.set(feature.name, targets);
  }
  return graph;
}

/** The features on a path from `from` to `to` (both included), or null when there is none. */
export function pathBetween(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (next === to) {
        const path = [to, node];
        for (let step = previous.get(node); step; step = previous.get(step)) path.push(step);
        return path.reverse();
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return null;
}

export function cyclicFeatures(graph) {
  return [...graph.keys()].filter((feature) => pathBetween(graph, feature, feature));
}

/** The rank of a folder in its feature's layers, or undefined when the feature has none. */
export function layerRank(feature, folder) {
  const layers = FEATURE_LAYERS[feature];
  if (!layers) return undefined;
  const rank = layers.findIndex((names) => names.includes(folder));
  return rank < 0 ? undefined : rank;
}

let cached = null;

/** ESLint rule: an import that closes a cycle between features, or goes up a feature's layers. */
export const noFeatureCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between web features and imports up a feature’s layers' },
    schema: [],
  },
  create(context) {
    const file = relative(FEATURES_DIR, context.filename).split(sep);
    if (file[0] === '..' || file.length < 2 || /\.test\.tsx?$/.test(context.filename)) return {};
    const [feature, folder] = file;
    cached ??= featureGraph();
    const check = (node) => {
      const source = node.source?.value;
      const match = typeof source === 'string' && /^@\/features\/([^/]+)(?:\/([^/]+))?/.exec(source);
      if (!match) return;
      const [, target, targetFolder] = match;
      if (target === feature) {
        const own = layerRank(feature, folder);
        const theirs = layerRank(feature, targetFolder);
        if (own !== undefined && theirs !== undefined && theirs >= own && targetFolder !== folder)
          context.report({
            node,
            message: `'${feature}/${folder}' may not import '${feature}/${targetFolder}': its folders import one way (${FEATURE_LAYERS[feature].map((names) => names.join('|')).join(' → ')} upwards only).`,
          });
        return;
      }
      if (TANGLED.has(feature) && TANGLED.has(target)) return;
      const back = pathBetween(cached, target, feature);
      if (back)
        context.report({
          node,
          message: `Import cycle between features: ${feature} → ${back.join(' → ')}. Compose them in a route instead (docs/decisions/042).`,
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
