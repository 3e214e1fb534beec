import type { MemberRate, MemberRates } from '@rbax/shared/time/rates';
import { assertWorkspace, workspaceRoleAllows, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { notFound } from '#src/lib/errors.ts';
import { appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import { deleteRate, memberRates, upsertRate, type MemberRateRow } from './time-rates-repository.ts';

/**
 * Hourly rates per workspace member (issue 21): owners and admins read and set everyone's; any
 * other member reads only their own. A change is a workspace event without the amount.
 */

type D = Pick<Deps, 'db'>;

const toMemberRate = (row: MemberRateRow): MemberRate => ({
  user: { id: row.userId, name: row.name, image: row.image },
  role: row.role,
  hourlyRateBrl: row.hourlyRateBrl === null ? null : Number(row.hourlyRateBrl).toFixed(2),
});

export async function listRates(deps: D, user: SessionUser, workspaceId: string): Promise<MemberRates> {
  const role = await assertWorkspace(deps.db, user, 'read', workspaceId);
  const canEdit = workspaceRoleAllows(role, 'manage');
  const rows = await memberRates(deps.db, workspaceId, canEdit ? undefined : user.id);
  return { rates: rows.map(toMemberRate), canEdit };
}

/** Sets (or with null removes) a member's rate; someone who is not a member is 404. */
export async function setRate(
  deps: D,
  user: SessionUser,
  workspaceId: string,
  memberId: string,
  input: { hourlyRateBrl: string | null },
): Promise<MemberRate> {
  await assertWorkspace(deps.db, user, 'manage', workspaceId);
  const [member] = await memberRates(deps.db, workspaceId, memberId);
  if (!member) throw notFound();
  await deps.db.transaction(async (tx) => {
    if (input.hourlyRateBrl === null) await deleteRate(tx, workspaceId, memberId);
    else
      await upsertRate(tx, { workspaceId, userId: memberId, hourlyRateBrl: input.hourlyRateBrl, updatedBy: user.id });
    await appendEvent(tx, {
      boardId: null,
      workspaceId,
      actorId: user.id,
      kind: 'time.rate_changed',
      entityId: memberId,
      data: { userId: memberId, hasRate: input.hourlyRateBrl !== null },
    });
  });
  return toMemberRate({ ...member, hourlyRateBrl: input.hourlyRateBrl });
}
