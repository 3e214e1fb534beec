import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { invoicePdfUrl, useInvoices } from '@/features/billing/api/billing';
import { formatCents, formatDate } from '@/features/billing/lib/format';

/** The workspace's invoices (owner), each opening its PDF in a new tab. */
export function InvoicesCard({ workspaceId }: { workspaceId: string }) {
  const { t, i18n } = useTranslation();
  const invoices = useInvoices(workspaceId, true);
  const list = invoices.data?.invoices ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('billing.invoices.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {invoices.isPending ? (
          <Skeleton className="h-24" />
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('billing.invoices.empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[32rem] text-sm">
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('billing.invoices.number')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('billing.invoices.date')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('billing.invoices.description')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t('billing.invoices.amount')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('billing.invoices.status')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">{t('billing.invoices.pdf')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((invoice) => (
                  <tr key={invoice.id} className="border-b last:border-0">
                    <td className="py-2 pr-3 font-mono text-xs">{invoice.number}</td>
                    <td className="py-2 pr-3">{formatDate(invoice.issuedAt, i18n.language)}</td>
                    <td className="py-2 pr-3">{invoice.description}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {formatCents(invoice.amountCents, i18n.language)}
                    </td>
                    <td className="py-2 pr-3">
                      <Badge variant={invoice.status === 'paid' ? 'secondary' : 'outline'}>
                        {t(`billing.invoices.${invoice.status}`)}
                      </Badge>
                    </td>
                    <td className="py-2">
                      <a
                        href={invoicePdfUrl(invoice.id)}
                        target="_blank"
                        rel="noopener"
                        className="inline-flex items-center gap-1 font-medium text-link underline-offset-4 hover:underline"
                        aria-label={t('billing.invoices.openPdf', { number: invoice.number })}
                      >
                        <FileText aria-hidden="true" className="size-4" />
                        {t('billing.invoices.pdf')}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
