import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '@/lib/i18n';

/** Renders the prompt over a fresh store, as after a page load (the store is a module singleton). */
async function renderPrompt() {
  vi.resetModules();
  const { InstallPrompt } = await import('@/features/pwa/components/install-prompt');
  return render(<InstallPrompt />);
}

/** What Chromium fires when the app can be installed. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return prompt;
}

describe('InstallPrompt', () => {
  it('renders nothing until the browser offers an install', async () => {
    const { container } = await renderPrompt();
    expect(container).toBeEmptyDOMElement();
  });

  it('opens the browser install dialog and disappears once accepted', async () => {
    const user = userEvent.setup();
    await renderPrompt();
    const prompt = offerInstall('accepted');
    const dialog = screen.getByRole('dialog', { name: 'Instalar RBAX Flow' });
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(dialog).toHaveAccessibleDescription('Acesse seus boards direto da tela inicial, mesmo offline.');
    await user.click(screen.getByRole('button', { name: 'Instalar App' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is reachable by keyboard and "Agora não" hides it for good', async () => {
    const user = userEvent.setup();
    await renderPrompt();
    offerInstall('dismissed');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Agora não' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('rbax-install-dismissed')).toBe('1');
  });

  it('closes as "not now" on Escape from inside it', async () => {
    const user = userEvent.setup();
    await renderPrompt();
    offerInstall('dismissed');
    screen.getByRole('button', { name: 'Instalar App' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('rbax-install-dismissed')).toBe('1');
  });

  it('speaks the visitor language', async () => {
    await loadLanguage('en-US');
    await act(() => i18n.changeLanguage('en-US'));
    await renderPrompt();
    offerInstall('dismissed');
    expect(screen.getByRole('dialog', { name: 'Install RBAX Flow' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeInTheDocument();
  });
});
