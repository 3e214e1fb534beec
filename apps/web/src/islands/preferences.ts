import { isLocale } from '@rbax/shared/i18n';
import type { UpdateMeInput } from '@rbax/shared/me';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { updateMe } from '@/features/me/api/update-me';
import { getTheme, subscribeTheme } from '@/features/theme/components/theme-provider';
import { i18n } from '@/lib/i18n';

async function saveForSignedInUser(queryClient: QueryClient, patch: UpdateMeInput): Promise<void> {
  const session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: Infinity }).catch(() => null);
  if (!session) return;
  await updateMe(patch).catch((error: unknown) => console.warn('Preference not saved to the profile:', error));
}

/**
 * What app/preferences-sync.tsx does in the app: a signed-in user's explicit theme and language
 * changes go to their profile. Here the session is read only when such a change happens, so a
 * visitor's page load asks nothing of the server.
 */
export function saveChoicesOfSignedInUser(queryClient: QueryClient): void {
  subscribeTheme(() => void saveForSignedInUser(queryClient, { theme: getTheme() }));
  i18n.on('languageChanged', (language: string) => {
    if (isLocale(language)) void saveForSignedInUser(queryClient, { locale: language });
  });
}
