import { randomInt } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEY_VISIBLE_CHARS,
  API_KEYS_ACTIVE_MAX,
  type ApiKey,
  type ApiKeyList,
  type ApiKeyScope,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '@rbax/shared/integrations';
import { uuidv7 } from '@rbax/shared/ids';
import { workspaceRole, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError, notFound, validationFailed } from '#src/lib/errors.ts';
import { hashApiKey } from './api-keys-auth.ts';
import {
  countActiveApiKeys,
  deleteApiKeyRow,
  insertApiKey,
  listApiKeyRows,
  lockUserKeys,
  memberWorkspacesAmong,
  type ApiKeyRow,
} from './api-keys-repository.ts';

/**
 * Personal API keys (issue 18, docs/decisions/033-api-keys.md): create, list, revoke. Only the
 * signed-in person reaches these (a key never can: access.ts `assertApiKeyMayCall`); what a key
 * may do once made is decided by lib/access.ts.
 */

type D = Pick<Deps, 'db'>;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 40 base-62 characters: ~238 random bits, and one double-click selects the whole key. */
const SECRET_LENGTH = 40;

/** A new key: `rbax_` and 40 random base-62 characters from the system's CSPRNG. */
export function generateApiKey(): string {
  let secret = '';
  for (let i = 0; i < SECRET_LENGTH; i += 1) secret += BASE62[randomInt(BASE62.length)];
  return `${API_KEY_PREFIX}${secret}`;
}

type WorkspaceRef = { id: string; name: string };

function toApiKey(row: ApiKeyRow, names: Map<string, WorkspaceRef>): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    // A workspace the owner has left (or that was deleted) is reached no more, so it is not shown.
    workspaces: row.workspaceIds === null ? null : row.workspaceIds.flatMap((id) => names.get(id) ?? []),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function workspaceNames(deps: D, userId: string, rows: ApiKeyRow[]): Promise<Map<string, WorkspaceRef>> {
  const ids = [...new Set(rows.flatMap((row) => row.workspaceIds ?? []))];
  const found = await memberWorkspacesAmong(deps.db, userId, ids);
  return new Map(found.map((workspace) => [workspace.id, workspace]));
}

/** 400 naming each chosen workspace the user is not a member of. */
async function assertMemberOfAll(deps: D, user: SessionUser, workspaceIds: readonly string[]): Promise<void> {
  const roles = await Promise.all(workspaceIds.map((id) => workspaceRole(deps.db, user.id, id)));
  const issues = roles.flatMap((role, index) =>
    role === null ? [{ path: ['workspaceIds', index], message: 'validation.apiKeyWorkspaceInvalid' }] : [],
  );
  if (issues.length > 0) throw validationFailed(issues);
}

export async function listApiKeys(deps: D, user: SessionUser): Promise<ApiKeyList> {
  const rows = await listApiKeyRows(deps.db, user.id);
  const names = await workspaceNames(deps, user.id, rows);
  return { items: rows.map((row) => toApiKey(row, names)) };
}

/**
 * Makes a key and answers with it — the only time it is ever sent; the server keeps its SHA-256.
 * At most API_KEYS_ACTIVE_MAX keys that have not expired per person (409).
 */
export async function createApiKey(deps: D, user: SessionUser, input: CreateApiKeyInput): Promise<CreatedApiKey> {
  const workspaceIds = input.workspaceIds ?? null;
  if (workspaceIds) await assertMemberOfAll(deps, user, workspaceIds);
  const key = generateApiKey();
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    await lockUserKeys(tx, user.id);
    if ((await countActiveApiKeys(tx, user.id, now)) >= API_KEYS_ACTIVE_MAX) {
      throw new AppError(409, 'conflict', 'errors.apiKeyLimit', { params: { max: API_KEYS_ACTIVE_MAX } });
    }
    return insertApiKey(tx, {
      id: uuidv7(),
      userId: user.id,
      name: input.name,
      prefix: key.slice(0, API_KEY_PREFIX.length + API_KEY_VISIBLE_CHARS),
      keyHash: hashApiKey(key),
      scopes: input.scopes,
      workspaceIds: workspaceIds ? [...workspaceIds] : null,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    });
  });
  const names = await workspaceNames(deps, user.id, [row]);
  return { ...toApiKey(row, names), key };
}

/** Revoking deletes the key: its next request is 401. Someone else's key (or an unknown id): 404. */
export async function revokeApiKey(deps: D, user: SessionUser, id: string): Promise<void> {
  if (!(await deleteApiKeyRow(deps.db, user.id, id))) throw notFound();
}
