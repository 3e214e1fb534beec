import { z } from 'zod';
import { userRefSchema } from '../cards.ts';

/**
 * AI Insights' contract (issue 24, docs/decisions/048): `GET /api/v1/workspaces/:id/ai-insights`
 * and `GET /api/v1/boards/:id/ai-insights`. Every insight is data — numbers, ids and reason codes —
 * never a sentence: the web writes it from `aiInsights.*` locale keys, in the reader's language.
 * The rules that make them are the pure functions of `./insights.ts`.
 */

export const insightKinds = [
  'bottleneck',
  'card_at_risk',
  'overloaded_person',
  'stale_card',
  'throughput_trend',
  'forecast',
] as const;
export type InsightKind = (typeof insightKinds)[number];

/** Most urgent first. */
export const insightSeverities = ['critical', 'warning', 'info'] as const;
export type InsightSeverity = (typeof insightSeverities)[number];

export const bottleneckReasons = ['wip_growing', 'over_wip_limit', 'aging'] as const;
export const cardRiskReasons = ['past_sle', 'breach_risk', 'overdue', 'due_soon'] as const;
export const overloadReasons = ['over_capacity', 'above_team', 'unavailable'] as const;
export const trendDirections = ['up', 'down', 'flat', 'stopped'] as const;
export const forecastRefusalReasons = ['too_little_history', 'too_few_finished', 'no_throughput'] as const;

export const insightCardRefSchema = z.object({ id: z.string(), title: z.string(), boardId: z.string() });
export type InsightCardRef = z.infer<typeof insightCardRefSchema>;
export const insightColumnRefSchema = z.object({ id: z.string(), name: z.string() });

const base = {
  /** Stable across requests: `<kind>:<board or workspace>:<subject>`. */
  id: z.string(),
  severity: z.enum(insightSeverities),
  /** The board it is about; null for a person across the workspace. */
  boardId: z.string().nullable(),
};

export const bottleneckInsightSchema = z.object({
  ...base,
  kind: z.literal('bottleneck'),
  column: insightColumnRefSchema,
  /** Cards in the column at the end of today and `windowDays` days before (CFD, "as it was"). */
  wipNow: z.number().int(),
  wipBefore: z.number().int(),
  windowDays: z.number().int(),
  wipLimit: z.number().int().nullable(),
  /** Median and highest age (days since started) of the column's cards in progress. */
  medianAgeDays: z.number().int().nullable(),
  maxAgeDays: z.number().int().nullable(),
  /** The board's typical cycle time: P50 of the SLE window (null without history). */
  typicalDays: z.number().int().nullable(),
  reasons: z.array(z.enum(bottleneckReasons)),
  /** The column's oldest cards in progress. */
  cards: z.array(insightCardRefSchema),
});

export const cardAtRiskInsightSchema = z.object({
  ...base,
  kind: z.literal('card_at_risk'),
  card: insightCardRefSchema,
  column: insightColumnRefSchema.nullable(),
  assignee: userRefSchema.nullable(),
  reasons: z.array(z.enum(cardRiskReasons)),
  ageDays: z.number().int().nullable(),
  sleDays: z.number().int().nullable(),
  slePercentile: z.number().int(),
  /** P(cycle time > SLE | cycle time ≥ age), 0–1; null without precedent. */
  breachRisk: z.number().nullable(),
  /** Samples the risk stands on. */
  n: z.number().int(),
  /** ISO instant. */
  dueDate: z.string().nullable(),
});

export const overloadedPersonInsightSchema = z.object({
  ...base,
  kind: z.literal('overloaded_person'),
  person: userRefSchema,
  /** Open cards (not archived, outside the done column) in the insight's scope. */
  openCards: z.number().int(),
  /** The caps set on the boards (automations' assignees), summed; null when some board sets none. */
  capacity: z.number().int().nullable(),
  /** Boards where the person's open cards pass their cap there. */
  overCapacityBoardIds: z.array(z.string()),
  /** Median open cards of the people with any, in the same scope. */
  teamMedian: z.number().int().nullable(),
  available: z.boolean(),
  reasons: z.array(z.enum(overloadReasons)),
  cards: z.array(insightCardRefSchema),
});

export const staleCardInsightSchema = z.object({
  ...base,
  kind: z.literal('stale_card'),
  card: insightCardRefSchema,
  column: insightColumnRefSchema.nullable(),
  assignee: userRefSchema.nullable(),
  /** Whole days since the card's last event (edit, move, comment, checklist, time…). */
  idleDays: z.number().int(),
  lastActivityAt: z.string(),
  started: z.boolean(),
});

export const throughputTrendInsightSchema = z.object({
  ...base,
  kind: z.literal('throughput_trend'),
  /** Cards finished in the last `periodDays` days (today included) and in the days before them. */
  recent: z.number().int(),
  previous: z.number().int(),
  periodDays: z.number().int(),
  /** (recent − previous) / previous; null when previous is 0. */
  change: z.number().nullable(),
  direction: z.enum(trendDirections),
  /** Finished per week, oldest first, over both periods. */
  weekly: z.array(z.number().int()),
});

export const forecastInsightSchema = z.object({
  ...base,
  kind: z.literal('forecast'),
  /** The cards in progress the forecast is for. */
  items: z.number().int(),
  ok: z.boolean(),
  /** When refused: why (flow-metrics.md §4). */
  refusal: z.enum(forecastRefusalReasons).nullable(),
  /** "p% of simulations finished on or before `date`" (local dates of the board). */
  p50: z.object({ days: z.number().int().nullable(), date: z.string().nullable() }).nullable(),
  p85: z.object({ days: z.number().int().nullable(), date: z.string().nullable() }).nullable(),
  sampleDays: z.number().int(),
  finished: z.number().int(),
  trials: z.number().int(),
});

export const insightSchema = z.discriminatedUnion('kind', [
  bottleneckInsightSchema,
  cardAtRiskInsightSchema,
  overloadedPersonInsightSchema,
  staleCardInsightSchema,
  throughputTrendInsightSchema,
  forecastInsightSchema,
]);
export type Insight = z.infer<typeof insightSchema>;
export type BottleneckInsight = z.infer<typeof bottleneckInsightSchema>;
export type CardAtRiskInsight = z.infer<typeof cardAtRiskInsightSchema>;
export type OverloadedPersonInsight = z.infer<typeof overloadedPersonInsightSchema>;
export type StaleCardInsight = z.infer<typeof staleCardInsightSchema>;
export type ThroughputTrendInsight = z.infer<typeof throughputTrendInsightSchema>;
export type ForecastInsight = z.infer<typeof forecastInsightSchema>;
export type InsightOf<K extends InsightKind> = Extract<Insight, { kind: K }>;

/** A suggestion of the model, linked only to cards the insights name. */
export const insightSuggestionSchema = z.object({ text: z.string(), cardIds: z.array(z.string()) });

export const insightSummarySchema = z.object({
  /** The model's words, in the reader's language (plain text). */
  text: z.string(),
  suggestions: z.array(insightSuggestionSchema),
  generatedAt: z.string(),
});
export type InsightSummary = z.infer<typeof insightSummarySchema>;

/**
 * Why a requested summary is missing (the deterministic insights still came): AI off here or no
 * provider (the AI module's error codes), the provider failed, refused the key or the monthly cap
 * was reached, or its answer was empty.
 */
export const insightSummaryErrors = [
  'ai_disabled',
  'ai_not_configured',
  'ai_unavailable',
  'ai_invalid_key',
  'ai_quota_reached',
  'ai_invalid_response',
] as const;
export type InsightSummaryError = (typeof insightSummaryErrors)[number];

export const insightAiStatuses = ['ready', 'disabled', 'board_opted_out', 'not_configured', 'no_workspace'] as const;
export type InsightAiStatus = (typeof insightAiStatuses)[number];

export const aiInsightsResponseSchema = z.object({
  scope: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('board'), boardId: z.string() }),
    z.object({ kind: z.literal('workspace'), workspaceId: z.string() }),
  ]),
  generatedAt: z.string(),
  /** The boards the insights cover (readable by the caller, not archived). */
  boards: z.array(z.object({ id: z.string(), title: z.string(), icon: z.string(), color: z.string() })),
  insights: z.array(insightSchema),
  /** Insights found per kind before the list was cut to INSIGHTS_MAX_PER_KIND. */
  totals: z.record(z.enum(insightKinds), z.number().int()),
  /**
   * Whether a model may answer for this scope (a summary may be asked for), and if not why: AI off
   * in the workspace, the board opted out, no provider, or a board outside any workspace.
   */
  ai: z.object({ available: z.boolean(), status: z.enum(insightAiStatuses) }),
  summary: insightSummarySchema.nullable(),
  summaryError: z.enum(insightSummaryErrors).nullable(),
});
export type AiInsightsResponse = z.infer<typeof aiInsightsResponseSchema>;

/** `?summary=1` asks the model for a summary on top (only when AI is enabled); default off. */
export const aiInsightsQuerySchema = z.object({
  summary: z
    .enum(['0', '1', 'true', 'false'], { error: 'validation.invalidValue' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
export type AiInsightsQuery = z.infer<typeof aiInsightsQuerySchema>;
