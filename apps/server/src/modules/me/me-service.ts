import { isLocale } from '@rbax/shared/i18n';
import { ME_ACTIVITY_LIMIT, themes, type Me, type MeSummary, type Theme, type UpdateMeInput } from '@rbax/shared/me';
import { dateOf } from '#src/db/raw.ts';
import type { UserRow } from '#src/db/schema/auth.ts';
import { isAdminUser, readableBoardIdsOf, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { notFound } from '#src/lib/errors.ts';
import { assertOwnAvatar, deleteStoredFiles, releaseAvatar } from '#src/modules/uploads/uploads-service.ts';
import {
  cardCounts,
  columnNames,
  findUser,
  findUserForUpdate,
  recentActivityOf,
  updateUser,
  type UserPatch,
} from './me-repository.ts';

const isTheme = (value: unknown): value is Theme =>
  typeof value === 'string' && (themes as readonly string[]).includes(value);

export function toMe(user: UserRow, adminEmails: readonly string[]): Me {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    image: user.image,
    role: user.role === 'admin' ? 'admin' : 'user',
    isAdmin: isAdminUser(user, adminEmails),
    locale: isLocale(user.locale) ? user.locale : null,
    theme: isTheme(user.theme) ? user.theme : null,
    createdAt: user.createdAt.toISOString(),
    skills: user.skills,
    timezone: user.timezone,
    available: user.available,
    twoFactorEnabled: user.twoFactorEnabled,
  };
}

type MeDeps = Pick<Deps, 'db' | 'storage'> & { adminEmails: readonly string[] };

export async function getMe(deps: MeDeps, current: SessionUser): Promise<Me> {
  const row = await findUser(deps.db, current.id);
  if (!row) throw notFound();
  return toMe(row, deps.adminEmails);
}

/**
 * Profile and preferences. A new avatar must be the user's own upload (purpose 'avatar'); the
 * one it replaces is forgotten in the same transaction and its file deleted after commit.
 */
export async function updateMe(deps: MeDeps, current: SessionUser, input: UpdateMeInput): Promise<Me> {
  const patch: UserPatch = {};
  for (const key of ['name', 'locale', 'theme', 'skills', 'timezone', 'available', 'image'] as const) {
    if (input[key] !== undefined) Object.assign(patch, { [key]: input[key] });
  }
  if (Object.keys(patch).length === 0) return getMe(deps, current);
  if (typeof patch.image === 'string') await assertOwnAvatar(deps.db, current, patch.image);

  const { row, doomed } = await deps.db.transaction(async (tx) => {
    const before = await findUserForUpdate(tx, current.id);
    if (!before) throw notFound();
    const released =
      patch.image !== undefined && patch.image !== before.image
        ? await releaseAvatar(tx, current.id, before.image)
        : [];
    return { row: await updateUser(tx, current.id, patch), doomed: released };
  });
  if (!row) throw notFound();
  await deleteStoredFiles(deps.storage, doomed);
  return toMe(row, deps.adminEmails);
}

/** Column ids an event's data mentions (card created in, moved from/to). */
function columnIdsOf(data: Record<string, unknown>): string[] {
  return ['columnId', 'fromColumnId', 'toColumnId']
    .map((key) => data[key])
    .filter((value): value is string => typeof value === 'string');
}

/** The user's cards and latest activity, over the boards they can read now. */
export async function getSummary(deps: Pick<Deps, 'db'>, current: SessionUser): Promise<MeSummary> {
  const boardIds = await readableBoardIdsOf(deps.db, current);
  const [counts, activity] = await Promise.all([
    cardCounts(deps.db, current.id, boardIds),
    recentActivityOf(deps.db, current.id, boardIds, ME_ACTIVITY_LIMIT),
  ]);
  const columnIds = [...new Set(activity.flatMap((row) => columnIdsOf(row.data ?? {})))];
  const columns = await columnNames(deps.db, columnIds);
  return {
    cards: {
      assignedOpen: counts.assigned_open,
      overdue: counts.overdue,
      completed: counts.completed,
      created: counts.created,
    },
    activity: activity.map((row) => ({
      id: row.id,
      seq: row.seq,
      boardId: row.board_id,
      workspaceId: row.workspace_id,
      kind: row.kind,
      entityId: row.entity_id,
      actor: { id: current.id, name: current.name, image: current.image },
      data: row.data ?? {},
      createdAt: dateOf(row.created_at).toISOString(),
      boardTitle: row.board_title,
      cardTitle: row.card_title,
    })),
    columns,
  };
}
