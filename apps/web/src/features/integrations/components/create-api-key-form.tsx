import {
  API_KEY_NAME_MAX,
  createApiKeyInputSchema,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@rbax/shared/integrations';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldControlProps, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useMessage } from '@/features/auth/hooks/use-message';
import { fromDateInputValue, toDateInputValue } from '@/lib/dates';
import { useCreateApiKey } from '@/features/integrations/api/create-api-key';
import { ScopesField, WorkspacesField } from '@/features/integrations/components/api-key-form-fields';
import { useWorkspaces } from '@/features/workspaces/api/get-workspaces';
import { ApiError } from '@/lib/api-client';

type Field = 'name' | 'scopes' | 'workspaceIds' | 'expiresAt';
type FieldErrors = Partial<Record<Field, string>>;

/** The first message per field, from the shared schema (keys) or the server (already translated). */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** 'Nova chave de API': name, scopes, workspaces, expiry; checked by the shared schema, then by the server. */
export function CreateApiKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: CreatedApiKey) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [restricted, setRestricted] = useState(false);
  const [workspaceIds, setWorkspaceIds] = useState<string[]>([]);
  const [expiry, setExpiry] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const workspaces = useWorkspaces();
  const create = useCreateApiKey();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name,
      scopes,
      workspaceIds: restricted ? workspaceIds : null,
      expiresAt: expiry ? fromDateInputValue(expiry, 'end') : null,
    };
    const parsed = createApiKeyInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: (error) => {
        if (error instanceof ApiError && error.issues.length > 0) setErrors(errorsOf(error.issues));
        else if (error instanceof ApiError && !error.isUnexpected) toast.error(error.message);
        else toast.error(t('integrations.form.createFailed'));
      },
    });
  };

  const nameError = message(errors.name);
  const scopesError = message(errors.scopes);
  const workspacesError = message(errors.workspaceIds);
  const expiryError = message(errors.expiresAt);
  const busy = create.isPending;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('integrations.form.title')}</DialogTitle>
        <DialogDescription>{t('integrations.form.description')}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormField id={`${id}-name`} label={t('integrations.form.name')} error={nameError}>
          <Input
            {...fieldControlProps(`${id}-name`, nameError)}
            value={name}
            required
            aria-required="true"
            maxLength={API_KEY_NAME_MAX}
            placeholder={t('integrations.form.namePlaceholder')}
            onChange={(event) => setName(event.target.value)}
            autoFocus
          />
        </FormField>

        <ScopesField id={`${id}-scopes`} value={scopes} onChange={setScopes} error={scopesError} />
        <WorkspacesField
          id={`${id}-workspaces`}
          workspaces={workspaces.data ?? []}
          restricted={restricted}
          onRestrictedChange={setRestricted}
          value={workspaceIds}
          onChange={setWorkspaceIds}
          error={workspacesError}
        />

        <FormField id={`${id}-expiry`} label={t('integrations.form.expiry')} error={expiryError}>
          <Input
            {...fieldControlProps(`${id}-expiry`, expiryError)}
            aria-describedby={expiryError ? fieldErrorId(`${id}-expiry`) : `${id}-expiry-hint`}
            type="date"
            min={toDateInputValue(new Date().toISOString())}
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
          />
          <p id={`${id}-expiry-hint`} className="text-xs text-muted-foreground">
            {t('integrations.form.expiryHint')}
          </p>
        </FormField>

        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner /> : null}
            {busy ? t('integrations.form.creating') : t('integrations.form.create')}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
