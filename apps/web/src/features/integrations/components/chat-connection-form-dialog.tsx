import {
  chatEventKinds,
  chatProviders,
  createChatConnectionInputSchema,
  updateChatConnectionInputSchema,
  WEBHOOK_URL_MAX,
  type ChatConnection,
  type ChatProvider,
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
import { FormField, fieldControlProps, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useMessage } from '@/features/auth/hooks/use-message';
import { useCreateChatConnection } from '@/features/integrations/api/create-chat-connection';
import { useUpdateChatConnection } from '@/features/integrations/api/update-chat-connection';
import { WebhookEventsPicker } from '@/features/integrations/components/webhook-events-picker';
import { ApiError } from '@/lib/api-client';

type Field = 'provider' | 'url' | 'events';
type FieldErrors = Partial<Record<Field, string>>;

function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[(issue.path[0] ?? 'url') as Field] ??= issue.message;
  return errors;
}

const DEFAULT_EVENTS = ['card.created', 'card.moved', 'card.completed', 'comment.added'];

type ChatConnectionFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  boardId: string;
  /** Editing this connection; null connects a new one. */
  connection: ChatConnection | null;
};

/** 'Conectar chat' / 'Editar conexão de chat': service, incoming-webhook URL, events, active. */
export function ChatConnectionFormDialog({ open, onOpenChange, boardId, connection }: ChatConnectionFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-xl">
        {open ? (
          <ChatConnectionForm
            key={connection?.id ?? 'new'}
            boardId={boardId}
            connection={connection}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ChatConnectionForm({
  boardId,
  connection,
  onDone,
}: {
  boardId: string;
  connection: ChatConnection | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const [provider, setProvider] = useState<ChatProvider>(connection?.provider ?? 'slack');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(connection?.events ?? DEFAULT_EVENTS);
  const [active, setActive] = useState(connection?.active ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateChatConnection(boardId);
  const update = useUpdateChatConnection();
  const busy = create.isPending || update.isPending;

  const onError = (error: Error) => {
    if (error instanceof ApiError && error.issues.length > 0) setErrors(errorsOf(error.issues));
    else if (error instanceof ApiError && !error.isUnexpected) toast.error(error.message);
    else toast.error(t('integrations.chatForm.saveFailed'));
  };
  const onSaved = () => {
    toast.success(t('integrations.chatForm.saved'));
    onDone();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (connection) {
      const changes = {
        ...(provider !== connection.provider ? { provider } : {}),
        ...(url.trim() ? { url } : {}),
        ...(events.join() !== connection.events.join() ? { events } : {}),
        ...(active !== connection.active ? { active } : {}),
      };
      if (Object.keys(changes).length === 0) return onDone();
      const parsed = updateChatConnectionInputSchema.safeParse(changes);
      if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
      setErrors({});
      update.mutate({ id: connection.id, input: parsed.data }, { onSuccess: onSaved, onError });
      return;
    }
    const parsed = createChatConnectionInputSchema.safeParse({ provider, url, events, active });
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    create.mutate(parsed.data, { onSuccess: onSaved, onError });
  };

  const urlError = message(errors.url);
  const urlHelp = connection
    ? t('integrations.chatForm.urlKeep', { hint: connection.urlHint })
    : t(`integrations.chatForm.urlHints.${provider}`);
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {t(connection ? 'integrations.chatForm.editTitle' : 'integrations.chatForm.createTitle')}
        </DialogTitle>
        <DialogDescription>{t('integrations.chatForm.description')}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-5">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('integrations.chatForm.provider')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {chatProviders.map((option) => (
              <label
                key={option}
                className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input
                  type="radio"
                  name={`${id}-provider`}
                  className="size-4 shrink-0 accent-primary"
                  checked={provider === option}
                  onChange={() => setProvider(option)}
                />
                {t(`integrations.chat.providers.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField id={`${id}-url`} label={t('integrations.chatForm.url')} error={urlError}>
          <Input
            {...fieldControlProps(`${id}-url`, urlError)}
            aria-describedby={urlError ? fieldErrorId(`${id}-url`) : `${id}-url-hint`}
            type="url"
            inputMode="url"
            value={url}
            required={!connection}
            aria-required={!connection}
            maxLength={WEBHOOK_URL_MAX}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => setUrl(event.target.value)}
          />
          <p id={`${id}-url-hint`} className="text-xs break-words text-muted-foreground">
            {urlHelp}
          </p>
        </FormField>
        <WebhookEventsPicker
          id={`${id}-events`}
          legend={t('integrations.chatForm.events')}
          kinds={chatEventKinds}
          value={events}
          onChange={setEvents}
          error={message(errors.events)}
        />
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 shrink-0 accent-primary"
            checked={active}
            onChange={(event) => setActive(event.target.checked)}
          />
          {t('integrations.chatForm.active')}
        </label>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner /> : null}
            {connection
              ? t(busy ? 'integrations.chatForm.saving' : 'integrations.chatForm.save')
              : t(busy ? 'integrations.chatForm.creating' : 'integrations.chatForm.create')}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
