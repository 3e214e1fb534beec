import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { useSetTrial } from '@/features/billing/api/billing';
import { formatDate } from '@/features/billing/lib/format';
import { ApiError } from '@/lib/api-client';

const DAY = 24 * 60 * 60 * 1000;
/** How many days an administrator may add at once (the server takes at most a year ahead). */
export const trialExtensions = [7, 14, 30] as const;

/** The new end of a trial extended by `days`: from its current end, or from now when it already ended. */
export function extendedTrialEnd(trialEndsAt: string | null, days: number, now: Date = new Date()): Date {
  const current = trialEndsAt ? new Date(trialEndsAt).getTime() : 0;
  return new Date(Math.max(current, now.getTime()) + days * DAY);
}

type Workspace = { id: string; name: string; status: string; trialEndsAt: string | null };

/**
 * An administrator's trial controls on /admin → Cobrança (support): add 7, 14 or 30 days to a
 * trial (or give a Free workspace a new one), or end a trial now after a confirmation.
 */
export function AdminTrialControls({ workspace }: { workspace: Workspace }) {
  const { t, i18n } = useTranslation();
  const setTrial = useSetTrial();
  const [days, setDays] = useState<number>(trialExtensions[0]);
  const [confirmEnd, setConfirmEnd] = useState(false);
  if (workspace.status !== 'trialing' && workspace.status !== 'free') return null;
  const trialing = workspace.status === 'trialing';
  const selectId = `billing-trial-${workspace.id}`;
  const save = (endsAt: Date, done: string) =>
    setTrial.mutate(
      { workspaceId: workspace.id, endsAt: endsAt.toISOString() },
      {
        onSuccess: () => toast.success(done),
        onError: (error) =>
          toast.error(
            error instanceof ApiError && !error.isUnexpected ? error.message : t('billing.admin.trial.failed'),
          ),
      },
    );

  return (
    <div className="flex flex-wrap items-center gap-2">
      <form
        className="flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const endsAt = extendedTrialEnd(trialing ? workspace.trialEndsAt : null, days);
          save(
            endsAt,
            t('billing.admin.trial.extended', {
              workspace: workspace.name,
              date: formatDate(endsAt.toISOString(), i18n.language),
            }),
          );
        }}
      >
        <label htmlFor={selectId} className="sr-only">
          {t('billing.admin.trial.daysFor', { workspace: workspace.name })}
        </label>
        <NativeSelect id={selectId} value={days} onChange={(event) => setDays(Number(event.target.value))}>
          {trialExtensions.map((value) => (
            <option key={value} value={value}>
              {t('billing.admin.trial.days', { count: value })}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" size="sm" variant="outline" disabled={setTrial.isPending}>
          {trialing ? t('billing.admin.trial.extend') : t('billing.admin.trial.restart')}
        </Button>
      </form>
      {trialing ? (
        <>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={setTrial.isPending}
            onClick={() => setConfirmEnd(true)}
          >
            {t('billing.admin.trial.end')}
          </Button>
          <ConfirmDialog
            open={confirmEnd}
            onOpenChange={setConfirmEnd}
            title={t('billing.admin.trial.endTitle', { workspace: workspace.name })}
            description={t('billing.admin.trial.endDescription')}
            confirmLabel={t('billing.admin.trial.end')}
            onConfirm={() =>
              save(new Date(Date.now() - 1000), t('billing.admin.trial.ended', { workspace: workspace.name }))
            }
          />
        </>
      ) : null}
    </div>
  );
}
