import { z } from 'zod';
import { localDateSchema } from './local-date.ts';
import { priorities, userRefSchema } from './cards.ts';
import { SLE_PERCENTILE_DEFAULT, SLE_WINDOW_DEFAULT_DAYS } from './flow/compute-flow.ts';
import {
  FORECAST_HORIZON,
  FORECAST_MIN_DAYS,
  FORECAST_MIN_FINISHED as MIN_FINISHED,
  FORECAST_PERCENTILES,
  FORECAST_TRIALS,
} from './flow/forecast.ts';
import { dateTimeSchema, hasChanges, nothingToUpdate } from './validation.ts';

/**
 * Analytics (issue 19; docs/decisions/037; design note flow-metrics.md): per-board workflow
 * settings, flow metrics and forecasts, workspace analytics, per-person performance, the personal
 * dashboard and instance analytics. The computations are the pure functions of `./flow/*`; this
 * file is the API's contract.
 */

/* ---------- constants ---------- */

export const FLOW_DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
export { SLE_PERCENTILE_DEFAULT, SLE_WINDOW_DEFAULT_DAYS };
export const SLE_PERCENTILE_MIN = 50;
export const SLE_PERCENTILE_MAX = 99;
export const SLE_WINDOW_MIN_DAYS = 7;
export const SLE_WINDOW_MAX_DAYS = 365;
/** A card whose breach risk reaches this share raises 'Em risco de atrasar'. */
export const BREACH_RISK_THRESHOLD_DEFAULT = 0.5;
/** Below this many samples a percentile or a risk is shown as low confidence. */
export const LOW_CONFIDENCE_SAMPLES = 5;
/** The longest range a report covers, in days. */
export const FLOW_RANGE_MAX_DAYS = 731;
/** The default range of the reports: the last this many days. */
export const FLOW_RANGE_DEFAULT_DAYS = 60;
/** The default range of the instance analytics (UTC days, today included). */
export const GLOBAL_ANALYTICS_DEFAULT_DAYS = 30;
/** The longest list of cards in each section of the personal dashboard. */
export const DASHBOARD_LIST_LIMIT = 50;
/** Events in the dashboard's recent activity. */
export const DASHBOARD_ACTIVITY_LIMIT = 30;
/** "Due soon" on the dashboard: due within this many days from now. */
export const DASHBOARD_DUE_SOON_DAYS = 7;

export const FORECAST_TRIALS_DEFAULT = FORECAST_TRIALS;
export const FORECAST_TRIALS_MAX = 100_000;
export const FORECAST_ITEMS_MAX = 10_000;
/** "When" gives up after this many simulated days ("beyond the horizon"). */
export const FORECAST_HORIZON_DAYS = FORECAST_HORIZON;
/** A forecast needs at least this many days of history and finished cards (§4). */
export const FORECAST_MIN_HISTORY_DAYS = FORECAST_MIN_DAYS;
export const FORECAST_MIN_FINISHED = MIN_FINISHED;
/** Below this many days of history a forecast carries a warning (§4). */
export const FORECAST_SHORT_HISTORY_DAYS = 30;
export const forecastPercentiles = FORECAST_PERCENTILES;

/* ---------- shared pieces ---------- */

/** A local calendar date, `YYYY-MM-DD`, checked to exist (its own module: time entries use it too). */
export { localDateSchema };

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0 && zone.length <= 64;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: 'validation.invalidValue' })
  .refine(isTimeZone, { error: 'validation.timezoneInvalid' });

const percentilesSchema = z.object({
  n: z.number().int(),
  p50: z.number().nullable(),
  p70: z.number().nullable(),
  p85: z.number().nullable(),
  p95: z.number().nullable(),
});

const boardRefSchema = z.object({ id: z.string(), title: z.string(), icon: z.string(), color: z.string() });

/* ---------- workflow settings: GET/PATCH /api/v1/boards/:id/flow-settings ---------- */

export const flowSettingsSchema = z.object({
  boardId: z.string(),
  /** The commitment point. */
  startColumnId: z.string(),
  doneColumnId: z.string(),
  timeZone: z.string(),
  slePercentile: z.number().int(),
  sleWindowDays: z.number().int(),
  /** Share (0–1) of breach risk that raises a notification. */
  riskThreshold: z.number(),
  /** False while the board uses the defaults chosen from its template and columns. */
  configured: z.boolean(),
});
export type FlowSettings = z.infer<typeof flowSettingsSchema>;

export const updateFlowSettingsInputSchema = z
  .object({
    startColumnId: z.string().optional(),
    doneColumnId: z.string().optional(),
    timeZone: timeZoneSchema.optional(),
    slePercentile: z
      .number({ error: 'validation.invalidValue' })
      .int({ error: 'validation.invalidValue' })
      .min(SLE_PERCENTILE_MIN, { error: 'validation.invalidValue' })
      .max(SLE_PERCENTILE_MAX, { error: 'validation.invalidValue' })
      .optional(),
    sleWindowDays: z
      .number({ error: 'validation.invalidValue' })
      .int({ error: 'validation.invalidValue' })
      .min(SLE_WINDOW_MIN_DAYS, { error: 'validation.invalidValue' })
      .max(SLE_WINDOW_MAX_DAYS, { error: 'validation.invalidValue' })
      .optional(),
    riskThreshold: z
      .number({ error: 'validation.invalidValue' })
      .min(0.05, { error: 'validation.invalidValue' })
      .max(0.95, { error: 'validation.invalidValue' })
      .optional(),
  })
  .refine((input) => hasChanges(input), nothingToUpdate);
export type UpdateFlowSettingsInput = z.infer<typeof updateFlowSettingsInputSchema>;

/* ---------- GET /api/v1/boards/:id/flow?from&to&asOf ---------- */

export const flowQuerySchema = z.object({
  from: localDateSchema.optional(),
  to: localDateSchema.optional(),
  asOf: dateTimeSchema.optional(),
});
export type FlowQuery = z.infer<typeof flowQuerySchema>;

export const agingZones = ['green', 'yellow', 'orange', 'red', 'darkred', 'none'] as const;

export const flowCardSchema = z.object({
  cardId: z.string(),
  createdOn: z.string(),
  startedOn: z.string().nullable(),
  doneOn: z.string().nullable(),
  cycleTimeDays: z.number().int().nullable(),
  leadTimeDays: z.number().int().nullable(),
  ageDays: z.number().int().nullable(),
  discarded: z.boolean(),
  discardedOn: z.string().nullable(),
  backwardMoves: z.number().int(),
  columnId: z.string().nullable(),
  /** From the card as it is now (a deleted card keeps the title its event recorded). */
  title: z.string(),
  valueBrl: z.string().nullable(),
  priority: z.enum(priorities).nullable(),
  assigneeId: z.string().nullable(),
  dueDate: z.string().nullable(),
  labelIds: z.array(z.string()),
  /** False for a card deleted or moved to another board since. */
  exists: z.boolean(),
});
export type FlowCardRow = z.infer<typeof flowCardSchema>;

export const agingItemSchema = z.object({
  cardId: z.string(),
  columnId: z.string(),
  ageDays: z.number().int(),
  zone: z.enum(agingZones),
  breachRisk: z.number().nullable(),
  n: z.number().int(),
});

const dailyCountsSchema = z.array(z.object({ date: z.string(), counts: z.record(z.string(), z.number().int()) }));

export const flowResponseSchema = z.object({
  boardId: z.string(),
  settings: flowSettingsSchema,
  columns: z.array(z.object({ id: z.string(), name: z.string(), wipLimit: z.number().int().nullable() })),
  asOf: z.string(),
  asOfDate: z.string(),
  from: z.string(),
  to: z.string(),
  cards: z.array(flowCardSchema),
  throughput: z.array(z.object({ date: z.string(), count: z.number().int() })),
  cfd: dailyCountsSchema,
  cfdFlow: dailyCountsSchema,
  percentiles: percentilesSchema,
  sle: percentilesSchema.extend({
    percentile: z.number().int(),
    days: z.number().int().nullable(),
    windowFrom: z.string(),
    windowTo: z.string(),
  }),
  aging: z.array(agingItemSchema),
  /** Time spent per column by the cards finished in the range (visits summed), in days. */
  timeInColumns: z.array(
    z.object({
      columnId: z.string(),
      n: z.number().int(),
      p50Days: z.number().nullable(),
      p85Days: z.number().nullable(),
      meanDays: z.number().nullable(),
    }),
  ),
  /** Scope (cards on the board, not discarded) and done, at the end of each day of the range. */
  burnup: z.array(z.object({ date: z.string(), scope: z.number().int(), done: z.number().int() })),
});
export type FlowResponse = z.infer<typeof flowResponseSchema>;

/* ---------- POST /api/v1/boards/:id/forecast ---------- */

const seedSchema = z
  .number({ error: 'validation.invalidValue' })
  .int({ error: 'validation.invalidValue' })
  .min(0, { error: 'validation.invalidValue' })
  .max(0xffffffff, { error: 'validation.invalidValue' });
const trialsSchema = z
  .number({ error: 'validation.invalidValue' })
  .int({ error: 'validation.invalidValue' })
  .min(100, { error: 'validation.invalidValue' })
  .max(FORECAST_TRIALS_MAX, { error: 'validation.invalidValue' });

export const forecastInputSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('when'),
      items: z
        .number({ error: 'validation.invalidValue' })
        .int({ error: 'validation.invalidValue' })
        .min(1, { error: 'validation.invalidValue' })
        .max(FORECAST_ITEMS_MAX, { error: 'validation.invalidValue' }),
      seed: seedSchema.optional(),
      trials: trialsSchema.optional(),
      asOf: dateTimeSchema.optional(),
    }),
    z.object({
      mode: z.literal('howMany'),
      /** The last local day of the forecast (after today). */
      date: localDateSchema,
      seed: seedSchema.optional(),
      trials: trialsSchema.optional(),
      asOf: dateTimeSchema.optional(),
    }),
  ],
  { error: 'validation.invalidValue' },
);
export type ForecastInput = z.infer<typeof forecastInputSchema>;

export const forecastResponseSchema = z.object({
  mode: z.enum(['when', 'howMany']),
  seed: z.number().int(),
  trials: z.number().int(),
  items: z.number().int().nullable(),
  date: z.string().nullable(),
  /** The throughput sample: one count per local day, zeros included. */
  window: z.object({
    from: z.string(),
    to: z.string(),
    days: z.number().int(),
    finished: z.number().int(),
    samples: z.array(z.number().int()),
    /** (n − 1)/(n + 1): the chance the next day falls inside the observed range. */
    coverage: z.number(),
  }),
  /** `when`: days after today and the date; `howMany`: at least this many items. Null: beyond the horizon. */
  percentiles: z.array(
    z.object({
      p: z.number().int(),
      days: z.number().int().nullable(),
      date: z.string().nullable(),
      items: z.number().int().nullable(),
    }),
  ),
  histogram: z.array(z.object({ value: z.number().int(), count: z.number().int() })),
  /** Trials of "when" that passed the horizon. */
  beyondHorizon: z.number().int(),
  warnings: z.array(z.enum(['short_history'])),
});
export type ForecastResponse = z.infer<typeof forecastResponseSchema>;

/* ---------- GET /api/v1/boards/:id/aging (the card faces) ---------- */

export const boardAgingResponseSchema = z.object({
  sleDays: z.number().int().nullable(),
  slePercentile: z.number().int(),
  n: z.number().int(),
  items: z.array(agingItemSchema),
});
export type BoardAgingResponse = z.infer<typeof boardAgingResponseSchema>;

/* ---------- GET /api/v1/workspaces/:id/analytics?from&to ---------- */

export const rangeQuerySchema = z.object({ from: localDateSchema.optional(), to: localDateSchema.optional() });

const breakdownRowSchema = z.object({
  key: z.string(),
  /** A label's name, a person's name, or the priority id (translated by the page). */
  name: z.string(),
  color: z.string().nullable(),
  created: z.number().int(),
  completed: z.number().int(),
  wip: z.number().int(),
  leadTimeP85: z.number().nullable(),
});

export const workspaceAnalyticsSchema = z.object({
  workspaceId: z.string(),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  boards: z.array(
    boardRefSchema.extend({
      created: z.number().int(),
      completed: z.number().int(),
      wip: z.number().int(),
      leadTime: percentilesSchema,
    }),
  ),
  /** Per ISO week (Monday) of the range. */
  weeks: z.array(
    z.object({ week: z.string(), created: z.number().int(), completed: z.number().int(), leadTime: percentilesSchema }),
  ),
  byLabel: z.array(breakdownRowSchema),
  byPriority: z.array(breakdownRowSchema),
  byAssignee: z.array(breakdownRowSchema),
});
export type WorkspaceAnalytics = z.infer<typeof workspaceAnalyticsSchema>;

/* ---------- GET /api/v1/workspaces/:id/performance?from&to ---------- */

export const performancePersonSchema = z.object({
  user: userRefSchema,
  throughput: z.number().int(),
  cycleTime: percentilesSchema,
  /** Finished cards that had a due date, and those finished on or before it. */
  onTime: z.object({ withDue: z.number().int(), onTime: z.number().int(), rate: z.number().nullable() }),
  wip: z.number().int(),
  weekly: z.array(z.object({ week: z.string(), count: z.number().int() })),
});
export const performanceResponseSchema = z.object({
  workspaceId: z.string(),
  from: z.string(),
  to: z.string(),
  /** `all` for owners and admins, `self` for everyone else. */
  scope: z.enum(['all', 'self']),
  people: z.array(performancePersonSchema),
});
export type PerformanceResponse = z.infer<typeof performanceResponseSchema>;

/* ---------- GET /api/v1/me/dashboard ---------- */

export const dashboardCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  board: boardRefSchema,
  column: z.object({ id: z.string(), name: z.string() }),
  priority: z.enum(priorities).nullable(),
  dueDate: z.string().nullable(),
  /** The ageing of a started card, when its board has history. */
  aging: z
    .object({
      ageDays: z.number().int(),
      zone: z.enum(agingZones),
      breachRisk: z.number().nullable(),
      n: z.number().int(),
    })
    .nullable(),
});
export type DashboardCard = z.infer<typeof dashboardCardSchema>;

export const dashboardResponseSchema = z.object({
  assigned: z.array(dashboardCardSchema),
  overdue: z.array(dashboardCardSchema),
  dueSoon: z.array(dashboardCardSchema),
  atRisk: z.array(dashboardCardSchema),
  boards: z.array(
    boardRefSchema.extend({
      wip: z.number().int(),
      wipLimit: z.number().int().nullable(),
      throughputThisWeek: z.number().int(),
      throughputLastWeek: z.number().int(),
    }),
  ),
  activity: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      createdAt: z.string(),
      actor: userRefSchema.nullable(),
      board: boardRefSchema,
      card: z.object({ id: z.string(), title: z.string() }).nullable(),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
  /**
   * The columns named by the activity's moves, for their sentences (as GET /monitoring sends
   * them); without it a move reads 'outra coluna'.
   */
  columns: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/* ---------- GET /api/v1/admin/analytics?from&to (administrators) ---------- */

export const globalAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    users: z.number().int(),
    workspaces: z.number().int(),
    boards: z.number().int(),
    cards: z.number().int(),
    events: z.number().int(),
    storageBytes: z.number().int(),
  }),
  /** People who signed in or changed something, per UTC day and per ISO week. */
  activeUsersDaily: z.array(z.object({ date: z.string(), count: z.number().int() })),
  activeUsersWeekly: z.array(z.object({ week: z.string(), count: z.number().int() })),
  eventsDaily: z.array(z.object({ date: z.string(), count: z.number().int() })),
  signUpsDaily: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type GlobalAnalytics = z.infer<typeof globalAnalyticsSchema>;
