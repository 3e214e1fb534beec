import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { AutomationBuilder } from '@/features/automations/components/automation-builder';
import type { AutomationBoard } from '@/features/automations/lib/board';
import { emptyRule } from '@/features/automations/lib/defaults';
import { session } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

const BOARD = '0196a0a0-0000-7000-8000-0000000000a1';
const TODO = '0196a0a0-0000-7000-8000-0000000000c1';
const DONE = '0196a0a0-0000-7000-8000-0000000000c2';
const BUG = '0196a0a0-0000-7000-8000-0000000000d1';
const ANA = '0196a0a0-0000-7000-8000-0000000000e1';

const board: AutomationBoard = {
  id: BOARD,
  workspaceId: null,
  columns: [
    { id: TODO, name: 'A Fazer' },
    { id: DONE, name: 'Concluído' },
  ],
  labels: [{ id: BUG, boardId: BOARD, name: 'bug', color: '#ef4444' } as AutomationBoard['labels'][number]],
  members: [{ id: ANA, name: 'Ana Souza', email: 'ana@exemplo.com', role: 'owner' }],
  cards: [],
  canManage: true,
  canEdit: true,
};

function renderBuilder(onDone = () => {}) {
  return renderWithProviders(
    <Dialog open>
      <DialogContent>
        <AutomationBuilder board={board} rule={null} initial={emptyRule(board)} onDone={onDone} />
      </DialogContent>
    </Dialog>,
  );
}

describe('the automation builder', () => {
  it('refuses to save without a name and an action, and says where', async () => {
    stubFetch({ '/api/auth/get-session': { body: session } });
    const user = userEvent.setup();
    renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Salvar automação' }));
    expect(await screen.findByText('Dê um nome à automação')).toBeInTheDocument();
    expect(screen.getByText('Adicione pelo menos uma ação')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);

  it('builds a rule with a condition and two actions, reads it as a sentence and posts it', async () => {
    const bodies: unknown[] = [];
    stubFetch({
      '/api/auth/get-session': { body: session },
      [`/api/v1/boards/${BOARD}/automations`]: (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { status: 201, body: { id: 'new' } };
      },
    });
    const user = userEvent.setup();
    let done = false;
    renderBuilder(() => (done = true));

    await user.type(screen.getByLabelText('Nome'), 'Bugs concluídos');
    await user.click(screen.getByRole('button', { name: 'Adicionar condição' }));
    await user.selectOptions(screen.getByLabelText('Condição'), 'labels');
    await user.click(screen.getByRole('button', { name: 'Adicionar ação' }));
    await user.selectOptions(screen.getByLabelText('Ação 1'), 'set_priority');
    await user.click(screen.getByRole('button', { name: 'Adicionar ação' }));
    await user.selectOptions(screen.getByLabelText('Ação 2'), 'assign_user');
    await user.selectOptions(screen.getByLabelText('Atribuir a'), 'Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Subir a ação 2' }));

    const preview = screen.getByText('O que esta regra faz').parentElement!;
    expect(preview).toHaveTextContent(
      'Quando um card for movido para Concluído, se tiver a etiqueta bug, então atribuir a Ana Souza e definir a prioridade como alta',
    );
    expect(within(preview).getByText('Concluído').tagName).toBe('STRONG');

    await user.click(screen.getByRole('button', { name: 'Salvar automação' }));
    await screen.findByText('Automação criada');
    expect(done).toBe(true);
    expect(bodies).toEqual([
      expect.objectContaining({
        name: 'Bugs concluídos',
        trigger: expect.objectContaining({ type: 'card.moved', toColumnId: DONE }),
        conditions: { op: 'all', items: [{ type: 'labels', mode: 'any', labelIds: [BUG] }] },
        actions: [
          { type: 'assign_user', userId: ANA },
          { type: 'set_priority', value: 'high' },
        ],
      }),
    ]);
  }, 20_000);
});
