import { describe, expect, it } from 'vitest';
import { groupCards } from '@/features/analytics/reports/lib/card-groups';
import { cfdSeries, cfdTable } from '@/features/analytics/reports/lib/cfd';
import { scatterPoints } from '@/features/analytics/reports/lib/cycle-time';
import { flowCard, flowFixture, settingsFixture } from '@/features/analytics/reports/lib/flow-fixture';
import { forecastRequest, histogramBars } from '@/features/analytics/reports/lib/forecast';
import { parseRangeChoice, rangeError, resolveRange, writeRangeChoice } from '@/features/analytics/charts/range';
import { settingsChanges, settingsForm } from '@/features/analytics/reports/lib/settings-form';
import { throughputHistogram, weeklyThroughput } from '@/features/analytics/reports/lib/throughput';
import { valueOf } from '@/features/analytics/reports/lib/value';

describe('card groups', () => {
  it('sorts cards into finished in range, in progress, not started and discarded', () => {
    const groups = groupCards(flowFixture());
    expect(groups.finishedInRange.map((card) => card.cardId)).toEqual(['c1', 'c2', 'c3']);
    expect(groups.inProgress.map((card) => card.cardId)).toEqual(['c4', 'c5']);
    expect(groups.notStarted.map((card) => card.cardId)).toEqual(['c6']);
    expect(groups.discarded.map((card) => card.cardId)).toEqual(['c7']);
    expect(groups.reworked.map((card) => card.cardId)).toEqual(['c2']);
  });

  it('keeps cards finished outside the range apart', () => {
    const flow = flowFixture({ from: '2027-03-05' });
    const groups = groupCards(flow);
    expect(groups.finishedInRange).toEqual([]);
    expect(groups.finishedBefore.map((card) => card.cardId)).toEqual(['c1', 'c2', 'c3']);
  });
});

describe('cumulative flow', () => {
  it('stacks done first (bottom) and the first column last (top)', () => {
    expect(cfdSeries(flowFixture()).map((series) => series.columnId)).toEqual(['done', 'review', 'dev', 'backlog']);
  });

  it('tabulates days with columns in board order', () => {
    const table = cfdTable(flowFixture(), 'asItWas', { date: 'Data' });
    expect(table.columns.map((column) => column.label)).toEqual([
      'Data',
      'Backlog',
      'Em Desenvolvimento',
      'Em Revisão',
      'Concluído',
    ]);
    expect(table.rows[3]).toEqual(['2027-03-04', 2, 1, 1, 3]);
  });
});

describe('cycle-time scatter', () => {
  it('stacks cards finished the same day with the same cycle time into one numbered dot', () => {
    const points = scatterPoints(groupCards(flowFixture()).finishedInRange);
    expect(points.map((point) => [point.date, point.y, point.count, point.titles])).toEqual([
      ['2027-03-04', 1, 2, ['Contrato', 'Landing']],
      ['2027-03-04', 3, 1, ['Proposta']],
    ]);
  });
});

describe('throughput', () => {
  const days = [
    { date: '2027-03-06', count: 1 }, // Saturday
    { date: '2027-03-07', count: 0 },
    { date: '2027-03-08', count: 2 }, // Monday
    { date: '2027-03-09', count: 0 },
  ];

  it('sums ISO weeks and says how many of their days are in the range', () => {
    expect(weeklyThroughput(days)).toEqual([
      { week: '2027-03-01', count: 1, days: 2 },
      { week: '2027-03-08', count: 2, days: 2 },
    ]);
  });

  it('counts zero days in the histogram', () => {
    expect(throughputHistogram(days)).toEqual([
      { value: 0, days: 2 },
      { value: 1, days: 1 },
      { value: 2, days: 1 },
    ]);
  });
});

describe('value', () => {
  it('sums BRL strings in centavos, counting cards without value apart', () => {
    const cards = [
      flowCard({ cardId: 'a', valueBrl: '0.10' }),
      flowCard({ cardId: 'b', valueBrl: '0.20' }),
      flowCard({ cardId: 'c', valueBrl: '1234.5' }),
      flowCard({ cardId: 'd' }),
    ];
    expect(valueOf(cards)).toEqual({ cents: 123480, cards: 4, withValue: 3 });
  });
});

describe('report range', () => {
  it('reads presets and custom dates from the address, defaulting to 60 days', () => {
    expect(parseRangeChoice(new URLSearchParams(''), 60)).toEqual({ kind: 'preset', days: 60 });
    expect(parseRangeChoice(new URLSearchParams('range=30'), 60)).toEqual({ kind: 'preset', days: 30 });
    expect(parseRangeChoice(new URLSearchParams('range=45'), 60)).toEqual({ kind: 'preset', days: 60 });
    expect(parseRangeChoice(new URLSearchParams('from=2027-01-01&to=2027-01-31'), 60)).toEqual({
      kind: 'custom',
      from: '2027-01-01',
      to: '2027-01-31',
    });
    expect(parseRangeChoice(new URLSearchParams('from=2027-02-01&to=2027-01-31'), 60)).toEqual({
      kind: 'preset',
      days: 60,
    });
  });

  it('writes only what differs from the default, keeping the other parameters', () => {
    expect(
      writeRangeChoice(new URLSearchParams('board=b1&range=30'), { kind: 'preset', days: 60 }, 60).toString(),
    ).toBe('board=b1');
    expect(
      writeRangeChoice(
        new URLSearchParams('board=b1'),
        { kind: 'custom', from: '2027-01-01', to: '2027-01-02' },
        60,
      ).toString(),
    ).toBe('board=b1&from=2027-01-01&to=2027-01-02');
  });

  it('ends a preset on the board’s today, counting it', () => {
    expect(resolveRange({ kind: 'preset', days: 30 }, '2027-03-30')).toEqual({ from: '2027-03-01', to: '2027-03-30' });
  });

  it('refuses a reversed or over-long custom range', () => {
    expect(rangeError('2027-03-02', '2027-03-01')).toBe('validation.flowRangeInvalid');
    expect(rangeError('2025-01-01', '2027-03-01')).toBe('validation.flowRangeInvalid');
    expect(rangeError('2027-02-30', '2027-03-01')).toBe('validation.dateInvalid');
    expect(rangeError('2027-03-01', '2027-03-01')).toBeNull();
  });
});

describe('forecast form', () => {
  it('builds a "when" request, with the seed only when given', () => {
    expect(forecastRequest('when', { items: '12', date: '', seed: '' }, '2027-03-10')).toEqual({ ok: true, items: 12 });
    expect(forecastRequest('when', { items: '12', date: '', seed: '42' }, '2027-03-10')).toEqual({
      ok: true,
      items: 12,
      seed: 42,
    });
  });

  it('rejects a bad number of items, a past date and a bad seed', () => {
    expect(forecastRequest('when', { items: '0', date: '', seed: '-1' }, '2027-03-10')).toEqual({
      ok: false,
      errors: { items: 'validation.invalidValue', seed: 'validation.invalidValue' },
    });
    expect(forecastRequest('howMany', { items: '', date: '2027-03-10', seed: '' }, '2027-03-10')).toEqual({
      ok: false,
      errors: { date: 'validation.forecastDateInPast' },
    });
    expect(forecastRequest('howMany', { items: '', date: '2027-04-01', seed: '' }, '2027-03-10')).toEqual({
      ok: true,
      date: '2027-04-01',
    });
  });

  it('fills the gaps of a short histogram with zeros', () => {
    expect(
      histogramBars([
        { value: 5, count: 2 },
        { value: 3, count: 1 },
      ]),
    ).toEqual([
      { value: 3, count: 1 },
      { value: 4, count: 0 },
      { value: 5, count: 2 },
    ]);
  });
});

describe('settings form', () => {
  const order = ['backlog', 'dev', 'review', 'done'];

  it('sends only what changed, the risk as a share', () => {
    const form = { ...settingsForm(settingsFixture), riskPercent: '40', sleWindowDays: '90' };
    expect(settingsChanges(form, settingsFixture, order)).toEqual({
      ok: true,
      input: { sleWindowDays: 90, riskThreshold: 0.4 },
    });
    expect(settingsChanges(settingsForm(settingsFixture), settingsFixture, order)).toEqual({ ok: true, input: null });
  });

  it('requires the start column before the done column and values within their limits', () => {
    const form = {
      ...settingsForm(settingsFixture),
      startColumnId: 'done',
      doneColumnId: 'dev',
      timeZone: 'Mars/Olympus',
      slePercentile: '100',
      sleWindowDays: '3',
      riskPercent: '2',
    };
    expect(settingsChanges(form, settingsFixture, order)).toEqual({
      ok: false,
      errors: {
        doneColumnId: 'validation.flowColumnsOrder',
        timeZone: 'validation.timezoneInvalid',
        slePercentile: 'validation.invalidValue',
        sleWindowDays: 'validation.invalidValue',
        riskPercent: 'validation.invalidValue',
      },
    });
  });
});
