import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { user } from '#src/db/schema/auth.ts';
import { boardColumns, boards } from '#src/db/schema/boards.ts';
import { cards } from '#src/db/schema/cards.ts';
import { comments } from '#src/db/schema/comments.ts';
import { boardLabels } from '#src/db/schema/labels.ts';
import { workspaceMembers, workspaces } from '#src/db/schema/workspaces.ts';

/** Reads and bulk writes of the import writer that no other module's repository offers. */

const CHUNK = 500;

export async function insertComments(db: Db, rows: (typeof comments.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(comments).values(rows.slice(i, i + CHUNK));
}

/** Cards an import wrote before it failed (their labels, checklists and comments cascade). */
export async function deleteCards(db: Db, ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) await db.delete(cards).where(inArray(cards.id, ids.slice(i, i + CHUNK)));
}

/** An existing board's columns (active and archived) and labels, and each column's last card key. */
export async function boardShape(db: Db, boardId: string) {
  const [columns, labels, lastKeys] = await Promise.all([
    db
      .select({
        id: boardColumns.id,
        name: boardColumns.name,
        archived: boardColumns.archived,
        position: boardColumns.position,
      })
      .from(boardColumns)
      .where(eq(boardColumns.boardId, boardId))
      .orderBy(asc(boardColumns.position)),
    db.select({ id: boardLabels.id, name: boardLabels.name }).from(boardLabels).where(eq(boardLabels.boardId, boardId)),
    db
      .select({ columnId: cards.columnId, last: max(cards.position) })
      .from(cards)
      .where(eq(cards.boardId, boardId))
      .groupBy(cards.columnId),
  ]);
  return { columns, labels, lastKeys: new Map(lastKeys.map((r) => [r.columnId, r.last ?? null])) };
}

export type WorkspacePerson = { id: string; name: string; email: string };

/** The people of a workspace (the mapping step's choices). */
export function workspacePeople(db: Db, workspaceId: string): Promise<WorkspacePerson[]> {
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(user.name));
}

/** Of these ids, those that are members of the workspace (a mapping may name only them). */
export async function membersAmong(db: Db, workspaceId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.userId, userIds)));
  return new Set(rows.map((r) => r.id));
}

/** Users by e-mail (lower case), for restores and imports that name people by address. */
export async function usersByEmail(db: Db, emails: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(sql`lower(${user.email})`, unique));
  return new Map(rows.map((r) => [r.email.toLowerCase(), r.id]));
}

/** A workspace's row, its members with their e-mails and roles, and its boards (archived too). */
export async function workspaceScope(db: Db, workspaceId: string) {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  if (!workspace) return null;
  const [members, boardRows] = await Promise.all([
    db
      .select({ id: user.id, name: user.name, email: user.email, role: workspaceMembers.role })
      .from(workspaceMembers)
      .innerJoin(user, eq(user.id, workspaceMembers.userId))
      .where(eq(workspaceMembers.workspaceId, workspaceId))
      .orderBy(asc(user.name), asc(user.id)),
    db
      .select({ id: boards.id, title: boards.title })
      .from(boards)
      .where(eq(boards.workspaceId, workspaceId))
      .orderBy(asc(boards.createdAt), asc(boards.id)),
  ]);
  return { workspace, members, boards: boardRows };
}

/** Every workspace of the instance (an administrator's backup). */
export async function allWorkspaceIds(db: Db): Promise<string[]> {
  return (
    await db.select({ id: workspaces.id }).from(workspaces).orderBy(asc(workspaces.createdAt), asc(workspaces.id))
  ).map((r) => r.id);
}
