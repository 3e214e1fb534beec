import type { BoardEvent } from '@rbax/shared/cards';
import { describe, expect, it } from 'vitest';
import { describeEvent } from '@/features/cards/components/card-activity';
import { columnFixture } from '@/test/card-fixtures';
import { i18n } from '@/lib/i18n';

const columns = [columnFixture(), columnFixture({ id: 'col2', name: 'Concluído', position: 'a1' })];

function event(kind: string, data: Record<string, unknown>): BoardEvent {
  return {
    id: 'e1',
    seq: 1,
    boardId: 'b1',
    kind,
    entityId: 'c1',
    actor: { id: 'u1', name: 'Maria', image: null },
    data,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('describeEvent', () => {
  it('tells a move between columns as a sentence', () => {
    expect(
      describeEvent(
        event('card.moved', { fromColumnId: 'col1', toColumnId: 'col2', fromBoardId: 'b1', toBoardId: 'b1' }),
        columns,
        i18n.t,
      ),
    ).toBe('Maria moveu este card de A Fazer para Concluído');
  });

  it('names the changed fields and archiving', () => {
    expect(describeEvent(event('card.updated', { changes: { valueBrl: {}, dueDate: {} } }), columns, i18n.t)).toBe(
      'Maria alterou valor (R$), data de entrega',
    );
    expect(
      describeEvent(event('card.updated', { changes: { archived: { old: false, new: true } } }), columns, i18n.t),
    ).toBe('Maria arquivou este card');
  });
});
