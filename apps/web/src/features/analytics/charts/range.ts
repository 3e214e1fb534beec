import { FLOW_RANGE_MAX_DAYS } from '@rbax/shared/analytics';
import { addDays, daysBetween, isLocalDate, localDateIn } from '@/features/analytics/charts/dates';

/**
 * The period of every analytics page (/reports, /analytics, /performance, /global-analytics) as
 * the address holds it: `?range=30|60|90` (days ending today, both ends counted) or
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD`. One implementation for all of them; each page names its default.
 */

export const RANGE_PRESETS = [30, 60, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export type RangeChoice = { kind: 'preset'; days: RangePreset } | { kind: 'custom'; from: string; to: string };

/** Local calendar days, both included, as the API takes them. */
export type DateRange = { from: string; to: string };

const isPreset = (value: number): value is RangePreset => (RANGE_PRESETS as readonly number[]).includes(value);

/** The shared message key of a wrong custom range, or null (the server's rule: real days, in order, ≤ 2 years). */
export function rangeError(from: string, to: string): 'validation.dateInvalid' | 'validation.flowRangeInvalid' | null {
  if (!isLocalDate(from) || !isLocalDate(to)) return 'validation.dateInvalid';
  const span = daysBetween(from, to);
  return span < 0 || span + 1 > FLOW_RANGE_MAX_DAYS ? 'validation.flowRangeInvalid' : null;
}

/** A custom range, kept only when `rangeError` has nothing to say about it. */
export function validCustomRange(from: string | null, to: string | null): DateRange | null {
  if (!from || !to || rangeError(from, to) !== null) return null;
  return { from, to };
}

/** What the address asks for; anything else is the page's default preset. */
export function parseRangeChoice(params: URLSearchParams, defaultDays: RangePreset): RangeChoice {
  const custom = validCustomRange(params.get('from'), params.get('to'));
  if (custom) return { kind: 'custom', ...custom };
  const days = Number(params.get('range'));
  return { kind: 'preset', days: isPreset(days) ? days : defaultDays };
}

/** The address for a choice; the other parameters (workspace…) stay, the default preset leaves no trace. */
export function writeRangeChoice(
  params: URLSearchParams,
  choice: RangeChoice,
  defaultDays: RangePreset,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('range');
  next.delete('from');
  next.delete('to');
  if (choice.kind === 'custom') {
    next.set('from', choice.from);
    next.set('to', choice.to);
  } else if (choice.days !== defaultDays) {
    next.set('range', String(choice.days));
  }
  return next;
}

/** The person's own time zone: "today" is the day they see on their calendar. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function todayIn(timeZone: string, now: Date = new Date()): string {
  return localDateIn(timeZone, now);
}

/** A preset covers the last N days up to `today` (the board's or the person's local date). */
export function resolveRange(choice: RangeChoice, today: string): DateRange {
  if (choice.kind === 'custom') return { from: choice.from, to: choice.to };
  return { from: addDays(today, -(choice.days - 1)), to: today };
}

export function rangeSearch(range: DateRange): string {
  return new URLSearchParams({ from: range.from, to: range.to }).toString();
}
