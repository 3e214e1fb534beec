import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MoveCardForm, moveFormNeighbours } from '@/features/board/card-dialog/move-card-form';
import { boardDetailFixture, cardFixture } from '@/test/card-fixtures';
import { session } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

const cards = [
  cardFixture({ id: 'c1', title: 'Um', position: 'a0' }),
  cardFixture({ id: 'c2', title: 'Dois', position: 'a1' }),
  cardFixture({ id: 'c3', title: 'Três', position: 'a2' }),
  cardFixture({ id: 'c4', title: 'Quatro', columnId: 'col2', position: 'a0' }),
];

describe('moveFormNeighbours', () => {
  it('maps a 1-based position to the cards just above and below', () => {
    expect(moveFormNeighbours(cards.slice(0, 3), 'c1', 1)).toEqual({ afterId: null, beforeId: 'c2' });
    expect(moveFormNeighbours(cards.slice(0, 3), 'c1', 2)).toEqual({ afterId: 'c2', beforeId: 'c3' });
    expect(moveFormNeighbours(cards.slice(0, 3), 'c1', 3)).toEqual({ afterId: 'c3', beforeId: null });
  });
});

describe('MoveCardForm', () => {
  it('submits the column and the neighbours of the chosen position', async () => {
    stubFetch({ '/api/v1/boards': { body: [] }, '/api/auth/get-session': { body: session } });
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <MoveCardForm card={cards[0]!} detail={boardDetailFixture({ cards })} onSubmit={onSubmit} onCancel={() => {}} />,
    );
    expect(screen.getByRole('combobox', { name: 'Posição' })).toHaveValue('1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Coluna' }), 'Concluído');
    // Bottom of 'Concluído' by default (n + 1 = 2); choose the top.
    expect(screen.getByRole('combobox', { name: 'Posição' })).toHaveValue('2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Posição' }), '1');
    await user.click(screen.getByRole('button', { name: 'Mover' }));
    expect(onSubmit).toHaveBeenCalledWith({
      boardId: 'b1',
      columnId: 'col2',
      columnName: 'Concluído',
      index: 0,
      afterId: null,
      beforeId: 'c4',
    });
  });
});
