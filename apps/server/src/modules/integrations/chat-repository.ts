import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { dateOf, firstRow, rows, textArray, type RawTimestamp } from '#src/db/raw.ts';
import { chatConnections } from '#src/db/schema/integrations.ts';

/** The queries of `chat_connections` and what a chat message says (docs/decisions/035). */

export type ChatConnectionRow = typeof chatConnections.$inferSelect;

export async function insertChatConnection(
  db: Db,
  row: typeof chatConnections.$inferInsert,
): Promise<ChatConnectionRow> {
  const [inserted] = await db.insert(chatConnections).values(row).returning();
  return inserted!;
}

export function listBoardChatConnections(db: Db, boardId: string): Promise<ChatConnectionRow[]> {
  return db
    .select()
    .from(chatConnections)
    .where(eq(chatConnections.boardId, boardId))
    .orderBy(asc(chatConnections.createdAt), asc(chatConnections.id));
}

export async function findChatConnection(db: Db, id: string): Promise<ChatConnectionRow | undefined> {
  const [row] = await db.select().from(chatConnections).where(eq(chatConnections.id, id));
  return row;
}

export async function countBoardChatConnections(db: Db, boardId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatConnections)
    .where(eq(chatConnections.boardId, boardId));
  return Number(row?.n ?? 0);
}

export async function lockBoardChatConnections(tx: Db, boardId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`chat-connections:${boardId}`}))`);
}

export async function updateChatConnectionRow(
  db: Db,
  id: string,
  patch: Partial<
    Pick<
      ChatConnectionRow,
      'provider' | 'urlEncrypted' | 'urlHint' | 'events' | 'active' | 'consecutiveFailures' | 'disabledAt'
    >
  >,
): Promise<ChatConnectionRow> {
  const [row] = await db.update(chatConnections).set(patch).where(eq(chatConnections.id, id)).returning();
  return row!;
}

export async function deleteChatConnectionRow(db: Db, id: string, boardId: string): Promise<void> {
  await db.delete(chatConnections).where(and(eq(chatConnections.id, id), eq(chatConnections.boardId, boardId)));
}

/* ---------- what the consumer reads ---------- */

export type ChatTarget = { id: string; boardId: string; provider: string; events: string[]; createdAt: Date };

export async function activeChatConnectionsOf(db: Db, boardIds: readonly string[]): Promise<ChatTarget[]> {
  if (boardIds.length === 0) return [];
  const found = await rows<Omit<ChatTarget, 'createdAt'> & { createdAt: RawTimestamp }>(
    db,
    sql`SELECT id, board_id AS "boardId", provider, events, created_at AS "createdAt" FROM chat_connections
        WHERE active AND board_id = ANY(${textArray(boardIds)})`,
  );
  return found.map((row) => ({ ...row, createdAt: dateOf(row.createdAt) }));
}

export type ChatBoard = { id: string; title: string; locale: string | null };

/** Boards' titles and languages: the workspace owner's, or the board owner's for a board without a workspace. */
export async function chatBoardsOf(db: Db, boardIds: readonly string[]): Promise<Map<string, ChatBoard>> {
  if (boardIds.length === 0) return new Map();
  const found = await rows<ChatBoard>(
    db,
    sql`SELECT b.id, b.title, u.locale FROM boards b
        LEFT JOIN workspaces w ON w.id = b.workspace_id
        LEFT JOIN "user" u ON u.id = coalesce(w.owner_id, b.owner_id)
        WHERE b.id = ANY(${textArray(boardIds)})`,
  );
  return new Map(found.map((row) => [row.id, row]));
}

export type ChatCard = { id: string; title: string; columnId: string };

export async function chatCardsOf(db: Db, cardIds: readonly string[]): Promise<Map<string, ChatCard>> {
  if (cardIds.length === 0) return new Map();
  const found = await rows<ChatCard>(
    db,
    sql`SELECT id, title, column_id AS "columnId" FROM cards WHERE id = ANY(${textArray(cardIds)})`,
  );
  return new Map(found.map((row) => [row.id, row]));
}

export async function columnNamesOf(db: Db, columnIds: readonly string[]): Promise<Map<string, string>> {
  if (columnIds.length === 0) return new Map();
  const found = await rows<{ id: string; name: string }>(
    db,
    sql`SELECT id, name FROM board_columns WHERE id = ANY(${textArray(columnIds)})`,
  );
  return new Map(found.map((row) => [row.id, row.name]));
}

export async function commentBodiesOf(db: Db, commentIds: readonly string[]): Promise<Map<string, string>> {
  if (commentIds.length === 0) return new Map();
  const found = await rows<{ id: string; body: string }>(
    db,
    sql`SELECT id, body FROM comments WHERE id = ANY(${textArray(commentIds)})`,
  );
  return new Map(found.map((row) => [row.id, row.body]));
}

/** Who hears that a chat connection was turned off: the board's owner. */
export function chatConnectionOwnerOf(
  db: Db,
  connectionId: string,
): Promise<{ name: string; email: string; locale: string | null; board_title: string; provider: string } | undefined> {
  return firstRow(
    db,
    sql`SELECT u.name, u.email, u.locale, b.title AS board_title, c.provider
        FROM chat_connections c JOIN boards b ON b.id = c.board_id JOIN "user" u ON u.id = b.owner_id
        WHERE c.id = ${connectionId}`,
  );
}
