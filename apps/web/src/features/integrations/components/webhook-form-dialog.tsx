import { eventKinds } from '@rbax/shared/event-log';
import {
  createWebhookInputSchema,
  updateWebhookInputSchema,
  WEBHOOK_URL_MAX,
  type Webhook,
  type WebhookWithSecret,
} from '@rbax/shared/integrations';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useMessage } from '@/features/auth/hooks/use-message';
import { useCreateWebhook } from '@/features/integrations/api/create-webhook';
import { useUpdateWebhook } from '@/features/integrations/api/update-webhook';
import { WebhookEventsPicker } from '@/features/integrations/components/webhook-events-picker';
import { WebhookSecretReveal } from '@/features/integrations/components/webhook-secret-reveal';
import { ApiError } from '@/lib/api-client';

type Field = 'url' | 'events';
type FieldErrors = Partial<Record<Field, string>>;

function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[(issue.path[0] ?? 'url') as Field] ??= issue.message;
  return errors;
}

const DEFAULT_EVENTS = ['card.created', 'card.moved', 'card.completed', 'comment.added'];

type WebhookFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  /** Editing this webhook; null creates one. */
  webhook: Webhook | null;
};

/**
 * 'Novo webhook' / 'Editar webhook': URL, events, active. A new webhook's secret is shown in the
 * same dialog, once; a click outside does not close it while the secret is on screen.
 */
export function WebhookFormDialog({ open, onOpenChange, workspaceId, webhook }: WebhookFormDialogProps) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<WebhookWithSecret | null>(null);
  const change = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        closeLabel={t('common.close')}
        className="sm:max-w-xl"
        onInteractOutside={(event) => {
          if (created) event.preventDefault();
        }}
      >
        {created ? (
          <WebhookSecretReveal webhook={created} onDone={() => change(false)} />
        ) : open ? (
          <WebhookForm
            key={webhook?.id ?? 'new'}
            workspaceId={workspaceId}
            webhook={webhook}
            onCreated={setCreated}
            onDone={() => change(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function WebhookForm({
  workspaceId,
  webhook,
  onCreated,
  onDone,
}: {
  workspaceId: string;
  webhook: Webhook | null;
  onCreated: (created: WebhookWithSecret) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [events, setEvents] = useState<string[]>(webhook?.events ?? DEFAULT_EVENTS);
  const [active, setActive] = useState(webhook?.active ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateWebhook(workspaceId);
  const update = useUpdateWebhook();
  const busy = create.isPending || update.isPending;

  const onError = (error: Error) => {
    if (error instanceof ApiError && error.issues.length > 0) setErrors(errorsOf(error.issues));
    else if (error instanceof ApiError && !error.isUnexpected) toast.error(error.message);
    else toast.error(t('integrations.webhookForm.saveFailed'));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (webhook) {
      const changes = {
        ...(url.trim() !== webhook.url ? { url } : {}),
        ...(events.join() !== webhook.events.join() ? { events } : {}),
        ...(active !== webhook.active ? { active } : {}),
      };
      if (Object.keys(changes).length === 0) return onDone();
      const parsed = updateWebhookInputSchema.safeParse(changes);
      if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
      setErrors({});
      update.mutate(
        { id: webhook.id, input: parsed.data },
        {
          onSuccess: () => {
            toast.success(t('integrations.webhookForm.saved'));
            onDone();
          },
          onError,
        },
      );
      return;
    }
    const parsed = createWebhookInputSchema.safeParse({ url, events, active });
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    create.mutate(parsed.data, { onSuccess: onCreated, onError });
  };

  const urlError = message(errors.url);
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {t(webhook ? 'integrations.webhookForm.editTitle' : 'integrations.webhookForm.createTitle')}
        </DialogTitle>
        <DialogDescription>{t('integrations.webhookForm.description')}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-5">
        <FormField id={`${id}-url`} label={t('integrations.webhookForm.url')} error={urlError}>
          <Input
            {...fieldControlProps(`${id}-url`, urlError)}
            aria-describedby={urlError ? `${id}-url-error` : `${id}-url-hint`}
            type="url"
            inputMode="url"
            value={url}
            required
            aria-required="true"
            maxLength={WEBHOOK_URL_MAX}
            spellCheck={false}
            autoComplete="off"
            placeholder={t('integrations.webhookForm.urlPlaceholder')}
            onChange={(event) => setUrl(event.target.value)}
            autoFocus
          />
          <p id={`${id}-url-hint`} className="text-xs text-muted-foreground">
            {t('integrations.webhookForm.urlHint')}
          </p>
        </FormField>
        <WebhookEventsPicker
          id={`${id}-events`}
          legend={t('integrations.webhookForm.events')}
          kinds={eventKinds}
          allowAll
          value={events}
          onChange={setEvents}
          error={message(errors.events)}
        />
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={active}
            onChange={(event) => setActive(event.target.checked)}
          />
          <span className="grid">
            <span className="font-medium">{t('integrations.webhookForm.active')}</span>
            <span className="text-muted-foreground">{t('integrations.webhookForm.activeHint')}</span>
          </span>
        </label>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner /> : null}
            {webhook
              ? t(busy ? 'integrations.webhookForm.saving' : 'integrations.webhookForm.save')
              : t(busy ? 'integrations.webhookForm.creating' : 'integrations.webhookForm.create')}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
