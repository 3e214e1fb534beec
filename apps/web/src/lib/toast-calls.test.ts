import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';

/**
 * The build resolves `import { toast } from 'sonner'` to the app's lazy wrapper (src/lib/toast.ts),
 * which has fewer methods than sonner; Vitest and the type-checker see sonner itself. A
 * document upload called `toast.loading`, which type-checked and threw in the browser, so no
 * image was ever uploaded. Every `toast.<method>` the app calls must exist on the wrapper.
 */
const srcDir = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('toasts of the app', () => {
  it('call only what the app’s lazy toast provides', () => {
    const used = new Set<string>();
    for (const file of sources(srcDir))
      for (const match of readFileSync(file, 'utf8').matchAll(/\btoast\.(\w+)\(/g)) used.add(match[1]!);
    expect(used.size).toBeGreaterThan(0);
    const wrapper = toast as unknown as Record<string, unknown>;
    expect([...used].filter((method) => typeof wrapper[method] !== 'function')).toEqual([]);
  });
});
