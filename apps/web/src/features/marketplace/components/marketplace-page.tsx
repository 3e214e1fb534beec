import { marketplaceCategories, marketplaceSorts, type ListTemplatesQuery } from '@rbax/shared/marketplace/api';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useMarketplaceTemplates } from '@/features/marketplace/api/marketplace-queries';
import { MarketplaceHeader } from '@/features/marketplace/components/marketplace-header';
import { TemplateCardView } from '@/features/marketplace/components/template-card';

const ALL = 'all';

/** /marketplace: search (accents ignored), category, sort, free/premium; filters live in the URL. */
export function MarketplacePage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const query: ListTemplatesQuery = {
    q: params.get('q') ?? undefined,
    category: (params.get('category') as ListTemplatesQuery['category']) ?? undefined,
    sort: (params.get('sort') as ListTemplatesQuery['sort']) ?? 'popular',
    premium: (params.get('premium') as 'true' | 'false' | null) ?? undefined,
  };
  const list = useMarketplaceTemplates(query, i18n.language);

  const set = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== ALL) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  // Search as the person types, after a short pause.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if ((params.get('q') ?? '') !== text.trim()) set('q', text.trim() || null);
    }, 250);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts a search
  }, [text]);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 p-4 sm:p-6">
      <MarketplaceHeader title={t('marketplace.browse.title')} subtitle={t('marketplace.browse.subtitle')} />
      <p className="text-sm text-muted-foreground">{t('marketplace.browse.publishHint')}</p>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
        <div className="grid gap-2">
          <Label htmlFor="marketplace-search">{t('marketplace.browse.search')}</Label>
          <div className="relative">
            <Search aria-hidden="true" className="absolute top-2.5 left-3 size-4 text-muted-foreground" />
            <Input
              id="marketplace-search"
              type="search"
              className="pl-9"
              value={text}
              placeholder={t('marketplace.browse.searchPlaceholder')}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </div>
        <Filter
          id="marketplace-category"
          label={t('marketplace.browse.category')}
          value={query.category ?? ALL}
          onChange={(v) => set('category', v)}
          options={[
            [ALL, t('marketplace.browse.allCategories')],
            ...marketplaceCategories.map((c) => [c, t(`marketplace.categories.${c}`)] as [string, string]),
          ]}
        />
        <Filter
          id="marketplace-sort"
          label={t('marketplace.browse.sort')}
          value={query.sort ?? 'popular'}
          onChange={(v) => set('sort', v === 'popular' ? null : v)}
          options={marketplaceSorts.map((s) => [s, t(`marketplace.sorts.${s}`)] as [string, string])}
        />
        <Filter
          id="marketplace-price"
          label={t('marketplace.browse.price')}
          value={query.premium ?? ALL}
          onChange={(v) => set('premium', v)}
          options={[
            [ALL, t('marketplace.browse.priceAll')],
            ['false', t('marketplace.browse.priceFree')],
            ['true', t('marketplace.browse.pricePremium')],
          ]}
        />
      </div>
      {list.isPending ? (
        <div role="status" aria-label={t('marketplace.loading')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-64 rounded-xl" />
          ))}
        </div>
      ) : list.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>{t('marketplace.loadFailed')}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            {t('marketplace.retry')}
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {t('marketplace.browse.empty')}
        </p>
      ) : (
        <ul
          aria-label={t('marketplace.browse.results', { count: list.data.length })}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {list.data.map((card) => (
            <TemplateCardView key={card.id} card={card} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Filter(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select value={props.value} onValueChange={props.onChange}>
        <SelectTrigger id={props.id} className="w-full sm:w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {props.options.map(([value, label]) => (
            <SelectItem key={value} value={value}>
              {label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
