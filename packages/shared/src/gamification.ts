import { z } from 'zod';
import { userRefSchema } from './cards.ts';
import { dayNumber, dayString } from './flow/dates.ts';

/**
 * Gamification, the workspace 'Ranking' (issue 27, docs/decisions/053). Off until a workspace's
 * owner or an admin turns it on; points come from the event log (a consumer, recomputable from
 * the log) and every rule is listed here, once, for the server that scores and the page that
 * shows the rules — no hidden scoring.
 */

/** What earns points, each at most once per subject (a card, a focus session's time entry). */
export const awardKinds = ['card_done', 'on_time', 'checklist_done', 'focus_session'] as const;
export type AwardKind = (typeof awardKinds)[number];

export const AWARD_POINTS: Record<AwardKind, number> = {
  /** Finishing a card: marking it complete or moving it into the board's done column. Once per card. */
  card_done: 10,
  /** Extra when the card was finished by its due date (its first completion only). */
  on_time: 5,
  /** Ticking the last open item of a card's checklist. Once per card. */
  checklist_done: 3,
  /** A focus (pomodoro) session of at least FOCUS_SESSION_MIN_SECONDS recorded by focus mode. */
  focus_session: 2,
};

export const FOCUS_SESSION_MIN_SECONDS = 15 * 60;
/** Focus sessions scored per person per day (in their zone): more earn nothing. */
export const FOCUS_SESSIONS_PER_DAY = 8;

export const badgeIds = ['first_delivery', 'on_time_10', 'streak_5', 'focus_10'] as const;
export type BadgeId = (typeof badgeIds)[number];

/** The criterion of each badge, as a count of awards or a streak of working days. */
export const BADGE_CRITERIA: Record<BadgeId, { award: AwardKind; count: number } | { streak: number }> = {
  first_delivery: { award: 'card_done', count: 1 },
  on_time_10: { award: 'on_time', count: 10 },
  streak_5: { streak: 5 },
  focus_10: { award: 'focus_session', count: 10 },
};

export const rankingPeriods = ['week', 'month', 'all'] as const;
export type RankingPeriod = (typeof rankingPeriods)[number];

/** Working days: Monday to Friday (a weekend neither counts nor breaks a streak). */
const isWorkingDay = (day: number) => {
  const weekday = new Date(day * 86_400_000).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/**
 * The streak on `today` (`YYYY-MM-DD`, the person's zone): consecutive working days, counted back
 * from today — or from the last working day before it when today has nothing yet — each with
 * something done. `days` are the local dates with an award.
 */
export function workingDayStreak(days: Iterable<string>, today: string): number {
  const done = new Set<number>();
  for (const day of days) done.add(dayNumber(day));
  let day = dayNumber(today);
  if (!done.has(day)) {
    day -= 1;
    while (!isWorkingDay(day)) day -= 1;
  }
  let streak = 0;
  for (let guard = 0; guard < 3660; guard += 1, day -= 1) {
    if (!isWorkingDay(day)) continue;
    if (!done.has(day)) break;
    streak += 1;
  }
  return streak;
}

/** The Monday of the week of a `YYYY-MM-DD` date. */
export function weekStartOf(date: string): string {
  const day = dayNumber(date);
  const weekday = (new Date(day * 86_400_000).getUTCDay() + 6) % 7;
  return dayString(day - weekday);
}

/* ---------- API ---------- */

export const gamificationQuerySchema = z.object({
  period: z.enum(rankingPeriods, { error: 'validation.invalidValue' }).default('week'),
});
export type GamificationQuery = z.input<typeof gamificationQuerySchema>;

/** `PATCH /api/v1/workspaces/:id/gamification` (owner and admins). */
export const updateGamificationInputSchema = z.object({
  enabled: z.boolean({ error: 'validation.invalidValue' }),
});
export type UpdateGamificationInput = z.infer<typeof updateGamificationInputSchema>;

/** `PUT /api/v1/workspaces/:id/gamification/me` (any member): hide me from the rankings. */
export const gamificationMemberInputSchema = z.object({
  hidden: z.boolean({ error: 'validation.invalidValue' }),
});
export type GamificationMemberInput = z.infer<typeof gamificationMemberInputSchema>;

export const earnedBadgeSchema = z.object({ id: z.enum(badgeIds), earnedAt: z.string() });

export const rankingEntrySchema = z.object({
  rank: z.number().int(),
  user: userRefSchema,
  points: z.number().int(),
  badges: z.number().int(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

/** `GET /api/v1/workspaces/:id/gamification?period=` */
export const gamificationResponseSchema = z.object({
  workspaceId: z.string(),
  enabled: z.boolean(),
  /** The caller may turn it on or off (owner, admins). */
  canManage: z.boolean(),
  period: z.enum(rankingPeriods),
  /** The period's first instant (null for all time). */
  since: z.string().nullable(),
  /** Visible members with their points in the period, best first (empty while off). */
  ranking: z.array(rankingEntrySchema),
  /** The caller's profile panel (null while off). */
  me: z
    .object({
      hidden: z.boolean(),
      points: z.number().int(),
      totalPoints: z.number().int(),
      streak: z.number().int(),
      badges: z.array(earnedBadgeSchema),
      counts: z.record(z.enum(awardKinds), z.number().int()),
    })
    .nullable(),
  /** The scoring rules, as the server applies them. */
  rules: z.object({
    points: z.record(z.enum(awardKinds), z.number().int()),
    focusSessionMinMinutes: z.number().int(),
    focusSessionsPerDay: z.number().int(),
    badges: z.array(
      z.object({
        id: z.enum(badgeIds),
        award: z.enum(awardKinds).nullable(),
        count: z.number().int(),
      }),
    ),
  }),
});
export type GamificationResponse = z.infer<typeof gamificationResponseSchema>;

export const gamificationRecomputeResponseSchema = z.object({
  events: z.number().int(),
  totals: z.array(z.object({ userId: z.string(), points: z.number().int() })),
});
export type GamificationRecomputeResponse = z.infer<typeof gamificationRecomputeResponseSchema>;

/** The rules as the response sends them. */
export function gamificationRules(): GamificationResponse['rules'] {
  return {
    points: { ...AWARD_POINTS },
    focusSessionMinMinutes: FOCUS_SESSION_MIN_SECONDS / 60,
    focusSessionsPerDay: FOCUS_SESSIONS_PER_DAY,
    badges: badgeIds.map((id) => {
      const criterion = BADGE_CRITERIA[id];
      return 'streak' in criterion
        ? { id, award: null, count: criterion.streak }
        : { id, award: criterion.award, count: criterion.count };
    }),
  };
}
