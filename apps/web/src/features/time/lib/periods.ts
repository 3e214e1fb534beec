import { TIME_REPORT_MAX_DAYS, dayDiff } from '@rbax/shared/time/reports';
import { addDays, isLocalDate, weekStart } from '@/features/analytics/charts/dates';

/** The periods of /time-reports (issue 21): weeks run Monday to Sunday, as timesheets do. */
export const periodPresets = ['thisWeek', 'lastWeek', 'thisMonth', 'custom'] as const;
export type PeriodPreset = (typeof periodPresets)[number];
export type Period = { from: string; to: string };

/** Today in the device's zone (`YYYY-MM-DD`): the periods are the person's own calendar. */
export function todayLocal(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function lastDayOfMonth(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/** The dates of a preset around `today`; whole weeks and months, days to come included. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today: string): Period {
  if (preset === 'thisMonth') {
    const first = `${today.slice(0, 7)}-01`;
    return { from: first, to: lastDayOfMonth(first) };
  }
  const monday = weekStart(today);
  const start = preset === 'thisWeek' ? monday : addDays(monday, -7);
  return { from: start, to: addDays(start, 6) };
}

/** A custom period the server accepts: real dates, in order, at most TIME_REPORT_MAX_DAYS long. */
export function validPeriod(from: string, to: string): boolean {
  if (!isLocalDate(from) || !isLocalDate(to)) return false;
  const days = dayDiff(from, to);
  return days >= 0 && days < TIME_REPORT_MAX_DAYS;
}
