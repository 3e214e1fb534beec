import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { apiKeyMayCallPath, apiKeyScopeAllows, type ApiKeyScope } from '@rbax/shared/integrations';
import { workspaceRoles, type WorkspaceRole } from '@rbax/shared/workspaces';
import type { Db } from '#src/db/client.ts';
import { dateOf } from '#src/db/raw.ts';
import { useSecureCookies } from '#src/modules/auth/auth.ts';
import {
  findSessionUser,
  sessionNeedsRefresh,
  signedSessionToken,
  wantsNoRefresh,
} from '#src/modules/auth/session-lookup.ts';
import { authenticateApiKey, bearerToken } from '#src/modules/integrations/api-keys-auth.ts';
import { assertBoardWritable } from '#src/modules/billing/billing-plan.ts';
import {
  findBoardAccessRow,
  findBoardAccessRowsByCover,
  findWorkspaceRole,
  isListedTemplateCover,
  selectBoardAccessRows,
  type BoardAccessRow,
} from './access-repository.ts';
import { AppError, forbidden, notFound, unauthorized } from './errors.ts';

/**
 * The single authorization entry point (ARCHITECTURE §4, HOUSE-STYLE rule 5). Every route and
 * service asks here; the permission table is docs/permissions.md. No access at all → 404
 * (no existence leak); some access but not enough → 403. Nothing is cached: every request
 * reads the membership rows again, so a removed member loses access at once.
 *
 * A request may come with an API key instead of a session (docs/decisions/033-api-keys.md): it
 * acts as the key's owner, narrowed by the key. The narrowing lives here too: `keyReaches` for
 * workspaces (used by assertWorkspace, boardLevel and the list queries), `assertApiKeyMayCall`
 * for scopes and the paths no key may call.
 */

/** What an API key narrows: its scopes and, when restricted, the only workspaces it reaches. */
export type ApiKeyGrant = {
  id: string;
  scopes: readonly ApiKeyScope[];
  /** Null: every workspace of the owner (and their boards without a workspace). */
  workspaceIds: readonly string[] | null;
};

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  role: string;
  /** role 'admin', or the e-mail is listed in ADMIN_EMAILS. */
  isAdmin: boolean;
  locale: string | null;
  theme: string | null;
  createdAt: Date;
  /** Set when the request was authenticated by an API key rather than a session cookie. */
  apiKey?: ApiKeyGrant;
};

/**
 * Who an authorization question is about: a signed-in user (perhaps through an API key), or
 * just `{ id }` for work done on someone's behalf (notifications), which no key narrows.
 */
export type Actor = { id: string; apiKey?: ApiKeyGrant | undefined };

const sessions = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

export function isAdminUser(user: { role?: string | null; email: string }, adminEmails: readonly string[]): boolean {
  return user.role === 'admin' || adminEmails.includes(user.email.toLowerCase());
}

/** Set-Cookie headers of a session better-auth refreshed while answering this request. */
const refreshedCookies = new WeakMap<FastifyRequest, string[]>();

export function sessionCookiesToSend(request: FastifyRequest): string[] {
  return refreshedCookies.get(request) ?? [];
}

function toSessionUser(
  u: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    image?: string | null;
    role?: string | null;
    locale?: string | null;
    theme?: string | null;
    createdAt: Date | string;
  },
  adminEmails: readonly string[],
): SessionUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    emailVerified: u.emailVerified,
    image: u.image ?? null,
    role: u.role ?? 'user',
    isAdmin: isAdminUser({ role: u.role, email: u.email }, adminEmails),
    locale: u.locale ?? null,
    theme: u.theme ?? null,
    createdAt: new Date(u.createdAt),
  };
}

/** better-auth's own lookup; it refreshes a session that is due and renews the cookie. */
async function slowSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  const { auth, config } = request.server;
  const { headers, response } = await auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) refreshedCookies.set(request, cookies);
  if (!response || response.user.banned) return null;
  return toSessionUser(response.user, config.adminEmails);
}

async function loadSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  const { config, database } = request.server;
  const cookieHeader = request.headers.cookie;
  const secure = useSecureCookies(config);
  const token = signedSessionToken(cookieHeader, config.authSecret, secure);
  if (!token) return null;
  const row = await findSessionUser(database.db, token);
  // Unknown or expired: better-auth clears the cookie (and deletes an expired session).
  const expiresAt = row ? dateOf(row.expires_at) : null;
  if (!row || !expiresAt || expiresAt.valueOf() <= Date.now()) return slowSessionUser(request);
  if (sessionNeedsRefresh(expiresAt) && !wantsNoRefresh(cookieHeader, secure)) return slowSessionUser(request);
  // A banned account is treated as signed out everywhere.
  if (row.banned) return null;
  return toSessionUser(
    {
      id: row.id,
      name: row.name,
      email: row.email,
      emailVerified: row.email_verified,
      image: row.image,
      role: row.role,
      locale: row.locale,
      theme: row.theme,
      createdAt: dateOf(row.created_at),
    },
    config.adminEmails,
  );
}

/** The owner of the request's API key, narrowed by it; null for an unknown, expired or banned key. */
async function loadApiKeyUser(request: FastifyRequest, token: string): Promise<SessionUser | null> {
  const { config, database } = request.server;
  const found = await authenticateApiKey(database.db, token);
  if (!found) return null;
  return { ...toSessionUser(found.user, config.adminEmails), apiKey: found.grant };
}

/**
 * The signed-in user, or null. Looked up once per request. Under `/api/v1`, an
 * `Authorization: Bearer` header means an API key, and the session cookie is not read at all.
 */
export function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
  let pending = sessions.get(request);
  if (!pending) {
    const token = bearerToken(request);
    pending = token === null ? loadSessionUser(request) : loadApiKeyUser(request, token);
    sessions.set(request, pending);
  }
  return pending;
}

/** The signed-in user; 401 `unauthorized` otherwise. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw unauthorized();
  return user;
}

/**
 * An API key's own limits, checked once per request before any route (api-keys-gate.ts): no key
 * may call the key, account or admin routes; a key without `write` may only read. 403 both.
 */
export function assertApiKeyMayCall(grant: ApiKeyGrant, method: string, path: string): void {
  if (!apiKeyMayCallPath(path)) throw new AppError(403, 'forbidden', 'errors.apiKeyNotAllowed');
  if (!apiKeyScopeAllows(grant.scopes, method, path)) throw new AppError(403, 'forbidden', 'errors.apiKeyReadOnly');
}

/**
 * Things only a person signed in with a session may do, whatever a key's scopes: making or
 * reading a secret calendar-feed address (issue 22), which reads as its owner without the key's
 * narrowing. 403 `errors.apiKeyNotAllowed` for a key.
 */
export function assertSessionCaller(actor: Actor): void {
  if (actor.apiKey) throw new AppError(403, 'forbidden', 'errors.apiKeyNotAllowed');
}

/**
 * Whether the actor's API key (if any) reaches things of this workspace; `null` is "no
 * workspace" (personal boards), which a restricted key never reaches. Without a key: always.
 */
export function keyReaches(actor: Actor, workspaceId: string | null): boolean {
  const only = actor.apiKey?.workspaceIds;
  if (!only) return true;
  return workspaceId !== null && only.includes(workspaceId);
}

/**
 * Creating something a restricted key would then not reach (a workspace, a board without a
 * workspace, moving a board out of its workspaces) is refused: 403.
 */
export function assertKeyReaches(actor: Actor, workspaceId: string | null): void {
  if (!keyReaches(actor, workspaceId)) throw new AppError(403, 'forbidden', 'errors.apiKeyOutsideWorkspaces');
}

/** The workspace ids a restricted key reaches, for list queries; null when nothing narrows. */
export function keyWorkspaceIds(actor: Actor): readonly string[] | null {
  return actor.apiKey?.workspaceIds ?? null;
}

/** Global administration only (accounts); never a way into other people's boards. */
export function assertAdmin(user: SessionUser): void {
  if (!user.isAdmin) throw forbidden();
}

/* ---------- workspaces ---------- */

export type WorkspaceAction =
  | 'read'
  | 'edit'
  | 'manage'
  | 'delete'
  | 'manageMembers'
  | 'transferOwnership'
  /** Turning AI on or off and choosing its provider (issue 24): the data leaves with the owner's consent. */
  | 'configureAi'
  /** Plans, seats, billing details and invoices (issue 28): the owner pays. */
  | 'manageBilling';

const workspaceRank: Record<WorkspaceRole, number> = { viewer: 0, member: 1, admin: 2, owner: 3 };

/** The least role allowed to do each action in a workspace. */
const workspaceActionMinimum: Record<WorkspaceAction, WorkspaceRole> = {
  read: 'viewer',
  edit: 'member',
  manage: 'admin',
  manageMembers: 'admin',
  delete: 'owner',
  transferOwnership: 'owner',
  configureAi: 'owner',
  manageBilling: 'owner',
};

const asWorkspaceRole = (value: string | null | undefined): WorkspaceRole | null =>
  value && (workspaceRoles as readonly string[]).includes(value) ? (value as WorkspaceRole) : null;

export function workspaceRoleAllows(role: WorkspaceRole, action: WorkspaceAction): boolean {
  return workspaceRank[role] >= workspaceRank[workspaceActionMinimum[action]];
}

/** The user's role in a workspace, or null when not a member. */
export async function workspaceRole(db: Db, userId: string, workspaceId: string): Promise<WorkspaceRole | null> {
  return asWorkspaceRole(await findWorkspaceRole(db, userId, workspaceId));
}

/**
 * 404 for a non-member (or unknown workspace, or one the API key does not reach), 403 when the
 * role is not enough; returns the role.
 */
export async function assertWorkspace(
  db: Db,
  user: Actor,
  action: WorkspaceAction,
  workspaceId: string,
): Promise<WorkspaceRole> {
  if (!keyReaches(user, workspaceId)) throw notFound();
  const role = await workspaceRole(db, user.id, workspaceId);
  if (!role) throw notFound();
  if (!workspaceRoleAllows(role, action)) throw forbidden();
  return role;
}

/* ---------- boards ---------- */

export type BoardAction = 'read' | 'edit' | 'manage' | 'delete';
/** What a user may do on a board: read < edit < manage (archive, move, delete). */
export type BoardLevel = 'read' | 'edit' | 'manage';

const levelRank: Record<BoardLevel, number> = { read: 0, edit: 1, manage: 2 };
const boardActionMinimum: Record<BoardAction, BoardLevel> = {
  read: 'read',
  edit: 'edit',
  manage: 'manage',
  delete: 'manage',
};
const workspaceRoleLevel: Record<WorkspaceRole, BoardLevel> = {
  owner: 'manage',
  admin: 'manage',
  member: 'edit',
  viewer: 'read',
};
const shareLevel: Record<string, BoardLevel> = { editor: 'edit', viewer: 'read' };

/**
 * A user's level on a board, from the board row and their memberships:
 * - the board's owner manages it — for a board in a workspace, only while still a member there
 *   (removing someone from a workspace removes them from all its boards);
 * - otherwise their role in the board's workspace (owner/admin manage, member edits, viewer reads);
 * - an explicit board share (editor edits, viewer reads) adds to that;
 * - else null. Global admins get nothing implicit; an API key may narrow it to nothing.
 */
export function boardLevel(row: BoardAccessRow, actor: Actor): BoardLevel | null {
  return levelFromFacts(
    {
      ownerId: row.board.ownerId,
      workspaceId: row.board.workspaceId,
      workspaceRole: row.workspaceRole,
      boardMemberRole: row.boardMemberRole,
    },
    actor,
  );
}

/** What decides a user's level on a board, as one row of a query (hot paths join it in). */
export type BoardAccessFacts = {
  ownerId: string;
  workspaceId: string | null;
  workspaceRole: string | null;
  boardMemberRole: string | null;
};

/**
 * The level those facts give the actor (null: no access). For queries that list a board's people
 * with their facts (auto-assignment's pool: who may edit the board's cards).
 */
export function levelFromFacts(facts: BoardAccessFacts, actor: Actor): BoardLevel | null {
  if (!keyReaches(actor, facts.workspaceId)) return null;
  const userId = actor.id;
  const wsRole = facts.workspaceId ? asWorkspaceRole(facts.workspaceRole) : null;
  const candidates: BoardLevel[] = [];
  if (facts.ownerId === userId && (facts.workspaceId === null || wsRole !== null)) candidates.push('manage');
  if (wsRole) candidates.push(workspaceRoleLevel[wsRole]);
  const shared = facts.boardMemberRole ? shareLevel[facts.boardMemberRole] : undefined;
  if (shared) candidates.push(shared);
  if (candidates.length === 0) return null;
  return candidates.reduce((best, level) => (levelRank[level] > levelRank[best] ? level : best));
}

/**
 * `assertBoard` for a query that already joined the access facts (the card write paths read
 * card, board and roles in one round trip): 404 without access or row, 403 when not enough.
 */
export function assertBoardFacts(facts: BoardAccessFacts | undefined, user: Actor, action: BoardAction): BoardLevel {
  const level = facts ? levelFromFacts(facts, user) : null;
  if (!level) throw notFound();
  if (!boardLevelAllows(level, action)) throw forbidden();
  return level;
}

export function boardLevelAllows(level: BoardLevel, action: BoardAction): boolean {
  return levelRank[level] >= levelRank[boardActionMinimum[action]];
}

/**
 * `{ canEdit, canManage }` of the board summaries; a board read-only by its workspace's plan
 * (billing) takes no edits from anyone, while its managers may still archive or delete it.
 */
export function boardPermissions(
  level: BoardLevel | null,
  planReadOnly = false,
): { canEdit: boolean; canManage: boolean } {
  return {
    canEdit: level !== null && !planReadOnly && boardLevelAllows(level, 'edit'),
    canManage: level !== null && boardLevelAllows(level, 'manage'),
  };
}

export type BoardAccess = BoardAccessRow & { level: BoardLevel };

/** 404 without any access (or unknown board), 403 when the level is not enough. */
export async function assertBoard(db: Db, user: Actor, action: BoardAction, boardId: string): Promise<BoardAccess> {
  const row = await findBoardAccessRow(db, user, boardId);
  const level = row ? boardLevel(row, user) : null;
  if (!row || !level) throw notFound();
  if (!boardLevelAllows(level, action)) throw forbidden();
  // A board past its workspace plan's board limit is read-only (billing off: no check at all).
  if (action === 'edit') await assertBoardWritable(db, row.board);
  return { ...row, level };
}

/** Whether the actor can read some board whose cover is `coverUrl` (file downloads, cover reuse). */
export async function canReadBoardWithCover(db: Db, actor: Actor, coverUrl: string): Promise<boolean> {
  const rows = await findBoardAccessRowsByCover(db, actor, coverUrl);
  return rows.some((row) => boardLevel(row, actor) !== null);
}

/** Whether a file is the cover of a listed marketplace template (issue 27): readable by anyone signed in. */
export function isMarketplaceCover(db: Db, coverUrl: string): Promise<boolean> {
  return isListedTemplateCover(db, coverUrl);
}

/** Whether the user may read the board now (notifications: checked when made and when listed). */
export async function canReadBoard(db: Db, userId: string, boardId: string): Promise<boolean> {
  const actor = { id: userId };
  const row = await findBoardAccessRow(db, actor, boardId);
  return row !== null && boardLevel(row, actor) !== null;
}

/** The user's level on the board now, or null (work done on someone's behalf: automations). */
export async function boardLevelOfUser(db: Db, userId: string, boardId: string): Promise<BoardLevel | null> {
  const actor = { id: userId };
  const row = await findBoardAccessRow(db, actor, boardId);
  return row ? boardLevel(row, actor) : null;
}

/** Every board the actor may read now, archived ones included. */
export async function readableBoardIdsOf(db: Db, actor: Actor): Promise<string[]> {
  return (await readableBoardRows(db, actor)).map((row) => row.board.id);
}

/**
 * The rows of every board the actor may read now (with `where`, of those matching it): the one
 * list query of boards (boards list, search, monitoring, summary, notifications).
 */
export async function readableBoardRows(db: Db, actor: Actor, where?: SQL): Promise<BoardAccessRow[]> {
  const rows = await selectBoardAccessRows(db, actor, where);
  return rows.filter((row) => boardLevel(row, actor) !== null);
}

/* ---------- time (issue 21, docs/permissions.md "Time tracking") ---------- */

/**
 * Whether the actor may change or delete a time entry of a board they read: its author while
 * they can still edit the board, or whoever manages the board's workspace (its owners and
 * admins; for a board without a workspace, the board's owner).
 */
export function canChangeTimeEntry(access: BoardAccess, actor: Actor, authorId: string | null): boolean {
  if (authorId === actor.id && boardLevelAllows(access.level, 'edit')) return true;
  if (!access.board.workspaceId) return access.board.ownerId === actor.id;
  const role = asWorkspaceRole(access.workspaceRole);
  return role !== null && workspaceRoleAllows(role, 'manage');
}

/** 404 without access to the entry's board, 403 when neither its author nor a manager (above). */
export async function assertTimeEntryChange(
  db: Db,
  actor: Actor,
  entry: { boardId: string; userId: string | null },
): Promise<BoardAccess> {
  const access = await assertBoard(db, actor, 'read', entry.boardId);
  if (!canChangeTimeEntry(access, actor, entry.userId)) throw forbidden();
  return access;
}

/**
 * Whose time a workspace's time report shows the actor: everyone's for its owners and admins
 * (`all`), their own for members and viewers (`self`); 404 outside the workspace.
 */
export async function timeReportScope(db: Db, actor: Actor, workspaceId: string): Promise<'all' | 'self'> {
  const role = await assertWorkspace(db, actor, 'read', workspaceId);
  return workspaceRoleAllows(role, 'manage') ? 'all' : 'self';
}

/**
 * The level a person has now on the board of their own running timer: null when they lost
 * access (the timer can then only be discarded), `unreachable` when the request's API key does
 * not reach that board's workspace (the key cannot see the timer at all).
 */
export async function timerBoardLevel(
  db: Db,
  actor: Actor,
  board: { id: string; workspaceId: string | null },
): Promise<BoardLevel | null | 'unreachable'> {
  if (!keyReaches(actor, board.workspaceId)) return 'unreachable';
  return boardLevelOfUser(db, actor.id, board.id);
}
