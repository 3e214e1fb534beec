import { z } from 'zod';
import { priorities, userRefSchema } from './cards.ts';
import { boardEventSchema } from './event-log.ts';

/**
 * Monitoring (issue 8; docs/decisions/025): over the boards the signed-in user can read (not
 * archived), the recent card activity of the event log, columns over their WIP limit, overdue
 * cards and cards that have not moved for N days.
 */

/** The choices of the page's select; the API accepts any whole number of days in range. */
export const STALE_DAYS_OPTIONS = [3, 7, 14, 30] as const;
export const STALE_DAYS_DEFAULT = 7;
export const STALE_DAYS_MAX = 365;
/** Items per list (each list also says how many there are in all). */
export const MONITORING_LIST_LIMIT = 50;
export const MONITORING_ACTIVITY_LIMIT = 50;
/** Cards shown under each column over its limit. */
export const WIP_CARDS_PER_COLUMN = 10;
/** The page polls at this pace while visible (decision 025: no per-board sockets for a cross-board feed). */
export const MONITORING_REFRESH_MS = 10_000;

/** `GET /api/v1/monitoring?staleDays=` */
export const monitoringQuerySchema = z.object({
  staleDays: z.coerce
    .number({ error: 'validation.invalidValue' })
    .int({ error: 'validation.invalidValue' })
    .min(1, { error: 'validation.invalidValue' })
    .max(STALE_DAYS_MAX, { error: 'validation.invalidValue' })
    .default(STALE_DAYS_DEFAULT),
});
export type MonitoringQuery = z.input<typeof monitoringQuerySchema>;

export const monitoringBoardSchema = z.object({
  id: z.string(),
  title: z.string(),
  icon: z.string(),
  color: z.string(),
});

export const monitoringCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  boardId: z.string(),
  board: monitoringBoardSchema,
  column: z.object({ id: z.string(), name: z.string() }),
  priority: z.enum(priorities).nullable(),
  dueDate: z.string().nullable(),
  assignee: userRefSchema.nullable(),
});
export type MonitoringCard = z.infer<typeof monitoringCardSchema>;

/** One event of the log, as the card history shows it, with its board and card. */
export const monitoringActivitySchema = boardEventSchema.extend({
  board: monitoringBoardSchema,
  /** Where the card is now (the link), which may differ from the event's board after a move. */
  card: z.object({ id: z.string(), title: z.string(), boardId: z.string() }),
});
export type MonitoringActivity = z.infer<typeof monitoringActivitySchema>;

export const wipColumnSchema = z.object({
  board: monitoringBoardSchema,
  column: z.object({ id: z.string(), name: z.string() }),
  wipLimit: z.number().int(),
  cardCount: z.number().int(),
  /** The column's first cards in board order (at most WIP_CARDS_PER_COLUMN). */
  cards: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type WipColumn = z.infer<typeof wipColumnSchema>;

export const staleCardSchema = monitoringCardSchema.extend({
  /** The last time the card changed column or board, or was created (or copied). */
  lastMovedAt: z.string(),
});
export type StaleCard = z.infer<typeof staleCardSchema>;

export const monitoringSchema = z.object({
  generatedAt: z.string(),
  /** Newest first. */
  activity: z.array(monitoringActivitySchema),
  /** Columns holding more cards than their WIP limit, most over first. */
  wip: z.object({ items: z.array(wipColumnSchema), total: z.number().int() }),
  /** Open cards past their due date, the oldest due first. */
  overdue: z.object({ items: z.array(monitoringCardSchema), total: z.number().int() }),
  /** Open cards not moved for `days` days, the longest idle first. */
  stale: z.object({ days: z.number().int(), items: z.array(staleCardSchema), total: z.number().int() }),
  /** The columns named by the activity's events (moves), for their sentences. */
  columns: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Monitoring = z.infer<typeof monitoringSchema>;
