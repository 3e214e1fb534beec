import type { DeleteUserSummary } from '@rbax/shared/admin';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import type { Deps } from '#src/lib/deps.ts';
import { conflict, notFound } from '#src/lib/errors.ts';
import { announceAccessChange } from '#src/modules/event-log/event-log-writer.ts';
import { deleteBoardsInTransaction } from '#src/modules/boards/boards-service.ts';
import { deleteStoredFiles } from '#src/modules/uploads/uploads-service.ts';
import { nextFreeSlug } from '#src/modules/workspaces/workspaces-service.ts';
import { lockActiveAdmins } from './admin-users-repository.ts';

/**
 * Deletes an account and settles what it owned (issue 8; docs/decisions/024), in one transaction:
 * - each workspace it owns goes to another member — its oldest administrator, else its oldest
 *   member — who becomes owner; a workspace with no other member is deleted with its boards;
 * - its boards inside workspaces stay there, now owned by the workspace's owner;
 * - its personal boards ("Sem workspace") are deleted;
 * - then the account row (sessions, memberships, shares and notifications go by foreign key;
 *   cards, comments and files it made stay, their author set to null).
 * The last administrator cannot be deleted. Used by the administration area and by "delete my
 * account"; `beforeCommit` lets the caller write its own rows (the audit) in the same transaction.
 */
export async function deleteUserAccount(
  deps: Pick<Deps, 'db' | 'storage' | 'boardCache'>,
  userId: string,
  options: { beforeCommit?: (tx: Db, summary: DeleteUserSummary) => Promise<void> } = {},
): Promise<DeleteUserSummary> {
  const summary: DeleteUserSummary = { transferredWorkspaces: 0, deletedWorkspaces: 0, deletedBoards: 0 };
  const storageKeys = await deps.db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const target = await first<{ id: string; role: string }>(
      tx,
      sql`SELECT id, role FROM "user" WHERE id = ${userId} FOR UPDATE`,
    );
    if (!target) throw notFound();
    if (admins.includes(userId) && admins.length <= 1) throw conflict('errors.lastAdmin');

    const keys: string[] = [];
    const owned = await all<{ id: string; slug: string }>(
      tx,
      sql`SELECT id, slug FROM workspaces WHERE owner_id = ${userId} ORDER BY created_at, id FOR UPDATE`,
    );
    for (const workspace of owned) {
      const successor = await first<{ user_id: string }>(
        tx,
        sql`SELECT user_id FROM workspace_members
            WHERE workspace_id = ${workspace.id} AND user_id <> ${userId}
            ORDER BY (role = 'admin') DESC, created_at ASC, user_id ASC LIMIT 1`,
      );
      if (successor) {
        await transferWorkspace(tx, workspace, successor.user_id);
        summary.transferredWorkspaces += 1;
      } else {
        const boardIds = await ids(tx, sql`SELECT id FROM boards WHERE workspace_id = ${workspace.id}`);
        keys.push(...(await deleteBoardsInTransaction(tx, boardIds)));
        await tx.execute(sql`DELETE FROM workspaces WHERE id = ${workspace.id}`);
        summary.deletedWorkspaces += 1;
        summary.deletedBoards += boardIds.length;
      }
    }

    // Boards in workspaces stay with the workspace: its owner takes them over.
    await tx.execute(
      sql`UPDATE boards b SET owner_id = w.owner_id, updated_at = now()
          FROM workspaces w WHERE b.workspace_id = w.id AND b.owner_id = ${userId}`,
    );
    const personal = await ids(tx, sql`SELECT id FROM boards WHERE owner_id = ${userId} AND workspace_id IS NULL`);
    keys.push(...(await deleteBoardsInTransaction(tx, personal)));
    summary.deletedBoards += personal.length;

    await options.beforeCommit?.(tx, summary);
    await tx.execute(sql`DELETE FROM "user" WHERE id = ${userId}`);
    // Their live sockets and board subscriptions end now (modules/realtime).
    await announceAccessChange(tx, `user:${userId}`);
    return keys;
  });
  await deleteStoredFiles(deps.storage, storageKeys);
  // Assignees and authors became null by foreign key, without a board event: forget cached boards.
  deps.boardCache.clear();
  return summary;
}

/** The successor becomes owner (membership and workspace row); a slug they already use gets a suffix. */
async function transferWorkspace(tx: Db, workspace: { id: string; slug: string }, successorId: string) {
  const escaped = workspace.slug.replace(/[\\%_]/g, (c) => `\\${c}`);
  const taken = await all<{ slug: string }>(
    tx,
    sql`SELECT slug FROM workspaces WHERE owner_id = ${successorId}
        AND (slug = ${workspace.slug} OR slug LIKE ${`${escaped}-%`})`,
  );
  const slug = nextFreeSlug(
    workspace.slug,
    taken.map((row) => row.slug),
  );
  await tx.execute(
    sql`UPDATE workspace_members SET role = 'owner' WHERE workspace_id = ${workspace.id} AND user_id = ${successorId}`,
  );
  await tx.execute(
    sql`UPDATE workspaces SET owner_id = ${successorId}, slug = ${slug}, updated_at = now() WHERE id = ${workspace.id}`,
  );
}

async function all<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

async function first<T>(db: Db, query: SQL): Promise<T | undefined> {
  return (await all<T>(db, query))[0];
}

async function ids(db: Db, query: SQL): Promise<string[]> {
  return (await all<{ id: string }>(db, query)).map((row) => row.id);
}
