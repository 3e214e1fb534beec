import type { Locale } from '@rbax/shared/i18n';
import { cases, loadCaseStories } from 'virtual:rbax-content/cases';
import type { CaseMeta, CaseStories } from '@/features/site-pages/content/types';
import { pickLocalized } from '@/features/site-pages/lib/localized';
import { loadResource } from '@/features/site-pages/lib/resource-cache';

export function caseStudies(locale: Locale): CaseMeta[] {
  return pickLocalized(cases, locale);
}

/** Languages whose stories the page for `locale` shows (its own, plus pt-BR for untranslated ones). */
function storyLanguages(locale: Locale): string[] {
  return [...new Set(caseStudies(locale).map((item) => item.lang))].sort();
}

export function caseStoriesKey(locale: Locale): string {
  return `cases/${storyLanguages(locale).join('+')}`;
}

/** The full stories the /cases page shows in `locale` (one chunk per language). */
export function loadCaseStoriesFor(locale: Locale): Promise<CaseStories> {
  return loadResource(caseStoriesKey(locale), async () => {
    const parts = await Promise.all(storyLanguages(locale).map((lang) => loadCaseStories(lang)));
    return Object.assign({}, ...parts) as CaseStories;
  });
}
