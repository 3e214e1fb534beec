import type { FlowEvent } from './types.ts';

type LogEventLike = {
  kind: string;
  entityId: string | null;
  data: Record<string, unknown>;
  createdAt: string;
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The flow events one event of a board's stream stands for. A card that changes board is
 * written on both boards (`card.moved` with `fromBoardId`/`toBoardId`): it leaves the source
 * (`card.deleted`) and enters the target (`card.created`). A copy is a new card. Deleting a
 * column archives its active cards.
 */
export function flowEventsOf(boardId: string, event: LogEventLike): FlowEvent[] {
  const cardId = event.entityId;
  const at = event.createdAt;
  const data = event.data;
  switch (event.kind) {
    case 'card.created':
    case 'card.copied':
      return cardId ? [{ kind: 'card.created', cardId, at, columnId: text(data.columnId) }] : [];
    case 'card.moved': {
      if (!cardId) return [];
      const fromBoardId = text(data.fromBoardId);
      const toBoardId = text(data.toBoardId);
      if (fromBoardId !== null && toBoardId !== null && fromBoardId !== toBoardId) {
        return toBoardId === boardId
          ? [{ kind: 'card.created', cardId, at, columnId: text(data.toColumnId) }]
          : [{ kind: 'card.deleted', cardId, at }];
      }
      return [
        { kind: 'card.moved', cardId, at, fromColumnId: text(data.fromColumnId), toColumnId: text(data.toColumnId) },
      ];
    }
    case 'card.archived':
    case 'card.restored':
    case 'card.deleted':
      return cardId ? [{ kind: event.kind, cardId, at }] : [];
    case 'column.deleted': {
      const archived = Array.isArray(data.archivedCardIds) ? data.archivedCardIds : [];
      return archived
        .filter((id): id is string => typeof id === 'string')
        .map((id) => ({ kind: 'card.archived', cardId: id, at }));
    }
    default:
      return [];
  }
}

/** The log kinds `flowEventsOf` reads (a consumer's `kinds`). */
export const flowLogKinds = [
  'card.created',
  'card.copied',
  'card.moved',
  'card.archived',
  'card.restored',
  'card.deleted',
  'column.deleted',
] as const;
