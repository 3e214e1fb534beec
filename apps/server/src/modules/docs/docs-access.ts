import { eq } from 'drizzle-orm';
import type { DocLevel } from '@rbax/shared/docs/docs';
import type { WorkspaceRole } from '@rbax/shared/workspaces';
import type { Db } from '#src/db/client.ts';
import { boards } from '#src/db/schema/boards.ts';
import {
  boardLevel,
  keyReaches,
  readableBoardRows,
  workspaceRole,
  type Actor,
  type BoardLevel,
} from '#src/lib/access.ts';
import { forbidden, notFound } from '#src/lib/errors.ts';
import { docsNamingUser, findDoc, type DocRow } from './docs-repository.ts';

/**
 * Who may do what with a document (issue 26, docs/decisions/051, docs/permissions.md):
 * - a document of a board follows the board (its readers read, its editors edit, its managers
 *   manage); one of the workspace only follows the workspace role (viewer reads, member edits,
 *   admin and owner manage);
 * - a restricted document is open only to the people chosen, its author and the workspace's
 *   admins and owner — everyone else gets 404, as strangers do;
 * - its author who may edit it also manages it (chooses who may open it).
 */

const roleLevel: Record<WorkspaceRole, DocLevel> = { owner: 'manage', admin: 'manage', member: 'edit', viewer: 'read' };
const rank: Record<DocLevel, number> = { read: 0, edit: 1, manage: 2 };

export type DocFacts = {
  workspaceRole: WorkspaceRole | null;
  boardLevels: Map<string, BoardLevel>;
  /** Restricted documents that name the caller. */
  chosenFor: Set<string>;
};

export function docLevelFrom(doc: DocRow, facts: DocFacts, actor: Actor): DocLevel | null {
  if (!keyReaches(actor, doc.workspaceId)) return null;
  const base: DocLevel | null = doc.boardId
    ? (facts.boardLevels.get(doc.boardId) ?? null)
    : facts.workspaceRole
      ? roleLevel[facts.workspaceRole]
      : null;
  if (!base) return null;
  const isAuthor = doc.createdBy === actor.id;
  const isWorkspaceManager = facts.workspaceRole === 'owner' || facts.workspaceRole === 'admin';
  if (doc.restricted && !isAuthor && !isWorkspaceManager && !facts.chosenFor.has(doc.id)) return null;
  if (isAuthor && base === 'edit') return 'manage';
  return base;
}

/** The facts for many documents of one workspace (the tree), in three queries. */
export async function workspaceDocFacts(db: Db, actor: Actor, workspaceId: string, docs: DocRow[]): Promise<DocFacts> {
  const [role, boardRows, chosenFor] = await Promise.all([
    workspaceRole(db, actor.id, workspaceId),
    readableBoardRows(db, actor, eq(boards.workspaceId, workspaceId)),
    docsNamingUser(
      db,
      actor.id,
      docs.filter((doc) => doc.restricted).map((doc) => doc.id),
    ),
  ]);
  const boardLevels = new Map<string, BoardLevel>();
  for (const row of boardRows) {
    const level = boardLevel(row, actor);
    if (level) boardLevels.set(row.board.id, level);
  }
  return { workspaceRole: role, boardLevels, chosenFor };
}

export async function docLevelOf(db: Db, actor: Actor, doc: DocRow): Promise<DocLevel | null> {
  const [role, boardRows, chosenFor] = await Promise.all([
    workspaceRole(db, actor.id, doc.workspaceId),
    doc.boardId ? readableBoardRows(db, actor, eq(boards.id, doc.boardId)) : Promise.resolve([]),
    doc.restricted ? docsNamingUser(db, actor.id, [doc.id]) : Promise.resolve(new Set<string>()),
  ]);
  const boardLevels = new Map<string, BoardLevel>();
  for (const row of boardRows) {
    const level = boardLevel(row, actor);
    if (level) boardLevels.set(row.board.id, level);
  }
  return docLevelFrom(doc, { workspaceRole: role, boardLevels, chosenFor }, actor);
}

export const docLevelAllows = (level: DocLevel, action: DocLevel) => rank[level] >= rank[action];

/** 404 without access (or no such document), 403 when the level is not enough. */
export async function assertDoc(
  db: Db,
  actor: Actor,
  action: DocLevel,
  docId: string,
): Promise<{ doc: DocRow; level: DocLevel }> {
  const doc = await findDoc(db, docId);
  const level = doc ? await docLevelOf(db, actor, doc) : null;
  if (!doc || !level) throw notFound();
  if (!docLevelAllows(level, action)) throw forbidden();
  return { doc, level };
}
