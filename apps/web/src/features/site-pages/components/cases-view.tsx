import { ArrowDown, ArrowUp, Building2, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ArticleSkeleton, LoadError } from '@/features/site-pages/components/content-states';
import { Prose } from '@/features/site-pages/components/prose';
import { caseStoriesKey, caseStudies, loadCaseStoriesFor } from '@/features/site-pages/content/cases';
import type { CaseMeta, CaseStories } from '@/features/site-pages/content/types';
import { useResource } from '@/features/site-pages/lib/resource-cache';
import { useContentLocale } from '@/features/site-pages/lib/use-content-locale';

const storyId = (slug: string) => `case-${slug}`;

function Results({ item, compact = false }: { item: CaseMeta; compact?: boolean }) {
  const { t } = useTranslation();
  if (compact) {
    return (
      <dl aria-label={t('site.pages.cases.results')} className="grid gap-2">
        {item.results.map((result) => (
          <div
            key={result.label}
            className="flex flex-row-reverse items-baseline justify-end gap-3 rounded-lg bg-muted px-3 py-2"
          >
            <dt className="text-sm text-muted-foreground">{result.label}</dt>
            <dd className="min-w-[4.5rem] shrink-0 text-xl font-bold text-link">{result.value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <dl aria-label={t('site.pages.cases.results')} className="grid gap-2 sm:grid-cols-3">
      {item.results.map((result) => (
        <div key={result.label} className="flex flex-col-reverse rounded-lg bg-muted p-3 text-center">
          <dt className="mt-1 text-sm text-muted-foreground">{result.label}</dt>
          <dd className="text-2xl font-bold text-link">{result.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Facts({ item }: { item: CaseMeta }) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <span className="inline-flex items-center gap-1">
        <Building2 aria-hidden="true" className="size-4" />
        {item.sector}
      </span>
      <span className="inline-flex items-center gap-1">
        <MapPin aria-hidden="true" className="size-4" />
        {item.city}
      </span>
    </p>
  );
}

function CaseCard({ item, locale }: { item: CaseMeta; locale: string }) {
  const { t } = useTranslation();
  return (
    <li
      lang={item.lang === locale ? undefined : item.lang}
      className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm"
    >
      <div>
        <p className="text-sm font-semibold text-link">{item.company}</p>
        <h2 className="mt-1 text-xl font-semibold text-balance">{item.title}</h2>
        <div className="mt-2">
          <Facts item={item} />
        </div>
      </div>
      <Results item={item} compact />
      <p className="text-muted-foreground">{item.summary}</p>
      <a
        href={`#${storyId(item.slug)}`}
        className="mt-auto inline-flex min-h-6 items-center gap-1 self-start rounded-sm font-medium text-link underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        {t('site.pages.cases.readStory', { company: item.company })}
        <ArrowDown aria-hidden="true" className="size-4" />
      </a>
    </li>
  );
}

export function CasesView() {
  const { t } = useTranslation();
  const locale = useContentLocale();
  const items = caseStudies(locale);
  const stories = useResource<CaseStories>(caseStoriesKey(locale), () => loadCaseStoriesFor(locale));

  if (items.length === 0)
    return <p className="py-12 text-center text-muted-foreground">{t('site.pages.cases.empty')}</p>;

  return (
    <div className="mx-auto max-w-6xl px-4 pb-20">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <CaseCard key={item.slug} item={item} locale={locale} />
        ))}
      </ul>
      <h2 className="mt-20 text-center text-2xl font-bold sm:text-3xl">{t('site.pages.cases.storiesTitle')}</h2>
      <div className="mt-10 space-y-16">
        {items.map((item) => {
          const story = stories.status === 'ready' ? stories.data[item.slug] : undefined;
          return (
            <article
              key={item.slug}
              id={storyId(item.slug)}
              tabIndex={-1}
              lang={item.lang === locale ? undefined : item.lang}
              aria-labelledby={`${storyId(item.slug)}-title`}
              className="mx-auto max-w-3xl scroll-mt-32 rounded-2xl border p-6 outline-none sm:p-10"
            >
              <p className="text-sm font-semibold text-link">{item.company}</p>
              <h3 id={`${storyId(item.slug)}-title`} className="mt-1 text-2xl font-bold text-balance">
                {item.title}
              </h3>
              <div className="mt-2">
                <Facts item={item} />
              </div>
              <div className="mt-6">
                <Results item={item} />
              </div>
              <div className="mt-8">
                {story ? (
                  <Prose html={story.html} className="[&_h2]:text-xl [&_h3]:text-lg" />
                ) : stories.status === 'error' ? (
                  <LoadError onRetry={stories.retry} />
                ) : stories.status === 'loading' ? (
                  <ArticleSkeleton />
                ) : null}
              </div>
              <a
                href="#conteudo"
                className="mt-8 inline-flex min-h-6 items-center gap-1 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                <ArrowUp aria-hidden="true" className="size-4" />
                {t('site.pages.cases.backToTop')}
              </a>
            </article>
          );
        })}
      </div>
    </div>
  );
}
