import type { CreatedApiKey } from '@rbax/shared/integrations';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The example the guide also shows: list your boards with the key. */
function curlExample(key: string): string {
  return `curl -H "Authorization: Bearer ${key}" \\\n  ${window.location.origin}/api/v1/boards`;
}

/** The new key, the only time it is ever shown: read-only field, copy button, warning, example. */
export function ApiKeyReveal({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState(false);

  const copy = () =>
    navigator.clipboard.writeText(created.key).then(
      () => {
        setCopied(true);
        toast.success(t('integrations.reveal.copiedToast'));
      },
      () => toast.error(t('integrations.reveal.copyFailed')),
    );

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('integrations.reveal.title')}</DialogTitle>
        <DialogDescription>{t('integrations.reveal.description')}</DialogDescription>
      </DialogHeader>
      <p
        role="note"
        className="flex gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-foreground"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
        {t('integrations.reveal.warning')}
      </p>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-key`}>{t('integrations.reveal.keyLabel', { name: created.name })}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-key`}
            readOnly
            value={created.key}
            spellCheck={false}
            autoComplete="off"
            className="font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button type="button" className="shrink-0" onClick={() => void copy()} autoFocus>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? t('integrations.reveal.copied') : t('integrations.reveal.copy')}
          </Button>
        </div>
      </div>
      <div className="grid min-w-0 gap-2">
        <p className="text-sm font-medium" id={`${id}-example`}>
          {t('integrations.reveal.example')}
        </p>
        <pre
          aria-labelledby={`${id}-example`}
          tabIndex={0}
          className="overflow-x-auto rounded-md border bg-muted/50 p-3 font-mono text-xs leading-relaxed"
        >
          {curlExample(created.key)}
        </pre>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('integrations.reveal.done')}
        </Button>
      </DialogFooter>
    </>
  );
}
