import { brlToCents, type Earnings } from '@rbax/shared/marketplace/api';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PayoutDialog } from '@/features/marketplace/components/payout-dialog';
import { formatBrl } from '@/features/marketplace/lib/format';
import { formatDate } from '@/lib/dates';

/**
 * 'Solicitar saque' and the history of requests (pending, paid, rejected with the note, or failed at
 * Stripe). Closed while one is pending, below the minimum, or while a refund left the balance
 * negative (docs/decisions/056).
 */
export function PayoutsSection({ earnings }: { earnings: Earnings }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const pending = earnings.payouts.some((p) => p.status === 'pending');
  const negative = Number(earnings.balanceBrl) < 0;
  const enough = !negative && (brlToCents(earnings.balanceBrl) ?? 0) >= (brlToCents(earnings.payoutMinBrl) ?? 0);
  const brl = (value: string) => formatBrl(value, i18n.language);
  const blocked = pending
    ? t('marketplace.payouts.onePending')
    : negative
      ? t('marketplace.payouts.negativeBalance')
      : enough
        ? null
        : t('marketplace.payouts.belowMinimum', { min: brl(earnings.payoutMinBrl) });
  return (
    <section aria-labelledby="payouts-title" className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="payouts-title" className="text-lg font-semibold">
          {t('marketplace.payouts.title')}
        </h2>
        <Button disabled={blocked !== null} onClick={() => setOpen(true)}>
          <Wallet aria-hidden="true" />
          {t('marketplace.payouts.request')}
        </Button>
      </div>
      {blocked ? (
        <p className={negative && !pending ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>{blocked}</p>
      ) : null}
      {earnings.payouts.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t('marketplace.payouts.empty')}
        </p>
      ) : (
        <ul className="grid gap-2">
          {earnings.payouts.map((payout) => (
            <li
              key={payout.id}
              className="grid gap-1 rounded-xl border p-3 text-sm sm:flex sm:items-center sm:justify-between"
            >
              <div className="grid gap-0.5">
                <span className="font-medium">
                  {brl(payout.amountBrl)} · {formatDate(payout.createdAt, i18n.language)}
                </span>
                <span className="break-all text-muted-foreground">{payout.destination}</span>
                {payout.note ? <span>{t('marketplace.payouts.note', { note: payout.note })}</span> : null}
              </div>
              <Badge
                variant={
                  payout.status === 'rejected' || payout.status === 'failed'
                    ? 'destructive'
                    : payout.status === 'paid'
                      ? 'secondary'
                      : 'outline'
                }
              >
                {t(`marketplace.payouts.statuses.${payout.status}`)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <PayoutDialog
          open={open}
          onOpenChange={setOpen}
          balanceBrl={earnings.balanceBrl}
          minBrl={earnings.payoutMinBrl}
          stripeReady={earnings.stripeConnect === 'ready'}
        />
      ) : null}
    </section>
  );
}
