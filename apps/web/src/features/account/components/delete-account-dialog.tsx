import type { OwnedWorkspace } from '@rbax/shared/account';
import { ArrowRightLeft, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDeleteAccount, useDeletionPreview } from '@/features/account/api/delete-account';
import { PasswordInput } from '@/features/auth/components/password-input';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ApiError } from '@/lib/api-client';

function WorkspaceFate({ workspace }: { workspace: OwnedWorkspace }) {
  const { t } = useTranslation();
  const transferred = workspace.fate === 'transferred' && workspace.newOwner;
  return (
    <li className="flex items-start gap-2 text-sm">
      {transferred ? (
        <ArrowRightLeft aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      ) : (
        <Trash2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      )}
      <span>
        <strong>{workspace.name}</strong>{' '}
        {transferred
          ? t('account.delete.transferred', { name: workspace.newOwner!.name, count: workspace.boardCount })
          : t('account.delete.deletedWorkspace', { count: workspace.boardCount })}
      </span>
    </li>
  );
}

/**
 * 'Excluir minha conta': says exactly what happens to what I own (the server's preview), then
 * asks for the password (or the e-mail, for accounts without one) before deleting.
 */
export function DeleteAccountDialog({ email }: { email: string }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { clear } = useAuth();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const preview = useDeletionPreview(open);
  const remove = useDeleteAccount();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!preview.data) return;
    if (secret.trim() === '') {
      setError(t('validation.required', { ns: 'shared' }));
      return;
    }
    setError(undefined);
    remove.mutate(preview.data.hasPassword ? { password: secret } : { email: secret }, {
      onSuccess: () => {
        toast.success(t('account.delete.done'));
        clear();
        void navigate(paths.landing, { replace: true });
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.issues[0]) setError(failure.issues[0].message);
        else
          toast.error(
            failure instanceof ApiError && !failure.isUnexpected ? failure.message : t('account.delete.failed'),
          );
      },
    });
  };

  const fieldId = `${id}-confirm`;
  const data = preview.data;
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        {t('account.delete.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setSecret('');
            setError(undefined);
          }
        }}
      >
        <DialogContent closeLabel={t('common.close')} className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{t('account.delete.title')}</DialogTitle>
            <DialogDescription>{t('account.delete.description')}</DialogDescription>
          </DialogHeader>
          {preview.isPending ? (
            <div role="status" aria-label={t('common.loading')} className="grid gap-2">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-5 w-2/3" />
            </div>
          ) : preview.isError ? (
            <p role="alert" className="text-sm">
              {t('account.delete.previewFailed')}
            </p>
          ) : data ? (
            <form noValidate onSubmit={onSubmit} className="grid gap-4">
              <section aria-labelledby={`${id}-what`} className="grid gap-2">
                <h3 id={`${id}-what`} className="text-sm font-semibold">
                  {t('account.delete.whatHappens')}
                </h3>
                <ul className="grid gap-2">
                  {data.ownedWorkspaces.map((workspace) => (
                    <WorkspaceFate key={workspace.id} workspace={workspace} />
                  ))}
                  <li className="flex items-start gap-2 text-sm">
                    <Trash2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
                    {t('account.delete.personalBoards', { count: data.personalBoardCount })}
                  </li>
                  <li className="text-sm text-muted-foreground">{t('account.delete.rest')}</li>
                </ul>
                {data.ownedWorkspaces.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t('account.delete.noWorkspaces')}</p>
                ) : null}
              </section>
              {data.lastAdmin ? (
                <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
                  {t('errors.lastAdmin', { ns: 'shared' })}
                </p>
              ) : (
                <FormField
                  id={fieldId}
                  label={
                    data.hasPassword ? t('account.delete.passwordLabel') : t('account.delete.emailLabel', { email })
                  }
                  error={error}
                >
                  {data.hasPassword ? (
                    <PasswordInput
                      {...fieldControlProps(fieldId, error)}
                      autoComplete="current-password"
                      value={secret}
                      visible={visible}
                      onVisibleChange={setVisible}
                      onChange={(event) => setSecret(event.target.value)}
                    />
                  ) : (
                    <Input
                      {...fieldControlProps(fieldId, error)}
                      type="email"
                      value={secret}
                      onChange={(event) => setSecret(event.target.value)}
                    />
                  )}
                </FormField>
              )}
              <DialogFooter>
                <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" variant="destructive" disabled={data.lastAdmin || remove.isPending}>
                  {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
                  {t('account.delete.confirm')}
                </Button>
              </DialogFooter>
            </form>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
