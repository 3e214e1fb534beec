import { CURRENT_WORKSPACE_STORAGE_KEY } from '@rbax/shared/workspaces';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resolveCurrentWorkspace, useCurrentWorkspace } from '@/features/workspaces/hooks/use-current-workspace';
import { session, workspaceFixture } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

const first = workspaceFixture({ id: 'w1', name: 'Marketing' });
const second = workspaceFixture({ id: 'w2', name: 'Vendas' });

function Probe() {
  const { workspace, ready, select } = useCurrentWorkspace();
  if (!ready) return <p>carregando</p>;
  return (
    <div>
      <p>atual: {workspace?.name ?? 'nenhum'}</p>
      <button type="button" onClick={() => select(null)}>
        sem
      </button>
      <button type="button" onClick={() => select(second)}>
        vendas
      </button>
    </div>
  );
}

describe('resolveCurrentWorkspace (spec §4)', () => {
  it('uses a stored id that is in the list', () => {
    expect(resolveCurrentWorkspace('w2', [first, second])).toEqual({ workspace: second, stale: false });
  });

  it('marks a stored id missing from the list as stale and picks the first workspace', () => {
    expect(resolveCurrentWorkspace('gone', [first, second])).toEqual({ workspace: first, stale: true });
  });

  it('picks the first workspace without a stored id', () => {
    expect(resolveCurrentWorkspace(null, [first, second])).toEqual({ workspace: first, stale: false });
  });

  it("means 'Sem workspace' for the stored 'none' and for an empty list", () => {
    expect(resolveCurrentWorkspace('none', [first, second])).toEqual({ workspace: null, stale: false });
    expect(resolveCurrentWorkspace(null, [])).toEqual({ workspace: null, stale: false });
  });
});

describe('useCurrentWorkspace', () => {
  it('uses a valid stored id', async () => {
    localStorage.setItem(CURRENT_WORKSPACE_STORAGE_KEY, 'w2');
    stubFetch({ '/api/auth/get-session': { body: session }, '/api/v1/workspaces': { body: [first, second] } });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('atual: Vendas')).toBeInTheDocument();
  });

  it('clears a stale stored id and chooses the first workspace', async () => {
    localStorage.setItem(CURRENT_WORKSPACE_STORAGE_KEY, 'gone');
    stubFetch({ '/api/auth/get-session': { body: session }, '/api/v1/workspaces': { body: [first, second] } });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('atual: Marketing')).toBeInTheDocument();
    expect(localStorage.getItem(CURRENT_WORKSPACE_STORAGE_KEY)).toBeNull();
  });

  it('chooses the first workspace when nothing is stored', async () => {
    stubFetch({ '/api/auth/get-session': { body: session }, '/api/v1/workspaces': { body: [first, second] } });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('atual: Marketing')).toBeInTheDocument();
  });

  it("shows boards without workspace for the stored 'none'", async () => {
    localStorage.setItem(CURRENT_WORKSPACE_STORAGE_KEY, 'none');
    stubFetch({ '/api/auth/get-session': { body: session }, '/api/v1/workspaces': { body: [first, second] } });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('atual: nenhum')).toBeInTheDocument();
  });

  it("stores the choice and toasts 'Exibindo boards sem workspace' / 'Alternado para {name}'", async () => {
    stubFetch({ '/api/auth/get-session': { body: session }, '/api/v1/workspaces': { body: [first, second] } });
    const user = userEvent.setup();
    renderWithProviders(<Probe />);
    await user.click(await screen.findByRole('button', { name: 'sem' }));
    expect(await screen.findByText('Exibindo boards sem workspace')).toBeInTheDocument();
    expect(screen.getByText('atual: nenhum')).toBeInTheDocument();
    expect(localStorage.getItem(CURRENT_WORKSPACE_STORAGE_KEY)).toBe('none');
    await user.click(screen.getByRole('button', { name: 'vendas' }));
    expect(await screen.findByText('Alternado para Vendas')).toBeInTheDocument();
    expect(localStorage.getItem(CURRENT_WORKSPACE_STORAGE_KEY)).toBe('w2');
  });
});
