/**
 * The signed-in pages' strings (`src/locales/app/<locale>.json`) split into chunks at build time
 * (issue 25: the first load of /boards carried every page's strings, 37 KB gzip):
 *
 *   virtual:rbax-app-locale                      loaders: { [locale]: { [chunk]: () => import(…) } }
 *   virtual:rbax-app-locale/strings-core.<lang>  the shell's and the boards index's strings
 *                                                (`coreAppStrings` in src/locales/app-chunks.ts)
 *   virtual:rbax-app-locale/strings-<ns>.<lang>  one top-level key (one feature's strings)
 *
 * The JSON files stay the one source, edited by hand; every top-level key becomes a chunk on its
 * own, so a new feature's strings are split without touching this file. src/lib/i18n.ts loads
 * `core` with the shell and a feature's chunk with its routes (or, failing that, on first use).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { coreAppStrings } from '../src/locales/app-chunks.ts';

const PREFIX = 'virtual:rbax-app-locale';
const RESOLVED = `\0${PREFIX}`;
const LANGS = ['pt-BR', 'en-US', 'es-ES'] as const;

type Tree = Record<string, unknown>;

/** The subtree at a dotted path, or undefined. */
function pick(tree: Tree, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
}

/** Writes `value` at a dotted path, creating the objects on the way. */
function place(tree: Tree, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let node = tree;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Tree;
  node[keys.at(-1)!] = value;
}

/** The core chunk: the listed keys and subtrees only. */
export function coreStrings(tree: Tree): Tree {
  const core: Tree = {};
  const paths = coreAppStrings.flatMap((dotted) =>
    dotted.startsWith('*.') ? Object.keys(tree).map((key) => `${key}${dotted.slice(1)}`) : [dotted],
  );
  for (const dotted of paths) {
    const value = pick(tree, dotted);
    if (value !== undefined) place(core, dotted, value);
  }
  return core;
}

/** Top-level keys wholly in core need no chunk of their own. */
export function lazyNamespaces(tree: Tree): string[] {
  const whole = new Set<string>(coreAppStrings.filter((dotted) => !dotted.includes('.')));
  return Object.keys(tree).filter((key) => !whole.has(key));
}

export function appLocalePlugin(): Plugin {
  // Beside this file, whatever the root (Vitest runs from the repository's).
  const localesDir = decodeURIComponent(new URL('../src/locales/app', import.meta.url).pathname);
  const read = (lang: string): Tree => JSON.parse(readFileSync(path.join(localesDir, `${lang}.json`), 'utf8')) as Tree;

  return {
    name: 'rbax-app-locale',
    resolveId(id) {
      return id === PREFIX || id.startsWith(`${PREFIX}/`) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      for (const lang of LANGS) this.addWatchFile(path.join(localesDir, `${lang}.json`));
      if (id === RESOLVED) {
        // Same top-level keys in every language (src/locales/locales.test.ts).
        const namespaces = lazyNamespaces(read('pt-BR'));
        const chunks = ['core', ...namespaces];
        const entries = LANGS.map(
          (lang) =>
            `  ${JSON.stringify(lang)}: {\n${chunks
              .map(
                (chunk) =>
                  `    ${JSON.stringify(chunk)}: () => import(${JSON.stringify(`${PREFIX}/strings-${chunk}.${lang}`)}),`,
              )
              .join('\n')}\n  },`,
        );
        return `export const lazyNamespaces = ${JSON.stringify(namespaces)};\nexport const appLocaleLoaders = {\n${entries.join('\n')}\n};\n`;
      }
      const match = /\/strings-([A-Za-z0-9-]+)\.([A-Za-z-]+)$/.exec(id);
      if (!match) return null;
      const [, chunk, lang] = match;
      const tree = read(lang!);
      const strings = chunk === 'core' ? coreStrings(tree) : { [chunk!]: tree[chunk!] ?? {} };
      // JSON.parse of a string literal is parsed faster than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(strings))});\n`;
    },
  };
}
