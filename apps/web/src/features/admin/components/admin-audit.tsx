import type { AuditEntry } from '@rbax/shared/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { AUDIT_PAGE_SIZE, useAdminAudit } from '@/features/admin/api/get-admin-audit';
import { Pager } from '@/features/admin/components/pager';
import { formatDateTime } from '@/features/admin/lib/format';

/** The sentence of each action (a role change reads by its direction). */
const actionKeys = {
  'user.banned': 'admin.audit.actions.user_banned',
  'user.unbanned': 'admin.audit.actions.user_unbanned',
  'user.password_reset_sent': 'admin.audit.actions.user_password_reset_sent',
  'user.deleted': 'admin.audit.actions.user_deleted',
  'feedback.exported': 'admin.audit.actions.feedback_exported',
  'newsletter.exported': 'admin.audit.actions.newsletter_exported',
  'workspace.ai_enabled': 'admin.audit.actions.workspace_ai_enabled',
  'workspace.ai_disabled': 'admin.audit.actions.workspace_ai_disabled',
  'marketplace.approved': 'admin.audit.actions.marketplace_approved',
  'marketplace.unpublished': 'admin.audit.actions.marketplace_unpublished',
  'marketplace.report_dismissed': 'admin.audit.actions.marketplace_report_dismissed',
  'marketplace.granted': 'admin.audit.actions.marketplace_granted',
  'marketplace.payout_paid': 'admin.audit.actions.marketplace_payout_paid',
  'marketplace.payout_rejected': 'admin.audit.actions.marketplace_payout_rejected',
  'billing.plan_assigned': 'billing.audit.plan_assigned',
  'billing.trial_changed': 'billing.audit.trial_changed',
  'billing.payment_recorded': 'billing.audit.payment_recorded',
  'billing.mode_changed': 'billing.audit.mode_changed',
} as const;
const isKnown = (action: string): action is keyof typeof actionKeys => action in actionKeys;

/** One audit row as a sentence: "Ana promoveu João a administrador". */
function useDescribe() {
  const { t } = useTranslation();
  return (entry: AuditEntry): { text: string; detail: string | null } => {
    const target = entry.targetLabel ?? entry.targetId ?? '';
    const actor = entry.actorName;
    const details = entry.details as Record<string, unknown>;
    if (entry.action === 'user.role_changed') {
      const key = details.to === 'admin' ? 'admin.audit.actions.user_promoted' : 'admin.audit.actions.user_demoted';
      return { text: t(key, { actor, target }), detail: null };
    }
    if (!isKnown(entry.action)) return { text: `${actor}: ${entry.action} ${target}`.trim(), detail: null };
    const detail =
      entry.action === 'user.banned' && typeof details.reason === 'string'
        ? t('admin.audit.reason', { reason: details.reason })
        : entry.action === 'user.deleted'
          ? t('admin.users.toasts.deletedSummary', {
              transferred: Number(details.transferredWorkspaces ?? 0),
              workspaces: Number(details.deletedWorkspaces ?? 0),
              boards: Number(details.deletedBoards ?? 0),
            })
          : entry.action.endsWith('.exported')
            ? t('admin.audit.rows', { count: Number(details.rows ?? 0) })
            : null;
    return { text: t(actionKeys[entry.action], { actor, target }), detail };
  };
}

/** 'Auditoria': every administrator action, newest first. */
export function AdminAudit() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const audit = useAdminAudit(page);
  const describe = useDescribe();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.audit.title')}</CardTitle>
        <CardDescription>{t('admin.audit.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {audit.isPending ? (
          <div className="grid gap-2" role="status" aria-label={t('common.loading')}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-12 rounded-md" />
            ))}
          </div>
        ) : audit.isError ? (
          <div className="grid justify-items-start gap-2" role="alert">
            <p className="text-sm text-muted-foreground">{t('admin.audit.error')}</p>
            <Button variant="outline" size="sm" onClick={() => void audit.refetch()}>
              {t('admin.feedback.retry')}
            </Button>
          </div>
        ) : audit.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.audit.empty')}</p>
        ) : (
          <>
            <ol className="grid gap-2" aria-label={t('admin.audit.listLabel')}>
              {audit.data.items.map((entry) => {
                const { text, detail } = describe(entry);
                return (
                  <li key={entry.id} className="grid gap-0.5 rounded-lg border px-3 py-2 text-sm">
                    <span className="wrap-anywhere">{text}</span>
                    {detail ? <span className="text-xs wrap-anywhere text-muted-foreground">{detail}</span> : null}
                    <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
                      {formatDateTime(entry.createdAt, i18n.language)}
                    </time>
                  </li>
                );
              })}
            </ol>
            <Pager
              page={audit.data.page}
              pageSize={AUDIT_PAGE_SIZE}
              total={audit.data.total}
              onPageChange={setPage}
              label={t('admin.audit.pagination')}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
