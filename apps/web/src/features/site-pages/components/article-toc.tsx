import { useTranslation } from 'react-i18next';
import type { TocEntry } from '@/features/site-pages/content/types';
import { cn } from '@/lib/utils';

/** In-article table of contents (`##` and `###` headings). */
export function ArticleToc({
  toc,
  className,
  showHeading = true,
}: {
  toc: TocEntry[];
  className?: string;
  showHeading?: boolean;
}) {
  const { t } = useTranslation();
  if (toc.length === 0) return null;
  return (
    <nav aria-label={t('site.pages.article.toc')} className={cn('text-sm', className)}>
      {showHeading ? <p className="mb-2 font-semibold">{t('site.pages.article.toc')}</p> : null}
      <ol className="space-y-1 border-l">
        {toc.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className={cn(
                'block rounded-sm py-1 pr-2 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60',
                entry.depth === 2 ? 'pl-3' : 'pl-6',
              )}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
