import type { TemplateCard } from '@rbax/shared/marketplace/api';
import { BadgeCheck, Download, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { marketplaceTemplatePath } from '@/config/paths';
import { BoardIcon } from '@/features/boards/components/board-icon';
import { formatBrl } from '@/features/marketplace/lib/format';

/** A template in a grid: cover (or icon), name, author, installs, rating, free/premium/official. */
export function TemplateCardView({ card }: { card: TemplateCard }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="overflow-hidden rounded-xl border bg-card shadow-xs transition-shadow focus-within:ring-[3px] focus-within:ring-ring/60 hover:shadow-md">
      <Link to={marketplaceTemplatePath(card.id)} className="grid h-full outline-none">
        {card.coverUrl ? (
          <img src={card.coverUrl} alt="" className="aspect-[16/7] w-full object-cover" loading="lazy" />
        ) : (
          <span
            aria-hidden="true"
            className="flex aspect-[16/7] w-full items-center justify-center bg-primary/10 text-primary"
          >
            <BoardIcon name={card.icon ?? 'LayoutGrid'} className="size-8" />
          </span>
        )}
        <span className="grid gap-2 p-4">
          <span className="flex flex-wrap items-center gap-2">
            <span className="text-base font-semibold">{card.name}</span>
            {card.official ? (
              <Badge variant="secondary">
                <BadgeCheck aria-hidden="true" />
                {t('marketplace.card.official')}
              </Badge>
            ) : card.priceBrl ? (
              <Badge>{t('marketplace.card.premium', { price: formatBrl(card.priceBrl, i18n.language) })}</Badge>
            ) : (
              <Badge variant="outline">{t('marketplace.card.free')}</Badge>
            )}
          </span>
          <span className="line-clamp-2 text-sm text-muted-foreground">{card.description}</span>
          <span className="text-xs text-muted-foreground">
            {card.author ? t('marketplace.card.by', { name: card.author.name }) : t('marketplace.card.byOfficial')}
          </span>
          <span className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Download aria-hidden="true" className="size-3.5" />
              {t('marketplace.card.installs', { count: card.installs })}
            </span>
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden="true" className="size-3.5" />
              {card.rating === null
                ? t('marketplace.card.noRating')
                : t('marketplace.card.rating', {
                    rating: card.rating.toLocaleString(i18n.language),
                    count: card.reviews,
                  })}
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}
