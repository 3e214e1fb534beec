import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@rbax/shared/i18n';
import {
  INVITATION_TTL_DAYS,
  type AddWorkspaceMemberInput,
  type AddWorkspaceMemberResponse,
  type AssignableWorkspaceRole,
  type WorkspaceInvitation,
  type WorkspaceMember,
  type WorkspaceMembersResponse,
  type WorkspaceRole,
} from '@rbax/shared/workspaces';
import { announceAccessChange, appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import { assertWorkspace, type SessionUser } from '#src/lib/access.ts';
import { assertPlanAllows } from '#src/modules/billing/billing-plan.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError, conflict, forbidden, notFound } from '#src/lib/errors.ts';
import { uuidv7 } from '@rbax/shared/ids';
import { invitationMail } from './invitation-mail.ts';
import { nextFreeSlug } from './workspaces-service.ts';
import {
  deleteInvitation,
  deleteMember,
  deletePendingInvitationsFor,
  findInvitationByTokenHash,
  findMember,
  findUserByEmail,
  findWorkspace,
  insertInvitation,
  insertMember,
  listMembers,
  listPendingInvitations,
  markInvitationAccepted,
  setMemberRole,
  slugsLike,
  updateWorkspaceRow,
  type InvitationRow,
} from './workspaces-repository.ts';

type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

const toMember = (row: MemberRow): WorkspaceMember => ({
  userId: row.userId,
  name: row.name,
  email: row.email,
  image: row.image,
  role: row.role as WorkspaceRole,
  joinedAt: row.joinedAt.toISOString(),
});

const toInvitation = (row: InvitationRow): WorkspaceInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role as AssignableWorkspaceRole,
  invitedBy: row.invitedBy,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function getMembers(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  workspaceId: string,
): Promise<WorkspaceMembersResponse> {
  await assertWorkspace(deps.db, user, 'read', workspaceId);
  const [members, invitations] = await Promise.all([
    listMembers(deps.db, workspaceId),
    listPendingInvitations(deps.db, workspaceId, new Date()),
  ]);
  return { members: members.map(toMember), invitations: invitations.map(toInvitation) };
}

/** Admin+. An existing account joins at once; an unknown address gets an e-mailed invitation. */
export async function addMember(
  deps: Deps,
  user: SessionUser,
  workspaceId: string,
  input: AddWorkspaceMemberInput,
  locale: Locale,
): Promise<AddWorkspaceMemberResponse> {
  await assertWorkspace(deps.db, user, 'manageMembers', workspaceId);
  const email = input.email.trim().toLowerCase();
  await assertPlanAllows(deps.db, workspaceId, { limit: 'members' });
  const existing = await findUserByEmail(deps.db, email);
  if (existing) {
    // The new member hears of it from the event log (modules/notifications), after commit.
    await deps.db.transaction(async (tx) => {
      const added = await insertMember(tx, { workspaceId, userId: existing.id, role: input.role });
      if (!added) throw conflict('errors.alreadyMember');
      await appendEvent(tx, {
        kind: 'workspace.member_added',
        boardId: null,
        workspaceId,
        actorId: user.id,
        entityId: existing.id,
        data: { userId: existing.id, role: input.role },
      });
    });
    return { status: 'added', member: toMember((await findMember(deps.db, workspaceId, existing.id))!) };
  }
  const workspace = await findWorkspace(deps.db, workspaceId);
  if (!workspace) throw notFound();
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const invitation = await deps.db.transaction(async (tx) => {
    await deletePendingInvitationsFor(tx, workspaceId, email);
    return insertInvitation(tx, {
      id: uuidv7(),
      workspaceId,
      email,
      role: input.role,
      invitedBy: user.id,
      tokenHash: hashInvitationToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000),
    });
  });
  const url = `${deps.config.publicUrl}/auth?invite=${encodeURIComponent(token)}`;
  deps.mailer.queue(invitationMail({ to: email, inviterName: user.name, workspaceName: workspace.name, url }, locale));
  return { status: 'invited', invitation: toInvitation(invitation) };
}

/**
 * Role changes: admin+ may set admin/member/viewer on anyone but the owner; role 'owner'
 * transfers ownership (owner only) and the previous owner becomes admin.
 */
export async function updateMemberRole(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  workspaceId: string,
  targetUserId: string,
  role: WorkspaceRole,
): Promise<WorkspaceMember> {
  if (role === 'owner') {
    await assertWorkspace(deps.db, user, 'transferOwnership', workspaceId);
    const target = await findMember(deps.db, workspaceId, targetUserId);
    if (!target) throw notFound();
    if (target.userId !== user.id) {
      await deps.db.transaction(async (tx) => {
        await setMemberRole(tx, workspaceId, user.id, 'admin');
        await setMemberRole(tx, workspaceId, targetUserId, 'owner');
        await roleChanged(tx, { workspaceId, actorId: user.id, userId: user.id, from: 'owner', to: 'admin' });
        await roleChanged(tx, { workspaceId, actorId: user.id, userId: targetUserId, from: target.role, to: 'owner' });
        // Slugs are unique per owner: one the new owner already uses gets a suffix.
        const current = (await findWorkspace(tx, workspaceId))!;
        const slug = nextFreeSlug(current.slug, await slugsLike(tx, targetUserId, current.slug));
        await updateWorkspaceRow(tx, workspaceId, { ownerId: targetUserId, slug });
      });
    }
  } else {
    const actorRole = await assertWorkspace(deps.db, user, 'manageMembers', workspaceId);
    const target = await findMember(deps.db, workspaceId, targetUserId);
    if (!target) throw notFound();
    if (target.role === 'owner') {
      // The owner keeps the role until ownership is transferred (a workspace always has one).
      throw actorRole === 'owner' ? conflict('errors.workspaceNeedsOwner') : forbidden();
    }
    if (target.role !== role) {
      await deps.db.transaction(async (tx) => {
        await setMemberRole(tx, workspaceId, targetUserId, role);
        await roleChanged(tx, { workspaceId, actorId: user.id, userId: targetUserId, from: target.role, to: role });
      });
    }
  }
  return toMember((await findMember(deps.db, workspaceId, targetUserId))!);
}

/** Admin+ removes others (never the owner); anyone may leave, except the owner. */
export async function removeMember(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  workspaceId: string,
  targetUserId: string,
): Promise<void> {
  let role: WorkspaceRole;
  if (targetUserId === user.id) {
    role = await assertWorkspace(deps.db, user, 'read', workspaceId);
    if (role === 'owner') throw conflict('errors.workspaceNeedsOwner');
  } else {
    await assertWorkspace(deps.db, user, 'manageMembers', workspaceId);
    const target = await findMember(deps.db, workspaceId, targetUserId);
    if (!target) throw notFound();
    if (target.role === 'owner') throw forbidden();
    role = target.role as WorkspaceRole;
  }
  await deps.db.transaction(async (tx) => {
    await deleteMember(tx, workspaceId, targetUserId);
    await appendEvent(tx, {
      kind: 'workspace.member_removed',
      boardId: null,
      workspaceId,
      actorId: user.id,
      entityId: targetUserId,
      data: { userId: targetUserId, role },
    });
    // Their live board subscriptions in this workspace end now (modules/realtime).
    await announceAccessChange(tx, `user:${targetUserId}`);
  });
}

async function roleChanged(
  tx: Deps['db'],
  change: { workspaceId: string; actorId: string; userId: string; from: string; to: string },
): Promise<void> {
  await appendEvent(tx, {
    kind: 'workspace.member_role_changed',
    boardId: null,
    workspaceId: change.workspaceId,
    actorId: change.actorId,
    entityId: change.userId,
    data: { userId: change.userId, from: change.from, to: change.to },
  });
  // A lower role may no longer write to a live document (modules/docs re-checks its sockets).
  await announceAccessChange(tx, `user:${change.userId}`);
}

export async function revokeInvitation(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  workspaceId: string,
  invitationId: string,
): Promise<void> {
  await assertWorkspace(deps.db, user, 'manageMembers', workspaceId);
  if (!(await deleteInvitation(deps.db, workspaceId, invitationId))) throw notFound();
}

const invitationInvalid = () => new AppError(400, 'invalid_token', 'errors.invitationInvalid');

/** Joins the workspace of a valid, unexpired, unused invitation addressed to the user's e-mail. */
export async function acceptInvitation(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  token: string,
): Promise<{ workspaceId: string; workspaceName: string }> {
  const found = await findInvitationByTokenHash(deps.db, hashInvitationToken(token));
  const now = new Date();
  if (!found || found.invitation.acceptedAt || found.invitation.expiresAt <= now) throw invitationInvalid();
  const { invitation } = found;
  if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError(403, 'forbidden', 'errors.invitationEmailMismatch');
  }
  await deps.db.transaction(async (tx) => {
    if (!(await markInvitationAccepted(tx, invitation.id, now))) throw invitationInvalid();
    // Already a member (added meanwhile): the current role stays.
    const added = await insertMember(tx, {
      workspaceId: invitation.workspaceId,
      userId: user.id,
      role: invitation.role,
    });
    if (added) {
      await appendEvent(tx, {
        kind: 'workspace.member_added',
        boardId: null,
        workspaceId: invitation.workspaceId,
        actorId: user.id,
        entityId: user.id,
        data: { userId: user.id, role: invitation.role },
      });
    }
  });
  return { workspaceId: invitation.workspaceId, workspaceName: found.workspaceName };
}
