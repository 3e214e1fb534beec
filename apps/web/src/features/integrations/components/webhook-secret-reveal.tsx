import type { WebhookWithSecret } from '@rbax/shared/integrations';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A webhook's signing secret, the only time it is shown (after creating or rotating): copy, warning. */
export function WebhookSecretReveal({
  webhook,
  rotated = false,
  onDone,
}: {
  webhook: WebhookWithSecret;
  rotated?: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(webhook.secret).then(
      () => {
        setCopied(true);
        toast.success(t('integrations.secret.copiedToast'));
      },
      () => toast.error(t('integrations.secret.copyFailed')),
    );

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {t(rotated ? 'integrations.secret.rotatedTitle' : 'integrations.secret.createdTitle')}
        </DialogTitle>
        <DialogDescription>{t('integrations.secret.description')}</DialogDescription>
      </DialogHeader>
      <p className="font-mono text-xs break-all text-muted-foreground">{webhook.url}</p>
      <p
        role="note"
        className="flex gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-foreground"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
        {t('integrations.secret.warning')}
      </p>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-secret`}>{t('integrations.secret.label')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-secret`}
            readOnly
            value={webhook.secret}
            spellCheck={false}
            autoComplete="off"
            className="font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button type="button" className="shrink-0" onClick={() => void copy()} autoFocus>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? t('integrations.secret.copied') : t('integrations.secret.copy')}
          </Button>
        </div>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('integrations.secret.done')}
        </Button>
      </DialogFooter>
    </>
  );
}
