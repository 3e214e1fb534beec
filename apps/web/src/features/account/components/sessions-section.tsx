import type { AccountSession } from '@rbax/shared/account';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '@/features/account/api/sessions';
import { formatDate, formatRelative } from '@/lib/dates';

function deviceName(session: AccountSession, unknown: string): string {
  const parts = [session.browser, session.os].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : unknown;
}

/** Where I am signed in: device, IP, since when, last activity; end one or all the others. */
export function SessionsSection() {
  const { t, i18n } = useTranslation();
  const query = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [confirmOthers, setConfirmOthers] = useState(false);

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="grid gap-2">
        <Skeleton className="h-16 rounded-lg" />
        <Skeleton className="h-16 rounded-lg" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        {t('account.sessions.loadFailed')}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('profile.retry')}
        </Button>
      </div>
    );
  }

  const sessions = query.data.sessions;
  const others = sessions.filter((session) => !session.current).length;
  return (
    <div className="grid gap-3">
      <ul className="grid divide-y rounded-xl border" aria-label={t('account.sessions.listLabel')}>
        {sessions.map((session) => {
          const Icon = session.mobile ? Smartphone : Monitor;
          const name = deviceName(session, t('account.sessions.unknownDevice'));
          return (
            <li
              key={session.id}
              className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 items-start gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                <div className="grid min-w-0 gap-0.5">
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    {name}
                    {session.current ? <Badge>{t('account.sessions.thisDevice')}</Badge> : null}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {t('account.sessions.details', {
                      ip: session.ipAddress ?? t('account.sessions.unknownIp'),
                      created: formatDate(session.createdAt, i18n.language),
                      active: formatRelative(session.updatedAt, i18n.language),
                    })}
                  </span>
                </div>
              </div>
              {session.current ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start sm:self-auto"
                  disabled={revoke.isPending}
                  aria-label={t('account.sessions.revokeOne', { device: name })}
                  onClick={() =>
                    revoke.mutate(session.id, {
                      onSuccess: () => toast.success(t('account.sessions.revoked')),
                      onError: () => toast.error(t('account.sessions.revokeFailed')),
                    })
                  }
                >
                  <LogOut aria-hidden="true" />
                  {t('account.sessions.revoke')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <div>
        <Button
          variant="outline"
          disabled={others === 0 || revokeOthers.isPending}
          onClick={() => setConfirmOthers(true)}
        >
          {t('account.sessions.revokeOthers')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmOthers}
        onOpenChange={setConfirmOthers}
        title={t('account.sessions.revokeOthersTitle')}
        description={t('account.sessions.revokeOthersDescription', { count: others })}
        confirmLabel={t('account.sessions.revokeOthers')}
        onConfirm={() =>
          revokeOthers.mutate(undefined, {
            onSuccess: (result) => toast.success(t('account.sessions.revokedOthers', { count: result.revoked })),
            onError: () => toast.error(t('account.sessions.revokeFailed')),
          })
        }
      />
    </div>
  );
}
