import { addDays } from '../flow/dates.ts';
import { brlOfCents, valueCents } from './rates.ts';
import {
  dayDiff,
  TIME_REPORT_ENTRIES_MAX,
  type TimeReport,
  type TimeReportEntry,
  type TimeReportOptions,
  type TimeTotals,
} from './reports.ts';
import type { TimeEntrySource } from './entries.ts';

/**
 * The report from its entries, as one pure function (issue 21): every view is a sum of the same
 * entries, so each view's total equals the report's total (a property test checks it). Money is
 * integer centavos, each entry's value rounded once (billable seconds × its author's rate).
 */

/** One entry as the report query reads it. */
export type TimeReportRow = {
  id: string;
  userId: string | null;
  userName: string | null;
  userImage: string | null;
  boardId: string;
  boardTitle: string;
  cardId: string;
  cardTitle: string;
  estimateMinutes: number | null;
  source: TimeEntrySource;
  workDate: string;
  startedAt: string;
  endedAt: string;
  durationSeconds: number;
  billable: boolean;
  note: string | null;
  /** The author's hourly rate in this workspace, in centavos; null when none is set. */
  rateCents: number | null;
};

class Tally {
  seconds = 0;
  billableSeconds = 0;
  cents = 0;
  entries = 0;

  add(row: TimeReportRow, cents: number) {
    this.seconds += row.durationSeconds;
    if (row.billable) this.billableSeconds += row.durationSeconds;
    this.cents += cents;
    this.entries += 1;
  }

  totals(): TimeTotals {
    return {
      seconds: this.seconds,
      billableSeconds: this.billableSeconds,
      valueBrl: brlOfCents(this.cents),
      entries: this.entries,
    };
  }
}

/** Value of one entry: only billable time counts. */
export const entryValueCents = (row: Pick<TimeReportRow, 'billable' | 'durationSeconds' | 'rateCents'>) =>
  row.billable ? valueCents(row.durationSeconds, row.rateCents) : 0;

function groupBy<T>(
  rows: readonly TimeReportRow[],
  keyOf: (row: TimeReportRow) => string,
  first: (row: TimeReportRow) => T,
) {
  const groups = new Map<string, { head: T; tally: Tally }>();
  for (const row of rows) {
    const key = keyOf(row);
    let group = groups.get(key);
    if (!group) {
      group = { head: first(row), tally: new Tally() };
      groups.set(key, group);
    }
    group.tally.add(row, entryValueCents(row));
  }
  // Most time first; ties by first appearance (the rows come newest first).
  return [...groups.values()].sort((a, b) => b.tally.seconds - a.tally.seconds);
}

const personKey = (row: TimeReportRow) => row.userId ?? '';

/** Every date from `from` to `to`, inclusive. */
export function datesOf(from: string, to: string): string[] {
  const count = dayDiff(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(from, index));
}

function timesheetOf(rows: readonly TimeReportRow[], days: string[]): TimeReport['timesheet'] {
  const column = new Map(days.map((day, index) => [day, index]));
  const people = groupBy(rows, personKey, (row) => ({ userId: row.userId, name: row.userName ?? '' }));
  const dayTotals = days.map(() => 0);
  const sheetRows = people.map(({ head }) => ({ ...head, seconds: days.map(() => 0), total: 0 }));
  const rowOf = new Map(sheetRows.map((row) => [row.userId ?? '', row]));
  for (const row of rows) {
    const index = column.get(row.workDate);
    const sheetRow = rowOf.get(personKey(row));
    if (index === undefined || !sheetRow) continue;
    sheetRow.seconds[index]! += row.durationSeconds;
    sheetRow.total += row.durationSeconds;
    dayTotals[index]! += row.durationSeconds;
  }
  return { days, rows: sheetRows, dayTotals, total: dayTotals.reduce((sum, value) => sum + value, 0) };
}

export function toReportEntry(row: TimeReportRow): TimeReportEntry {
  return {
    id: row.id,
    userId: row.userId,
    boardId: row.boardId,
    cardId: row.cardId,
    source: row.source,
    workDate: row.workDate,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    durationSeconds: row.durationSeconds,
    billable: row.billable,
    note: row.note,
    valueBrl: brlOfCents(entryValueCents(row)),
  };
}

export type BuildTimeReportInput = {
  workspaceId: string;
  from: string;
  to: string;
  scope: 'self' | 'all';
  options: TimeReportOptions;
  /** Rates to show per person (centavos), when the caller may see them. */
  rates: ReadonlyMap<string, number>;
  entriesMax?: number;
};

/** The whole report; `rows` are the period's entries newest first, each inside [from, to]. */
export function buildTimeReport(rows: readonly TimeReportRow[], input: BuildTimeReportInput): TimeReport {
  const total = new Tally();
  for (const row of rows) total.add(row, entryValueCents(row));
  const days = datesOf(input.from, input.to);
  const byDay = new Map(
    groupBy(
      rows,
      (row) => row.workDate,
      (row) => row.workDate,
    ).map((g) => [g.head, g.tally]),
  );
  const max = input.entriesMax ?? TIME_REPORT_ENTRIES_MAX;
  const rate = (userId: string | null) => (userId === null ? undefined : input.rates.get(userId));
  return {
    workspaceId: input.workspaceId,
    from: input.from,
    to: input.to,
    scope: input.scope,
    totals: total.totals(),
    people: groupBy(rows, personKey, (row) => row).map(({ head, tally }) => {
      const cents = rate(head.userId);
      return {
        userId: head.userId,
        name: head.userName ?? '',
        image: head.userImage,
        hourlyRateBrl: cents === undefined ? null : brlOfCents(cents),
        ...tally.totals(),
      };
    }),
    boards: groupBy(
      rows,
      (row) => row.boardId,
      (row) => row,
    ).map(({ head, tally }) => ({
      boardId: head.boardId,
      title: head.boardTitle,
      ...tally.totals(),
    })),
    cards: groupBy(
      rows,
      (row) => row.cardId,
      (row) => row,
    ).map(({ head, tally }) => ({
      cardId: head.cardId,
      boardId: head.boardId,
      title: head.cardTitle,
      estimateMinutes: head.estimateMinutes,
      ...tally.totals(),
    })),
    days: days.map((date) => ({ date, ...(byDay.get(date) ?? new Tally()).totals() })),
    timesheet: timesheetOf(rows, days),
    entries: rows.slice(0, max).map(toReportEntry),
    entriesTruncated: rows.length > max,
    options: input.options,
  };
}
