import type { ApiKey } from '@rbax/shared/integrations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiKeysSection } from '@/features/integrations/components/api-keys-section';
import { session } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

const ID = '0196a0a0-0000-7000-8000-000000000001';

function apiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: ID,
    name: 'Relatório semanal',
    prefix: 'rbax_ab12cd',
    scopes: ['read', 'write'],
    workspaces: [{ id: '0196a0a0-0000-7000-8000-0000000000a1', name: 'Alfa' }],
    expiresAt: '2020-01-10T23:59:59.999Z',
    lastUsedAt: null,
    createdAt: '2019-12-01T12:00:00.000Z',
    ...overrides,
  };
}

describe("'Chaves de API' section", () => {
  it('says so when there is no key yet, and links to the guide', async () => {
    stubFetch({ '/api/auth/get-session': { body: session }, '/api/v1/api-keys': { body: { items: [] } } });
    renderWithProviders(<ApiKeysSection />);
    expect(await screen.findByText('Você ainda não tem chaves de API.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Como usar chaves de API' })).toHaveAttribute(
      'href',
      '/knowledge/chaves-de-api',
    );
  });

  it('lists a key without its secret and revokes it after confirmation', async () => {
    const deleted: string[] = [];
    let items = [apiKey()];
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/api-keys': () => ({ body: { items } }),
      [`/api/v1/api-keys/${ID}`]: (init) => {
        if (init?.method === 'DELETE') {
          deleted.push(ID);
          items = [];
        }
        return { status: 200, body: null };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ApiKeysSection />);

    const list = await screen.findByRole('list', { name: 'Suas chaves de API' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('Relatório semanal');
    expect(row).toHaveTextContent('rbax_ab12cd…');
    expect(row).toHaveTextContent('Leitura');
    expect(row).toHaveTextContent('Escrita');
    expect(row).toHaveTextContent('Workspaces: Alfa');
    expect(row).toHaveTextContent('Expirada');
    expect(row).toHaveTextContent('Expirou em 10/01/2020');
    expect(row).toHaveTextContent('Nunca usada');
    expect(row).toHaveTextContent('Criada em 01/12/2019');

    await user.click(within(row).getByRole('button', { name: 'Revogar a chave Relatório semanal' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revogar a chave “Relatório semanal”?' });
    expect(deleted).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Revogar' }));
    expect(await screen.findByText('Chave revogada')).toBeInTheDocument();
    expect(deleted).toEqual([ID]);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Suas chaves de API' })).not.toBeInTheDocument());
    expect(screen.getByText('Você ainda não tem chaves de API.')).toBeInTheDocument();
  });
});
