import { and, asc, desc, eq, gt, isNull, like, or, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { user } from '#src/db/schema/auth.ts';
import { boards } from '#src/db/schema/boards.ts';
import { workspaceInvitations, workspaceMembers, workspaces } from '#src/db/schema/workspaces.ts';

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type InvitationRow = typeof workspaceInvitations.$inferSelect;

const memberCount = sql<number>`(SELECT count(*)::int FROM ${workspaceMembers} m WHERE m.workspace_id = ${workspaces.id})`;
const boardCount = sql<number>`(SELECT count(*)::int FROM ${boards} b WHERE b.workspace_id = ${workspaces.id} AND NOT b.archived)`;

function selectForUser(db: Db, userId: string) {
  return db
    .select({ workspace: workspaces, role: workspaceMembers.role, memberCount, boardCount })
    .from(workspaces)
    .innerJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, userId)),
    );
}

export function listWorkspacesForUser(db: Db, userId: string) {
  return selectForUser(db, userId).orderBy(desc(workspaces.createdAt), desc(workspaces.id));
}

export async function findWorkspaceForUser(db: Db, userId: string, workspaceId: string) {
  const [row] = await selectForUser(db, userId).where(eq(workspaces.id, workspaceId));
  return row;
}

export async function findWorkspace(db: Db, workspaceId: string): Promise<WorkspaceRow | undefined> {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  return row;
}

/** Slugs of one owner equal to `base` or `base-<n>`. */
export async function slugsLike(db: Db, ownerId: string, base: string): Promise<string[]> {
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ slug: workspaces.slug })
    .from(workspaces)
    .where(and(eq(workspaces.ownerId, ownerId), or(eq(workspaces.slug, base), like(workspaces.slug, `${escaped}-%`))));
  return rows.map((r) => r.slug);
}

export async function insertWorkspace(db: Db, row: typeof workspaces.$inferInsert): Promise<void> {
  await db.insert(workspaces).values(row);
}

export async function updateWorkspaceRow(
  db: Db,
  workspaceId: string,
  patch: Partial<Pick<WorkspaceRow, 'name' | 'description' | 'ownerId' | 'slug'>>,
): Promise<void> {
  await db.update(workspaces).set(patch).where(eq(workspaces.id, workspaceId));
}

export async function deleteWorkspaceRow(db: Db, workspaceId: string): Promise<void> {
  await db.delete(workspaces).where(eq(workspaces.id, workspaceId));
}

export async function boardsOfWorkspace(db: Db, workspaceId: string) {
  return db.select({ id: boards.id, ownerId: boards.ownerId }).from(boards).where(eq(boards.workspaceId, workspaceId));
}

/* ---------- members ---------- */

export async function insertMember(db: Db, row: typeof workspaceMembers.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(workspaceMembers)
    .values(row)
    .onConflictDoNothing()
    .returning({ userId: workspaceMembers.userId });
  return inserted.length > 0;
}

export async function setMemberRole(db: Db, workspaceId: string, userId: string, role: string): Promise<void> {
  await db
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

export async function deleteMember(db: Db, workspaceId: string, userId: string): Promise<void> {
  await db
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

const memberColumns = {
  userId: workspaceMembers.userId,
  role: workspaceMembers.role,
  joinedAt: workspaceMembers.createdAt,
  name: user.name,
  email: user.email,
  image: user.image,
};

export function listMembers(db: Db, workspaceId: string) {
  return db
    .select(memberColumns)
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.createdAt), asc(user.name));
}

export async function findMember(db: Db, workspaceId: string, userId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()));
  return row;
}

/* ---------- invitations ---------- */

export function listPendingInvitations(db: Db, workspaceId: string, now: Date) {
  return db
    .select()
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        isNull(workspaceInvitations.acceptedAt),
        gt(workspaceInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(workspaceInvitations.createdAt));
}

/** Drops earlier unaccepted invitations of the same address, so one link is live at a time. */
export async function deletePendingInvitationsFor(db: Db, workspaceId: string, email: string): Promise<void> {
  await db
    .delete(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        eq(workspaceInvitations.email, email),
        isNull(workspaceInvitations.acceptedAt),
      ),
    );
}

export async function insertInvitation(db: Db, row: typeof workspaceInvitations.$inferInsert): Promise<InvitationRow> {
  const [inserted] = await db.insert(workspaceInvitations).values(row).returning();
  return inserted!;
}

/** Deletes an invitation of this workspace (looked up by parent and id). */
export async function deleteInvitation(db: Db, workspaceId: string, invitationId: string): Promise<boolean> {
  const rows = await db
    .delete(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), eq(workspaceInvitations.id, invitationId)))
    .returning({ id: workspaceInvitations.id });
  return rows.length > 0;
}

export async function findInvitationByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ invitation: workspaceInvitations, workspaceName: workspaces.name })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .where(eq(workspaceInvitations.tokenHash, tokenHash));
  return row;
}

/** Marks the invitation used; false when another request used it first. */
export async function markInvitationAccepted(db: Db, invitationId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(workspaceInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(workspaceInvitations.id, invitationId), isNull(workspaceInvitations.acceptedAt)))
    .returning({ id: workspaceInvitations.id });
  return rows.length > 0;
}
