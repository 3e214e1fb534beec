import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CardActions } from '@/features/board/card-dialog/card-actions';
import { boardDetailFixture, cardFixture, columnFixture } from '@/test/card-fixtures';
import { boardFixture, session } from '@/test/fixtures';
import { renderRoutes, stubFetch } from '@/test/render';

const card = cardFixture();
const destination = boardDetailFixture({
  board: boardFixture({ id: 'b2', title: 'Entregas' }),
  columns: [
    columnFixture({ id: 'd1', name: 'Entrada', position: 'a0' }),
    columnFixture({ id: 'd2', name: 'Revisão', position: 'a1' }),
  ],
});

/** The card dialog's actions at the card's URL; returns the bodies sent to POST /cards/c1/copy. */
function renderActions() {
  const copies: unknown[] = [];
  stubFetch({
    '/api/auth/get-session': { body: session },
    '/api/v1/boards': {
      body: [
        boardFixture(),
        boardFixture({ id: 'b2', title: 'Entregas' }),
        boardFixture({ id: 'b3', title: 'Só leitura', permissions: { canEdit: false, canManage: false } }),
      ],
    },
    '/api/v1/boards/b2': { body: destination },
    '/api/v1/cards/c1/copy': (init) => {
      const body = JSON.parse(String(init?.body)) as { boardId?: string; columnId: string; title: string };
      copies.push(body);
      return {
        status: 201,
        body: cardFixture({ id: 'c9', boardId: body.boardId ?? 'b1', columnId: body.columnId, title: body.title }),
      };
    },
  });
  const view = renderRoutes(
    [
      {
        path: '/board/:id/card/:cardId',
        element: <CardActions card={card} detail={boardDetailFixture({ cards: [card] })} onDeleted={() => {}} />,
      },
    ],
    '/board/b1/card/c1',
  );
  return { ...view, copies };
}

async function openCopyDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Copiar' }));
  return screen.findByRole('dialog', { name: 'Copiar card' });
}

describe('CopyCardForm', () => {
  it('offers this board and the other boards the user can edit', async () => {
    const user = userEvent.setup();
    renderActions();
    const dialog = await openCopyDialog(user);
    const board = within(dialog).getByRole('combobox', { name: 'Board' });
    expect(board).toHaveValue('b1');
    await waitFor(() =>
      expect(
        within(board)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Lançamento', 'Entregas']),
    );
    expect(within(dialog).getByRole('combobox', { name: 'Coluna' })).toHaveValue('col1');
  });

  it('copies to a column of another board and offers to open the copy there', async () => {
    const user = userEvent.setup();
    const { copies, router } = renderActions();
    const dialog = await openCopyDialog(user);
    await within(dialog).findByRole('option', { name: 'Entregas' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Board' }), 'Entregas');
    const column = within(dialog).getByRole('combobox', { name: 'Coluna' });
    // The other board's columns load once it is chosen.
    await within(column).findByRole('option', { name: 'Revisão' });
    await user.selectOptions(column, 'Revisão');
    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Copiar card' })).not.toBeInTheDocument());
    expect(copies).toEqual([{ boardId: 'b2', columnId: 'd2', title: 'Escrever release notes (Cópia)' }]);
    expect(await screen.findByText('Card copiado para Entregas')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/board/b1/card/c1');
    // A plain click: sonner's pointerdown handler calls setPointerCapture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Abrir cópia' }));
    expect(router.state.location.pathname).toBe('/board/b2/card/c9');
  });

  it("copies within the card's own board without a boardId and opens the copy", async () => {
    const user = userEvent.setup();
    const { copies, router } = renderActions();
    const dialog = await openCopyDialog(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Coluna' }), 'Concluído');
    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/board/b1/card/c9'));
    expect(copies).toEqual([{ columnId: 'col2', title: 'Escrever release notes (Cópia)' }]);
    expect(await screen.findByText('Card copiado')).toBeInTheDocument();
  });
});
