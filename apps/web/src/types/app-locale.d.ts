/** vite/app-locale-plugin.ts: the signed-in pages' strings, split by feature. */
declare module 'virtual:rbax-app-locale' {
  import type ptBRApp from '@/locales/app/pt-BR.json';

  /** Top-level keys not wholly in the core chunk, each its own chunk. */
  export const lazyNamespaces: readonly (keyof typeof ptBRApp & string)[];
  export const appLocaleLoaders: Record<
    'pt-BR' | 'en-US' | 'es-ES',
    Record<string, () => Promise<{ default: object }>>
  >;
}
