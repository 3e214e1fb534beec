import { isLocale } from '@rbax/shared/i18n';
import type { Theme } from '@rbax/shared/theme';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth/hooks/use-auth';
import type { UpdateMeInput } from '@rbax/shared/me';
import { updateMe } from '@/features/me/api/update-me';
import { useTheme } from '@/features/theme/hooks/use-theme';

/**
 * Persists a signed-in user's explicit language and theme changes to their
 * profile (best effort: a failure leaves the local choice in place).
 * Only changes are sent, never the values found on load.
 */
export function PreferencesSync() {
  const { status } = useAuth();
  const { i18n } = useTranslation();
  const { theme } = useTheme();
  const previous = useRef<{ language: string; theme: Theme } | null>(null);

  useEffect(() => {
    const current = { language: i18n.language, theme };
    const before = previous.current;
    previous.current = current;
    if (!before || status !== 'authenticated') return;

    const patch: UpdateMeInput = {};
    if (before.language !== current.language && isLocale(current.language)) patch.locale = current.language;
    if (before.theme !== current.theme) patch.theme = current.theme;
    if (Object.keys(patch).length === 0) return;
    updateMe(patch).catch((error: unknown) => {
      console.warn('Preference not saved to the profile:', error);
    });
  }, [i18n.language, theme, status]);

  return null;
}
