import { randomBytes } from 'node:crypto';
import type {
  GithubConnection,
  GithubConnectionSecret,
  GithubConnectionState,
  UpdateGithubConnectionInput,
} from '@rbax/shared/integrations';
import { uuidv7 } from '@rbax/shared/ids';
import type { Db } from '#src/db/client.ts';
import { assertBoard, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { notFound, validationFailed } from '#src/lib/errors.ts';
import { isActiveColumnOfBoard } from '#src/modules/cards/cards-system-service.ts';
import {
  deleteConnectionOfBoard,
  findConnectionOfBoard,
  replaceConnection,
  updateConnectionRow,
  type GithubConnectionRow,
} from './github-repository.ts';
import { sealSecret } from './secrets.ts';

/**
 * A board's GitHub connection (issue 18, docs/decisions/036-github-inbound.md): connect (or
 * replace), read, choose the column for merged pull requests, pause, rotate the secret,
 * disconnect. Whoever may manage the board may do all of it (docs/permissions.md); the secret
 * comes back only from connecting and rotating.
 */

type D = Pick<Deps, 'db' | 'config'>;

/** The payload URL a repository's webhook posts to. */
export function githubPayloadUrl(publicUrl: string, connectionId: string): string {
  return `${publicUrl}/api/v1/integrations/github/${connectionId}`;
}

/** What AES-GCM binds the sealed secret to: it opens only on its own connection's row. */
export const secretContext = (connectionId: string) => `github:${connectionId}`;

function toConnection(deps: D, row: GithubConnectionRow): GithubConnection {
  return {
    id: row.id,
    boardId: row.boardId,
    url: githubPayloadUrl(deps.config.publicUrl, row.id),
    mergedColumnId: row.mergedColumnId,
    active: row.active,
    lastDeliveryAt: row.lastDeliveryAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 32 random bytes as hex: what the person pastes in GitHub's "Secret" field. */
const newSecret = () => randomBytes(32).toString('hex');

function withSecret(deps: D, row: GithubConnectionRow, secret: string): GithubConnectionSecret {
  return { id: row.id, url: githubPayloadUrl(deps.config.publicUrl, row.id), secret };
}

export async function getGithubConnection(deps: D, user: SessionUser, boardId: string): Promise<GithubConnectionState> {
  await assertBoard(deps.db, user, 'manage', boardId);
  const row = await findConnectionOfBoard(deps.db, boardId);
  return { connection: row ? toConnection(deps, row) : null };
}

/** A new connection for the board, replacing any earlier one (its URL and secret stop working). */
export async function connectGithub(deps: D, user: SessionUser, boardId: string): Promise<GithubConnectionSecret> {
  await assertBoard(deps.db, user, 'manage', boardId);
  const id = uuidv7();
  const secret = newSecret();
  const row = await replaceConnection(deps.db, {
    id,
    boardId,
    secretEncrypted: sealSecret(deps.config.authSecret, secret, secretContext(id)),
    createdBy: user.id,
  });
  return withSecret(deps, row, secret);
}

/** A new secret for the same URL; the old one stops working at once. */
export async function rotateGithubSecret(deps: D, user: SessionUser, boardId: string): Promise<GithubConnectionSecret> {
  await assertBoard(deps.db, user, 'manage', boardId);
  const current = await findConnectionOfBoard(deps.db, boardId);
  if (!current) throw notFound();
  const secret = newSecret();
  const row = await updateConnectionRow(deps.db, boardId, {
    secretEncrypted: sealSecret(deps.config.authSecret, secret, secretContext(current.id)),
  });
  if (!row || row.id !== current.id) throw notFound();
  return withSecret(deps, row, secret);
}

/** The column must be an active column of this board. */
async function assertMergedColumn(db: Db, boardId: string, columnId: string): Promise<void> {
  if (!(await isActiveColumnOfBoard(db, boardId, columnId))) {
    throw validationFailed([{ path: ['mergedColumnId'], message: 'validation.invalidValue' }]);
  }
}

export async function updateGithubConnection(
  deps: D,
  user: SessionUser,
  boardId: string,
  input: UpdateGithubConnectionInput,
): Promise<GithubConnection> {
  await assertBoard(deps.db, user, 'manage', boardId);
  if (input.mergedColumnId) await assertMergedColumn(deps.db, boardId, input.mergedColumnId);
  const row = await updateConnectionRow(deps.db, boardId, {
    ...(input.mergedColumnId !== undefined && { mergedColumnId: input.mergedColumnId }),
    ...(input.active !== undefined && { active: input.active }),
  });
  if (!row) throw notFound();
  return toConnection(deps, row);
}

export async function disconnectGithub(deps: D, user: SessionUser, boardId: string): Promise<void> {
  await assertBoard(deps.db, user, 'manage', boardId);
  if (!(await deleteConnectionOfBoard(deps.db, boardId))) throw notFound();
}
