import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type PagerLink = { to: string; title: string } | null;

/** Previous / next article links at the end of an article. */
export function ArticlePager({ previous, next, label }: { previous: PagerLink; next: PagerLink; label: string }) {
  const { t } = useTranslation();
  if (!previous && !next) return null;
  const box =
    'group flex flex-col gap-1 rounded-lg border p-4 outline-none transition-colors hover:border-primary/60 focus-visible:ring-[3px] focus-visible:ring-ring/60';
  return (
    <nav aria-label={label} className="mt-12 grid gap-4 border-t pt-8 sm:grid-cols-2">
      {previous ? (
        <Link to={previous.to} rel="prev" className={box}>
          <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('site.pages.article.previous')}
          </span>
          <span className="font-medium">{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.to} rel="next" className={`${box} sm:items-end sm:text-right`}>
          <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            {t('site.pages.article.next')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </span>
          <span className="font-medium">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
