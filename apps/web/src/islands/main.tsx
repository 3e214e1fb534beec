/**
 * The browser side of the pre-rendered public pages (docs/decisions/041-landing-islands.md): the
 * page is HTML; this hydrates only its islands (`<Island>`, src/lib/island.tsx), each as a root
 * of its own — the header and the floating items at once, the others as the visitor comes near
 * them. Built on its own (vite.config.ts, mode `islands`), without the router or the signed-in app.
 */
import { isLocale, type Locale } from '@rbax/shared/i18n';
import { hydrateIsland, mountToaster, unmountIslands } from '@/islands/hydrate';
import { fetchPageIn, followInAddress, loadPageIn, swapPage } from '@/islands/language';
import { saveChoicesOfSignedInUser } from '@/islands/preferences';
import { islands } from '@/islands/registry';
import { whenIdle, watchIsland } from '@/islands/schedule';
import type { IslandName } from '@/lib/island';
import { currentLocale, i18n, loadAppTranslations, loadLanguage, loadSiteTranslations } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
// Catches the browser's install offer even if it comes before the floating prompt mounts.
import '@/features/pwa/lib/install-prompt';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/**
 * Hydrates the page's islands; resolves once those on screen at load are interactive. Each
 * page's islands share a fresh query cache: an island hydrating later must not find data its
 * pre-rendered HTML did not have.
 */
function hydrateIslands(root: HTMLElement): Promise<unknown> {
  const queryClient = createQueryClient();
  const onScreen: Promise<unknown>[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('[data-island-key]')) {
    const definition = islands[element.dataset.island as IslandName];
    if (!definition) {
      console.error(`Unknown island "${element.dataset.island}"`);
      continue;
    }
    if ('eager' in definition) {
      onScreen.push(hydrateIsland(element, definition.eager, queryClient));
      continue;
    }
    const { approached, initiallyNear } = watchIsland(element);
    const hydrated = approached.then(async (approach) => {
      const [Component] = await Promise.all([
        definition.load(),
        definition.appStrings ? loadAppTranslations(definition.appStrings) : null,
        approach === 'near' ? whenIdle() : null,
      ]);
      // The page may have been replaced meanwhile (another language).
      if (element.isConnected) await hydrateIsland(element, Component, queryClient);
    });
    hydrated.catch((error: unknown) => console.error(`Island "${element.dataset.island}" failed to load`, error));
    onScreen.push(initiallyNear.then((near) => (near ? hydrated : undefined)));
  }
  return Promise.allSettled(onScreen);
}

let switching = 0;

/** Shows the page in `locale` without leaving it (see src/islands/language.ts). */
async function switchPageTo(root: HTMLElement, locale: Locale): Promise<void> {
  const attempt = (switching += 1);
  try {
    const page = await fetchPageIn(locale);
    if (attempt !== switching) return;
    unmountIslands();
    swapPage(root, page);
    followInAddress(locale);
    await hydrateIslands(root);
  } catch (error) {
    console.warn('Could not switch the page in place; loading it in the new language', error);
    loadPageIn(locale);
  }
}

async function start(root: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const locale = currentLocale();
  mountToaster(queryClient);
  saveChoicesOfSignedInUser(queryClient);
  i18n.on('languageChanged', (language: string) => {
    if (isLocale(language) && language !== root.dataset.prerendered) void switchPageTo(root, language);
  });
  await Promise.all([loadLanguage(locale), loadSiteTranslations()]);
  // The server chose the page's language from the cookie or Accept-Language; a choice stored on
  // this device (or `?lang=`) wins, as in the app.
  if (root.dataset.prerendered === locale) await hydrateIslands(root);
  else await switchPageTo(root, locale);
  document.documentElement.dataset.appReady = 'true';
}

void start(container);
