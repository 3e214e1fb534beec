import type { SubscriptionResponse } from '@rbax/shared/billing/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { usePortal, useUpdateSubscription } from '@/features/billing/api/billing';
import { formatDate } from '@/features/billing/lib/format';
import { ApiError } from '@/lib/api-client';

/** An active subscription's seats (prorated) and cancellation at period end (owner). */
export function SubscriptionManage({ subscription }: { subscription: SubscriptionResponse }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateSubscription(subscription.workspaceId);
  const portal = usePortal(subscription.workspaceId);
  const openPortal = async () => {
    try {
      window.location.assign((await portal.mutateAsync()).url);
    } catch (error) {
      toast.error(error instanceof ApiError && !error.isUnexpected ? error.message : t('billing.manage.failed'));
    }
  };
  const [seats, setSeats] = useState(String(subscription.seats));
  const [confirming, setConfirming] = useState(false);
  const periodEnd = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd, i18n.language) : '';
  const run = async (input: { seats?: number; cancelAtPeriodEnd?: boolean }, done: string) => {
    try {
      await update.mutateAsync(input);
      toast.success(done);
    } catch (error) {
      toast.error(error instanceof ApiError && !error.isUnexpected ? error.message : t('billing.manage.failed'));
    }
  };
  const seatCount = Number(seats);
  const validSeats = Number.isInteger(seatCount) && seatCount >= 1 && seatCount <= 10_000;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('billing.manage.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-4">
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (validSeats) void run({ seats: seatCount }, t('billing.manage.seatsSaved'));
          }}
        >
          <FormField id="billing-seats" label={t('billing.manage.seats')}>
            <Input
              id="billing-seats"
              type="number"
              min={1}
              max={10_000}
              className="w-28"
              value={seats}
              onChange={(event) => setSeats(event.target.value)}
            />
          </FormField>
          <Button
            type="submit"
            variant="outline"
            disabled={!validSeats || seatCount === subscription.seats || update.isPending}
          >
            {t('billing.manage.saveSeats')}
          </Button>
        </form>
        {subscription.mode === 'stripe' ? (
          <Button variant="outline" disabled={portal.isPending} onClick={() => void openPortal()}>
            {t('billing.manage.paymentMethod')}
          </Button>
        ) : null}
        {subscription.cancelAtPeriodEnd ? (
          <Button variant="outline" onClick={() => void run({ cancelAtPeriodEnd: false }, t('billing.manage.resumed'))}>
            {t('billing.manage.resume')}
          </Button>
        ) : (
          <Button variant="ghost" className="text-destructive" onClick={() => setConfirming(true)}>
            {t('billing.manage.cancel')}
          </Button>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('billing.manage.cancelTitle')}
        description={t('billing.manage.cancelBody', { date: periodEnd })}
        confirmLabel={t('billing.manage.cancelConfirm')}
        onConfirm={() => void run({ cancelAtPeriodEnd: true }, t('billing.manage.canceled'))}
      />
    </Card>
  );
}
