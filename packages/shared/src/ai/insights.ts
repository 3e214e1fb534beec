import type { UserRef } from '../cards.ts';
import { forecastWhen } from '../flow/forecast.ts';
import { addDays, dayNumber } from '../flow/dates.ts';
import { ascending, nearestRank } from '../flow/percentiles.ts';
import type { FlowOutput } from '../flow/types.ts';
import {
  insightKinds,
  insightSeverities,
  type BottleneckInsight,
  type CardAtRiskInsight,
  type ForecastInsight,
  type Insight,
  type InsightCardRef,
  type InsightKind,
  type InsightSeverity,
  type OverloadedPersonInsight,
  type StaleCardInsight,
  type ThroughputTrendInsight,
} from './insights-schema.ts';

export * from './insights-schema.ts';

/**
 * AI Insights' deterministic rules (issue 24, docs/decisions/048). Pure: they read a board's flow
 * as `flowFromFacts` computed it (ageing, breach risk, CFD, throughput — flow-metrics.md §2–§4,
 * never recomputed here), its open cards and people, and return insights made of numbers and
 * reason codes. The thresholds are the constants below; the decision record says why each.
 */

/** WIP growth is read over this many days of the CFD. */
export const BOTTLENECK_WINDOW_DAYS = 14;
/** A column's WIP "grows" when it rose by at least this many cards… */
export const BOTTLENECK_MIN_GROWTH = 2;
/** …and by at least this share of what it was. */
export const BOTTLENECK_MIN_GROWTH_RATIO = 0.25;
/** An open card is due soon within this many hours. */
export const DUE_SOON_HOURS = 48;
/** A started card is stale after this many days without any event; critical after STALE_CRITICAL_DAYS. */
export const STALE_DAYS = 14;
export const STALE_CRITICAL_DAYS = 30;
/** A card not started yet is stale only after this many idle days (a backlog waits by design). */
export const STALE_BACKLOG_DAYS = 60;
/** Throughput trend: the last this many days against the same span before. */
export const TREND_PERIOD_DAYS = 28;
/** A change of at least this share (up or down) is a trend; less is flat. */
export const TREND_MIN_CHANGE = 0.3;
/** A drop is a warning only when the previous period finished at least this many cards. */
export const TREND_MIN_PREVIOUS = 4;
/** Without a cap, a person is above the team at this many times its median and at least OVERLOAD_MIN_OPEN cards. */
export const OVERLOAD_TEAM_FACTOR = 2;
export const OVERLOAD_MIN_OPEN = 5;
/** Over the cap by this factor is critical. */
export const OVERLOAD_CRITICAL_FACTOR = 1.5;
/** The longest list of each kind in one answer (the totals say how many there were). */
export const INSIGHTS_MAX_PER_KIND = 20;
/** Cards linked from one bottleneck or person. */
export const INSIGHT_CARDS_MAX = 5;
/** Trials of the forecast (flow-metrics.md §4 says 10,000; 2,000 keeps the page fast, ±0.8 %). */
export const INSIGHT_FORECAST_TRIALS = 2000;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A card on the board now (not archived), as the rules read it. */
export type InsightCardInput = {
  id: string;
  title: string;
  columnId: string;
  assignee: UserRef | null;
  /** ISO instant. */
  dueDate: string | null;
  /** ISO instant of its latest event; null when it has none. */
  lastActivityAt: string | null;
};

export type BoardInsightsInput = {
  board: { id: string };
  columns: readonly { id: string; name: string; wipLimit: number | null }[];
  settings: { startColumnId: string; doneColumnId: string; riskThreshold: number; slePercentile: number };
  flow: Pick<FlowOutput, 'cards' | 'aging' | 'cfd' | 'throughput' | 'sle' | 'asOfDate'>;
  /** The board's cards now, not archived. */
  cards: readonly InsightCardInput[];
  /** Daily throughput of the forecast's window (`throughputWindow` on the server), zeros included. */
  forecastSamples: readonly number[];
  /** ISO instant the insights are computed at. */
  now: string;
};

const cardRef = (boardId: string, card: InsightCardInput): InsightCardRef => ({
  id: card.id,
  title: card.title,
  boardId,
});

const median = (values: readonly number[]) => nearestRank(ascending(values), 50);

/* ---------- bottlenecks ---------- */

/**
 * Columns between the commitment point and done whose work piles up and ages: WIP grew over
 * BOTTLENECK_WINDOW_DAYS (CFD "as it was") or is over the column's limit, while the median age of
 * its cards is above the board's typical cycle time (SLE P50). Growth and an exceeded limit
 * without ageing, or ageing alone, are not a bottleneck: they are the board working.
 */
export function detectBottlenecks(input: BoardInsightsInput): BottleneckInsight[] {
  const { columns, settings, flow } = input;
  const startIndex = Math.max(
    0,
    columns.findIndex((column) => column.id === settings.startColumnId),
  );
  const doneIndex = columns.findIndex((column) => column.id === settings.doneColumnId);
  const last = flow.cfd.at(-1);
  const before = flow.cfd[Math.max(0, flow.cfd.length - 1 - BOTTLENECK_WINDOW_DAYS)];
  const typical = flow.sle.p50;
  const byId = new Map(input.cards.map((card) => [card.id, card]));
  const found: BottleneckInsight[] = [];
  columns.forEach((column, index) => {
    if (index < startIndex || (doneIndex >= 0 && index >= doneIndex)) return;
    const items = flow.aging.filter((item) => item.columnId === column.id);
    const wipNow = last?.counts[column.id] ?? items.length;
    const wipBefore = before?.counts[column.id] ?? wipNow;
    const ages = items.map((item) => item.ageDays);
    const medianAge = median(ages);
    const growing =
      wipNow - wipBefore >= BOTTLENECK_MIN_GROWTH && wipNow >= wipBefore * (1 + BOTTLENECK_MIN_GROWTH_RATIO);
    const overLimit = column.wipLimit !== null && wipNow > column.wipLimit;
    const aging = typical !== null && medianAge !== null && medianAge > typical;
    if (!aging || (!growing && !overLimit)) return;
    const reasons: BottleneckInsight['reasons'] = [];
    if (growing) reasons.push('wip_growing');
    if (overLimit) reasons.push('over_wip_limit');
    reasons.push('aging');
    const oldest = [...items].sort((a, b) => b.ageDays - a.ageDays);
    found.push({
      id: `bottleneck:${input.board.id}:${column.id}`,
      kind: 'bottleneck',
      severity: growing && overLimit ? 'critical' : 'warning',
      boardId: input.board.id,
      column: { id: column.id, name: column.name },
      wipNow,
      wipBefore,
      windowDays: BOTTLENECK_WINDOW_DAYS,
      wipLimit: column.wipLimit,
      medianAgeDays: medianAge,
      maxAgeDays: ages.length === 0 ? null : Math.max(...ages),
      typicalDays: typical,
      reasons,
      cards: oldest
        .map((item) => byId.get(item.cardId))
        .filter((card): card is InsightCardInput => card !== undefined)
        .slice(0, INSIGHT_CARDS_MAX)
        .map((card) => cardRef(input.board.id, card)),
    });
  });
  return found;
}

/* ---------- cards at risk ---------- */

/**
 * Open cards likely to be late: started cards past the SLE (`past_sle`) or whose breach risk
 * reaches the board's threshold (`breach_risk`, the same rule as the 'Em risco de atrasar'
 * notification), and any open card past its due date (`overdue`) or due within DUE_SOON_HOURS.
 * Past the SLE or overdue is critical.
 */
export function detectCardsAtRisk(input: BoardInsightsInput): CardAtRiskInsight[] {
  const { flow, settings } = input;
  const nowMs = Date.parse(input.now);
  const aging = new Map(flow.aging.map((item) => [item.cardId, item]));
  const columnNames = new Map(input.columns.map((column) => [column.id, column.name]));
  const sleDays = flow.sle.days;
  const found: CardAtRiskInsight[] = [];
  for (const card of input.cards) {
    if (card.columnId === settings.doneColumnId) continue;
    const item = aging.get(card.id);
    const reasons: CardAtRiskInsight['reasons'] = [];
    if (item && sleDays !== null && item.ageDays > sleDays) reasons.push('past_sle');
    else if (item?.breachRisk != null && item.breachRisk >= settings.riskThreshold) reasons.push('breach_risk');
    const dueMs = card.dueDate === null ? NaN : Date.parse(card.dueDate);
    if (dueMs < nowMs) reasons.push('overdue');
    else if (dueMs - nowMs <= DUE_SOON_HOURS * HOUR_MS) reasons.push('due_soon');
    if (reasons.length === 0) continue;
    const critical = reasons.includes('past_sle') || reasons.includes('overdue');
    found.push({
      id: `card_at_risk:${input.board.id}:${card.id}`,
      kind: 'card_at_risk',
      severity: critical ? 'critical' : 'warning',
      boardId: input.board.id,
      card: cardRef(input.board.id, card),
      column: { id: card.columnId, name: columnNames.get(card.columnId) ?? '' },
      assignee: card.assignee,
      reasons,
      ageDays: item?.ageDays ?? null,
      sleDays,
      slePercentile: settings.slePercentile,
      breachRisk: item?.breachRisk ?? null,
      n: item?.n ?? 0,
      dueDate: card.dueDate,
    });
  }
  return found.sort(
    (a, b) =>
      severityRank(a.severity) - severityRank(b.severity) ||
      (b.breachRisk ?? 0) - (a.breachRisk ?? 0) ||
      (b.ageDays ?? 0) - (a.ageDays ?? 0),
  );
}

/* ---------- stale cards ---------- */

/**
 * Open cards nobody touched (no event of any kind on them) for STALE_DAYS when started, or
 * STALE_BACKLOG_DAYS when not started yet. A started card idle for STALE_CRITICAL_DAYS is critical.
 */
export function detectStaleCards(input: BoardInsightsInput): StaleCardInsight[] {
  const nowMs = Date.parse(input.now);
  const started = new Set(input.flow.aging.map((item) => item.cardId));
  const columnNames = new Map(input.columns.map((column) => [column.id, column.name]));
  const found: StaleCardInsight[] = [];
  for (const card of input.cards) {
    if (card.columnId === input.settings.doneColumnId || card.lastActivityAt === null) continue;
    const idleDays = Math.floor((nowMs - Date.parse(card.lastActivityAt)) / DAY_MS);
    const isStarted = started.has(card.id);
    if (idleDays < (isStarted ? STALE_DAYS : STALE_BACKLOG_DAYS)) continue;
    found.push({
      id: `stale_card:${input.board.id}:${card.id}`,
      kind: 'stale_card',
      severity: !isStarted ? 'info' : idleDays >= STALE_CRITICAL_DAYS ? 'critical' : 'warning',
      boardId: input.board.id,
      card: cardRef(input.board.id, card),
      column: { id: card.columnId, name: columnNames.get(card.columnId) ?? '' },
      assignee: card.assignee,
      idleDays,
      lastActivityAt: card.lastActivityAt,
      started: isStarted,
    });
  }
  return found.sort((a, b) => severityRank(a.severity) - severityRank(b.severity) || b.idleDays - a.idleDays);
}

/* ---------- throughput trend ---------- */

/**
 * Cards finished in the last TREND_PERIOD_DAYS days against the same span before, from the flow's
 * daily throughput (zeros included). Null when the board's history does not cover both spans or
 * nothing was finished in either. A drop of TREND_MIN_CHANGE or more from at least
 * TREND_MIN_PREVIOUS cards is a warning; nothing finished since is critical.
 */
export function throughputTrend(
  boardId: string,
  flow: Pick<FlowOutput, 'throughput' | 'cards' | 'asOfDate'>,
): ThroughputTrendInsight | null {
  const span = TREND_PERIOD_DAYS * 2;
  const firstDay = dayNumber(addDays(flow.asOfDate, -(span - 1)));
  const counts = new Map(flow.throughput.map((day) => [dayNumber(day.date), day.count]));
  let earliest: string | null = null;
  for (const card of flow.cards) if (earliest === null || card.createdOn < earliest) earliest = card.createdOn;
  if (earliest === null || dayNumber(earliest) > firstDay) return null;
  const daily: number[] = [];
  for (let day = firstDay; day < firstDay + span; day += 1) {
    const count = counts.get(day);
    if (count === undefined) return null;
    daily.push(count);
  }
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const previous = sum(daily.slice(0, TREND_PERIOD_DAYS));
  const recent = sum(daily.slice(TREND_PERIOD_DAYS));
  if (previous === 0 && recent === 0) return null;
  const change = previous === 0 ? null : (recent - previous) / previous;
  let direction: ThroughputTrendInsight['direction'] = 'flat';
  if (recent === 0) direction = 'stopped';
  else if (change === null || change >= TREND_MIN_CHANGE) direction = 'up';
  else if (change <= -TREND_MIN_CHANGE) direction = 'down';
  let severity: InsightSeverity = 'info';
  if (previous >= TREND_MIN_PREVIOUS && direction === 'stopped') severity = 'critical';
  else if (previous >= TREND_MIN_PREVIOUS && direction === 'down') severity = 'warning';
  const weekly: number[] = [];
  for (let week = 0; week < span / 7; week += 1) weekly.push(sum(daily.slice(week * 7, week * 7 + 7)));
  return {
    id: `throughput_trend:${boardId}:board`,
    kind: 'throughput_trend',
    severity,
    boardId,
    recent,
    previous,
    periodDays: TREND_PERIOD_DAYS,
    change,
    direction,
    weekly,
  };
}

/* ---------- forecast ---------- */

/** A seed from the board's id and the day: the same page all day, a fresh draw tomorrow. */
export function insightSeed(boardId: string, asOfDate: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${boardId}|${asOfDate}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * "When will the cards in progress be done?" — the shared Monte Carlo `forecastWhen` over the
 * forecast window's daily throughput. Null with nothing in progress; a refusal (too little
 * history) is an info insight that says why.
 */
export function forecastSummary(input: BoardInsightsInput): ForecastInsight | null {
  const items = input.flow.aging.length;
  if (items === 0) return null;
  const samples = input.forecastSamples;
  const finished = samples.reduce((total, value) => total + value, 0);
  const result = forecastWhen({
    samples,
    items,
    trials: INSIGHT_FORECAST_TRIALS,
    seed: insightSeed(input.board.id, input.flow.asOfDate),
  });
  const point = (p: number) => {
    if (!result.ok) return null;
    const days = result.percentiles.find((entry) => entry.p === p)?.value ?? null;
    return { days, date: days === null ? null : addDays(input.flow.asOfDate, days) };
  };
  return {
    id: `forecast:${input.board.id}:board`,
    kind: 'forecast',
    severity: 'info',
    boardId: input.board.id,
    items,
    ok: result.ok,
    refusal: result.ok ? null : result.reason,
    p50: point(50),
    p85: point(85),
    sampleDays: samples.length,
    finished,
    trials: result.ok ? result.trials : 0,
  };
}

/* ---------- overloaded people ---------- */

/** One person's open cards and cap on each board of the scope (automations' assignees list). */
export type PersonLoadInput = {
  person: UserRef;
  available: boolean;
  loads: readonly { boardId: string; openCards: number; capacity: number | null }[];
  /** Their open cards, most urgent first (linked from the insight). */
  cards: readonly InsightCardRef[];
};

/**
 * People with more open cards than they can carry: over the cap a board's manager set for them
 * (`over_capacity`; critical at OVERLOAD_CRITICAL_FACTOR × the cap), or — where no cap says
 * otherwise — at OVERLOAD_TEAM_FACTOR × the team's median and at least OVERLOAD_MIN_OPEN
 * (`above_team`); and anyone marked unavailable who still holds open cards (`unavailable`).
 * `scopeId` is the board's id, or the workspace's for a person across its boards.
 */
export function detectOverload(
  people: readonly PersonLoadInput[],
  scope: { id: string; boardId: string | null },
): OverloadedPersonInsight[] {
  const totals = people.map((entry) => entry.loads.reduce((total, load) => total + load.openCards, 0));
  const teamMedian = median(totals.filter((total) => total > 0));
  const found: OverloadedPersonInsight[] = [];
  people.forEach((entry, index) => {
    const openCards = totals[index]!;
    if (openCards === 0) return;
    const withCards = entry.loads.filter((load) => load.openCards > 0);
    const capped = withCards.every((load) => load.capacity !== null);
    const capacity = capped ? withCards.reduce((total, load) => total + load.capacity!, 0) : null;
    const overCapacity = withCards.filter((load) => load.capacity !== null && load.openCards > load.capacity);
    const reasons: OverloadedPersonInsight['reasons'] = [];
    if (overCapacity.length > 0) reasons.push('over_capacity');
    else if (
      capacity === null &&
      teamMedian !== null &&
      totals.filter((total) => total > 0).length > 1 &&
      openCards >= OVERLOAD_MIN_OPEN &&
      openCards >= OVERLOAD_TEAM_FACTOR * teamMedian
    ) {
      reasons.push('above_team');
    }
    if (!entry.available) reasons.push('unavailable');
    if (reasons.length === 0) return;
    const critical = overCapacity.some((load) => load.openCards >= OVERLOAD_CRITICAL_FACTOR * load.capacity!);
    found.push({
      id: `overloaded_person:${scope.id}:${entry.person.id}`,
      kind: 'overloaded_person',
      severity: critical ? 'critical' : 'warning',
      boardId: scope.boardId,
      person: entry.person,
      openCards,
      capacity,
      overCapacityBoardIds: overCapacity.map((load) => load.boardId),
      teamMedian,
      available: entry.available,
      reasons,
      cards: entry.cards.slice(0, INSIGHT_CARDS_MAX),
    });
  });
  return found.sort((a, b) => severityRank(a.severity) - severityRank(b.severity) || b.openCards - a.openCards);
}

/* ---------- one board, and the answer ---------- */

/** Every insight of one board except people (their load may span boards: `detectOverload`). */
export function boardInsights(input: BoardInsightsInput): Insight[] {
  const trend = throughputTrend(input.board.id, input.flow);
  const forecast = forecastSummary(input);
  return [
    ...detectBottlenecks(input),
    ...detectCardsAtRisk(input),
    ...detectStaleCards(input),
    ...(trend ? [trend] : []),
    ...(forecast ? [forecast] : []),
  ];
}

export function severityRank(severity: InsightSeverity): number {
  return insightSeverities.indexOf(severity);
}

/**
 * The answer's list: most severe first, then in the order of `insightKinds`, each kind cut to
 * `maxPerKind` (its most severe); `totals` counts them before the cut.
 */
export function rankInsights(
  insights: readonly Insight[],
  maxPerKind = INSIGHTS_MAX_PER_KIND,
): { insights: Insight[]; totals: Record<InsightKind, number> } {
  const totals = Object.fromEntries(insightKinds.map((kind) => [kind, 0])) as Record<InsightKind, number>;
  const kept: Insight[] = [];
  const byKind = new Map<InsightKind, Insight[]>();
  for (const insight of insights) {
    totals[insight.kind] += 1;
    const list = byKind.get(insight.kind);
    if (list) list.push(insight);
    else byKind.set(insight.kind, [insight]);
  }
  for (const kind of insightKinds) {
    const list = byKind.get(kind) ?? [];
    // Stable: within a severity, the order the rule gave (its own ranking).
    const sorted = list
      .map((insight, index) => ({ insight, index }))
      .sort((a, b) => severityRank(a.insight.severity) - severityRank(b.insight.severity) || a.index - b.index);
    kept.push(...sorted.slice(0, maxPerKind).map((entry) => entry.insight));
  }
  kept.sort(
    (a, b) =>
      severityRank(a.severity) - severityRank(b.severity) ||
      insightKinds.indexOf(a.kind) - insightKinds.indexOf(b.kind),
  );
  return { insights: kept, totals };
}

/** The card ids the insights link to (the model's suggestions may name only these). */
export function linkedCardIds(insights: readonly Insight[]): Set<string> {
  const ids = new Set<string>();
  for (const insight of insights) {
    if ('card' in insight) ids.add(insight.card.id);
    if ('cards' in insight) for (const card of insight.cards) ids.add(card.id);
  }
  return ids;
}
