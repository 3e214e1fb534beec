import { GLOBAL_ANALYTICS_DEFAULT_DAYS, type GlobalAnalytics } from '@rbax/shared/analytics';
import { addDays } from '@rbax/shared/flow/dates';
import { assertAdmin, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import {
  activeUsers,
  eventsPerDay,
  instanceTotals,
  signUpsPerDay,
  type DayCount,
} from './global-analytics-repository.ts';
import { daysOf, resolveRange, weeksOf } from './report-range.ts';

type D = Pick<Deps, 'db'>;

/** Every day of the range with its count, zeros included. */
function everyDay(days: readonly string[], counts: readonly DayCount[]) {
  const byDay = new Map(counts.map((row) => [row.day, Number(row.count)]));
  return days.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
}

/**
 * GET /api/v1/admin/analytics (administrators; a read, so nothing goes to the audit log, like
 * GET /admin/stats): the instance's totals now, and per UTC day of the range (default the last
 * GLOBAL_ANALYTICS_DEFAULT_DAYS days, today included) the active people, events and sign-ups,
 * with the active people per ISO week too. Days are UTC: the instance has no single zone.
 */
export async function getGlobalAnalytics(
  deps: D,
  user: SessionUser,
  query: { from?: string | undefined; to?: string | undefined },
  now: Date = new Date(),
): Promise<GlobalAnalytics> {
  assertAdmin(user);
  const range = resolveRange(query, now.toISOString().slice(0, 10), GLOBAL_ANALYTICS_DEFAULT_DAYS);
  const window = { start: `${range.from}T00:00:00.000Z`, end: `${addDays(range.to, 1)}T00:00:00.000Z` };
  const [totals, events, signUps, active] = await Promise.all([
    instanceTotals(deps.db),
    eventsPerDay(deps.db, window),
    signUpsPerDay(deps.db, window),
    activeUsers(deps.db, window),
  ]);
  const days = daysOf(range);
  const weekly = new Map(active.filter((row) => row.unit === 'week').map((row) => [row.day, Number(row.count)]));
  return {
    from: range.from,
    to: range.to,
    totals: {
      users: totals.users,
      workspaces: totals.workspaces,
      boards: totals.boards,
      cards: totals.cards,
      events: Number(totals.events),
      storageBytes: Number(totals.storage_bytes),
    },
    activeUsersDaily: everyDay(
      days,
      active.filter((row) => row.unit === 'day'),
    ),
    activeUsersWeekly: weeksOf(range).map((week) => ({ week, count: weekly.get(week) ?? 0 })),
    eventsDaily: everyDay(days, events),
    signUpsDaily: everyDay(days, signUps),
  };
}
