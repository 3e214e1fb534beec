import type { CreatedApiKey } from '@rbax/shared/integrations';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CreateApiKeyDialog } from '@/features/integrations/components/create-api-key-dialog';
import { session, workspaceFixture } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

const ALFA = '0196a0a0-0000-7000-8000-00000000a1fa';
const BETA = '0196a0a0-0000-7000-8000-00000000b0e7';
const KEY = 'rbax_0123456789abcdefghijABCDEFGHIJ0123456789';

function createdKey(overrides: Partial<CreatedApiKey> = {}): CreatedApiKey {
  return {
    id: '0196a0a0-0000-7000-8000-000000000001',
    name: 'Relatório semanal',
    prefix: 'rbax_012345',
    scopes: ['read'],
    workspaces: null,
    expiresAt: null,
    lastUsedAt: null,
    createdAt: '2026-11-25T12:00:00.000Z',
    key: KEY,
    ...overrides,
  };
}

/** The dialog as the section uses it: closing really closes, and it can be opened again. */
function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir de novo
      </button>
      <CreateApiKeyDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function stubApi(onCreate: (body: unknown) => { status?: number; body: unknown }) {
  return stubFetch({
    '/api/auth/get-session': { body: session },
    '/api/v1/workspaces': {
      body: [workspaceFixture({ id: ALFA, name: 'Alfa' }), workspaceFixture({ id: BETA, name: 'Beta' })],
    },
    '/api/v1/api-keys': (init) =>
      init?.method === 'POST' ? onCreate(JSON.parse(String(init.body))) : { body: { items: [] } },
  });
}

describe("'Nova chave de API' dialog", () => {
  it('shows the new key once, with a warning, an example and a copy button', async () => {
    const bodies: unknown[] = [];
    stubApi((body) => {
      bodies.push(body);
      return { status: 201, body: createdKey() };
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness />);

    await user.type(screen.getByLabelText('Nome'), '  Semanal ');
    await user.click(screen.getByRole('button', { name: 'Criar chave' }));

    const dialog = await screen.findByRole('dialog', { name: 'Chave criada' });
    expect(bodies).toEqual([{ name: 'Semanal', scopes: ['read'], workspaceIds: null, expiresAt: null }]);
    const field = screen.getByRole('textbox', { name: 'Chave de API “Relatório semanal”' });
    expect(field).toHaveValue(KEY);
    expect(field).toHaveAttribute('readonly');
    expect(dialog).toHaveTextContent('Esta é a única vez que a chave aparece.');
    expect(dialog).toHaveTextContent(`Authorization: Bearer ${KEY}`);

    await user.click(screen.getByRole('button', { name: 'Copiar chave' }));
    expect(await navigator.clipboard.readText()).toBe(KEY);
    expect(screen.getByRole('button', { name: 'Copiada' })).toBeInTheDocument();
    expect(await screen.findByText('Chave copiada')).toBeInTheDocument();
  });

  it('keeps the key through a click outside and forgets it once closed', async () => {
    stubApi(() => ({ status: 201, body: createdKey() }));
    // Radix marks the page behind a modal `pointer-events: none`; the click outside must still land.
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText('Nome'), 'X');
    await user.click(screen.getByRole('button', { name: 'Criar chave' }));
    await screen.findByRole('dialog', { name: 'Chave criada' });

    // A click outside the dialog (on the page behind it) does not close it.
    await user.click(screen.getByText('Abrir de novo'));
    expect(screen.getByRole('dialog', { name: 'Chave criada' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Já guardei a chave' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveTextContent(KEY);

    await user.click(screen.getByRole('button', { name: 'Abrir de novo' }));
    expect(await screen.findByRole('dialog', { name: 'Nova chave de API' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('');
    expect(document.body).not.toHaveTextContent(KEY);
  });

  it('checks name and permissions before sending, with the shared messages', async () => {
    const bodies: unknown[] = [];
    stubApi((body) => {
      bodies.push(body);
      return { status: 201, body: createdKey() };
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness />);

    await user.click(screen.getByRole('checkbox', { name: /Leitura/ }));
    await user.click(screen.getByRole('button', { name: 'Criar chave' }));
    expect(await screen.findByText('Dê um nome à chave')).toBeInTheDocument();
    expect(screen.getByText('Escolha pelo menos uma permissão')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('sends the chosen workspaces, both scopes and the end of the expiry day', async () => {
    const bodies: { workspaceIds: string[]; scopes: string[]; expiresAt: string }[] = [];
    stubApi((body) => {
      bodies.push(body as (typeof bodies)[number]);
      return { status: 201, body: createdKey({ workspaces: [{ id: BETA, name: 'Beta' }] }) };
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness />);

    await user.type(screen.getByLabelText('Nome'), 'Integração Beta');
    await user.click(screen.getByRole('checkbox', { name: /Escrita/ }));
    await user.click(screen.getByRole('radio', { name: 'Somente os workspaces escolhidos' }));
    const list = await screen.findByRole('list', { name: 'Workspaces que a chave alcança' });
    expect(list).toHaveTextContent('Alfa');
    await user.click(screen.getByRole('checkbox', { name: 'Beta' }));
    await user.type(screen.getByLabelText('Expira em (opcional)'), '2099-03-10');
    await user.click(screen.getByRole('button', { name: 'Criar chave' }));

    await screen.findByRole('dialog', { name: 'Chave criada' });
    expect(bodies[0]).toMatchObject({ name: 'Integração Beta', scopes: ['read', 'write'], workspaceIds: [BETA] });
    const expiry = new Date(bodies[0]!.expiresAt);
    expect([expiry.getFullYear(), expiry.getMonth(), expiry.getDate(), expiry.getHours()]).toEqual([2099, 2, 10, 23]);
  });

  it("shows the server's field messages", async () => {
    stubApi(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Dados inválidos',
          issues: [{ path: ['workspaceIds', 0], message: 'Escolha apenas workspaces dos quais você é membro' }],
        },
      },
    }));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText('Nome'), 'Chave');
    await user.click(screen.getByRole('radio', { name: 'Somente os workspaces escolhidos' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Alfa' }));
    await user.click(screen.getByRole('button', { name: 'Criar chave' }));
    expect(await screen.findByText('Escolha apenas workspaces dos quais você é membro')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nova chave de API' })).toBeInTheDocument();
  });
});
