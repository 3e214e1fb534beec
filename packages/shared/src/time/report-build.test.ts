import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsOfBrl, valueCents } from './rates.ts';
import { buildTimeReport, datesOf, type TimeReportRow } from './report-build.ts';

const FROM = '2026-11-01';
const TO = '2026-11-30';
const options = { boards: [], people: [], labels: [] };

const rowArbitrary: fc.Arbitrary<TimeReportRow> = fc.record({
  id: fc.uuid(),
  userId: fc.constantFrom('u1', 'u2', 'u3', null),
  userName: fc.constantFrom('Ana', 'Bruno', null),
  userImage: fc.constant(null),
  boardId: fc.constantFrom('b1', 'b2'),
  boardTitle: fc.constant('Board'),
  cardId: fc.constantFrom('c1', 'c2', 'c3', 'c4'),
  cardTitle: fc.constant('Card'),
  estimateMinutes: fc.option(fc.integer({ min: 0, max: 6000 }), { nil: null }),
  source: fc.constantFrom('pomodoro', 'manual', 'timer'),
  workDate: fc.integer({ min: 0, max: 29 }).map((day) => datesOf(FROM, TO)[day]!),
  startedAt: fc.constant('2026-11-01T12:00:00.000Z'),
  endedAt: fc.constant('2026-11-01T13:00:00.000Z'),
  durationSeconds: fc.integer({ min: 1, max: 86_400 }),
  billable: fc.boolean(),
  note: fc.constant(null),
  rateCents: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('buildTimeReport', () => {
  it('has every view add up to the sum of the entries (seconds, billable seconds, value, count)', () => {
    fc.assert(
      fc.property(fc.array(rowArbitrary, { maxLength: 200 }), (rows) => {
        const report = buildTimeReport(rows, {
          workspaceId: 'w',
          from: FROM,
          to: TO,
          scope: 'all',
          options,
          rates: new Map(),
        });
        const seconds = sum(rows.map((row) => row.durationSeconds));
        const billable = sum(rows.filter((row) => row.billable).map((row) => row.durationSeconds));
        const cents = sum(rows.map((row) => (row.billable ? valueCents(row.durationSeconds, row.rateCents) : 0)));
        expect(report.totals).toEqual({
          seconds,
          billableSeconds: billable,
          valueBrl: report.totals.valueBrl,
          entries: rows.length,
        });
        expect(centsOfBrl(report.totals.valueBrl)).toBe(cents);
        for (const view of [report.people, report.boards, report.cards, report.days]) {
          expect(sum(view.map((row) => row.seconds))).toBe(seconds);
          expect(sum(view.map((row) => row.billableSeconds))).toBe(billable);
          expect(sum(view.map((row) => centsOfBrl(row.valueBrl)))).toBe(cents);
          expect(sum(view.map((row) => row.entries))).toBe(rows.length);
        }
        expect(report.timesheet.total).toBe(seconds);
        expect(sum(report.timesheet.rows.map((row) => row.total))).toBe(seconds);
        expect(sum(report.timesheet.dayTotals)).toBe(seconds);
        for (const row of report.timesheet.rows) expect(sum(row.seconds)).toBe(row.total);
        expect(sum(report.entries.map((entry) => centsOfBrl(entry.valueBrl)))).toBe(cents);
      }),
    );
  });

  it('lists every day of the period, with zeros, and groups people, boards and cards by most time', () => {
    const row = (overrides: Partial<TimeReportRow>): TimeReportRow => ({
      id: 'e',
      userId: 'u1',
      userName: 'Ana',
      userImage: null,
      boardId: 'b1',
      boardTitle: 'Site',
      cardId: 'c1',
      cardTitle: 'Home',
      estimateMinutes: 120,
      source: 'manual',
      workDate: '2026-11-02',
      startedAt: '2026-11-02T15:00:00.000Z',
      endedAt: '2026-11-02T16:00:00.000Z',
      durationSeconds: 3600,
      billable: true,
      note: null,
      rateCents: 15_000,
      ...overrides,
    });
    const rows = [
      row({ id: 'e1' }),
      row({
        id: 'e2',
        userId: 'u2',
        userName: 'Bruno',
        durationSeconds: 7200,
        billable: false,
        workDate: '2026-11-03',
      }),
      row({ id: 'e3', userId: null, userName: null, cardId: 'c2', cardTitle: 'Blog', durationSeconds: 1800 }),
    ];
    const report = buildTimeReport(rows, {
      workspaceId: 'w',
      from: '2026-11-02',
      to: '2026-11-08',
      scope: 'all',
      options,
      rates: new Map([['u1', 15_000]]),
      entriesMax: 2,
    });
    expect(report.days.map((day) => day.date)).toEqual(datesOf('2026-11-02', '2026-11-08'));
    expect(report.days[0]).toMatchObject({ seconds: 5400, valueBrl: '225.00', entries: 2 });
    expect(report.days[6]).toMatchObject({ seconds: 0, valueBrl: '0.00', entries: 0 });
    expect(report.people.map((person) => [person.name, person.seconds, person.hourlyRateBrl])).toEqual([
      ['Bruno', 7200, null],
      ['Ana', 3600, '150.00'],
      ['', 1800, null],
    ]);
    expect(report.cards.map((card) => card.title)).toEqual(['Home', 'Blog']);
    expect(report.timesheet.rows[0]).toMatchObject({ name: 'Bruno', seconds: [0, 7200, 0, 0, 0, 0, 0] });
    expect(report.entries).toHaveLength(2);
    expect(report.entriesTruncated).toBe(true);
    expect(report.totals).toEqual({ seconds: 12_600, billableSeconds: 5400, valueBrl: '225.00', entries: 3 });
  });
});
