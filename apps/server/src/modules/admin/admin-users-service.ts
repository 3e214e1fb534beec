import type {
  AdminRole,
  AdminUser,
  AdminUserList,
  AdminUserSort,
  BanUserInput,
  DeleteUserSummary,
} from '@rbax/shared/admin';
import { assertAdmin, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError, conflict, notFound } from '#src/lib/errors.ts';
import { dateOf } from '#src/db/raw.ts';
import { writeAudit } from './audit.ts';
import {
  banUserRow,
  findAdminUser,
  listAdminUsers,
  lockActiveAdmins,
  setUserRole,
  unbanUserRow,
  type AdminUserRow,
} from './admin-users-repository.ts';
import { deleteUserAccount } from './delete-user.ts';

/** Accounts in the administration area (issue 8). Every change writes its audit row in the same transaction. */

const toAdminUser = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  image: row.image,
  createdAt: dateOf(row.created_at).toISOString(),
  role: row.role === 'admin' ? 'admin' : 'user',
  banned: row.banned,
  banReason: row.ban_reason,
  lastSignInAt: row.last_sign_in_at === null ? null : dateOf(row.last_sign_in_at).toISOString(),
  twoFactorEnabled: row.two_factor_enabled,
});

const label = (row: { name: string; email: string }) => `${row.name} <${row.email}>`;

export async function getAdminUsers(
  deps: Pick<Deps, 'db'>,
  actor: SessionUser,
  query: { q?: string | undefined; sort: AdminUserSort; page: number; pageSize: number },
): Promise<AdminUserList> {
  assertAdmin(actor);
  const { rows, total } = await listAdminUsers(deps.db, {
    q: query.q || undefined,
    sort: query.sort,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(toAdminUser), total, page: query.page, pageSize: query.pageSize };
}

async function loadUser(deps: Pick<Deps, 'db'>, userId: string): Promise<AdminUser> {
  const row = await findAdminUser(deps.db, userId);
  if (!row) throw notFound();
  return toAdminUser(row);
}

/** Promote or demote. Never leaves the installation without an (unbanned) administrator. */
export async function setAdminUserRole(
  deps: Pick<Deps, 'db'>,
  actor: SessionUser,
  userId: string,
  role: AdminRole,
): Promise<AdminUser> {
  assertAdmin(actor);
  await deps.db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const target = await findAdminUser(tx, userId);
    if (!target) throw notFound();
    const from = target.role === 'admin' ? 'admin' : 'user';
    if (from === role) return;
    if (role === 'user' && admins.filter((id) => id !== userId).length === 0) throw conflict('errors.lastAdmin');
    await setUserRole(tx, userId, role);
    await writeAudit(tx, actor, {
      action: 'user.role_changed',
      targetType: 'user',
      targetId: userId,
      targetLabel: label(target),
      details: { from, to: role },
    });
  });
  return loadUser(deps, userId);
}

/** Bans the account and ends all its sessions at once: its next request is signed out. */
export async function banAdminUser(
  deps: Pick<Deps, 'db'>,
  actor: SessionUser,
  userId: string,
  input: BanUserInput,
): Promise<AdminUser> {
  assertAdmin(actor);
  if (userId === actor.id) throw new AppError(409, 'conflict', 'errors.cannotBanSelf');
  await deps.db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const target = await findAdminUser(tx, userId);
    if (!target) throw notFound();
    if (admins.includes(userId) && admins.length <= 1) throw conflict('errors.lastAdmin');
    const endedSessions = await banUserRow(tx, userId, input.reason);
    await writeAudit(tx, actor, {
      action: 'user.banned',
      targetType: 'user',
      targetId: userId,
      targetLabel: label(target),
      details: { reason: input.reason, endedSessions },
    });
  });
  return loadUser(deps, userId);
}

export async function unbanAdminUser(deps: Pick<Deps, 'db'>, actor: SessionUser, userId: string): Promise<AdminUser> {
  assertAdmin(actor);
  await deps.db.transaction(async (tx) => {
    const target = await findAdminUser(tx, userId);
    if (!target) throw notFound();
    if (!target.banned) return;
    await unbanUserRow(tx, userId);
    await writeAudit(tx, actor, {
      action: 'user.unbanned',
      targetType: 'user',
      targetId: userId,
      targetLabel: label(target),
      details: { previousReason: target.ban_reason },
    });
  });
  return loadUser(deps, userId);
}

/**
 * Sends better-auth's password-reset e-mail to the account (the same link as "Esqueci minha
 * senha"), in the account's language. `sendReset` is better-auth's requestPasswordReset.
 */
export async function sendAdminPasswordReset(
  deps: Pick<Deps, 'db'>,
  actor: SessionUser,
  userId: string,
  sendReset: (user: { email: string; locale: string | null }) => Promise<void>,
): Promise<void> {
  assertAdmin(actor);
  const target = await findAdminUser(deps.db, userId);
  if (!target) throw notFound();
  // better-auth writes the reset token through its own connection, so it runs before (not inside)
  // the audit transaction: the audit row then records a mail that was really queued.
  await sendReset({ email: target.email, locale: target.locale });
  await deps.db.transaction((tx) =>
    writeAudit(tx, actor, {
      action: 'user.password_reset_sent',
      targetType: 'user',
      targetId: userId,
      targetLabel: label(target),
    }),
  );
}

/** Deletes another account (never one's own here, never the last administrator). */
export async function deleteAdminUser(
  deps: Pick<Deps, 'db' | 'storage' | 'boardCache'>,
  actor: SessionUser,
  userId: string,
): Promise<DeleteUserSummary> {
  assertAdmin(actor);
  if (userId === actor.id) throw new AppError(409, 'conflict', 'errors.cannotDeleteSelf');
  const target = await findAdminUser(deps.db, userId);
  if (!target) throw notFound();
  return deleteUserAccount(deps, userId, {
    beforeCommit: (tx, summary) =>
      writeAudit(tx, actor, {
        action: 'user.deleted',
        targetType: 'user',
        targetId: userId,
        targetLabel: label(target),
        details: { ...summary, role: target.role },
      }),
  });
}
