import { FLOW_DEFAULT_TIME_ZONE } from '@rbax/shared/analytics';
import { dayNumber, localDate, zoneOffsetMs } from '@rbax/shared/flow/dates';
import {
  awardKinds,
  gamificationRules,
  weekStartOf,
  workingDayStreak,
  type GamificationMemberInput,
  type GamificationRecomputeResponse,
  type GamificationResponse,
  type RankingPeriod,
  type UpdateGamificationInput,
} from '@rbax/shared/gamification';
import { assertWorkspace, workspaceRoleAllows, type Actor } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { GAMIFICATION_CONSUMER } from './gamification-consumer.ts';
import {
  awardCounts,
  awardDays,
  badgesOf,
  clearWorkspace,
  findSettings,
  isHidden,
  lockCursor,
  pointsOf,
  rankingRows,
  upsertMember,
  upsertSettings,
  userTimeZone,
  workspaceEvents,
  workspaceTotals,
} from './gamification-repository.ts';
import { applyEvents, gamificationKinds, newMemo } from './gamification-scoring.ts';

type D = Pick<Deps, 'db'>;

const DAY_MS = 86_400_000;
const RECOMPUTE_PAGE = 2000;

/** The first instant of the period in the zone: this week's Monday, the month's first day. */
export function periodStart(period: RankingPeriod, now: Date, zone: string): Date | null {
  if (period === 'all') return null;
  const today = localDate(now.toISOString(), zone);
  const first = period === 'week' ? weekStartOf(today) : `${today.slice(0, 8)}01`;
  const midnight = dayNumber(first) * DAY_MS;
  return new Date(midnight - zoneOffsetMs(midnight, zone));
}

/**
 * GET /api/v1/workspaces/:id/gamification: the ranking of the period (members who did not hide
 * themselves), the caller's panel and the rules. Members only (404 otherwise); while the
 * ranking is off, only whether it is and who may turn it on.
 */
export async function getGamification(
  deps: D,
  user: Actor,
  workspaceId: string,
  period: RankingPeriod,
  now: Date = new Date(),
): Promise<GamificationResponse> {
  const role = await assertWorkspace(deps.db, user, 'read', workspaceId);
  const { enabled } = await findSettings(deps.db, workspaceId);
  const zone = (await userTimeZone(deps.db, user.id)) ?? FLOW_DEFAULT_TIME_ZONE;
  const since = periodStart(period, now, zone);
  const base = {
    workspaceId,
    enabled,
    canManage: workspaceRoleAllows(role, 'manage'),
    period,
    since: since?.toISOString() ?? null,
    rules: gamificationRules(),
  };
  if (!enabled) return { ...base, ranking: [], me: null };
  const rows = await rankingRows(deps.db, workspaceId, since);
  rows.sort((a, b) => b.points - a.points || a.name.localeCompare(b.name, 'pt-BR') || (a.id < b.id ? -1 : 1));
  let rank = 0;
  const ranking = rows.map((row, index) => {
    if (index === 0 || row.points !== rows[index - 1]!.points) rank = index + 1;
    return { rank, user: { id: row.id, name: row.name, image: row.image }, points: row.points, badges: row.badges };
  });
  const [hidden, points, totalPoints, badges, counts, days] = await Promise.all([
    isHidden(deps.db, workspaceId, user.id),
    pointsOf(deps.db, workspaceId, user.id, since),
    pointsOf(deps.db, workspaceId, user.id, null),
    badgesOf(deps.db, workspaceId, user.id),
    awardCounts(deps.db, workspaceId, user.id),
    awardDays(deps.db, workspaceId, user.id, zone, now),
  ]);
  return {
    ...base,
    ranking,
    me: {
      hidden,
      points,
      totalPoints,
      streak: workingDayStreak(days, localDate(now.toISOString(), zone)),
      badges,
      counts: Object.fromEntries(awardKinds.map((kind) => [kind, counts[kind] ?? 0])) as Record<
        (typeof awardKinds)[number],
        number
      >,
    },
  };
}

/** PATCH: the owner and admins turn the ranking on or off (403 for other members). */
export async function updateGamification(
  deps: D,
  user: Actor,
  workspaceId: string,
  input: UpdateGamificationInput,
): Promise<GamificationResponse> {
  await assertWorkspace(deps.db, user, 'manage', workspaceId);
  await upsertSettings(deps.db, workspaceId, input.enabled, user.id);
  return getGamification(deps, user, workspaceId, 'week');
}

/** PUT …/me: any member hides themselves from (or shows themselves in) the rankings. */
export async function setMyVisibility(
  deps: D,
  user: Actor,
  workspaceId: string,
  input: GamificationMemberInput,
): Promise<GamificationResponse> {
  await assertWorkspace(deps.db, user, 'read', workspaceId);
  await upsertMember(deps.db, workspaceId, user.id, input.hidden);
  return getGamification(deps, user, workspaceId, 'week');
}

/**
 * Folds the workspace's points and badges again from the log, up to where the consumer stands
 * (its cursor row held meanwhile, so no batch runs): the same code as the consumer, so the
 * totals must come out equal (tests compare them). Owner and admins.
 */
export async function recomputeGamification(
  deps: D,
  user: Actor,
  workspaceId: string,
): Promise<GamificationRecomputeResponse> {
  await assertWorkspace(deps.db, user, 'manage', workspaceId);
  return recomputeWorkspace(deps, workspaceId);
}

export async function recomputeWorkspace(deps: D, workspaceId: string): Promise<GamificationRecomputeResponse> {
  let events = 0;
  await deps.db.transaction(async (tx) => {
    const upto = await lockCursor(tx, GAMIFICATION_CONSUMER);
    await clearWorkspace(tx, workspaceId);
    const memo = newMemo();
    let after = 0;
    for (;;) {
      const page = await workspaceEvents(tx, workspaceId, gamificationKinds, after, upto, RECOMPUTE_PAGE);
      if (page.length === 0) break;
      await applyEvents(tx, page, memo);
      events += page.length;
      after = page.at(-1)!.id;
    }
  });
  return { events, totals: await workspaceTotals(deps.db, workspaceId) };
}

/** Each member's points of all time (tests and the recompute's answer). */
export async function gamificationTotals(deps: D, workspaceId: string) {
  return workspaceTotals(deps.db, workspaceId);
}
