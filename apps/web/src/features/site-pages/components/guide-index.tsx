import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { knowledgeArticlePath } from '@/config/paths';
import { GuideSearch } from '@/features/site-pages/components/guide-search';
import { PageIntro } from '@/features/site-pages/components/page-intro';
import { guideByCategory } from '@/features/site-pages/content/guide';
import { slugify } from '@/features/site-pages/lib/slugify';
import { useContentLocale } from '@/features/site-pages/lib/use-content-locale';

/** The user guide's front page: search, then every article grouped by category. */
export function GuideIndex() {
  const { t } = useTranslation();
  const locale = useContentLocale();
  const groups = guideByCategory(locale);
  const [searching, setSearching] = useState(false);

  return (
    <>
      <PageIntro title={t('site.pages.knowledge.title')} lead={t('site.pages.knowledge.lead')}>
        <GuideSearch onActiveChange={setSearching} />
      </PageIntro>
      <div hidden={searching} className="mx-auto max-w-6xl px-4 pb-20">
        {groups.length === 0 ? (
          <p className="text-center text-muted-foreground">{t('site.pages.knowledge.empty')}</p>
        ) : null}
        {groups.map((group) => {
          const headingId = `categoria-${slugify(group.category)}`;
          return (
            <section key={group.category} aria-labelledby={headingId} className="mt-10 first:mt-0">
              <h2 id={headingId} className="text-xl font-bold sm:text-2xl">
                {group.category}
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {group.articles.map((article) => (
                  <li key={article.slug} lang={article.lang === locale ? undefined : article.lang}>
                    <Link
                      to={knowledgeArticlePath(article.slug)}
                      className="group flex h-full flex-col rounded-xl border bg-card p-5 outline-none transition-colors hover:border-primary/60 focus-visible:ring-[3px] focus-visible:ring-ring/60"
                    >
                      <span className="font-semibold">{article.title}</span>
                      <span className="mt-1 flex-1 text-sm text-muted-foreground">{article.description}</span>
                      <span className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-link">
                        {t('site.pages.knowledge.read')}
                        <ArrowRight
                          aria-hidden="true"
                          className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                        />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}
