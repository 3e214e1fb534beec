import { getPublicConfig, usePublicConfig } from '@/features/site-widgets/api/get-public-config';
import { loadScript, loadStylesheet } from '@/features/site-widgets/lib/load-script';
import { siteToast } from '@/features/site-widgets/lib/site-toast';
import { i18n } from '@/lib/i18n';
import { useClientValue } from '@/lib/use-client-value';

/** Calendly's popup API (its widget.js); other services offering the same call work too. */
type SchedulingWidget = { initPopupWidget(options: { url: string }): void };

declare global {
  interface Window {
    Calendly?: SchedulingWidget;
  }
}

/** Spec §8: when the widget is not there yet, say so and try once more after 1 s. */
export const SCHEDULING_RETRY_MS = 1000;
/** How long a click waits for the script it just started loading before saying 'Aguarde…'. */
export const SCHEDULING_GRACE_MS = 800;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function loadWidget(scriptUrl: string): Promise<void> {
  // Calendly's popup needs its stylesheet next to the script.
  if (/calendly\.com\/.*widget\.js/.test(scriptUrl)) loadStylesheet(scriptUrl.replace(/\.js(\?.*)?$/, '.css'));
  return loadScript(scriptUrl);
}

/**
 * Opens the demo-booking popup of the configured scheduling service (spec §2 'book-demo').
 * The service's script loads on the first click only, keeping it off the landing's first load.
 */
export async function openScheduling(): Promise<void> {
  try {
    const { schedulingUrl, schedulingScriptUrl } = await getPublicConfig();
    if (!schedulingUrl) return;
    if (!window.Calendly && schedulingScriptUrl) {
      const load = loadWidget(schedulingScriptUrl).catch(() => undefined);
      await Promise.race([load, wait(SCHEDULING_GRACE_MS)]);
    }
    if (!window.Calendly) {
      void siteToast('info', i18n.t('site.widgets.scheduling.wait'));
      await wait(SCHEDULING_RETRY_MS);
      if (!window.Calendly) {
        void siteToast('error', i18n.t('site.widgets.scheduling.loadFailed'));
        return;
      }
    }
    window.Calendly.initPopupWidget({ url: schedulingUrl });
  } catch (error) {
    console.warn('Scheduling popup failed', error);
    void siteToast('error', i18n.t('site.widgets.scheduling.openFailed'));
  }
}

/**
 * Whether a scheduling service is configured (the book-demo button is absent otherwise). False
 * while a pre-rendered part hydrates, as it was rendered, even when the answer is already cached
 * (a footer hydrating after the header asked).
 */
export function useSchedulingAvailable(): boolean {
  const { data } = usePublicConfig();
  const hydrated = useClientValue(() => true, false);
  return hydrated && Boolean(data?.schedulingUrl);
}
