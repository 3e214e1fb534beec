import { resolveLocale, type Locale } from '@rbax/shared/i18n';
import { useTranslation } from 'react-i18next';

/** The language content is shown in: the UI's current language. */
export function useContentLocale(): Locale {
  const { i18n } = useTranslation();
  return resolveLocale(i18n.language);
}
