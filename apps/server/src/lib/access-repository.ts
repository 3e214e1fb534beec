import { and, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { boardMembers, boards } from '#src/db/schema/boards.ts';
import { marketplaceTemplates } from '#src/db/schema/marketplace.ts';
import { workspaceMembers } from '#src/db/schema/workspaces.ts';
import type { Actor } from './access.ts';

/**
 * The queries behind lib/access.ts. Board rows come with the caller's workspace role and
 * explicit board share, so the rules in access.ts decide from one row (no per-board queries).
 */

export type BoardRow = typeof boards.$inferSelect;
export type BoardAccessRow = { board: BoardRow; workspaceRole: string | null; boardMemberRole: string | null };

export async function findWorkspaceRole(db: Db, userId: string, workspaceId: string): Promise<string | null> {
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row?.role ?? null;
}

/**
 * The boards a user might read, with what decides their access. The SQL filter is the
 * coarse form of `boardLevel` (access.ts): own personal board, workspace membership, share;
 * an API key restricted to some workspaces keeps only their boards.
 */
export function selectBoardAccessRows(db: Db, actor: Actor, where?: SQL) {
  const userId = actor.id;
  const keyWorkspaces = actor.apiKey?.workspaceIds;
  const readable = and(
    or(
      and(isNull(boards.workspaceId), eq(boards.ownerId, userId)),
      isNotNull(workspaceMembers.userId),
      isNotNull(boardMembers.userId),
    ),
    keyWorkspaces ? inArray(boards.workspaceId, [...keyWorkspaces]) : undefined,
  );
  return db
    .select({ board: boards, workspaceRole: workspaceMembers.role, boardMemberRole: boardMembers.role })
    .from(boards)
    .leftJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, boards.workspaceId), eq(workspaceMembers.userId, userId)),
    )
    .leftJoin(boardMembers, and(eq(boardMembers.boardId, boards.id), eq(boardMembers.userId, userId)))
    .where(where ? and(readable, where) : readable);
}

export async function findBoardAccessRow(db: Db, actor: Actor, boardId: string): Promise<BoardAccessRow | null> {
  const [row] = await selectBoardAccessRows(db, actor, eq(boards.id, boardId));
  return row ?? null;
}

export async function findBoardAccessRowsByCover(db: Db, actor: Actor, coverUrl: string): Promise<BoardAccessRow[]> {
  return selectBoardAccessRows(db, actor, eq(boards.coverUrl, coverUrl)).limit(50);
}

/** Whether `coverUrl` is the cover of a listed marketplace template (issue 27): any signed-in reader sees it. */
export async function isListedTemplateCover(db: Db, coverUrl: string): Promise<boolean> {
  const [row] = await db
    .select({ id: marketplaceTemplates.id })
    .from(marketplaceTemplates)
    .where(and(eq(marketplaceTemplates.coverUrl, coverUrl), eq(marketplaceTemplates.status, 'published')))
    .limit(1);
  return row !== undefined;
}
