import { isLocale, LANGUAGE_STORAGE_KEY, resolveLocale, type Locale } from '@rbax/shared/i18n';
import { ptBR as ptBRMessages, type Messages } from '@rbax/shared/messages-pt-BR';
import i18next from 'i18next';
import { appLocaleLoaders, lazyNamespaces } from 'virtual:rbax-app-locale';
import { initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR.json';
import { readStorage, writeStorage } from '@/lib/storage';

type Translation = typeof ptBR;

/**
 * pt-BR (default and fallback) ships in the first bundle; the other UI
 * translations load on demand, keeping them out of the landing's budget.
 */
const translationLoaders: Record<Locale, () => Promise<{ default: Translation }>> = {
  'pt-BR': () => Promise.resolve({ default: ptBR }),
  'en-US': () => import('@/locales/en-US.json'),
  'es-ES': () => import('@/locales/es-ES.json'),
};

/** Validation and server messages (`shared` namespace), likewise pt-BR first and the others on demand. */
const messageLoaders: Record<Locale, () => Promise<Messages>> = {
  'pt-BR': () => Promise.resolve(ptBRMessages),
  'en-US': () => import('@rbax/shared/messages-en-US').then((module) => module.enUS),
  'es-ES': () => import('@rbax/shared/messages-es-ES').then((module) => module.esES),
};

/**
 * Strings of the signed-in pages live in `app/<locale>.json`, split at build time into `core`
 * (the shell and the boards index, loaded with the shell) and one chunk per feature (top-level
 * key), loaded with the routes that show it (vite/app-locale-plugin.ts, src/locales/README.md).
 * They merge into the same `translation` namespace.
 */
type AppStringChunk = 'core' | (typeof lazyNamespaces)[number];
const appChunksLoaded = new Map<Locale, Set<string>>();
const appChunksLoading = new Map<string, Promise<void>>();
/** The feature chunks wanted so far: a language change loads them in the new language too. */
const appChunksWanted = new Set<string>();
let appTranslationsWanted = false;

/**
 * Strings of the public site (landing sections, floating widgets, pricing, blog, cases,
 * knowledge base) live in `site/<area>/<locale>.json`, one chunk per language, loaded
 * with the public routes (see src/locales/README.md).
 */
const siteTranslationLoaders: Record<Locale, () => Promise<{ default: Record<string, unknown>[] }>> = {
  'pt-BR': () => import('@/locales/site/pt-BR'),
  'en-US': () => import('@/locales/site/en-US'),
  'es-ES': () => import('@/locales/site/es-ES'),
};
const siteTranslationsLoaded = new Set<Locale>();
let siteTranslationsWanted = false;

async function loadSiteBundle(locale: Locale): Promise<void> {
  if (siteTranslationsLoaded.has(locale)) return;
  const { default: files } = await siteTranslationLoaders[locale]();
  for (const translation of files) addBundle(locale, 'translation', translation);
  siteTranslationsLoaded.add(locale);
}

/**
 * Loads the public site's strings in the current language only (the locale test keeps the three
 * key sets identical, so no fallback bundle is needed); later language changes load theirs.
 */
export async function loadSiteTranslations(): Promise<void> {
  siteTranslationsWanted = true;
  await loadSiteBundle(currentLocale());
}

function appChunkLoaded(locale: Locale, chunk: string): boolean {
  return appChunksLoaded.get(locale)?.has(chunk) ?? false;
}

async function loadAppChunk(locale: Locale, chunk: string): Promise<void> {
  if (appChunkLoaded(locale, chunk)) return;
  const key = `${locale}/${chunk}`;
  let loading = appChunksLoading.get(key);
  if (!loading) {
    const loader = (appLocaleLoaders[locale] as Record<string, (() => Promise<{ default: object }>) | undefined>)[
      chunk
    ];
    if (!loader) return;
    loading = loader().then(({ default: translation }) => {
      addBundle(locale, 'translation', translation);
      if (!appChunksLoaded.has(locale)) appChunksLoaded.set(locale, new Set());
      appChunksLoaded.get(locale)!.add(chunk);
    });
    loading.finally(() => appChunksLoading.delete(key)).catch(() => undefined);
    appChunksLoading.set(key, loading);
  }
  await loading;
}

/** Chunks in the current language and in pt-BR, the fallback. */
async function loadAppChunks(chunks: readonly string[]): Promise<void> {
  const locales = [...new Set<Locale>(['pt-BR', currentLocale()])];
  await Promise.all(locales.flatMap((locale) => chunks.map((chunk) => loadAppChunk(locale, chunk))));
}

/**
 * Loads the signed-in pages' strings the shell needs, and the named features' (a route's); later
 * language changes load theirs.
 */
export async function loadAppTranslations(features: readonly AppStringChunk[] = []): Promise<void> {
  appTranslationsWanted = true;
  for (const feature of features) appChunksWanted.add(feature);
  await loadAppChunks(['core', ...features]);
}

/** Every feature's strings (tests, and anything that cannot say which it shows). */
export async function loadAllAppTranslations(): Promise<void> {
  await loadAppTranslations(lazyNamespaces);
}

/**
 * A key of a feature whose strings are not loaded yet (a route that did not name it): load them
 * and show nothing meanwhile — react-i18next renders again when the bundle is added.
 */
function missingKey(key: string, defaultValue?: string): string {
  const feature = key.slice(0, key.indexOf('.'));
  const locale = currentLocale();
  if (
    appTranslationsWanted &&
    (lazyNamespaces as readonly string[]).includes(feature) &&
    !appChunkLoaded(locale, feature)
  ) {
    appChunksWanted.add(feature);
    void loadAppChunks([feature]).catch(() => undefined);
    return defaultValue ?? '';
  }
  return defaultValue ?? key;
}

/** Spec §9: a stored explicit choice wins; otherwise the browser language by its primary subtag. */
export function detectLanguage(stored: string | null, browserLanguage: string | null | undefined): Locale {
  if (isLocale(stored)) return stored;
  return resolveLocale(browserLanguage);
}

/** `?lang=` names a language version of a public page (hreflang links); it applies to that visit only. */
function languageFromUrl(): Locale | null {
  if (typeof window === 'undefined') return null;
  const requested = new URLSearchParams(window.location.search).get('lang');
  return isLocale(requested) ? requested : null;
}

function initialLanguage(): Locale {
  const browser = typeof navigator === 'undefined' ? null : navigator.language;
  return languageFromUrl() ?? detectLanguage(readStorage(LANGUAGE_STORAGE_KEY), browser);
}

/**
 * The server picks the language of a pre-rendered page from this cookie (then `?lang=`,
 * Accept-Language), so a returning visitor's first paint is already in their language.
 */
function rememberLanguageForServer(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export const i18n = i18next.createInstance();

/**
 * i18next merges bundles into the objects it was given: hand it copies, so the imported locale
 * modules stay as written (the locale test reads them, and tests share one module cache).
 */
function addBundle(locale: Locale, namespace: 'translation' | 'shared', resources: object): void {
  i18n.addResourceBundle(locale, namespace, structuredClone(resources), true, false);
}

void i18n.use(initReactI18next).init({
  resources: {
    'pt-BR': { translation: structuredClone(ptBR), shared: structuredClone(ptBRMessages) },
  },
  partialBundledLanguages: true,
  lng: initialLanguage(),
  fallbackLng: 'pt-BR',
  supportedLngs: ['pt-BR', 'en-US', 'es-ES'],
  ns: ['translation', 'shared'],
  defaultNS: 'translation',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  parseMissingKeyHandler: missingKey,
  // A feature's strings that arrive after its first render show without waiting for a reload.
  react: { bindI18nStore: 'added' },
});

function applyDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

applyDocumentLanguage(i18n.language);
// A choice stored before the cookie existed reaches the server from now on.
const storedLanguage = readStorage(LANGUAGE_STORAGE_KEY);
if (isLocale(storedLanguage)) rememberLanguageForServer(storedLanguage);
i18n.on('languageChanged', applyDocumentLanguage);

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : resolveLocale(i18n.language);
}

/** Makes sure a locale's UI translation is loaded (call before rendering in it). */
export async function loadLanguage(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'translation') || !i18n.getResource(locale, 'translation', 'common')) {
    const [{ default: translation }, shared] = await Promise.all([
      translationLoaders[locale](),
      messageLoaders[locale](),
    ]);
    addBundle(locale, 'translation', translation);
    addBundle(locale, 'shared', shared);
  }
  await Promise.all([
    appTranslationsWanted
      ? Promise.all(['core', ...appChunksWanted].map((chunk) => loadAppChunk(locale, chunk)))
      : null,
    siteTranslationsWanted ? loadSiteBundle(locale) : null,
  ]);
}

/** Applies and remembers an explicit language choice (persisting it for a signed-in user is the caller's job). */
export async function setLanguage(locale: Locale): Promise<void> {
  writeStorage(LANGUAGE_STORAGE_KEY, locale);
  rememberLanguageForServer(locale);
  await loadLanguage(locale);
  await i18n.changeLanguage(locale);
}
