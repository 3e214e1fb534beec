import { APP_NAME, APP_SPLASH_FADE_MS, APP_SPLASH_MS } from '@rbax/shared/app';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/layout/logo';
import { readStorage, writeStorage } from '@/lib/storage';
import { cn } from '@/lib/utils';

/** Once per browser session (sessionStorage), the first protected page opens with this splash. */
export const APP_SPLASH_STORAGE_KEY = 'rbax-app-splash-shown';

type Phase = 'visible' | 'fading' | 'done';

export function AppSplash() {
  const { t } = useTranslation();
  const [firstInSession] = useState(() => !readStorage(APP_SPLASH_STORAGE_KEY, 'sessionStorage'));
  const [phase, setPhase] = useState<Phase>(firstInSession ? 'visible' : 'done');

  useEffect(() => {
    if (!firstInSession) return;
    writeStorage(APP_SPLASH_STORAGE_KEY, '1', 'sessionStorage');
    const fade = window.setTimeout(() => setPhase('fading'), APP_SPLASH_MS);
    const done = window.setTimeout(() => setPhase('done'), APP_SPLASH_MS + APP_SPLASH_FADE_MS);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(done);
    };
  }, [firstInSession]);

  if (phase === 'done') return null;
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ transitionDuration: `${APP_SPLASH_FADE_MS}ms` }}
      className={cn(
        'fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-background transition-opacity',
        phase === 'fading' && 'pointer-events-none opacity-0',
      )}
    >
      <LogoMark className="size-20 animate-splash rounded-3xl" />
      <p className="text-3xl font-bold tracking-tight">{APP_NAME}</p>
      <p className="text-base text-muted-foreground">{t('shell.splash.tagline')}</p>
      <p className="absolute bottom-8 text-xs text-muted-foreground">{t('shell.splash.poweredBy')}</p>
    </div>
  );
}
