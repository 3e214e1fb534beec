import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { QuickActionsMenu } from '@/features/quick-actions/components/quick-actions-menu';
import { onAppCommand, type AppCommand } from '@/lib/app-commands';
import { session } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

function Where() {
  const location = useLocation();
  return <p>at: {`${location.pathname}${location.search}`}</p>;
}

function renderMenu(isAdmin = false) {
  stubFetch({
    '/api/auth/get-session': { body: session },
    '/api/v1/admin/status': { body: { isAdmin } },
  });
  return renderWithProviders(
    <>
      <QuickActionsMenu />
      <Where />
    </>,
    '/boards',
  );
}

describe('QuickActionsMenu', () => {
  it('lists the actions that exist, each with its shortcut, and no Admin for other people', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Ações rápidas' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Novo BoardCtrl+Alt+B',
      'Busca GlobalCtrl+K',
      'Modo FocoCtrl+Alt+F',
      'AI Insights',
      'Calendário',
      'Relatórios',
      'Atalhos de teclado?',
    ]);
    expect(screen.getByRole('menuitem', { name: /Novo Board/ })).toHaveAttribute('aria-keyshortcuts', 'Control+Alt+B');
  });

  it('AI Insights opens /ai-insights', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Ações rápidas' }));
    await user.click(await screen.findByRole('menuitem', { name: 'AI Insights' }));
    expect(screen.getByText('at: /ai-insights')).toBeInTheDocument();
  });

  it('Calendário opens the calendar of the board opened last, or the boards to choose one', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Ações rápidas' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Calendário' }));
    expect(screen.getByText('at: /boards')).toBeInTheDocument();
    localStorage.setItem('rbax-last-board', 'b-42');
    await user.click(screen.getByRole('button', { name: 'Ações rápidas' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Calendário' }));
    expect(screen.getByText('at: /board/b-42?view=calendar')).toBeInTheDocument();
    localStorage.removeItem('rbax-last-board');
  });

  it('shows Admin to administrators', async () => {
    const user = userEvent.setup();
    renderMenu(true);
    const trigger = await screen.findByRole('button', { name: 'Ações rápidas' });
    // The admin status arrives after the session.
    await vi.waitFor(async () => {
      await user.click(trigger);
      expect(screen.getByRole('menuitem', { name: 'Admin' })).toBeInTheDocument();
    });
    await user.click(screen.getByRole('menuitem', { name: 'Admin' }));
    expect(screen.getByText('at: /admin')).toBeInTheDocument();
  });

  it('Novo Board opens the boards page with the dialog; the others send their command', async () => {
    const user = userEvent.setup();
    const commands: AppCommand[] = [];
    const stop = onAppCommand((command) => commands.push(command));
    renderMenu();
    const trigger = await screen.findByRole('button', { name: 'Ações rápidas' });
    for (const name of [/Busca Global/, /Modo Foco/, /Atalhos de teclado/]) {
      await user.click(trigger);
      await user.click(await screen.findByRole('menuitem', { name }));
    }
    expect(commands).toEqual([{ type: 'search.open' }, { type: 'focus.open' }, { type: 'shortcuts.open' }]);
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: /Novo Board/ }));
    expect(screen.getByText('at: /boards?new=board')).toBeInTheDocument();
    stop();
  });

  it('is not shown in the installed app (standalone display mode)', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(display-mode: standalone)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderMenu();
    expect(screen.queryByRole('button', { name: 'Ações rápidas' })).not.toBeInTheDocument();
  });
});
