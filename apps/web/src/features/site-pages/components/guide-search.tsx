import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { knowledgeArticlePath } from '@/config/paths';
import { loadGuideSearchIndex } from '@/features/site-pages/content/guide';
import type { GuideSearchEntry } from '@/features/site-pages/content/types';
import { highlight, queryWords, searchGuide } from '@/features/site-pages/lib/search';
import { useContentLocale } from '@/features/site-pages/lib/use-content-locale';

export const SEARCH_DEBOUNCE_MS = 150;

function Highlighted({ text, words }: { text: string; words: string[] }) {
  return (
    <>
      {highlight(text, words).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-primary/20 px-0.5 text-foreground">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * 'Buscar na documentação': client-side search over the guide's `##` sections. The index is its
 * own chunk, loaded the first time the box is focused or typed in (and again for a new language).
 */
export function GuideSearch({ onActiveChange }: { onActiveChange?: (active: boolean) => void }) {
  const { t } = useTranslation();
  const locale = useContentLocale();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [wanted, setWanted] = useState(false);
  const [index, setIndex] = useState<{ locale: string; entries: GuideSearchEntry[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const debounced = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const active = debounced.length > 0;

  useEffect(() => {
    if (!wanted || index?.locale === locale) return;
    let current = true;
    setFailed(false);
    loadGuideSearchIndex(locale).then(
      (entries) => current && setIndex({ locale, entries }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [wanted, locale, index?.locale]);

  useEffect(() => onActiveChange?.(active), [active, onActiveChange]);

  const ready = index?.locale === locale;
  const hits = ready && active ? searchGuide(index.entries, debounced) : [];
  const words = queryWords(debounced);

  let status = '';
  if (active && failed) status = t('site.pages.knowledge.search.error');
  else if (active && !ready) status = t('site.pages.knowledge.search.loading');
  else if (active)
    status =
      hits.length === 0
        ? t('site.pages.knowledge.search.empty', { query: debounced })
        : t('site.pages.knowledge.search.count', { count: hits.length });

  return (
    <div role="search" className="mx-auto mt-8 max-w-2xl text-left">
      <label htmlFor={inputId} className="mb-2 block text-sm font-medium">
        {t('site.pages.knowledge.search.label')}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={inputId}
          type="search"
          value={query}
          autoComplete="off"
          placeholder={t('site.pages.knowledge.search.placeholder')}
          onFocus={() => setWanted(true)}
          onChange={(event) => {
            setWanted(true);
            setQuery(event.target.value);
          }}
          className="h-12 w-full rounded-xl border border-input bg-background pr-4 pl-11 text-base text-foreground shadow-sm outline-none placeholder:text-muted-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        />
      </div>
      <p role="status" className={active ? 'mt-4 text-sm text-muted-foreground' : 'sr-only'}>
        {status}
      </p>
      {hits.length > 0 ? (
        <ul aria-label={t('site.pages.knowledge.search.results')} className="mt-3 grid gap-3">
          {hits.map((hit) => (
            <li key={`${hit.slug}#${hit.id}`}>
              <Link
                to={hit.id ? `${knowledgeArticlePath(hit.slug)}#${hit.id}` : knowledgeArticlePath(hit.slug)}
                className="block rounded-xl border bg-card p-4 outline-none transition-colors hover:border-primary/60 focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                <span className="block text-xs text-muted-foreground">
                  <Highlighted text={hit.articleTitle} words={words} />
                </span>
                <span className="mt-0.5 block font-semibold">
                  <Highlighted text={hit.title} words={words} />
                </span>
                <span className="mt-1 block text-sm text-muted-foreground">
                  <Highlighted text={hit.snippet} words={words} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
