import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WorkspaceFormDialog } from '@/features/workspaces/components/workspace-form-dialog';
import { session, workspaceFixture } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

describe("'Criar Novo Workspace' dialog", () => {
  it("keeps 'Criar Workspace' disabled while the name is empty and shows 'Criando...' while busy", async () => {
    let release: (value: Response) => void = () => {};
    const bodies: unknown[] = [];
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/v1/workspaces') && init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        return new Promise<Response>((resolve) => (release = resolve));
      }
      return Promise.resolve(new Response(JSON.stringify(session), { status: 200 }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const onCreated = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<WorkspaceFormDialog open onOpenChange={() => {}} onCreated={onCreated} />);

    expect(screen.getByRole('dialog', { name: 'Criar Novo Workspace' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Criar Workspace' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Nome *'), '   ');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Nome *'), 'Vendas');
    expect(submit).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();

    await user.click(submit);
    const busy = await screen.findByRole('button', { name: 'Criando...' });
    expect(busy).toBeDisabled();
    // The description is sent only when not empty (spec §5).
    expect(bodies).toEqual([{ name: 'Vendas' }]);

    release(new Response(JSON.stringify(workspaceFixture({ id: 'w9', name: 'Vendas' })), { status: 201 }));
    expect(await screen.findByText('Workspace criado com sucesso')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 'w9' }));
  });

  it("shows the server's message when creation fails", async () => {
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/workspaces': {
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Nome é obrigatório' } },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<WorkspaceFormDialog open onOpenChange={() => {}} />);
    await user.type(screen.getByLabelText('Nome *'), 'X');
    await user.type(screen.getByLabelText('Descrição'), 'Equipe comercial');
    await user.click(screen.getByRole('button', { name: 'Criar Workspace' }));
    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument();
  });
});
