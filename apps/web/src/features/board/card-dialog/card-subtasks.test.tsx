import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BoardPage } from '@/features/board/page/board-page';
import { CardDialog } from '@/features/board/card-dialog/card-dialog';
import { boardDetailFixture, cardFixture } from '@/test/card-fixtures';
import { session } from '@/test/fixtures';
import { renderRoutes, stubFetch } from '@/test/render';

/** Subtasks on the board and in the card dialog (issue 21, docs/decisions/040). */

const parent = cardFixture({ id: 'p1', title: 'Lançar site', position: 'a0', estimateMinutes: 60 });
const first = cardFixture({
  id: 's1',
  parentId: 'p1',
  title: 'Textos',
  position: 'a1',
  completedAt: '2026-01-02T00:00:00.000Z',
  estimateMinutes: 30,
});
const second = cardFixture({ id: 's2', parentId: 'p1', title: 'Imagens', position: 'a2' });
const detail = boardDetailFixture({ cards: [parent, first, second] });

type Call = { path: string; method: string; body: unknown };

function renderAt(path: string, calls: Call[] = []) {
  const record = (p: string, response: unknown) => (init?: RequestInit) => {
    calls.push({ path: p, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null });
    return { body: response };
  };
  stubFetch({
    '/api/auth/get-session': { body: session },
    '/api/v1/boards/b1': { body: detail },
    '/api/v1/cards/p1/activity': { body: [] },
    '/api/v1/cards/p1/comments': { body: [] },
    '/api/v1/cards/p1/checklist': { body: [] },
    '/api/v1/cards/p1/attachments': { body: [] },
    '/api/v1/cards/p1/subtasks': record(
      '/api/v1/cards/p1/subtasks',
      cardFixture({ id: 'new', parentId: 'p1', position: 'a3' }),
    ),
    '/api/v1/cards/s2': record('/api/v1/cards/s2', {
      card: { ...second, completedAt: 'x', version: 2 },
      conflicts: [],
    }),
    '/api/v1/cards/s2/move': record('/api/v1/cards/s2/move', { ...second, position: 'a0V' }),
  });
  return renderRoutes(
    [
      { path: '/board/:id', element: <BoardPage /> },
      { path: '/board/:id/card/:cardId', element: <CardDialog /> },
    ],
    path,
  );
}

describe('subtasks', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('keep subtasks out of the columns and show the parent’s progress on its face', async () => {
    renderAt('/board/b1');
    const todo = await screen.findByRole('region', { name: 'A Fazer' });
    expect(within(todo).getByRole('link', { name: 'Lançar site' })).toBeInTheDocument();
    expect(within(todo).queryByRole('link', { name: 'Textos' })).not.toBeInTheDocument();
    expect(within(todo).getByText('Subtarefas: 1 de 2 concluídas')).toBeInTheDocument();
    expect(within(todo).getByText('1/2')).toBeInTheDocument();
  });

  it('list them in the dialog with progress, the roll-up and links to their own dialogs', async () => {
    renderAt('/board/b1/card/p1');
    const section = await screen.findByRole('region', { name: 'Subtarefas' });
    expect(within(section).getByRole('progressbar', { name: 'Progresso das subtarefas' })).toHaveAttribute(
      'aria-valuetext',
      '1 de 2 subtarefas concluídas',
    );
    expect(within(section).getByTestId('subtask-rollup')).toHaveTextContent('Estimativa: 1h30');
    const list = within(section).getByRole('list', { name: 'Subtarefas de “Lançar site”' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Imagens' })).toHaveAttribute('href', '/board/b1/card/s2');
    expect(within(list).getByRole('checkbox', { name: '“Textos” concluída' })).toBeChecked();
    expect(within(list).getByRole('button', { name: 'Mover “Textos” para cima' })).toBeDisabled();
  });

  it('add one with Enter, complete one and move one up', async () => {
    const calls: Call[] = [];
    renderAt('/board/b1/card/p1', calls);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Subtarefas' });
    await user.type(within(section).getByRole('textbox', { name: 'Nova subtarefa' }), 'Revisão{Enter}');
    await user.click(within(section).getByRole('checkbox', { name: '“Imagens” concluída' }));
    await user.click(within(section).getByRole('button', { name: 'Mover “Imagens” para cima' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[0]).toMatchObject({ method: 'POST', body: { title: 'Revisão', id: expect.any(String) } });
    expect(calls[1]).toMatchObject({ path: '/api/v1/cards/s2', method: 'PATCH', body: { completed: true } });
    expect(calls[2]).toMatchObject({
      path: '/api/v1/cards/s2/move',
      body: { columnId: 'col1', afterId: null, beforeId: 's1' },
    });
  });

  it("show a subtask's parent and offer to turn it into a card", async () => {
    renderAt('/board/b1/card/s2');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('link', { name: 'Lançar site' })).toHaveAttribute(
      'href',
      '/board/b1/card/p1',
    );
    expect(within(dialog).getByRole('button', { name: 'Transformar em card' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mover para…' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Subtarefas' })).not.toBeInTheDocument();
  });
});
