import { FLOW_RANGE_MAX_DAYS } from '@rbax/shared/analytics';
import { addDays, dayNumber, dayString, daysBetween } from '@rbax/shared/flow/dates';
import { validationFailed } from '#src/lib/errors.ts';

/**
 * The date range of the workspace, performance and instance reports (issue 19): local calendar
 * days `YYYY-MM-DD`, both ends included, and the ISO weeks (Monday first) they fall in.
 *
 * Weeks start on Monday (ISO 8601) in every language, although Brazilian calendars print Sunday
 * first: a week is a bucket of the reports, and one rule keeps the numbers the same for everyone.
 */

export type DateRange = { from: string; to: string };

/**
 * `to` defaults to `today`, `from` to `to` − (defaultDays − 1). 400 `validation.flowRangeInvalid`
 * when `from` comes after `to` or the range passes FLOW_RANGE_MAX_DAYS days.
 */
export function resolveRange(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
  defaultDays: number,
): DateRange {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(defaultDays - 1));
  const days = daysBetween(from, to) + 1;
  if (days < 1 || days > FLOW_RANGE_MAX_DAYS) {
    throw validationFailed([{ path: [query.from ? 'from' : 'to'], message: 'validation.flowRangeInvalid' }]);
  }
  return { from, to };
}

/** Whether `date` lies in the range (strings compare as dates). */
export const inRange = (date: string | null, range: DateRange): date is string =>
  date !== null && date >= range.from && date <= range.to;

/** Every day of the range, in order. */
export function daysOf(range: DateRange): string[] {
  const first = dayNumber(range.from);
  const last = dayNumber(range.to);
  const days: string[] = [];
  for (let day = first; day <= last; day += 1) days.push(dayString(day));
  return days;
}

/** The Monday of the ISO week `date` falls in (1970-01-01, day 0, was a Thursday). */
export function isoWeekOf(date: string): string {
  const day = dayNumber(date);
  return dayString(day - ((((day + 3) % 7) + 7) % 7));
}

/** The Mondays of every ISO week the range touches, in order. */
export function weeksOf(range: DateRange): string[] {
  const weeks: string[] = [];
  for (let week = isoWeekOf(range.from); week <= range.to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}
