import type { TemplateCard } from '@rbax/shared/marketplace/api';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMarketplaceTemplates, useMyTemplates } from '@/features/marketplace/api/marketplace-queries';
import { MarketplaceHeader } from '@/features/marketplace/components/marketplace-header';
import { TemplateCardView } from '@/features/marketplace/components/template-card';

/**
 * /marketplace-new 'Store Premium': premium templates with their price, and 'Meus templates'
 * (what the person published and what they bought or were granted). With billing on Stripe a
 * template is bought on Checkout, which returns here with `?checkout=success`: the page polls
 * 'Meus templates' until the webhook has recorded the purchase. Otherwise an administrator grants
 * access ('Solicitar acesso' notifies them).
 */
export function StorePremiumPage() {
  const { t, i18n } = useTranslation();
  const premium = useMarketplaceTemplates({ sort: 'popular', premium: 'true' }, i18n.language);
  const [params] = useSearchParams();
  const returned = params.get('checkout') === 'success';
  const mine = useMyTemplates(i18n.language, returned ? 3000 : false);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 sm:p-6">
      <MarketplaceHeader title={t('marketplace.store.title')} subtitle={t('marketplace.store.subtitle')} />
      {returned ? (
        <p role="status" className="rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm">
          {t('marketplace.store.checkoutReturned')}
        </p>
      ) : null}
      <p className="rounded-lg border bg-muted/40 p-3 text-sm">
        {t(mine.data?.checkout ? 'marketplace.store.howToGetCheckout' : 'marketplace.store.howToGet')}
      </p>
      <Section
        id="store-premium"
        title={t('marketplace.store.premiumTitle')}
        empty={t('marketplace.store.premiumEmpty')}
        query={premium}
      />
      <Section
        id="store-acquired"
        title={t('marketplace.store.acquiredTitle')}
        empty={t('marketplace.store.acquiredEmpty')}
        query={{ ...mine, data: mine.data?.acquired }}
      />
      <Section
        id="store-authored"
        title={t('marketplace.store.authoredTitle')}
        empty={t('marketplace.store.authoredEmpty')}
        query={{ ...mine, data: mine.data?.authored }}
      />
    </div>
  );
}

function Section({
  id,
  title,
  empty,
  query,
}: {
  id: string;
  title: string;
  empty: string;
  query: { isPending: boolean; isError: boolean; data: TemplateCard[] | undefined; refetch: () => unknown };
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {query.isPending ? (
        <Skeleton role="status" aria-label={t('marketplace.loading')} className="h-48 rounded-xl" />
      ) : query.isError || !query.data ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>{t('marketplace.loadFailed')}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('marketplace.retry')}
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.map((card) => (
            <TemplateCardView key={card.id} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}
