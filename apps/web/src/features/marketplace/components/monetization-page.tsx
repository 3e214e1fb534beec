import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useEarnings } from '@/features/marketplace/api/marketplace-queries';
import { MarketplaceHeader } from '@/features/marketplace/components/marketplace-header';
import { PayoutsSection } from '@/features/marketplace/components/payouts-section';
import { StripeAccountCard } from '@/features/marketplace/components/stripe-account-card';
import { formatBrl } from '@/features/marketplace/lib/format';
import { cn } from '@/lib/utils';
import { formatDate } from '@/lib/dates';

/**
 * /monetization: a creator's sales and earnings from the marketplace ledger (refunds reversed), the
 * balance (net minus paid and pending payouts; negative after a refund of money already paid out),
 * the Stripe account when Stripe Connect is in use (docs/decisions/056), 'Solicitar saque' and the
 * payout history, and the statement as CSV or PDF.
 */
export function MonetizationPage() {
  const { t, i18n } = useTranslation();
  const earnings = useEarnings();
  const brl = (value: string) => formatBrl(value, i18n.language);

  let body;
  if (earnings.isPending)
    body = <Skeleton role="status" aria-label={t('marketplace.loading')} className="h-64 rounded-xl" />;
  else if (earnings.isError)
    body = (
      <div role="alert" className="grid justify-items-start gap-2">
        <p>{t('marketplace.loadFailed')}</p>
        <Button variant="outline" onClick={() => void earnings.refetch()}>
          {t('marketplace.retry')}
        </Button>
      </div>
    );
  else {
    const e = earnings.data;
    const tiles: [string, string, boolean?][] = [
      [t('marketplace.monetization.sales'), String(e.sales)],
      [t('marketplace.monetization.gross'), brl(e.grossBrl)],
      [t('marketplace.monetization.fee', { percent: e.feePercent }), brl(e.feeBrl)],
      [t('marketplace.monetization.net'), brl(e.netBrl)],
      ...(e.refunds > 0
        ? [[t('marketplace.monetization.refunds', { count: e.refunds }), brl(e.refundedBrl)] as [string, string]]
        : []),
      [t('marketplace.payouts.paidOut'), brl(e.paidOutBrl)],
      [t('marketplace.payouts.pending'), brl(e.pendingBrl)],
      [t('marketplace.payouts.balance'), brl(e.balanceBrl), Number(e.balanceBrl) < 0],
    ];
    body = (
      <>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {tiles.map(([label, value, negative]) => (
            <div key={label} className="grid gap-1 rounded-xl border p-4">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className={cn('text-xl font-semibold whitespace-nowrap sm:text-2xl', negative && 'text-destructive')}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {e.stripeConnect ? <StripeAccountCard status={e.stripeConnect} /> : null}
        <PayoutsSection earnings={e} />
        <section aria-labelledby="ledger-title" className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="ledger-title" className="text-lg font-semibold">
              {t('marketplace.monetization.ledger')}
            </h2>
            <div className="flex flex-wrap gap-2">
              {(['csv', 'pdf'] as const).map((format) => (
                <Button key={format} variant="outline" size="sm" asChild>
                  <a href={`/api/v1/marketplace/earnings/statement?format=${format}`} download>
                    <Download aria-hidden="true" />
                    {t(format === 'csv' ? 'marketplace.payouts.statementCsv' : 'marketplace.payouts.statementPdf')}
                  </a>
                </Button>
              ))}
            </div>
          </div>
          {e.entries.length === 0 ? (
            <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
              {t('marketplace.monetization.empty')}
            </p>
          ) : (
            <div className="overflow-x-auto rounded-xl border">
              <table className="w-full text-sm">
                <thead className="bg-muted/50 text-left">
                  <tr>
                    <th scope="col" className="p-2">
                      {t('marketplace.monetization.date')}
                    </th>
                    <th scope="col" className="p-2">
                      {t('marketplace.monetization.template')}
                    </th>
                    <th scope="col" className="p-2">
                      {t('marketplace.monetization.buyer')}
                    </th>
                    <th scope="col" className="p-2">
                      {t('marketplace.monetization.source')}
                    </th>
                    <th scope="col" className="p-2 text-right">
                      {t('marketplace.monetization.gross')}
                    </th>
                    <th scope="col" className="p-2 text-right">
                      {t('marketplace.monetization.net')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {e.entries.map((entry) => (
                    <tr key={entry.id} className="border-t">
                      <td className="p-2">{formatDate(entry.createdAt, i18n.language)}</td>
                      <td className="p-2">{entry.templateName}</td>
                      <td className="p-2">{entry.buyer}</td>
                      <td className="p-2">
                        {entry.kind === 'refund'
                          ? t('marketplace.monetization.refund')
                          : t(`marketplace.monetization.sources.${entry.source}`)}
                      </td>
                      <td className="p-2 text-right">{brl(entry.grossBrl)}</td>
                      <td className="p-2 text-right">{brl(entry.netBrl)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 sm:p-6">
      <MarketplaceHeader
        title={t('marketplace.monetization.title')}
        subtitle={t('marketplace.monetization.subtitle')}
      />
      <p className="rounded-lg border bg-muted/40 p-3 text-sm">{t('marketplace.monetization.payoutsHow')}</p>
      {body}
    </div>
  );
}
