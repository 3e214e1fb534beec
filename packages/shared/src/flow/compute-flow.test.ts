import { describe, expect, it } from 'vitest';
import { computeFlow, dailyThroughput, flowFromFacts, zoneOf } from './compute-flow.ts';
import { localDate } from './dates.ts';
import { applyFlowEvent, emptyFlowFacts, flowContext } from './facts.ts';
import { flowEventsOf } from './from-log.ts';
import { nearestRank, percentilesOf } from './percentiles.ts';
import type { FlowEvent, FlowInput } from './types.ts';

/**
 * Worked examples built by hand (flow-metrics.md §2–§3). Board: Backlog (A) → Fazendo (B, the
 * commitment point) → Revisão (C) → Concluído (D, done), in São Paulo (UTC−3, no daylight saving).
 * Instants are written in UTC; `at(day, hour)` is that local hour on 2026-03-<day>.
 */
const columns = [{ id: 'A' }, { id: 'B' }, { id: 'C' }, { id: 'D' }];
const zone = 'America/Sao_Paulo';
const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 2, day, hour + 3)).toISOString();
const date = (day: number) => `2026-03-${String(day).padStart(2, '0')}`;

const created = (cardId: string, when: string, columnId = 'A'): FlowEvent => ({
  kind: 'card.created',
  cardId,
  at: when,
  columnId,
});
const moved = (cardId: string, when: string, fromColumnId: string, toColumnId: string): FlowEvent => ({
  kind: 'card.moved',
  cardId,
  at: when,
  fromColumnId,
  toColumnId,
});
const archived = (cardId: string, when: string): FlowEvent => ({ kind: 'card.archived', cardId, at: when });
const restored = (cardId: string, when: string): FlowEvent => ({ kind: 'card.restored', cardId, at: when });

function flow(events: FlowEvent[], extra: Partial<FlowInput> = {}) {
  return computeFlow({
    events,
    columns,
    startColumnId: 'B',
    doneColumnId: 'D',
    timeZone: zone,
    asOf: at(20),
    from: date(1),
    to: date(20),
    ...extra,
  });
}
const cardOf = (output: ReturnType<typeof flow>, cardId: string) =>
  output.cards.find((card) => card.cardId === cardId)!;

describe('computeFlow: day counting', () => {
  it('counts a card started and finished on the same day as 1 day, lead time included', () => {
    const output = flow([created('x', at(2, 9)), moved('x', at(2, 10), 'A', 'B'), moved('x', at(2, 17), 'B', 'D')]);
    expect(cardOf(output, 'x')).toMatchObject({
      createdOn: date(2),
      startedOn: date(2),
      doneOn: date(2),
      cycleTimeDays: 1,
      leadTimeDays: 1,
      ageDays: null,
    });
    expect(output.throughput.find((day) => day.date === date(2))!.count).toBe(1);
  });

  it('buckets by the board zone: 23:30 in São Paulo is still that day, though UTC has moved on', () => {
    const lateEvening = new Date(Date.UTC(2026, 2, 3, 2, 30)).toISOString(); // 2 Mar 23:30 local
    const afterMidnight = new Date(Date.UTC(2026, 2, 3, 3, 30)).toISOString(); // 3 Mar 00:30 local
    const events = [
      created('late', at(2, 8)),
      moved('late', at(2, 9), 'A', 'B'),
      moved('late', lateEvening, 'B', 'D'),
      created('early', at(2, 8)),
      moved('early', at(2, 9), 'A', 'B'),
      moved('early', afterMidnight, 'B', 'D'),
    ];
    const local = flow(events);
    expect(cardOf(local, 'late')).toMatchObject({ doneOn: date(2), cycleTimeDays: 1 });
    expect(cardOf(local, 'early')).toMatchObject({ doneOn: date(3), cycleTimeDays: 2 });
    const utc = flow(events, { timeZone: 'UTC' });
    expect(cardOf(utc, 'late')).toMatchObject({ doneOn: date(3), cycleTimeDays: 2 });
    expect(localDate(lateEvening, zone)).toBe(date(2));
  });

  it('counts calendar days inclusively, weekends included', () => {
    // 6 March 2026 is a Friday, 9 March a Monday.
    const output = flow([created('w', at(6)), moved('w', at(6), 'A', 'B'), moved('w', at(9), 'B', 'D')]);
    expect(cardOf(output, 'w').cycleTimeDays).toBe(4);
  });
});

describe('computeFlow: backward moves, reopening and discarded work', () => {
  it('keeps the start when a card moves back within the started columns, and counts the rework', () => {
    const output = flow([
      created('r', at(1)),
      moved('r', at(2), 'A', 'B'),
      moved('r', at(3), 'B', 'C'),
      moved('r', at(4), 'C', 'B'),
      moved('r', at(5), 'B', 'C'),
      moved('r', at(6), 'C', 'D'),
    ]);
    expect(cardOf(output, 'r')).toMatchObject({
      startedOn: date(2),
      doneOn: date(6),
      cycleTimeDays: 5,
      backwardMoves: 1,
    });
  });

  it('restarts the clock when a card moves back behind the commitment point', () => {
    const output = flow([
      created('b', at(1)),
      moved('b', at(2), 'A', 'B'),
      moved('b', at(3), 'B', 'A'),
      moved('b', at(7), 'A', 'B'),
      moved('b', at(8), 'B', 'D'),
    ]);
    expect(cardOf(output, 'b')).toMatchObject({
      startedOn: date(7),
      doneOn: date(8),
      cycleTimeDays: 2,
      leadTimeDays: 8,
    });
  });

  it('back-fills the start from the next column when the commitment column was skipped', () => {
    const output = flow([created('s', at(1)), moved('s', at(4), 'A', 'C'), moved('s', at(5), 'C', 'D')]);
    expect(cardOf(output, 's')).toMatchObject({ startedOn: date(4), cycleTimeDays: 2 });
  });

  it('counts a reopened card once, on its last completion; while reopened it is not done', () => {
    const events = [
      created('o', at(1)),
      moved('o', at(2), 'A', 'B'),
      moved('o', at(3), 'B', 'D'),
      moved('o', at(4), 'D', 'C'),
      moved('o', at(6), 'C', 'D'),
    ];
    const output = flow(events);
    expect(output.throughput.filter((day) => day.count > 0)).toEqual([{ date: date(6), count: 1 }]);
    expect(cardOf(output, 'o')).toMatchObject({ doneOn: date(6), cycleTimeDays: 5 });
    const whileReopened = flow(events, { asOf: at(5), to: date(5) });
    expect(cardOf(whileReopened, 'o')).toMatchObject({ doneOn: null, cycleTimeDays: null, ageDays: 4 });
    expect(whileReopened.throughput.every((day) => day.count === 0)).toBe(true);
  });

  it('treats a card archived before finishing as discarded: no cycle time, throughput or WIP', () => {
    const output = flow([
      created('d', at(1)),
      moved('d', at(2), 'A', 'B'),
      archived('d', at(4)),
      created('f', at(1)),
      moved('f', at(2), 'A', 'B'),
      moved('f', at(3), 'B', 'D'),
      archived('f', at(5)),
    ]);
    expect(cardOf(output, 'd')).toMatchObject({ discarded: true, discardedOn: date(4), ageDays: null, doneOn: null });
    expect(cardOf(output, 'f')).toMatchObject({ discarded: false, doneOn: date(3), cycleTimeDays: 2 });
    expect(output.aging).toEqual([]);
    expect(output.percentiles.n).toBe(1);
    const day = (d: number) => output.cfd.find((entry) => entry.date === date(d))!.counts;
    expect(day(3)).toEqual({ A: 0, B: 1, C: 0, D: 1 });
    expect(day(4)).toEqual({ A: 0, B: 0, C: 0, D: 1 });
    expect(output.burnup.find((entry) => entry.date === date(4))).toEqual({ date: date(4), scope: 1, done: 1 });
  });

  it('brings a restored card back into WIP', () => {
    const output = flow([created('x', at(1)), moved('x', at(2), 'A', 'B'), archived('x', at(3)), restored('x', at(5))]);
    expect(cardOf(output, 'x')).toMatchObject({ discarded: false, ageDays: 19 });
    expect(output.cfd.find((entry) => entry.date === date(4))!.counts.B).toBe(0);
    expect(output.cfd.find((entry) => entry.date === date(5))!.counts.B).toBe(1);
  });

  it('ignores events after asOf', () => {
    const output = flow([created('x', at(1)), moved('x', at(2), 'A', 'B'), moved('x', at(9), 'B', 'D')], {
      asOf: at(5),
      to: date(5),
    });
    expect(cardOf(output, 'x')).toMatchObject({ doneOn: null, ageDays: 4 });
  });
});

describe('computeFlow: throughput and cumulative flow', () => {
  it('lists every day of the range, zero days included', () => {
    const output = flow(
      [created('p', at(1)), moved('p', at(1), 'A', 'D'), created('q', at(1)), moved('q', at(4), 'A', 'D')],
      { from: date(1), to: date(5) },
    );
    expect(output.throughput.map((day) => day.count)).toEqual([1, 0, 0, 1, 0]);
    expect(output.throughput.map((day) => day.date)).toEqual([date(1), date(2), date(3), date(4), date(5)]);
  });

  it('draws mode A as the board was at each day end and mode B from effective entries (never decreasing)', () => {
    // Five cards in A; two go to B on day 2; one of them to D on day 3 and back to A on day 4.
    const events: FlowEvent[] = ['1', '2', '3', '4', '5'].map((id) => created(id, at(1)));
    events.push(
      moved('1', at(2), 'A', 'B'),
      moved('2', at(2), 'A', 'B'),
      moved('1', at(3), 'B', 'D'),
      moved('1', at(4), 'D', 'A'),
    );
    const output = flow(events, { from: date(1), to: date(4), asOf: at(4, 20) });
    expect(output.cfd.map((day) => day.counts)).toEqual([
      { A: 5, B: 0, C: 0, D: 0 },
      { A: 3, B: 2, C: 0, D: 0 },
      { A: 3, B: 1, C: 0, D: 1 },
      { A: 4, B: 1, C: 0, D: 0 },
    ]);
    expect(output.cfdFlow.map((day) => day.counts)).toEqual([
      { A: 5, B: 0, C: 0, D: 0 },
      { A: 4, B: 1, C: 0, D: 0 },
      { A: 4, B: 1, C: 0, D: 0 },
      { A: 4, B: 1, C: 0, D: 0 },
    ]);
  });

  it('sums the visits of each column before Done for the cards finished in the range', () => {
    const output = flow([
      created('t', at(1, 8)),
      moved('t', at(1, 20), 'A', 'B'),
      moved('t', at(2, 8), 'B', 'C'),
      moved('t', at(2, 20), 'C', 'B'),
      moved('t', at(3, 8), 'B', 'D'),
    ]);
    const byColumn = Object.fromEntries(output.timeInColumns.map((entry) => [entry.columnId, entry]));
    expect(byColumn.A).toMatchObject({ n: 1, p50Days: 0.5 });
    expect(byColumn.B).toMatchObject({ n: 1, p50Days: 1 });
    expect(byColumn.C).toMatchObject({ n: 1, p50Days: 0.5 });
    expect(byColumn.D).toBeUndefined();
  });
});

describe('percentiles, SLE, ageing zones and breach risk', () => {
  it('uses nearest rank, not interpolation', () => {
    expect(nearestRank([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 85)).toBe(9); // NumPy would say 8.65
    expect(nearestRank([2, 4, 7, 10], 50)).toBe(4); // interpolation: 5.5
    expect(nearestRank([5], 95)).toBe(5);
    expect(nearestRank([], 85)).toBeNull();
    expect(percentilesOf([3, 1, 2])).toEqual({ n: 3, p50: 2, p70: 3, p85: 3, p95: 3 });
  });

  /** Six finished cards with cycle times 1, 2, 2, 3, 5 and 8 days, and three in progress. */
  function history(): FlowEvent[] {
    const events: FlowEvent[] = [];
    [1, 2, 2, 3, 5, 8].forEach((days, index) => {
      const id = `h${index}`;
      events.push(created(id, at(1)), moved(id, at(2), 'A', 'B'), moved(id, at(1 + days), 'B', 'D'));
    });
    events.push(created('young', at(1)), moved('young', at(17), 'A', 'B')); // age 4 on day 20
    events.push(created('old', at(1)), moved('old', at(11), 'A', 'C')); // age 10
    events.push(created('mid', at(1)), moved('mid', at(14), 'A', 'B')); // age 7
    return events;
  }

  it('reads the SLE from the window and flags each card in progress with its zone, risk and n', () => {
    const output = flow(history());
    expect(output.sle).toMatchObject({ n: 6, percentile: 85, days: 8, p50: 2, p70: 5, p95: 8 });
    expect(output.sle.windowFrom).toBe('2026-01-20');
    const aging = Object.fromEntries(output.aging.map((item) => [item.cardId, item]));
    // age 4 ≤ SLE 8: risk = #{T > 8} / #{T ≥ 4} = 0 / 2, low confidence (n < 5)
    expect(aging.young).toMatchObject({ ageDays: 4, zone: 'yellow', breachRisk: 0, n: 2 });
    expect(aging.mid).toMatchObject({ ageDays: 7, zone: 'orange', breachRisk: 0, n: 1 });
    // past the SLE: breached
    expect(aging.old).toMatchObject({ ageDays: 10, zone: 'red', breachRisk: 1, n: 0 });
    // ordered by column, then oldest first
    expect(output.aging.map((item) => item.cardId)).toEqual(['mid', 'young', 'old']);
  });

  it('reports no precedent (null risk, n = 0, no zone) without finished history', () => {
    const output = flow([created('x', at(1)), moved('x', at(2), 'A', 'B')]);
    expect(output.sle).toMatchObject({ n: 0, days: null });
    expect(output.aging).toEqual([{ cardId: 'x', columnId: 'B', ageDays: 19, zone: 'none', breachRisk: null, n: 0 }]);
  });

  it('gives a risk strictly between 0 and 1 when longer cards exist beyond the SLE', () => {
    const output = flow(history(), { slePercentile: 50 }); // SLE = 2 days
    const young = output.aging.find((item) => item.cardId === 'young')!;
    expect(output.sle.days).toBe(2);
    expect(young).toMatchObject({ breachRisk: 1, zone: 'red' });
    const fresh = flow([...history(), created('z', at(1)), moved('z', at(20), 'A', 'B')], { slePercentile: 50 });
    // age 1: #{T ≥ 1} = 6, #{T > 2} = 3
    expect(fresh.aging.find((item) => item.cardId === 'z')).toMatchObject({
      ageDays: 1,
      breachRisk: 0.5,
      n: 6,
      zone: 'green',
    });
  });

  it('colours ages by zone', () => {
    expect(zoneOf(2, 2, 5, 8, 12)).toBe('green');
    expect(zoneOf(5, 2, 5, 8, 12)).toBe('yellow');
    expect(zoneOf(8, 2, 5, 8, 12)).toBe('orange');
    expect(zoneOf(9, 2, 5, 8, 12)).toBe('red');
    expect(zoneOf(13, 2, 5, 8, 12)).toBe('darkred');
    expect(zoneOf(3, null, null, null, null)).toBe('none');
  });
});

describe('facts folded one event at a time', () => {
  it('give the same metrics as computeFlow over the whole log', () => {
    const events: FlowEvent[] = [
      created('a', at(1)),
      moved('a', at(2), 'A', 'B'),
      created('b', at(2)),
      moved('b', at(3), 'A', 'C'),
      moved('a', at(4), 'B', 'D'),
      archived('b', at(5)),
      restored('b', at(6)),
      moved('b', at(7), 'C', 'D'),
      { kind: 'card.deleted', cardId: 'a', at: at(8) },
    ];
    const context = flowContext(columns, 'D', zone);
    const facts = emptyFlowFacts();
    for (const event of events) applyFlowEvent(facts, event, context);
    // A copy through JSON, as the server stores it.
    const stored = JSON.parse(JSON.stringify([...facts.cards.values()]));
    const reloaded = emptyFlowFacts();
    for (const card of stored) reloaded.cards.set(card.cardId, card);
    reloaded.cfdDeltas = facts.cfdDeltas;
    const input = {
      columns,
      startColumnId: 'B',
      doneColumnId: 'D',
      timeZone: zone,
      asOf: at(20),
      from: date(1),
      to: date(20),
    };
    const full = computeFlow({ ...input, events });
    expect(full.cards.map((card) => [card.cardId, card.doneOn])).toEqual([
      ['a', date(4)],
      ['b', date(7)],
    ]);
    expect(flowFromFacts(reloaded, input)).toEqual(full);
  });
});

describe('flowEventsOf', () => {
  const base = { entityId: 'c1', createdAt: at(1) };
  it('turns a move to another board into a departure here and an arrival there', () => {
    const data = { fromBoardId: 'b1', toBoardId: 'b2', fromColumnId: 'A', toColumnId: 'X', version: 2, position: 'a0' };
    expect(flowEventsOf('b1', { ...base, kind: 'card.moved', data })).toEqual([
      { kind: 'card.deleted', cardId: 'c1', at: at(1) },
    ]);
    expect(flowEventsOf('b2', { ...base, kind: 'card.moved', data })).toEqual([
      { kind: 'card.created', cardId: 'c1', at: at(1), columnId: 'X' },
    ]);
  });

  it('archives the cards of a deleted column and reads a copy as a new card', () => {
    expect(
      flowEventsOf('b1', {
        ...base,
        entityId: 'col',
        kind: 'column.deleted',
        data: { name: 'x', archivedCardIds: ['p', 'q'] },
      }),
    ).toEqual([
      { kind: 'card.archived', cardId: 'p', at: at(1) },
      { kind: 'card.archived', cardId: 'q', at: at(1) },
    ]);
    expect(flowEventsOf('b1', { ...base, kind: 'card.copied', data: { columnId: 'A', fromCardId: 'z' } })).toEqual([
      { kind: 'card.created', cardId: 'c1', at: at(1), columnId: 'A' },
    ]);
    expect(flowEventsOf('b1', { ...base, kind: 'comment.added', data: {} })).toEqual([]);
  });
});

describe('dailyThroughput', () => {
  it('counts finishes per day, zeros included, ignoring days outside the window', () => {
    const cards = [
      { doneOn: date(1) },
      { doneOn: date(3) },
      { doneOn: date(3) },
      { doneOn: null },
      { doneOn: date(9) },
    ];
    expect(dailyThroughput(cards, date(1), date(4))).toEqual([1, 0, 2, 0]);
  });
});
