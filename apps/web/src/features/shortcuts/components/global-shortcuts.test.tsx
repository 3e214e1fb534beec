import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Sidebar, SidebarProvider, useSidebar } from '@/components/ui/sidebar';
import { GlobalShortcuts } from '@/features/shortcuts/components/global-shortcuts';
import { ShortcutsDialog } from '@/features/shortcuts/components/shortcuts-dialog';
import { onAppCommand, type AppCommand } from '@/lib/app-commands';
import { session } from '@/test/fixtures';
import { renderRoutes, stubFetch } from '@/test/render';

function Probe() {
  const { state } = useSidebar();
  const location = useLocation();
  return (
    <>
      <p>sidebar: {state}</p>
      <p>at: {`${location.pathname}${location.search}`}</p>
      <input aria-label="Título" />
    </>
  );
}

function Layout() {
  return (
    <SidebarProvider>
      <Sidebar mobileTitle="Menu" mobileDescription="Seções" closeLabel="Fechar">
        <p>itens</p>
      </Sidebar>
      <Probe />
      <GlobalShortcuts />
      <ShortcutsDialog />
    </SidebarProvider>
  );
}

function renderApp(path = '/boards') {
  stubFetch({ '/api/auth/get-session': { body: session } });
  return renderRoutes([{ path: '*', element: <Layout /> }], path);
}

describe('GlobalShortcuts', () => {
  it('Ctrl+Alt+B opens a new board without touching the sidebar; Ctrl+B still toggles the sidebar', async () => {
    const user = userEvent.setup();
    renderApp('/board/b1');
    await user.keyboard('{Control>}{Alt>}b{/Alt}{/Control}');
    expect(screen.getByText('at: /boards?new=board')).toBeInTheDocument();
    expect(screen.getByText('sidebar: expanded')).toBeInTheDocument();

    await user.keyboard('{Control>}b{/Control}');
    expect(screen.getByText('sidebar: collapsed')).toBeInTheDocument();
    expect(screen.getByText('at: /boards?new=board')).toBeInTheDocument();
  });

  it('Ctrl+Alt+F asks for focus mode', async () => {
    const user = userEvent.setup();
    const commands: AppCommand[] = [];
    const stop = onAppCommand((command) => commands.push(command));
    renderApp();
    await user.keyboard('{Control>}{Alt>}f{/Alt}{/Control}');
    expect(commands).toEqual([{ type: 'focus.open' }]);
    stop();
  });

  it('Ctrl+Alt+S asks to start or stop the timer', async () => {
    const user = userEvent.setup();
    const commands: AppCommand[] = [];
    const stop = onAppCommand((command) => commands.push(command));
    renderApp();
    await user.keyboard('{Control>}{Alt>}s{/Alt}{/Control}');
    expect(commands).toEqual([{ type: 'timer.toggle' }]);
    stop();
  });

  it('? opens the shortcuts dialog listing every shortcut, but not while typing', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('textbox', { name: 'Título' }));
    await user.keyboard('?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('?');

    await user.click(document.body);
    await user.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Atalhos de teclado' });
    const global = within(dialog).getByRole('region', { name: 'Em todo o app' });
    const expected: [string, string][] = [
      ['Busca global', 'Ctrl+K'],
      ['Recolher ou expandir a barra lateral', 'Ctrl+B'],
      ['Novo board', 'Ctrl+Alt+B'],
      ['Modo Foco', 'Ctrl+Alt+F'],
      ['Iniciar ou parar o cronômetro (no card aberto ou em foco)', 'Ctrl+Alt+S'],
      ['Mostrar os atalhos de teclado', '?'],
      ['Fechar janela ou menu', 'Esc'],
    ];
    for (const [label, keys] of expected) {
      expect(within(global).getByText(label).closest('div')).toHaveTextContent(keys);
    }
    // Not on a board: no board section.
    expect(within(dialog).queryByRole('region', { name: 'Atalhos do board' })).not.toBeInTheDocument();
  });

  it('adds the card shortcuts on a board', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/board/b1');
    await user.keyboard('?');
    const board = within(screen.getByRole('dialog')).getByRole('region', { name: 'Atalhos do board' });
    expect(within(board).getByText('Mover para a próxima coluna')).toBeInTheDocument();
    expect(within(board).getByText('Abrir o card')).toBeInTheDocument();
  });
});
