import { BAN_REASON_MAX, type AdminUser } from '@rbax/shared/admin';
import { Ban, KeyRound, MoreHorizontal, ShieldMinus, ShieldPlus, Trash2, UserCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import {
  useBanUser,
  useDeleteUser,
  useSendPasswordReset,
  useSetUserRole,
  useUnbanUser,
} from '@/features/admin/api/admin-user-mutations';
import { ApiError } from '@/lib/api-client';

/** The server's own (localized) message for a refusal; a generic one for faults. */
function useErrorToast() {
  const { t } = useTranslation();
  return (error: unknown) =>
    toast.error(error instanceof ApiError && !error.isUnexpected ? error.message : t('admin.users.toasts.failed'));
}

type Dialogs = 'ban' | 'delete' | null;

/** The 'Ações' menu of one row of the users table. */
export function AdminUserActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const onError = useErrorToast();
  const setRole = useSetUserRole();
  const unban = useUnbanUser();
  const reset = useSendPasswordReset();
  const remove = useDeleteUser();
  const busy = setRole.isPending || unban.isPending || reset.isPending || remove.isPending;

  const changeRole = () => {
    const role = user.role === 'admin' ? 'user' : 'admin';
    setRole.mutate(
      { id: user.id, role },
      {
        onSuccess: () =>
          toast.success(
            t(role === 'admin' ? 'admin.users.toasts.promoted' : 'admin.users.toasts.demoted', { name: user.name }),
          ),
        onError,
      },
    );
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            disabled={busy}
            aria-label={t('admin.users.actionsFor', { name: user.name })}
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={changeRole}>
            {user.role === 'admin' ? <ShieldMinus aria-hidden="true" /> : <ShieldPlus aria-hidden="true" />}
            {user.role === 'admin' ? t('admin.users.demote') : t('admin.users.promote')}
          </DropdownMenuItem>
          {user.banned ? (
            <DropdownMenuItem
              onSelect={() =>
                unban.mutate(
                  { id: user.id },
                  { onSuccess: () => toast.success(t('admin.users.toasts.unbanned', { name: user.name })), onError },
                )
              }
            >
              <UserCheck aria-hidden="true" />
              {t('admin.users.unban')}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem disabled={isSelf} onSelect={() => setDialog('ban')}>
              <Ban aria-hidden="true" />
              {t('admin.users.ban')}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem
            onSelect={() =>
              reset.mutate(
                { id: user.id },
                { onSuccess: () => toast.success(t('admin.users.toasts.resetSent', { email: user.email })), onError },
              )
            }
          >
            <KeyRound aria-hidden="true" />
            {t('admin.users.sendReset')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" disabled={isSelf} onSelect={() => setDialog('delete')}>
            <Trash2 aria-hidden="true" />
            {t('admin.users.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <BanDialog user={user} open={dialog === 'ban'} onOpenChange={(open) => setDialog(open ? 'ban' : null)} />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={t('admin.users.deleteTitle', { name: user.name })}
        description={t('admin.users.deleteDescription', { email: user.email })}
        confirmLabel={t('admin.users.deleteConfirm')}
        onConfirm={() =>
          remove.mutate(
            { id: user.id },
            {
              onSuccess: (summary) =>
                toast.success(t('admin.users.toasts.deleted', { name: user.name }), {
                  description: t('admin.users.toasts.deletedSummary', {
                    transferred: summary.transferredWorkspaces,
                    workspaces: summary.deletedWorkspaces,
                    boards: summary.deletedBoards,
                  }),
                }),
              onError,
            },
          )
        }
      />
    </>
  );
}

function BanDialog({
  user,
  open,
  onOpenChange,
}: {
  user: AdminUser;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const ban = useBanUser();
  const onError = useErrorToast();
  const id = `ban-reason-${user.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setError(t('admin.users.banReasonRequired'));
    ban.mutate(
      { id: user.id, reason: text },
      {
        onSuccess: () => {
          toast.success(t('admin.users.toasts.banned', { name: user.name }));
          setReason('');
          setError(undefined);
          onOpenChange(false);
        },
        onError: (failure) => {
          const issue = failure instanceof ApiError ? failure.issues[0]?.message : undefined;
          if (issue) setError(issue);
          else onError(failure);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t('admin.users.banTitle', { name: user.name })}</DialogTitle>
            <DialogDescription>{t('admin.users.banDescription')}</DialogDescription>
          </DialogHeader>
          <FormField id={id} label={t('admin.users.banReason')} error={error}>
            <Textarea
              {...fieldControlProps(id, error)}
              value={reason}
              maxLength={BAN_REASON_MAX}
              onChange={(event) => {
                setReason(event.target.value);
                if (error) setError(undefined);
              }}
            />
          </FormField>
          <p className="-mt-2 text-right text-xs text-muted-foreground">
            {t('admin.users.banReasonCount', { count: reason.length, max: BAN_REASON_MAX })}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={ban.isPending}>
              {t('admin.users.banConfirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
