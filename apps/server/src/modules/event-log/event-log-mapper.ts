import type { BoardEvent, LogEvent } from '@rbax/shared/event-log';
import type { EventRow } from './event-log-repository.ts';

/** A row of the log as the API shows it (activity, realtime, catch-up). */
export function toLogEvent(row: EventRow): LogEvent {
  return {
    id: String(row.id),
    seq: Number(row.seq),
    boardId: row.boardId,
    workspaceId: row.workspaceId,
    kind: row.kind,
    entityId: row.entityId,
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '', image: row.actorImage ?? null } : null,
    data: (row.data ?? {}) as Record<string, unknown>,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** A row of a board's stream (activity, realtime): a board-scoped event always names its board. */
export function toBoardEvent(row: EventRow): BoardEvent {
  const event = toLogEvent(row);
  if (event.boardId === null) throw new Error(`event ${event.id} (${event.kind}) is not in a board stream`);
  return { ...event, boardId: event.boardId };
}
