import { sql } from 'drizzle-orm';
import type { BoardDetail } from '@rbax/shared/boards';
import { addDays } from '@rbax/shared/flow/dates';
import { rows } from '#src/db/raw.ts';
import type { newUser, TestApp } from './helpers.ts';

/**
 * Hand-made history for the analytics tests (issue 19): boards and cards made through the API,
 * then each card's events moved to chosen instants, as if they had happened on past days.
 */

export type U = Awaited<ReturnType<typeof newUser>>;

export async function createBoard(user: U, title: string, workspaceId?: string) {
  const response = await user.api.post('/api/v1/boards', { title, template: 'kanban', workspaceId });
  if (response.statusCode !== 201) throw new Error(`board: ${response.statusCode} ${response.body}`);
  const id = response.json().id as string;
  const detail = (await user.api.get(`/api/v1/boards/${id}`)).json() as BoardDetail;
  const [todo, doing, done] = detail.columns.map((column) => column.id) as [string, string, string];
  return { id, todo, doing, done };
}

export async function createCard(user: U, boardId: string, columnId: string, fields: Record<string, unknown> = {}) {
  const response = await user.api.post(`/api/v1/boards/${boardId}/cards`, { columnId, title: 'Cartão', ...fields });
  if (response.statusCode !== 201) throw new Error(`card: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

export async function moveCard(user: U, cardId: string, columnId: string) {
  const response = await user.api.post(`/api/v1/cards/${cardId}/move`, { columnId });
  if (response.statusCode !== 200) throw new Error(`move: ${response.statusCode} ${response.body}`);
}

/**
 * Moves the card's events, in log order, to the given instants (one each), and its creation to
 * the first: the card was created, moved, archived … then.
 */
export async function placeHistory(t: TestApp, cardId: string, instants: readonly string[]) {
  const events = await rows<{ id: string; kind: string }>(
    t.database.db,
    sql`SELECT e.id::text AS id, e.kind FROM events e WHERE e.entity_id = ${cardId} ORDER BY e.id`,
  );
  if (events.length !== instants.length) {
    throw new Error(`card ${cardId} has events ${events.map((e) => e.kind).join(', ')}, not ${instants.length}`);
  }
  for (const [index, event] of events.entries()) {
    await t.database.db.execute(
      sql`UPDATE events SET created_at = ${instants[index]}::timestamptz WHERE id = ${event.id}::bigint`,
    );
  }
  await t.database.db.execute(sql`UPDATE cards SET created_at = ${instants[0]}::timestamptz WHERE id = ${cardId}`);
}

/** Noon in São Paulo (UTC−3, no summer time since 2019) of `date` + `days`. */
export const noonSaoPaulo = (date: string, days = 0) => `${addDays(date, days)}T15:00:00.000Z`;
