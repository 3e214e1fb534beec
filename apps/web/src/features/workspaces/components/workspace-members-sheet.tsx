import {
  assignableWorkspaceRoles,
  type AssignableWorkspaceRole,
  type Workspace,
  type WorkspaceMember,
} from '@rbax/shared/workspaces';
import { LogOut, MailX, UserMinus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useAddWorkspaceMember } from '@/features/workspaces/api/add-workspace-member';
import { useWorkspaceMembers } from '@/features/workspaces/api/get-workspace-members';
import { useRemoveWorkspaceMember } from '@/features/workspaces/api/remove-workspace-member';
import { useRevokeInvitation } from '@/features/workspaces/api/revoke-invitation';
import { useUpdateWorkspaceMember } from '@/features/workspaces/api/update-workspace-member';
import { ApiError } from '@/lib/api-client';
import { initials } from '@/lib/utils';

type Confirm =
  | { kind: 'remove'; member: WorkspaceMember }
  | { kind: 'leave' }
  | { kind: 'transfer'; member: WorkspaceMember }
  | null;

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && !error.isUnexpected ? error.message : fallback;
}

/** 'Membros' panel of a workspace: list, invite, roles, remove, leave, transfer, pending invitations. */
export function WorkspaceMembersSheet({
  workspace,
  onOpenChange,
}: {
  workspace: Workspace | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Sheet open={workspace !== null} onOpenChange={onOpenChange}>
      <SheetContent side="right" closeLabel={t('common.close')} className="w-full overflow-y-auto sm:max-w-md">
        <SheetHeader className="pr-10">
          <SheetTitle>{t('workspaces.members.title')}</SheetTitle>
          <SheetDescription>{t('workspaces.members.description', { name: workspace?.name ?? '' })}</SheetDescription>
        </SheetHeader>
        {workspace ? <MembersPanel workspace={workspace} onLeft={() => onOpenChange(false)} /> : null}
      </SheetContent>
    </Sheet>
  );
}

function MembersPanel({ workspace, onLeft }: { workspace: Workspace; onLeft: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { user } = useAuth();
  const members = useWorkspaceMembers(workspace.id);
  const updateMember = useUpdateWorkspaceMember(workspace.id);
  const removeMember = useRemoveWorkspaceMember(workspace.id);
  const revoke = useRevokeInvitation(workspace.id);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [transferTo, setTransferTo] = useState('');
  const canManage = workspace.role === 'owner' || workspace.role === 'admin';
  const isOwner = workspace.role === 'owner';
  const failed = t('workspaces.members.toasts.failed');
  const others = members.data?.members.filter((member) => member.userId !== user?.id) ?? [];

  const runConfirm = () => {
    if (!confirm) return;
    if (confirm.kind === 'remove') {
      removeMember.mutate(confirm.member.userId, {
        onSuccess: () => toast.success(t('workspaces.members.toasts.removed')),
        onError: (error) => toast.error(errorText(error, failed)),
      });
    } else if (confirm.kind === 'leave' && user) {
      removeMember.mutate(user.id, {
        onSuccess: () => {
          toast.success(t('workspaces.members.toasts.left'));
          onLeft();
        },
        onError: (error) => toast.error(errorText(error, failed)),
      });
    } else if (confirm.kind === 'transfer') {
      updateMember.mutate(
        { userId: confirm.member.userId, role: 'owner' },
        {
          onSuccess: () => {
            toast.success(t('workspaces.members.toasts.transferred'));
            setTransferTo('');
          },
          onError: (error) => toast.error(errorText(error, failed)),
        },
      );
    }
    setConfirm(null);
  };

  const confirmText =
    confirm?.kind === 'remove'
      ? {
          title: t('workspaces.members.removeTitle', { name: confirm.member.name }),
          description: t('workspaces.members.removeDescription'),
          action: t('workspaces.members.removeConfirm'),
        }
      : confirm?.kind === 'leave'
        ? {
            title: t('workspaces.members.leaveTitle', { name: workspace.name }),
            description: t('workspaces.members.leaveDescription'),
            action: t('workspaces.members.leaveConfirm'),
          }
        : confirm?.kind === 'transfer'
          ? {
              title: t('workspaces.members.transfer'),
              description: `${confirm.member.name} – ${t('workspaces.members.transferHint')}`,
              action: t('workspaces.members.transferConfirm'),
            }
          : null;

  return (
    <div className="grid gap-6 px-4 pb-6">
      {canManage ? <InviteForm workspaceId={workspace.id} /> : null}

      <section aria-labelledby={`${id}-members`} className="grid gap-3">
        <h3 id={`${id}-members`} className="text-sm font-semibold">
          {t('workspaces.members.listLabel')}
        </h3>
        {members.isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : members.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('workspaces.members.loadFailed')}
          </p>
        ) : (
          <ul className="grid gap-2">
            {members.data.members.map((member) => {
              const self = member.userId === user?.id;
              const editable = canManage && !self && member.role !== 'owner';
              return (
                <li key={member.userId} className="flex items-center gap-3 rounded-md border p-2">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
                  >
                    {initials(member.name || member.email)}
                  </span>
                  <span className="grid min-w-0 flex-1 text-sm leading-tight">
                    <span className="truncate font-medium">
                      {member.name}{' '}
                      {self ? <span className="text-muted-foreground">{t('workspaces.members.you')}</span> : null}
                    </span>
                    <span className="truncate text-xs text-muted-foreground">{member.email}</span>
                  </span>
                  {editable ? (
                    <Select
                      value={member.role}
                      onValueChange={(role) =>
                        updateMember.mutate(
                          { userId: member.userId, role: role as AssignableWorkspaceRole },
                          {
                            onSuccess: () => toast.success(t('workspaces.members.toasts.roleUpdated')),
                            onError: (error) => toast.error(errorText(error, failed)),
                          },
                        )
                      }
                    >
                      <SelectTrigger
                        className="h-8 w-36"
                        aria-label={t('workspaces.members.roleOf', { name: member.name })}
                      >
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {assignableWorkspaceRoles.map((role) => (
                          <SelectItem key={role} value={role}>
                            {t(`workspaces.roles.${role}`)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  ) : (
                    <Badge variant="secondary">{t(`workspaces.roles.${member.role}`)}</Badge>
                  )}
                  {editable ? (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={t('workspaces.members.remove', { name: member.name })}
                      onClick={() => setConfirm({ kind: 'remove', member })}
                    >
                      <UserMinus aria-hidden="true" />
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {members.data && members.data.invitations.length > 0 ? (
        <section aria-labelledby={`${id}-pending`} className="grid gap-3">
          <h3 id={`${id}-pending`} className="text-sm font-semibold">
            {t('workspaces.members.pending')}
          </h3>
          <ul className="grid gap-2">
            {members.data.invitations.map((invitation) => (
              <li key={invitation.id} className="flex items-center gap-3 rounded-md border border-dashed p-2 text-sm">
                <span className="grid min-w-0 flex-1 leading-tight">
                  <span className="truncate font-medium">{invitation.email}</span>
                  <span className="text-xs text-muted-foreground">
                    {t(`workspaces.roles.${invitation.role}`)} ·{' '}
                    {t('workspaces.members.expires', {
                      date: new Date(invitation.expiresAt).toLocaleDateString(i18n.language),
                    })}
                  </span>
                </span>
                {canManage ? (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t('workspaces.members.revoke', { email: invitation.email })}
                    onClick={() =>
                      revoke.mutate(invitation.id, {
                        onSuccess: () => toast.success(t('workspaces.members.toasts.revoked')),
                        onError: (error) => toast.error(errorText(error, failed)),
                      })
                    }
                  >
                    <MailX aria-hidden="true" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {isOwner && others.length > 0 ? (
        <section aria-labelledby={`${id}-transfer`} className="grid gap-2 border-t pt-4">
          <h3 id={`${id}-transfer`} className="text-sm font-semibold">
            {t('workspaces.members.transfer')}
          </h3>
          <p className="text-xs text-muted-foreground">{t('workspaces.members.transferHint')}</p>
          <div className="flex flex-wrap items-center gap-2">
            <Select value={transferTo} onValueChange={setTransferTo}>
              <SelectTrigger className="w-56" aria-label={t('workspaces.members.transferTo')}>
                <SelectValue placeholder={t('workspaces.members.transferPlaceholder')} />
              </SelectTrigger>
              <SelectContent>
                {others.map((member) => (
                  <SelectItem key={member.userId} value={member.userId}>
                    {member.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Button
              variant="outline"
              disabled={!transferTo}
              onClick={() => {
                const member = others.find((item) => item.userId === transferTo);
                if (member) setConfirm({ kind: 'transfer', member });
              }}
            >
              {t('workspaces.members.transferConfirm')}
            </Button>
          </div>
        </section>
      ) : null}

      {!isOwner ? (
        <div className="border-t pt-4">
          <Button
            variant="outline"
            className="text-destructive hover:text-destructive"
            onClick={() => setConfirm({ kind: 'leave' })}
          >
            <LogOut aria-hidden="true" />
            {t('workspaces.members.leave')}
          </Button>
        </div>
      ) : null}

      <AlertDialog open={confirm !== null} onOpenChange={(open) => !open && setConfirm(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{confirmText?.title}</AlertDialogTitle>
            <AlertDialogDescription>{confirmText?.description}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('common.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={runConfirm}>{confirmText?.action}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

function InviteForm({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableWorkspaceRole>('member');
  const add = useAddWorkspaceMember(workspaceId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || add.isPending) return;
    add.mutate(
      { email: trimmed, role },
      {
        onSuccess: (result) => {
          toast.success(
            result.status === 'added'
              ? t('workspaces.members.toasts.added')
              : t('workspaces.members.toasts.invited', { email: trimmed }),
          );
          setEmail('');
        },
        onError: (error) => toast.error(errorText(error, t('workspaces.members.toasts.failed'))),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 rounded-md border p-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {t('workspaces.members.inviteTitle')}
      </h3>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-email`}>{t('workspaces.members.inviteEmail')}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid flex-1 gap-1.5">
          <span id={`${id}-role`} className="text-sm font-medium">
            {t('workspaces.members.inviteRole')}
          </span>
          <Select value={role} onValueChange={(value) => setRole(value as AssignableWorkspaceRole)}>
            <SelectTrigger aria-labelledby={`${id}-role`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {assignableWorkspaceRoles.map((item) => (
                <SelectItem key={item} value={item}>
                  {t(`workspaces.roles.${item}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button type="submit" disabled={add.isPending || email.trim() === ''}>
          {add.isPending ? <Spinner /> : null}
          {add.isPending ? t('workspaces.members.inviting') : t('workspaces.members.invite')}
        </Button>
      </div>
    </form>
  );
}
