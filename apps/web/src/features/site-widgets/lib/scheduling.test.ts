import type { PublicConfig } from '@rbax/shared/public-site';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPublicConfig } from '@/features/site-widgets/api/get-public-config';
import { loadScript } from '@/features/site-widgets/lib/load-script';
import { openScheduling, SCHEDULING_GRACE_MS, SCHEDULING_RETRY_MS } from '@/features/site-widgets/lib/scheduling';
import { siteToast } from '@/features/site-widgets/lib/site-toast';
import { loadLanguage, loadSiteTranslations } from '@/lib/i18n';

vi.mock('@/features/site-widgets/api/get-public-config', () => ({ getPublicConfig: vi.fn() }));
vi.mock('@/features/site-widgets/lib/site-toast', () => ({ siteToast: vi.fn(async () => {}) }));
vi.mock('@/features/site-widgets/lib/load-script', () => ({ loadScript: vi.fn(), loadStylesheet: vi.fn() }));

const configured: PublicConfig = {
  whatsappNumber: null,
  liveChatScriptUrl: null,
  schedulingUrl: 'https://calendly.com/rbax/demo',
  schedulingScriptUrl: 'https://assets.calendly.com/assets/external/widget.js',
};

describe('openScheduling', () => {
  beforeAll(async () => {
    await loadSiteTranslations();
    await loadLanguage('pt-BR');
  });
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(getPublicConfig).mockResolvedValue(configured);
  });
  afterEach(() => {
    vi.useRealTimers();
    delete window.Calendly;
    vi.mocked(siteToast).mockClear();
    vi.mocked(loadScript).mockReset();
  });

  it('loads the widget on demand and opens the popup on the booking page', async () => {
    const initPopupWidget = vi.fn();
    vi.mocked(loadScript).mockImplementation(async () => {
      window.Calendly = { initPopupWidget };
    });
    await openScheduling();
    expect(loadScript).toHaveBeenCalledWith(configured.schedulingScriptUrl);
    expect(initPopupWidget).toHaveBeenCalledWith({ url: configured.schedulingUrl });
    expect(siteToast).not.toHaveBeenCalled();
  });

  it('does nothing when no scheduling service is configured', async () => {
    vi.mocked(getPublicConfig).mockResolvedValue({ ...configured, schedulingUrl: null });
    await openScheduling();
    expect(loadScript).not.toHaveBeenCalled();
    expect(siteToast).not.toHaveBeenCalled();
  });

  it('asks to wait, retries after 1 s, then says to reload when the widget never arrives', async () => {
    vi.mocked(loadScript).mockReturnValue(new Promise(() => {}));
    const opening = openScheduling();
    await vi.advanceTimersByTimeAsync(SCHEDULING_GRACE_MS);
    expect(siteToast).toHaveBeenCalledWith('info', 'Aguarde o carregamento completo da página...');
    await vi.advanceTimersByTimeAsync(SCHEDULING_RETRY_MS);
    await opening;
    expect(siteToast).toHaveBeenLastCalledWith('error', 'Erro ao carregar agendamento. Recarregue a página.');
  });

  it('opens after the retry when the widget arrives in the meantime', async () => {
    const initPopupWidget = vi.fn();
    vi.mocked(loadScript).mockReturnValue(new Promise(() => {}));
    const opening = openScheduling();
    await vi.advanceTimersByTimeAsync(SCHEDULING_GRACE_MS);
    window.Calendly = { initPopupWidget };
    await vi.advanceTimersByTimeAsync(SCHEDULING_RETRY_MS);
    await opening;
    expect(initPopupWidget).toHaveBeenCalledOnce();
  });

  it('says "Erro ao abrir agendamento. Tente novamente." when anything else fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(getPublicConfig).mockRejectedValue(new Error('offline'));
    await openScheduling();
    expect(siteToast).toHaveBeenCalledWith('error', 'Erro ao abrir agendamento. Tente novamente.');
  });
});
