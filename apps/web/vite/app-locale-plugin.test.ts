import { describe, expect, it } from 'vitest';
import { coreStrings, lazyNamespaces } from './app-locale-plugin.ts';
import enUSApp from '@/locales/app/en-US.json';
import ptBRApp from '@/locales/app/pt-BR.json';
import { coreAppStrings } from '@/locales/app-chunks';

describe('the signed-in pages’ strings split by feature', () => {
  it('puts the listed keys and every feature’s sidebar labels in the shell’s chunk, and nothing else', () => {
    const core = coreStrings(ptBRApp) as Record<string, Record<string, unknown>>;
    expect(core.focus).toEqual(ptBRApp.focus);
    expect(core.boards).toEqual({ index: ptBRApp.boards.index, card: ptBRApp.boards.card, toasts: ptBRApp.boards.toasts });
    expect(core.time).toEqual({ timer: ptBRApp.time.timer, review: ptBRApp.time.review });
    expect(core.ai).toEqual({ nav: ptBRApp.ai.nav });
    expect(core.portability).toEqual({ nav: ptBRApp.portability.nav });
    expect(core.analytics).toBeUndefined();
    expect(JSON.stringify(core).length).toBeLessThan(JSON.stringify(ptBRApp).length / 2);
  });

  it('gives every other feature a chunk of its own, the same in every language', () => {
    const lazy = lazyNamespaces(ptBRApp);
    expect(lazy).toContain('analytics');
    expect(lazy).toContain('time');
    expect(lazy).toContain('boards');
    expect(lazy).not.toContain('focus');
    expect(lazyNamespaces(enUSApp)).toEqual(lazy);
    const wholeInCore = coreAppStrings.filter((entry) => !entry.includes('.'));
    expect([...lazy, ...wholeInCore].sort()).toEqual(Object.keys(ptBRApp).sort());
  });
});
