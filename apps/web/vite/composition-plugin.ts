/**
 * Issue 25: what is in each chunk of the app build. Writes `apps/web/.rbax-composition.json`
 * (beside dist/, not served, git-ignored) — every chunk's file, its static imports and its
 * modules with their rendered bytes — which bench/bundles.mjs reads to attribute the first load
 * of /boards to source files and packages (bench/results/bundles.json `firstLoad.modules`).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

interface ChunkComposition {
  file: string;
  imports: string[];
  modules: { id: string; bytes: number }[];
}

/** `…/node_modules/@scope/pkg/…` → `@scope/pkg`; a source file → its path under apps/web or packages. */
function moduleName(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const nodeModules = clean.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const parts = clean.slice(nodeModules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const source = clean.search(/(apps|packages)\//);
  return source >= 0 ? clean.slice(source) : clean;
}

export function compositionPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'rbax-composition',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunks: ChunkComposition[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          imports: output.imports,
          modules: Object.entries(output.modules)
            .map(([id, info]) => ({ id: moduleName(id), bytes: info.renderedLength }))
            .filter((module) => module.bytes > 0)
            .sort((a, b) => b.bytes - a.bytes),
        });
      }
      writeFileSync(path.join(outDir, '..', '.rbax-composition.json'), JSON.stringify(chunks));
    },
  };
}
