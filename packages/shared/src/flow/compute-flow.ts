import { dayNumber, dayString, localDay } from './dates.ts';
import { applyFlowEvent, emptyFlowFacts, flowContext, isInDone, type FlowFacts } from './facts.ts';
import { ascending, nearestRank, percentilesOf } from './percentiles.ts';
import type { AgingItem, AgingZone, FlowCard, FlowInput, FlowOutput } from './types.ts';

export const SLE_PERCENTILE_DEFAULT = 85;
export const SLE_WINDOW_DEFAULT_DAYS = 60;
const DAY_MS = 86_400_000;

/**
 * Flow metrics of a board from its log (issue 19; flow-metrics.md §2–§3). Pure and deterministic:
 * folds the events up to `asOf` into facts, then reads the metrics from them.
 */
export function computeFlow(input: FlowInput): FlowOutput {
  const { events, ...rest } = input;
  const asOfMs = Date.parse(input.asOf);
  const context = flowContext(input.columns, input.doneColumnId, input.timeZone);
  const facts = emptyFlowFacts();
  for (const event of events) {
    if (Date.parse(event.at) > asOfMs) continue;
    applyFlowEvent(facts, event, context);
  }
  return flowFromFacts(facts, rest);
}

type CardState = FlowCard & {
  startDay: number | null;
  doneDay: number | null;
  createdDay: number;
  discardedDay: number | null;
};

/** The metrics from facts folded up to `asOf` (by `computeFlow`, or kept by the server's consumer). */
export function flowFromFacts(facts: FlowFacts, input: Omit<FlowInput, 'events'>): FlowOutput {
  const { columns, timeZone } = input;
  const context = flowContext(columns, input.doneColumnId, timeZone);
  const startIndex = context.columnIndex.get(input.startColumnId) ?? 0;
  const asOfMs = Date.parse(input.asOf);
  const asOfDay = localDay(asOfMs, timeZone);
  const slePercentile = input.slePercentile ?? SLE_PERCENTILE_DEFAULT;
  const windowDays = input.sleWindowDays ?? SLE_WINDOW_DEFAULT_DAYS;
  const toDay = input.to ? dayNumber(input.to) : asOfDay;
  const fromDay = input.from ? dayNumber(input.from) : toDay - (windowDays - 1);
  const days = Math.max(0, toDay - fromDay + 1);
  const dayOf = (instant: string) => localDay(Date.parse(instant), timeZone);

  /** The earliest effective entry at or after column `index` (back-filled from later columns). */
  const entryFrom = (entries: Record<string, string>, index: number): string | null => {
    let best: string | null = null;
    let bestMs = Infinity;
    for (const [columnId, at] of Object.entries(entries)) {
      const columnIndex = context.columnIndex.get(columnId);
      if (columnIndex === undefined || columnIndex < index) continue;
      const ms = Date.parse(at);
      if (ms < bestMs) {
        bestMs = ms;
        best = at;
      }
    }
    return best;
  };

  const states: CardState[] = [];
  for (const facts_ of facts.cards.values()) {
    const discarded = facts_.discardedAt !== null;
    const createdDay = dayOf(facts_.createdAt);
    const started = entryFrom(facts_.entries, startIndex);
    const finished = !discarded && isInDone(facts_, context);
    const done = finished ? entryFrom(facts_.entries, context.doneIndex) : null;
    const startDay = started === null ? null : dayOf(started);
    const doneDay = done === null ? null : dayOf(done);
    const discardedDay = facts_.discardedAt === null ? null : dayOf(facts_.discardedAt);
    states.push({
      cardId: facts_.cardId,
      createdOn: dayString(createdDay),
      startedOn: startDay === null ? null : dayString(startDay),
      doneOn: doneDay === null ? null : dayString(doneDay),
      cycleTimeDays: startDay !== null && doneDay !== null ? Math.max(1, doneDay - startDay + 1) : null,
      leadTimeDays: doneDay !== null ? Math.max(1, doneDay - createdDay + 1) : null,
      ageDays: startDay !== null && doneDay === null && !discarded ? Math.max(1, asOfDay - startDay + 1) : null,
      discarded,
      discardedOn: discardedDay === null ? null : dayString(discardedDay),
      backwardMoves: facts_.backwardMoves,
      columnId: facts_.columnId,
      startDay,
      doneDay,
      createdDay,
      discardedDay,
    });
  }

  // Throughput and the range's percentiles: cards finished within [from, to].
  const throughputCounts = new Array<number>(days).fill(0);
  const rangeCycleTimes: number[] = [];
  for (const state of states) {
    if (state.doneDay === null || state.doneDay < fromDay || state.doneDay > toDay) continue;
    throughputCounts[state.doneDay - fromDay]! += 1;
    rangeCycleTimes.push(state.cycleTimeDays!);
  }
  const throughput = throughputCounts.map((count, index) => ({ date: dayString(fromDay + index), count }));

  // The SLE: the window of finished cards ending today.
  const windowFrom = asOfDay - (windowDays - 1);
  const sleSample = ascending(
    states
      .filter((state) => state.doneDay !== null && state.doneDay >= windowFrom && state.doneDay <= asOfDay)
      .map((state) => state.cycleTimeDays!),
  );
  const slePercentiles = percentilesOf(sleSample);
  const sleDays = nearestRank(sleSample, slePercentile);

  // CFD mode A: end-of-day counts per column, from the deltas.
  const listed = columns.map((column) => column.id);
  const running = new Map<string, number>(listed.map((id) => [id, 0]));
  const deltaDays = [...facts.cfdDeltas.keys()].sort();
  let deltaCursor = 0;
  const applyDeltasThrough = (day: number) => {
    while (deltaCursor < deltaDays.length && dayNumber(deltaDays[deltaCursor]!) <= day) {
      for (const [columnId, delta] of facts.cfdDeltas.get(deltaDays[deltaCursor]!)!) {
        if (running.has(columnId)) running.set(columnId, running.get(columnId)! + delta);
      }
      deltaCursor += 1;
    }
  };
  const cfd: FlowOutput['cfd'] = [];
  for (let index = 0; index < days; index += 1) {
    applyDeltasThrough(fromDay + index);
    cfd.push({ date: dayString(fromDay + index), counts: Object.fromEntries(running) });
  }

  // CFD mode B: C_k(d) = cards whose effective entry into column k or later is on or before d.
  const arrivals = listed.map(() => new Array<number>(days + 1).fill(0)); // [k][0] = before the range
  for (const card of facts.cards.values()) {
    if (card.discardedAt !== null) continue;
    let suffix: number | null = null;
    for (let k = listed.length - 1; k >= 0; k -= 1) {
      const at = card.entries[listed[k]!];
      if (at !== undefined) {
        const day = dayOf(at);
        suffix = suffix === null ? day : Math.min(suffix, day);
      }
      if (suffix === null || suffix > toDay) continue;
      arrivals[k]![Math.max(0, suffix - fromDay + 1)]! += 1;
    }
  }
  const cumulative = arrivals.map((perDay) => {
    const totals: number[] = [];
    let sum = perDay[0]!;
    for (let index = 0; index < days; index += 1) {
      sum += perDay[index + 1]!;
      totals.push(sum);
    }
    return totals;
  });
  const cfdFlow: FlowOutput['cfdFlow'] = [];
  for (let index = 0; index < days; index += 1) {
    const counts: Record<string, number> = {};
    listed.forEach((columnId, k) => {
      const here = cumulative[k]![index]!;
      const later = k + 1 < listed.length ? cumulative[k + 1]![index]! : 0;
      counts[columnId] = here - later;
    });
    cfdFlow.push({ date: dayString(fromDay + index), counts });
  }

  // Ageing WIP with zones and breach risk (§3).
  const aging: AgingItem[] = [];
  for (const state of states) {
    if (state.ageDays === null) continue;
    const age = state.ageDays;
    const atLeastAge = sleSample.length - firstAtLeast(sleSample, age);
    let breachRisk: number | null = null;
    if (sleDays !== null) {
      if (age > sleDays) breachRisk = 1;
      else if (atLeastAge > 0) breachRisk = (sleSample.length - firstAtLeast(sleSample, sleDays + 1)) / atLeastAge;
    }
    aging.push({
      cardId: state.cardId,
      columnId: state.columnId ?? '',
      ageDays: age,
      zone: zoneOf(age, slePercentiles.p50, slePercentiles.p70, sleDays, slePercentiles.p95),
      breachRisk,
      n: sleDays === null ? 0 : atLeastAge,
    });
  }
  const order = (columnId: string) => context.columnIndex.get(columnId) ?? listed.length;
  aging.sort((a, b) => order(a.columnId) - order(b.columnId) || b.ageDays - a.ageDays);

  // Time in each column before Done, of the cards finished in the range.
  const spent = new Map<string, number[]>(listed.map((id) => [id, []]));
  for (const card of facts.cards.values()) {
    if (card.discardedAt !== null || !isInDone(card, context)) continue;
    const done = entryFrom(card.entries, context.doneIndex);
    const doneDay = done === null ? null : dayOf(done);
    if (doneDay === null || doneDay < fromDay || doneDay > toDay) continue;
    for (const [columnId, ms] of Object.entries(card.msInColumns)) {
      const index = context.columnIndex.get(columnId);
      if (index === undefined || index >= context.doneIndex || ms <= 0) continue;
      spent.get(columnId)!.push(ms / DAY_MS);
    }
  }
  const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
  const timeInColumns = listed
    .filter((columnId) => (context.columnIndex.get(columnId) ?? 0) < context.doneIndex)
    .map((columnId) => {
      const values = ascending(spent.get(columnId)!);
      const mean = values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
      return {
        columnId,
        n: values.length,
        p50Days: round(nearestRank(values, 50)),
        p85Days: round(nearestRank(values, 85)),
        meanDays: round(mean),
      };
    });

  // Burn-up: scope and done at the end of each day.
  const burnup: FlowOutput['burnup'] = [];
  for (let index = 0; index < days; index += 1) {
    const day = fromDay + index;
    let scope = 0;
    let done = 0;
    for (const state of states) {
      if (state.createdDay > day) continue;
      if (state.discardedDay !== null && state.discardedDay <= day) continue;
      scope += 1;
      if (state.doneDay !== null && state.doneDay <= day) done += 1;
    }
    burnup.push({ date: dayString(day), scope, done });
  }

  return {
    from: dayString(fromDay),
    to: dayString(toDay),
    asOfDate: dayString(asOfDay),
    cards: states.map((state) => ({
      cardId: state.cardId,
      createdOn: state.createdOn,
      startedOn: state.startedOn,
      doneOn: state.doneOn,
      cycleTimeDays: state.cycleTimeDays,
      leadTimeDays: state.leadTimeDays,
      ageDays: state.ageDays,
      discarded: state.discarded,
      discardedOn: state.discardedOn,
      backwardMoves: state.backwardMoves,
      columnId: state.columnId,
    })),
    throughput,
    cfd,
    cfdFlow,
    percentiles: percentilesOf(rangeCycleTimes),
    sle: {
      ...slePercentiles,
      percentile: slePercentile,
      days: sleDays,
      windowFrom: dayString(windowFrom),
      windowTo: dayString(asOfDay),
    },
    aging,
    timeInColumns,
    burnup,
  };
}

/** The index of the first value ≥ `value` in ascending integers (binary search). */
function firstAtLeast(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** ≤ P50 green, ≤ P70 yellow, ≤ SLE orange, past the SLE red, past P95 too dark red; `none` without history. */
export function zoneOf(
  age: number,
  p50: number | null,
  p70: number | null,
  sleDays: number | null,
  p95: number | null,
): AgingZone {
  if (sleDays === null || p50 === null || p70 === null) return 'none';
  if (age > sleDays) return p95 !== null && p95 > sleDays && age > p95 ? 'darkred' : 'red';
  if (age <= p50) return 'green';
  if (age <= p70) return 'yellow';
  return 'orange';
}

/** Daily throughput of `cards` from `from` to `to` (local dates), zeros included: the forecasts' sample. */
export function dailyThroughput(cards: readonly Pick<FlowCard, 'doneOn'>[], from: string, to: string): number[] {
  const first = dayNumber(from);
  const length = Math.max(0, dayNumber(to) - first + 1);
  const counts = new Array<number>(length).fill(0);
  for (const card of cards) {
    if (card.doneOn === null) continue;
    const index = dayNumber(card.doneOn) - first;
    if (index >= 0 && index < length) counts[index]! += 1;
  }
  return counts;
}
