import type { Messages } from '@rbax/shared/messages';
import type ptBRApp from '@/locales/app/pt-BR.json';
import type ptBR from '@/locales/pt-BR.json';

/** Typed translation keys: a missing or misspelt key is a type error. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof ptBR & typeof ptBRApp;
      shared: Messages;
    };
  }
}
