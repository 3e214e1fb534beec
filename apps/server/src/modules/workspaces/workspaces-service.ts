import {
  slugify,
  type CreateWorkspaceInput,
  type UpdateWorkspaceInput,
  type Workspace,
  type WorkspaceRole,
} from '@rbax/shared/workspaces';
import type { Db } from '#src/db/client.ts';
import { announceAccessChange } from '#src/modules/event-log/event-log-writer.ts';
import { assertKeyReaches, assertWorkspace, keyReaches, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { notFound } from '#src/lib/errors.ts';
import { isUniqueViolation } from '#src/lib/db-errors.ts';
import { uuidv7 } from '@rbax/shared/ids';
import { deleteBoardsInTransaction, detachBoardsFromWorkspace } from '#src/modules/boards/boards-service.ts';
import { deleteStoredFiles } from '#src/modules/uploads/uploads-service.ts';
import {
  boardsOfWorkspace,
  deleteWorkspaceRow,
  findWorkspaceForUser,
  insertMember,
  insertWorkspace,
  listWorkspacesForUser,
  slugsLike,
  updateWorkspaceRow,
  type WorkspaceRow,
} from './workspaces-repository.ts';

type WorkspaceWithRole = { workspace: WorkspaceRow; role: string; memberCount: number; boardCount: number };

export function toWorkspace(row: WorkspaceWithRole): Workspace {
  const w = row.workspace;
  return {
    id: w.id,
    name: w.name,
    slug: w.slug,
    description: w.description,
    ownerId: w.ownerId,
    role: row.role as WorkspaceRole,
    memberCount: Number(row.memberCount),
    boardCount: Number(row.boardCount),
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  };
}

/** 'x', then 'x-2', 'x-3', … — the first free slug among the owner's workspaces. */
export function nextFreeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

export async function listWorkspaces(deps: Pick<Deps, 'db'>, user: SessionUser): Promise<Workspace[]> {
  const rows = await listWorkspacesForUser(deps.db, user.id);
  return rows.filter((row) => keyReaches(user, row.workspace.id)).map(toWorkspace);
}

async function loadWorkspace(db: Db, userId: string, workspaceId: string): Promise<Workspace> {
  const row = await findWorkspaceForUser(db, userId, workspaceId);
  if (!row) throw notFound();
  return toWorkspace(row);
}

export async function getWorkspace(deps: Pick<Deps, 'db'>, user: SessionUser, workspaceId: string): Promise<Workspace> {
  await assertWorkspace(deps.db, user, 'read', workspaceId);
  return loadWorkspace(deps.db, user.id, workspaceId);
}

/** Creates the workspace and its owner membership in one transaction (spec §7). */
export async function createWorkspace(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  input: CreateWorkspaceInput,
): Promise<Workspace> {
  // A key restricted to some workspaces would not reach the new one.
  assertKeyReaches(user, null);
  const base = slugify(input.name) || 'workspace';
  const description = input.description ? input.description : null;
  const id = uuidv7();
  // Two creations racing for the same slug: the loser retries with the next free one.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await deps.db.transaction(async (tx) => {
        const slug = nextFreeSlug(base, await slugsLike(tx, user.id, base));
        await insertWorkspace(tx, { id, name: input.name, slug, description, ownerId: user.id });
        await insertMember(tx, { workspaceId: id, userId: user.id, role: 'owner' });
      });
      break;
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
  return loadWorkspace(deps.db, user.id, id);
}

export async function updateWorkspace(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  workspaceId: string,
  input: UpdateWorkspaceInput,
): Promise<Workspace> {
  await assertWorkspace(deps.db, user, 'manage', workspaceId);
  const patch: { name?: string; description?: string | null } = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.description !== undefined) patch.description = input.description ? input.description : null;
  if (Object.keys(patch).length > 0) await updateWorkspaceRow(deps.db, workspaceId, patch);
  return loadWorkspace(deps.db, user.id, workspaceId);
}

/**
 * Owner only. `delete`: its boards and everything under them go too; `keep`: they leave the
 * workspace and stay with their own owners ("Sem workspace"). One transaction; stored files of
 * deleted boards are removed after commit.
 */
export async function deleteWorkspace(
  deps: Pick<Deps, 'db' | 'storage'>,
  user: SessionUser,
  workspaceId: string,
  mode: 'delete' | 'keep',
): Promise<void> {
  await assertWorkspace(deps.db, user, 'delete', workspaceId);
  const keys = await deps.db.transaction(async (tx) => {
    const boardIds = (await boardsOfWorkspace(tx, workspaceId)).map((b) => b.id);
    let storageKeys: string[] = [];
    if (mode === 'delete') storageKeys = await deleteBoardsInTransaction(tx, boardIds);
    else {
      await detachBoardsFromWorkspace(tx, user, workspaceId, boardIds);
      for (const boardId of boardIds) await announceAccessChange(tx, `board:${boardId}`);
    }
    await deleteWorkspaceRow(tx, workspaceId);
    return storageKeys;
  });
  await deleteStoredFiles(deps.storage, keys);
}
