import { isMessageKey } from '@rbax/shared/messages-pt-BR';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Shared zod messages are i18n keys ('validation.emailInvalid'); server issues
 * arrive already translated. Translate the former, show the latter as given.
 */
export function useMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      return isMessageKey(message) ? t(message, { ns: 'shared' }) : message;
    },
    [t],
  );
}
