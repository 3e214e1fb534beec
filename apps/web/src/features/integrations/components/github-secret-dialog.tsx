import type { GithubConnectionSecret } from '@rbax/shared/integrations';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { GithubCopyField } from '@/features/integrations/components/github-copy-field';

type GithubSecretDialogProps = {
  /** The payload URL and secret just made; null closes the dialog (and forgets them). */
  revealed: (GithubConnectionSecret & { rotated: boolean }) | null;
  onDone: () => void;
};

const STEPS = ['open', 'url', 'contentType', 'secret', 'events', 'add'] as const;

/**
 * The payload URL and the secret, the only time the secret is shown, with the steps to paste
 * them in the repository's webhook settings. A click outside does not close it by accident.
 */
export function GithubSecretDialog({ revealed, onDone }: GithubSecretDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={revealed !== null} onOpenChange={(open) => !open && onDone()}>
      <DialogContent
        closeLabel={t('common.close')}
        className="sm:max-w-2xl"
        onInteractOutside={(event) => event.preventDefault()}
      >
        {revealed ? (
          <>
            <DialogHeader>
              <DialogTitle>
                {revealed.rotated
                  ? t('integrations.github.reveal.rotatedTitle')
                  : t('integrations.github.reveal.title')}
              </DialogTitle>
              <DialogDescription>{t('integrations.github.reveal.description')}</DialogDescription>
            </DialogHeader>
            <p
              role="note"
              className="flex gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-foreground"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
              {t('integrations.github.reveal.warning')}
            </p>
            <GithubCopyField
              label={t('integrations.github.payloadUrl')}
              value={revealed.url}
              copyLabel={t('integrations.github.copyUrl')}
              copiedToast={t('integrations.github.urlCopied')}
            />
            <GithubCopyField
              label={t('integrations.github.reveal.secret')}
              value={revealed.secret}
              copyLabel={t('integrations.github.reveal.copySecret')}
              copiedToast={t('integrations.github.reveal.secretCopied')}
              autoFocus
            />
            <div className="grid gap-2">
              <h3 className="text-sm font-medium">{t('integrations.github.reveal.stepsTitle')}</h3>
              <ol className="grid list-decimal gap-1.5 pl-5 text-sm text-muted-foreground marker:text-foreground">
                {STEPS.map((step) => (
                  <li key={step}>{t(`integrations.github.reveal.steps.${step}`)}</li>
                ))}
              </ol>
            </div>
            <DialogFooter>
              <Button type="button" onClick={onDone}>
                {t('integrations.github.reveal.done')}
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
