import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { knowledgeArticlePath } from '@/config/paths';
import { guideByCategory } from '@/features/site-pages/content/guide';
import { useContentLocale } from '@/features/site-pages/lib/use-content-locale';
import { cn } from '@/lib/utils';

function GuideNavList({ current }: { current: string }) {
  const locale = useContentLocale();
  return (
    <div className="space-y-5">
      {guideByCategory(locale).map((group) => (
        <div key={group.category}>
          <p className="mb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{group.category}</p>
          <ul className="space-y-0.5">
            {group.articles.map((article) => (
              <li key={article.slug}>
                <Link
                  to={knowledgeArticlePath(article.slug)}
                  aria-current={article.slug === current ? 'page' : undefined}
                  className={cn(
                    'block rounded-md px-2 py-1.5 text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60',
                    article.slug === current ? 'bg-accent font-medium text-foreground' : 'text-muted-foreground',
                  )}
                >
                  {article.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Every guide article: a sticky column on wide screens, a disclosure on phones. */
export function GuideSidebar({ current }: { current: string }) {
  const { t } = useTranslation();
  const label = t('site.pages.knowledge.sidebar');
  return (
    <>
      <details className="rounded-lg border p-4 lg:hidden">
        <summary className="flex min-h-6 cursor-pointer items-center gap-2 font-medium">
          <BookOpen aria-hidden="true" className="size-4" />
          {label}
        </summary>
        <nav aria-label={label} className="mt-4">
          <GuideNavList current={current} />
        </nav>
      </details>
      <nav aria-label={label} className="sticky top-32 hidden max-h-[calc(100svh-9rem)] overflow-y-auto pr-2 lg:block">
        <GuideNavList current={current} />
      </nav>
    </>
  );
}
