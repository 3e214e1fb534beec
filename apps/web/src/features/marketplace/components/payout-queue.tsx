import type { Payout } from '@rbax/shared/marketplace/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useResolvePayout } from '@/features/marketplace/api/marketplace-mutations';
import { usePayoutQueue } from '@/features/marketplace/api/marketplace-queries';
import { formatBrl } from '@/features/marketplace/lib/format';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';

/**
 * Administrators (on /marketplace/moderation): creators' payout requests. The money is sent outside
 * the app (Pix or bank transfer); here it is marked paid, or rejected with a note. Audited; the
 * creator is notified.
 */
export function PayoutQueue() {
  const { t } = useTranslation();
  const queue = usePayoutQueue();
  let body;
  if (queue.isPending)
    body = <Skeleton role="status" aria-label={t('marketplace.loading')} className="h-24 rounded-xl" />;
  else if (queue.isError) body = <p role="alert">{t('marketplace.loadFailed')}</p>;
  else if (queue.data.items.length === 0)
    body = <p className="text-sm text-muted-foreground">{t('marketplace.moderation.nothing')}</p>;
  else
    body = (
      <ul className="grid gap-2">
        {queue.data.items.map((payout) => (
          <PayoutRow key={payout.id} payout={payout} />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="mod-payouts" className="grid gap-2">
      <h2 id="mod-payouts" className="text-lg font-semibold">
        {t('marketplace.payouts.queueTitle')}
      </h2>
      {body}
    </section>
  );
}

function PayoutRow({ payout }: { payout: Payout }) {
  const { t, i18n } = useTranslation();
  const [note, setNote] = useState('');
  const resolve = useResolvePayout();
  const act = (status: 'paid' | 'rejected') =>
    resolve.mutate(
      { id: payout.id, status, note: note.trim() || undefined },
      {
        onSuccess: () => toast.success(t(`marketplace.payouts.resolved.${status}`)),
        onError: (error) =>
          toast.error(
            error instanceof ApiError && !error.isUnexpected ? error.message : t('marketplace.moderation.failed'),
          ),
      },
    );
  const noteId = `payout-note-${payout.id}`;
  return (
    <li className="grid gap-2 rounded-xl border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">
          {formatBrl(payout.amountBrl, i18n.language)} · {payout.creator?.name ?? '—'}
          {payout.creator ? <span className="text-muted-foreground"> ({payout.creator.email})</span> : null}
        </span>
        <Badge variant={payout.status === 'pending' ? 'outline' : 'secondary'}>
          {t(`marketplace.payouts.statuses.${payout.status}`)}
        </Badge>
      </div>
      <span className="break-all text-muted-foreground">
        {payout.destination} · {formatDate(payout.createdAt, i18n.language)}
      </span>
      {payout.status === 'pending' ? (
        <div className="grid gap-2 sm:flex sm:items-end">
          <div className="grid flex-1 gap-1">
            <Label htmlFor={noteId}>{t('marketplace.payouts.noteLabel')}</Label>
            <Input id={noteId} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          </div>
          <Button size="sm" disabled={resolve.isPending} onClick={() => act('paid')}>
            {t('marketplace.payouts.markPaid')}
          </Button>
          <Button size="sm" variant="outline" disabled={resolve.isPending} onClick={() => act('rejected')}>
            {t('marketplace.payouts.reject')}
          </Button>
        </div>
      ) : payout.note ? (
        <span>{t('marketplace.payouts.note', { note: payout.note })}</span>
      ) : null}
    </li>
  );
}
