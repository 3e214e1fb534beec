import { APP_NAME } from '@rbax/shared/app';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/layout/logo';

/**
 * Once per browser session (sessionStorage), like the app's splash: the auth screen opens with
 * a 2 s splash (spec §9); coming back to it later in the same session goes straight to the form.
 */
export const AUTH_SPLASH_STORAGE_KEY = 'rbax-auth-splash-shown';

/** Spec §9: the auth screen opens with a 2 s splash. */
export function AuthSplash() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-svh flex-col items-center justify-center gap-4 bg-background"
    >
      <LogoMark className="size-16 animate-splash rounded-2xl" />
      <p className="text-2xl font-bold tracking-tight">{APP_NAME}</p>
      <p className="text-sm text-muted-foreground">{t('auth.splash')}</p>
    </div>
  );
}
