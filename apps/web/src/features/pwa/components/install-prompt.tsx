import { Download } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { useInstallPrompt } from '@/features/pwa/lib/install-prompt';
import { cn } from '@/lib/utils';

/**
 * Floating offer to install the app, shown only while the browser offers an
 * install. A non-modal dialog: it never takes focus from the page, and Escape
 * inside it means "not now".
 */
export function InstallPrompt({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { visible, install, dismiss } = useInstallPrompt();
  const titleId = useId();
  const descriptionId = useId();
  if (!visible) return null;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') dismiss();
  }

  return (
    <div
      role="dialog"
      data-floating=""
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={onKeyDown}
      className={cn(
        // Stays clear of the iOS home indicator (safe area) on phones.
        'fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-50 rounded-xl border bg-card p-4 text-card-foreground shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-sm',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <LogoMark className="size-10" />
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold">
            {t('installPrompt.title')}
          </h2>
          <p id={descriptionId} className="mt-0.5 text-sm text-muted-foreground">
            {t('installPrompt.description')}
          </p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={dismiss}>
          {t('installPrompt.dismiss')}
        </Button>
        <Button size="sm" onClick={() => void install()}>
          <Download aria-hidden="true" />
          {t('installPrompt.install')}
        </Button>
      </div>
    </div>
  );
}
