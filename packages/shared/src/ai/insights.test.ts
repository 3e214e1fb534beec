import { describe, expect, it } from 'vitest';
import { addDays } from '../flow/dates.ts';
import type { AgingItem, FlowOutput } from '../flow/types.ts';
import {
  aiInsightsResponseSchema,
  boardInsights,
  detectBottlenecks,
  detectCardsAtRisk,
  detectOverload,
  detectStaleCards,
  forecastSummary,
  insightSchema,
  linkedCardIds,
  rankInsights,
  throughputTrend,
  type BoardInsightsInput,
  type Insight,
  type InsightCardInput,
} from './insights.ts';

const TODAY = '2026-03-31';
const NOW = '2026-03-31T15:00:00.000Z';
const columns = [
  { id: 'todo', name: 'A Fazer', wipLimit: null },
  { id: 'doing', name: 'Em Progresso', wipLimit: 3 },
  { id: 'review', name: 'Revisão', wipLimit: null },
  { id: 'done', name: 'Concluído', wipLimit: null },
];

/** A CFD of `days` days ending today: the counts `from` until a week ago, `to` since. */
function cfd(days: number, from: Record<string, number>, to: Record<string, number>): FlowOutput['cfd'] {
  return Array.from({ length: days }, (_, index) => ({
    date: addDays(TODAY, index - days + 1),
    counts: { ...(index < days - 7 ? from : to) },
  }));
}

const aging = (cardId: string, columnId: string, ageDays: number, breachRisk: number | null = null): AgingItem => ({
  cardId,
  columnId,
  ageDays,
  zone: 'green',
  breachRisk,
  n: 10,
});

const card = (id: string, columnId: string, extra: Partial<InsightCardInput> = {}): InsightCardInput => ({
  id,
  title: `Card ${id}`,
  columnId,
  assignee: null,
  dueDate: null,
  lastActivityAt: NOW,
  ...extra,
});

function input(overrides: Partial<BoardInsightsInput> = {}, flow: Partial<BoardInsightsInput['flow']> = {}) {
  const base: BoardInsightsInput = {
    board: { id: 'b1' },
    columns,
    settings: { startColumnId: 'doing', doneColumnId: 'done', riskThreshold: 0.5, slePercentile: 85 },
    flow: {
      asOfDate: TODAY,
      cards: [{ ...flowCard('old'), createdOn: addDays(TODAY, -100) }],
      aging: [],
      cfd: cfd(60, { todo: 0, doing: 0, review: 0, done: 0 }, { todo: 0, doing: 0, review: 0, done: 0 }),
      throughput: Array.from({ length: 60 }, (_, index) => ({ date: addDays(TODAY, index - 59), count: 0 })),
      sle: { n: 20, p50: 4, p70: 6, p85: 8, p95: 12, percentile: 85, days: 8, windowFrom: '', windowTo: TODAY },
      ...flow,
    },
    cards: [],
    forecastSamples: [],
    now: NOW,
  };
  return { ...base, ...overrides };
}

function flowCard(cardId: string): FlowOutput['cards'][number] {
  return {
    cardId,
    createdOn: TODAY,
    startedOn: null,
    doneOn: null,
    cycleTimeDays: null,
    leadTimeDays: null,
    ageDays: null,
    discarded: false,
    discardedOn: null,
    backwardMoves: 0,
    columnId: 'todo',
  };
}

describe('detectBottlenecks', () => {
  const items = [aging('c1', 'doing', 9), aging('c2', 'doing', 7), aging('c3', 'doing', 6), aging('c4', 'doing', 5)];
  const cards = items.map((item) => card(item.cardId, item.columnId));

  it('flags a started column whose WIP grew and whose cards are older than the typical cycle time', () => {
    const found = detectBottlenecks(
      input(
        { cards },
        {
          aging: items,
          cfd: cfd(60, { todo: 5, doing: 1, review: 0, done: 0 }, { todo: 5, doing: 4, review: 0, done: 0 }),
        },
      ),
    );
    expect(found).toHaveLength(1);
    const [bottleneck] = found;
    expect(bottleneck).toMatchObject({
      kind: 'bottleneck',
      column: { id: 'doing', name: 'Em Progresso' },
      wipNow: 4,
      windowDays: 14,
      wipLimit: 3,
      medianAgeDays: 6,
      maxAgeDays: 9,
      typicalDays: 4,
      reasons: ['wip_growing', 'over_wip_limit', 'aging'],
      severity: 'critical',
    });
    expect(bottleneck!.wipBefore).toBe(1);
    // The oldest cards first.
    expect(bottleneck!.cards.map((c) => c.id)).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(insightSchema.parse(bottleneck)).toEqual(bottleneck);
  });

  it('does not flag growth without ageing, nor ageing with steady WIP under the limit', () => {
    const young = items.map((item) => ({ ...item, ageDays: 2 }));
    const growing = cfd(60, { todo: 0, doing: 0, review: 0, done: 0 }, { todo: 0, doing: 4, review: 0, done: 0 });
    expect(detectBottlenecks(input({ cards }, { aging: young, cfd: growing }))).toEqual([]);
    const steady = cfd(60, { todo: 0, doing: 0, review: 2, done: 0 }, { todo: 0, doing: 0, review: 2, done: 0 });
    const oldInReview = [aging('r1', 'review', 20), aging('r2', 'review', 15)];
    expect(detectBottlenecks(input({}, { aging: oldInReview, cfd: steady }))).toEqual([]);
  });

  it('ignores columns before the commitment point and the done column, and boards without history', () => {
    const piling = cfd(60, { todo: 0, doing: 0, review: 0, done: 0 }, { todo: 30, doing: 0, review: 0, done: 40 });
    expect(detectBottlenecks(input({}, { cfd: piling }))).toEqual([]);
    const noHistory = {
      n: 0,
      p50: null,
      p70: null,
      p85: null,
      p95: null,
      percentile: 85,
      days: null,
      windowFrom: '',
      windowTo: '',
    };
    const growing = cfd(60, { todo: 0, doing: 0, review: 0, done: 0 }, { todo: 0, doing: 4, review: 0, done: 0 });
    expect(detectBottlenecks(input({ cards }, { aging: items, cfd: growing, sle: noHistory }))).toEqual([]);
  });
});

describe('detectCardsAtRisk', () => {
  it('gives each open card its reasons: past the SLE, breach risk at the threshold, overdue, due soon', () => {
    const found = detectCardsAtRisk(
      input(
        {
          cards: [
            card('past', 'doing'),
            card('risky', 'review'),
            card('calm', 'doing'),
            card('late', 'todo', { dueDate: '2026-03-30T12:00:00.000Z' }),
            card('soon', 'todo', { dueDate: '2026-04-01T12:00:00.000Z' }),
            card('later', 'todo', { dueDate: '2026-04-20T12:00:00.000Z' }),
            card('finished', 'done', { dueDate: '2026-03-01T12:00:00.000Z' }),
          ],
        },
        { aging: [aging('past', 'doing', 9, 1), aging('risky', 'review', 5, 0.5), aging('calm', 'doing', 5, 0.49)] },
      ),
    );
    const reasons = Object.fromEntries(found.map((insight) => [insight.card.id, insight.reasons]));
    expect(reasons).toEqual({
      past: ['past_sle'],
      risky: ['breach_risk'],
      late: ['overdue'],
      soon: ['due_soon'],
    });
    expect(found.map((insight) => [insight.card.id, insight.severity])).toEqual([
      ['past', 'critical'],
      ['late', 'critical'],
      ['risky', 'warning'],
      ['soon', 'warning'],
    ]);
    expect(found[0]).toMatchObject({
      ageDays: 9,
      sleDays: 8,
      slePercentile: 85,
      breachRisk: 1,
      column: { name: 'Em Progresso' },
    });
  });
});

describe('detectStaleCards', () => {
  const daysAgo = (days: number) => new Date(Date.parse(NOW) - days * 86_400_000).toISOString();

  it('flags started cards idle 14 days (critical at 30) and backlog cards idle 60, never done ones', () => {
    const found = detectStaleCards(
      input(
        {
          cards: [
            card('busy', 'doing', { lastActivityAt: daysAgo(13) }),
            card('idle', 'doing', { lastActivityAt: daysAgo(14) }),
            card('abandoned', 'review', { lastActivityAt: daysAgo(45) }),
            card('backlog', 'todo', { lastActivityAt: daysAgo(59) }),
            card('forgotten', 'todo', { lastActivityAt: daysAgo(61) }),
            card('shipped', 'done', { lastActivityAt: daysAgo(200) }),
          ],
        },
        { aging: [aging('busy', 'doing', 13), aging('idle', 'doing', 14), aging('abandoned', 'review', 45)] },
      ),
    );
    expect(found.map((insight) => [insight.card.id, insight.severity, insight.idleDays, insight.started])).toEqual([
      ['abandoned', 'critical', 45, true],
      ['idle', 'warning', 14, true],
      ['forgotten', 'info', 61, false],
    ]);
  });
});

describe('throughputTrend', () => {
  const series = (previousWeek: number[], recentWeek: number[]) => {
    // Eight weeks ending today: four like previousWeek, then four like recentWeek.
    const daily = [...Array(4).fill(previousWeek).flat(), ...Array(4).fill(recentWeek).flat()] as number[];
    return daily.map((count, index) => ({ date: addDays(TODAY, index - daily.length + 1), count }));
  };
  const cards = [{ ...flowCard('x'), createdOn: addDays(TODAY, -90) }];

  it('compares the last 28 days with the 28 before: a 50 % drop is a warning, with the weekly counts', () => {
    const trend = throughputTrend('b1', {
      asOfDate: TODAY,
      cards,
      throughput: series([1, 1, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0, 0]),
    });
    expect(trend).toMatchObject({
      recent: 4,
      previous: 8,
      periodDays: 28,
      change: -0.5,
      direction: 'down',
      severity: 'warning',
      weekly: [2, 2, 2, 2, 1, 1, 1, 1],
    });
  });

  it('says up, flat and stopped (critical), and nothing without enough history or throughput', () => {
    const up = throughputTrend('b1', {
      asOfDate: TODAY,
      cards,
      throughput: series([1, 0, 0, 0, 0, 0, 0], [1, 1, 0, 0, 0, 0, 0]),
    });
    expect(up).toMatchObject({ direction: 'up', severity: 'info', change: 1 });
    const flat = throughputTrend('b1', {
      asOfDate: TODAY,
      cards,
      throughput: series([1, 1, 1, 0, 0, 0, 0], [1, 1, 1, 0, 0, 0, 0]),
    });
    expect(flat).toMatchObject({ direction: 'flat', severity: 'info', change: 0 });
    const stopped = throughputTrend('b1', {
      asOfDate: TODAY,
      cards,
      throughput: series([1, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]),
    });
    expect(stopped).toMatchObject({ direction: 'stopped', severity: 'critical', recent: 0, previous: 4 });
    const young = [{ ...flowCard('x'), createdOn: addDays(TODAY, -30) }];
    expect(
      throughputTrend('b1', {
        asOfDate: TODAY,
        cards: young,
        throughput: series([1, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]),
      }),
    ).toBeNull();
    expect(
      throughputTrend('b1', {
        asOfDate: TODAY,
        cards,
        throughput: series([0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]),
      }),
    ).toBeNull();
  });
});

describe('forecastSummary', () => {
  it('forecasts the cards in progress with the shared Monte Carlo, the same answer for the same day', () => {
    const wip = [aging('a', 'doing', 2), aging('b', 'doing', 3), aging('c', 'review', 1)];
    const samples = Array.from({ length: 30 }, (_, index) => (index % 3 === 0 ? 1 : 0));
    const first = forecastSummary(input({ forecastSamples: samples }, { aging: wip }))!;
    expect(first).toMatchObject({ kind: 'forecast', ok: true, items: 3, sampleDays: 30, finished: 10, refusal: null });
    expect(first.p50!.days).toBeGreaterThanOrEqual(3);
    expect(first.p85!.days).toBeGreaterThanOrEqual(first.p50!.days!);
    expect(first.p85!.date).toBe(addDays(TODAY, first.p85!.days!));
    expect(forecastSummary(input({ forecastSamples: samples }, { aging: wip }))).toEqual(first);
  });

  it('says why it cannot forecast, and says nothing without work in progress', () => {
    const refused = forecastSummary(input({ forecastSamples: [0, 1, 0] }, { aging: [aging('a', 'doing', 2)] }));
    expect(refused).toMatchObject({ ok: false, refusal: 'too_little_history', p85: null, items: 1 });
    expect(forecastSummary(input({ forecastSamples: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1] }))).toBeNull();
  });
});

describe('detectOverload', () => {
  const person = (id: string) => ({ id, name: id.toUpperCase(), image: null });
  const refs = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `k${i}`, title: `K${i}`, boardId: 'b1' }));

  it('flags open cards over the cap (critical at 1.5×), far above the team without a cap, and the unavailable', () => {
    const found = detectOverload(
      [
        {
          person: person('ana'),
          available: true,
          loads: [{ boardId: 'b1', openCards: 6, capacity: 4 }],
          cards: refs(6),
        },
        {
          person: person('bia'),
          available: true,
          loads: [{ boardId: 'b1', openCards: 5, capacity: 4 }],
          cards: refs(5),
        },
        {
          person: person('caio'),
          available: true,
          loads: [{ boardId: 'b1', openCards: 8, capacity: null }],
          cards: refs(8),
        },
        {
          person: person('davi'),
          available: true,
          loads: [{ boardId: 'b1', openCards: 2, capacity: null }],
          cards: refs(2),
        },
        {
          person: person('eva'),
          available: false,
          loads: [{ boardId: 'b1', openCards: 1, capacity: null }],
          cards: refs(1),
        },
        {
          person: person('fred'),
          available: true,
          loads: [{ boardId: 'b1', openCards: 3, capacity: 3 }],
          cards: refs(3),
        },
        {
          person: person('gil'),
          available: false,
          loads: [{ boardId: 'b1', openCards: 0, capacity: null }],
          cards: [],
        },
      ],
      { id: 'b1', boardId: 'b1' },
    );
    expect(found.map((insight) => [insight.person.id, insight.severity, insight.reasons])).toEqual([
      ['ana', 'critical', ['over_capacity']],
      ['caio', 'warning', ['above_team']],
      ['bia', 'warning', ['over_capacity']],
      ['eva', 'warning', ['unavailable']],
    ]);
    expect(found[0]).toMatchObject({ openCards: 6, capacity: 4, overCapacityBoardIds: ['b1'], teamMedian: 3 });
    expect(found[0]!.cards).toHaveLength(5);
  });

  it('adds a person’s boards across the workspace: caps sum only when every board with their cards sets one', () => {
    const [ana] = detectOverload(
      [
        {
          person: person('ana'),
          available: true,
          loads: [
            { boardId: 'b1', openCards: 3, capacity: 2 },
            { boardId: 'b2', openCards: 1, capacity: null },
          ],
          cards: refs(4),
        },
      ],
      { id: 'w1', boardId: null },
    );
    expect(ana).toMatchObject({
      id: 'overloaded_person:w1:ana',
      boardId: null,
      openCards: 4,
      capacity: null,
      overCapacityBoardIds: ['b1'],
    });
    // One person alone is no team to be above.
    expect(
      detectOverload(
        [
          {
            person: person('solo'),
            available: true,
            loads: [{ boardId: 'b1', openCards: 40, capacity: null }],
            cards: [],
          },
        ],
        {
          id: 'b1',
          boardId: 'b1',
        },
      ),
    ).toEqual([]);
  });
});

describe('rankInsights and the answer', () => {
  it('puts the most severe first, cuts each kind and counts what it cut; every insight fits the contract', () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      card(`s${index}`, 'doing', {
        lastActivityAt: new Date(Date.parse(NOW) - (20 + index) * 86_400_000).toISOString(),
      }),
    );
    const all = boardInsights(
      input(
        { cards: [...many, card('late', 'todo', { dueDate: '2026-03-01T00:00:00.000Z' })] },
        { aging: many.map((c, index) => aging(c.id, 'doing', 3 + (index % 2))) },
      ),
    );
    const { insights, totals } = rankInsights(all, 20);
    expect(totals.stale_card).toBe(30);
    expect(totals.card_at_risk).toBe(1);
    expect(insights.filter((insight) => insight.kind === 'stale_card')).toHaveLength(20);
    expect(insights[0]!.severity).toBe('critical');
    const ranks = insights.map((insight) => ['critical', 'warning', 'info'].indexOf(insight.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const body = {
      scope: { kind: 'board', boardId: 'b1' },
      generatedAt: NOW,
      boards: [{ id: 'b1', title: 'B', icon: 'x', color: '#000' }],
      insights,
      totals,
      ai: { available: false, status: 'disabled' },
      summary: null,
      summaryError: null,
    };
    expect(aiInsightsResponseSchema.parse(body).insights).toHaveLength(insights.length);
    expect(linkedCardIds(insights as Insight[]).has('late')).toBe(true);
  });
});
