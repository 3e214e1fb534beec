import { defaultLocale, type Locale } from './i18n.ts';
import { enUS } from './messages-en-US.ts';
import { esES } from './messages-es-ES.ts';
import { isMessageKey, ptBR, type Messages } from './messages-pt-BR.ts';

/**
 * Messages produced by shared validation and by the server's error responses, one module per
 * language (`messages-<locale>.ts`, so the web app ships only the language it shows). The pt-BR
 * texts are the spec's, word for word (§5, §8).
 */
export { isMessageKey, type MessageKey, type Messages } from './messages-pt-BR.ts';

export const messages: Record<Locale, Messages> = { 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES };

/** Translates a message key, interpolating `{{name}}` placeholders. Unknown keys are returned as given. */
export function translate(
  key: string,
  locale: Locale = defaultLocale,
  params: Record<string, string | number> = {},
): string {
  if (!isMessageKey(key)) return key;
  const [group, name] = key.split('.') as [keyof Messages, string];
  const text = (messages[locale][group] as Record<string, string>)[name] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, p: string) => String(params[p] ?? ''));
}
