import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The modules the web's first load imports from packages/shared carry no zod (issue 25: zod and
 * the schemas are ~42 KB gzip the first load of /boards does without; apps/web/vite.config.ts
 * puts every module that imports zod in the `schemas` chunk). Their schema modules re-export them.
 */
const zodFree = [
  'board-icons.ts',
  'card-face.ts',
  'notifications-page.ts',
  'realtime-client.ts',
  'time/duration-format.ts',
  'time/timer-review.ts',
  'workspace-storage.ts',
];

// Vitest runs from the repository's root (or apps/web alone).
const sharedSrc = join(process.cwd().replace(/[\\/]apps[\\/]web$/, ''), 'packages/shared/src');

describe('the shared modules of the first load', () => {
  it.each(zodFree)('%s imports nothing at run time but zod-free modules', (file) => {
    const source = readFileSync(join(sharedSrc, file), 'utf8');
    const runtimeImports = [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]);
    expect(runtimeImports.filter((from) => from === 'zod' || !zodFree.some((f) => from!.endsWith(f)))).toEqual([]);
  });
});
