import type { Messages } from '@rbax/shared/messages-pt-BR';
import type ptBRApp from '@/locales/app/pt-BR.json';
import type ptBR from '@/locales/pt-BR.json';
import type ptBRSiteLanding from '@/locales/site/landing/pt-BR.json';
import type ptBRSitePages from '@/locales/site/pages/pt-BR.json';
import type ptBRSiteWidgets from '@/locales/site/widgets/pt-BR.json';

// The public site's areas all live under the top-level `site` key.
type SiteTranslation = {
  site: (typeof ptBRSiteLanding)['site'] & (typeof ptBRSiteWidgets)['site'] & (typeof ptBRSitePages)['site'];
};

/** Typed translation keys: a missing or misspelt key is a type error. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof ptBR & typeof ptBRApp & SiteTranslation;
      shared: Messages;
    };
  }
}
