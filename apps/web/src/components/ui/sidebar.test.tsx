import { SIDEBAR_COOKIE_NAME } from '@rbax/shared/app';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Sidebar, SidebarProvider, SidebarTrigger, useSidebar } from '@/components/ui/sidebar';
import { TooltipProvider } from '@/components/ui/tooltip';

function State() {
  const { state } = useSidebar();
  return <p>state: {state}</p>;
}

function renderSidebar() {
  return render(
    <TooltipProvider>
      <SidebarProvider>
        <Sidebar mobileTitle="Menu" mobileDescription="Seções" closeLabel="Fechar">
          <p>itens</p>
        </Sidebar>
        <SidebarTrigger labels={{ open: 'Abrir menu', collapse: 'Recolher menu', expand: 'Expandir menu' }} />
        <State />
      </SidebarProvider>
    </TooltipProvider>,
  );
}

describe('Sidebar', () => {
  it('starts expanded and saves the collapsed state in the sidebar:state cookie', async () => {
    const user = userEvent.setup();
    renderSidebar();
    expect(screen.getByText('state: expanded')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Recolher menu' }));
    expect(screen.getByText('state: collapsed')).toBeInTheDocument();
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=false`);
  });

  it('restores the state from the cookie', () => {
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
    renderSidebar();
    expect(screen.getByText('state: collapsed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expandir menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles with Ctrl+B and Cmd+B', async () => {
    const user = userEvent.setup();
    renderSidebar();
    await user.keyboard('{Control>}b{/Control}');
    expect(screen.getByText('state: collapsed')).toBeInTheDocument();
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=false`);
    await user.keyboard('{Meta>}b{/Meta}');
    expect(screen.getByText('state: expanded')).toBeInTheDocument();
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=true`);
  });
});
