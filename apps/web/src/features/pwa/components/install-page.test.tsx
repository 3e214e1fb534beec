import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InstallPage } from '@/features/pwa/components/install-page';
import { detectPlatform } from '@/features/pwa/lib/detect-platform';
import { renderWithProviders } from '@/test/render';

const userAgents = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
};

describe('detectPlatform', () => {
  it('tells Android, iPhone, iPad (desktop user agent with touch) and desktop apart', () => {
    expect(detectPlatform(userAgents.android)).toBe('android');
    expect(detectPlatform(userAgents.iphone)).toBe('ios');
    expect(detectPlatform(userAgents.mac, 5)).toBe('ios');
    expect(detectPlatform(userAgents.mac, 0)).toBe('desktop');
    expect(detectPlatform(userAgents.windows)).toBe('desktop');
  });
});

function renderPage(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  renderWithProviders(<InstallPage />, '/install');
}

// The install store is a module singleton: only the last test spends the browser's offer.
describe('InstallPage', () => {
  it('puts the visitor platform first among the three step-by-step sections', async () => {
    renderPage(userAgents.iphone);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Instale o RBAX Flow no seu dispositivo' }),
    ).toBeInTheDocument();
    const sections = within(screen.getByRole('region', { name: 'Passo a passo' })).getAllByRole('region');
    const titles = sections.map((section) => within(section).getByRole('heading', { level: 3 }).textContent);
    expect(titles).toEqual(['iPhone e iPad', 'Android', 'Computador']);
    expect(within(sections[0]!).getByText('Seu dispositivo')).toBeInTheDocument();
    expect(within(sections[0]!).getByText('Role a lista e toque em “Adicionar à Tela de Início”.')).toBeInTheDocument();
  });

  it('offers the one-click install once the browser allows it', async () => {
    renderPage(userAgents.android);
    expect(screen.queryByRole('button', { name: 'Instalar App' })).not.toBeInTheDocument();
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, { prompt: async () => {}, userChoice: Promise.resolve({ outcome: 'accepted' }) });
    act(() => {
      window.dispatchEvent(event);
    });
    await act(async () => screen.getByRole('button', { name: 'Instalar App' }).click());
    expect(await screen.findByRole('status')).toHaveTextContent('RBAX Flow instalado!');
  });
});
