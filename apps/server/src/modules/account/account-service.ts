import type { AccountDeletionPreview, AccountSessions, DeleteAccountInput } from '@rbax/shared/account';
import { dateOf } from '#src/db/raw.ts';
import type { SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { conflict, notFound, validationFailed } from '#src/lib/errors.ts';
import { deleteUserAccount } from '#src/modules/admin/delete-user.ts';
import {
  deleteOtherSessions,
  deleteSessionOf,
  hasPasswordAccount,
  isLastAdmin,
  liveSessionsOf,
  ownedWorkspacesOf,
  personalBoardCount,
} from './account-repository.ts';
import { parseUserAgent } from './user-agent.ts';

/**
 * Sessions and deleting one's own account (issue 8, decision 026). Everything here acts on the
 * signed-in user's own rows only: a session id of someone else is simply not found.
 */

export async function listSessions(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  currentToken: string | null,
): Promise<AccountSessions> {
  const found = await liveSessionsOf(deps.db, user.id);
  return {
    sessions: found.map((row) => ({
      id: row.id,
      ...parseUserAgent(row.user_agent),
      ipAddress: row.ip_address,
      createdAt: dateOf(row.created_at).toISOString(),
      updatedAt: dateOf(row.updated_at).toISOString(),
      expiresAt: dateOf(row.expires_at).toISOString(),
      current: row.token === currentToken,
    })),
  };
}

/** Ends one session at once (its next request is 401). */
export async function revokeSession(deps: Pick<Deps, 'db'>, user: SessionUser, sessionId: string): Promise<void> {
  if (!(await deleteSessionOf(deps.db, user.id, sessionId))) throw notFound();
}

/** Ends every session but the one making the request. */
export async function revokeOtherSessions(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  currentToken: string,
): Promise<{ revoked: number }> {
  return { revoked: await deleteOtherSessions(deps.db, user.id, currentToken) };
}

export async function deletionPreview(deps: Pick<Deps, 'db'>, user: SessionUser): Promise<AccountDeletionPreview> {
  const [owned, personal, hasPassword, lastAdmin] = await Promise.all([
    ownedWorkspacesOf(deps.db, user.id),
    personalBoardCount(deps.db, user.id),
    hasPasswordAccount(deps.db, user.id),
    isLastAdmin(deps.db, user.id),
  ]);
  return {
    ownedWorkspaces: owned.map((row) => ({
      id: row.id,
      name: row.name,
      boardCount: row.board_count,
      memberCount: row.member_count,
      fate: row.successor_id ? 'transferred' : 'deleted',
      newOwner:
        row.successor_id && row.successor_name !== null && row.successor_email !== null
          ? { id: row.successor_id, name: row.successor_name, email: row.successor_email }
          : null,
    })),
    personalBoardCount: personal,
    hasPassword,
    lastAdmin,
  };
}

/**
 * Deletes the signed-in user's account after confirming it is really them: the password, or
 * for an account without one (Google only) the account's e-mail typed again. What happens to
 * workspaces and boards is modules/admin/delete-user.ts's rule, shown first by the preview.
 */
export async function deleteOwnAccount(
  deps: Pick<Deps, 'db' | 'storage' | 'boardCache'>,
  user: SessionUser,
  input: DeleteAccountInput,
  verifyPassword: (password: string) => Promise<boolean>,
) {
  if (await hasPasswordAccount(deps.db, user.id)) {
    if (!input.password || !(await verifyPassword(input.password))) {
      throw validationFailed([{ path: ['password'], message: 'errors.invalidPassword' }]);
    }
  } else if (input.email !== user.email.toLowerCase()) {
    throw validationFailed([{ path: ['email'], message: 'errors.emailConfirmMismatch' }]);
  }
  if (await isLastAdmin(deps.db, user.id)) throw conflict('errors.lastAdmin');
  return deleteUserAccount(deps, user.id);
}
