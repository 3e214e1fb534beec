import type { BoardEvent } from '@rbax/shared/event-log';
import { describe, expect, it } from 'vitest';
import { describeEvent } from '@/features/board/card-dialog/card-activity';
import { columnFixture } from '@/test/card-fixtures';
import { i18n } from '@/lib/i18n';

const columns = [columnFixture(), columnFixture({ id: 'col2', name: 'Concluído', position: 'a1' })];

function event(kind: string, data: Record<string, unknown>, boardId = 'b1'): BoardEvent {
  return {
    id: 'e1',
    seq: 1,
    boardId,
    workspaceId: null,
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

  it('names the Automação actor for a change a rule made (issue 20)', () => {
    const archived = {
      ...event('card.archived', { version: 2, columnId: 'col2', automation: { ruleId: 'r1', runId: 'x1', depth: 1 } }),
      actor: null,
    };
    expect(describeEvent(archived, columns, i18n.t)).toMatch(/^Automação /);
    expect(describeEvent({ ...archived, data: { version: 2, columnId: 'col2' } }, columns, i18n.t)).toMatch(/^Alguém /);
  });

  it('tells a focus session logged on the card with its duration', () => {
    expect(describeEvent(event('time.logged', { source: 'pomodoro', durationSeconds: 1500 }), columns, i18n.t)).toBe(
      'Maria registrou 25 min de foco',
    );
    expect(describeEvent(event('time.logged', {}), columns, i18n.t)).toBe('Maria registrou tempo de foco');
  });

  it('names the changed fields and archiving', () => {
    expect(describeEvent(event('card.updated', { changes: { valueBrl: {}, dueDate: {} } }), columns, i18n.t)).toBe(
      'Maria alterou valor (R$), data de entrega',
    );
    expect(
      describeEvent(event('card.updated', { changes: { archived: { old: false, new: true } } }), columns, i18n.t),
    ).toBe('Maria arquivou este card');
  });

  it('tells a move to another board from the board the card left', () => {
    const data = { fromColumnId: 'col1', toColumnId: 'x9', fromBoardId: 'b1', toBoardId: 'b2' };
    expect(describeEvent(event('card.moved', data, 'b1'), columns, i18n.t)).toBe(
      'Maria moveu este card para outro board',
    );
  });

  it('tells a move from another board with the column it landed in', () => {
    const data = { fromColumnId: 'x9', toColumnId: 'col2', fromBoardId: 'b2', toBoardId: 'b1' };
    expect(describeEvent(event('card.moved', data, 'b1'), columns, i18n.t)).toBe(
      'Maria trouxe este card de outro board para Concluído',
    );
  });

  it('tells a move within the same column as a change of position', () => {
    const data = { fromColumnId: 'col1', toColumnId: 'col1', fromBoardId: 'b1', toBoardId: 'b1' };
    expect(describeEvent(event('card.moved', data), columns, i18n.t)).toBe('Maria mudou a posição deste card');
  });

  it.each([
    ['card.created', { columnId: 'col1', title: 'X', version: 1 }, 'Maria criou este card em A Fazer'],
    ['card.copied', { fromCardId: 'c0', columnId: 'col1', title: 'X (Cópia)' }, 'Maria criou este card como cópia'],
    [
      'card.archived',
      { columnId: 'col1', changes: { archived: { old: false, new: true } } },
      'Maria arquivou este card',
    ],
    [
      'card.restored',
      { columnId: 'col1', changes: { archived: { old: true, new: false } } },
      'Maria restaurou este card',
    ],
    [
      'card.completed',
      { columnId: 'col1', changes: { completed: { old: false, new: true } } },
      'Maria concluiu este card',
    ],
    [
      'card.uncompleted',
      { columnId: 'col1', changes: { completed: { old: true, new: false } } },
      'Maria reabriu este card',
    ],
    ['card.deleted', { title: 'X', columnId: 'col1' }, 'Maria excluiu este card'],
    ['card.updated', { changes: {} }, 'Maria atualizou este card'],
    ['comment.added', { commentId: 'm1' }, 'Maria comentou'],
    ['comment.updated', { commentId: 'm1' }, 'Maria editou um comentário'],
    ['comment.deleted', { commentId: 'm1' }, 'Maria excluiu um comentário'],
    [
      'checklist.item_added',
      { itemId: 'i1', text: 'Revisar texto' },
      'Maria adicionou o item “Revisar texto” ao checklist',
    ],
    ['checklist.item_added', { itemId: 'i1' }, 'Maria adicionou um item ao checklist'],
    ['checklist.item_updated', { itemId: 'i1', done: true }, 'Maria marcou um item do checklist como feito'],
    ['checklist.item_updated', { itemId: 'i1', done: false }, 'Maria desmarcou um item do checklist'],
    ['checklist.item_updated', { itemId: 'i1', done: true, text: 'Revisar' }, 'Maria marcou “Revisar” como feito'],
    ['checklist.item_updated', { itemId: 'i1', done: false, text: 'Revisar' }, 'Maria desmarcou “Revisar”'],
    ['checklist.item_updated', { itemId: 'i1', text: 'Revisar' }, 'Maria renomeou um item do checklist para “Revisar”'],
    ['checklist.item_updated', { itemId: 'i1' }, 'Maria alterou o checklist'],
    ['checklist.item_moved', { itemId: 'i1', position: 'a2' }, 'Maria reordenou o checklist'],
    ['checklist.item_deleted', { itemId: 'i1' }, 'Maria removeu um item do checklist'],
    ['attachment.added', { attachmentId: 'a1', name: 'contrato.pdf' }, 'Maria anexou “contrato.pdf”'],
    ['attachment.added', { attachmentId: 'a1' }, 'Maria adicionou um anexo'],
    ['attachment.deleted', { attachmentId: 'a1', name: 'contrato.pdf' }, 'Maria removeu o anexo “contrato.pdf”'],
    ['attachment.deleted', { attachmentId: 'a1' }, 'Maria removeu um anexo'],
  ])('tells %s %j in pt-BR', (kind, data, sentence) => {
    expect(describeEvent(event(kind, data), columns, i18n.t)).toBe(sentence);
  });

  it('cuts a long quoted text so the sentence stays short', () => {
    const text = 'a'.repeat(100);
    expect(describeEvent(event('checklist.item_added', { text }), columns, i18n.t)).toBe(
      `Maria adicionou o item “${'a'.repeat(59)}…” ao checklist`,
    );
  });

  it('falls back to a generic sentence for a kind it does not know', () => {
    expect(describeEvent(event('card.teleported', {}), columns, i18n.t)).toBe('Maria atualizou este card');
    expect(describeEvent(event('checklist.item_exploded', {}), columns, i18n.t)).toBe('Maria alterou o checklist');
    expect(describeEvent(event('attachment.renamed', {}), columns, i18n.t)).toBe('Maria alterou os anexos');
    expect(describeEvent(event('toString', {}), columns, i18n.t)).toBe('Maria atualizou este card');
  });

  it('names an unknown actor', () => {
    expect(describeEvent({ ...event('comment.added', {}), actor: null }, columns, i18n.t)).toBe('Alguém comentou');
  });
});
