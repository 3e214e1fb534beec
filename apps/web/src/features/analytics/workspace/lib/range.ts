import { FLOW_RANGE_MAX_DAYS, localDateSchema } from '@rbax/shared/analytics';
import { addDays, daysBetween, localDate } from '@rbax/shared/flow/dates';

/** The reports' preset ranges, in days ending today (both ends included). */
export const RANGE_PRESETS = [30, 60, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** What the address asks for: `?range=30|60|90`, or `?from=YYYY-MM-DD&to=YYYY-MM-DD`. */
export type RangeChoice = { kind: 'preset'; days: RangePreset } | { kind: 'custom'; from: string; to: string };

/** Local calendar days, both included, as the API takes them. */
export type DateRange = { from: string; to: string };

const isPreset = (value: number): value is RangePreset => (RANGE_PRESETS as readonly number[]).includes(value);

/** A custom range is kept only when both ends are real days in order and it is no longer than the API allows. */
export function validCustomRange(from: string | null, to: string | null): DateRange | null {
  if (!from || !to) return null;
  if (!localDateSchema.safeParse(from).success || !localDateSchema.safeParse(to).success) return null;
  const days = daysBetween(from, to) + 1;
  return days >= 1 && days <= FLOW_RANGE_MAX_DAYS ? { from, to } : null;
}

export function parseRangeChoice(params: URLSearchParams, defaultDays: RangePreset): RangeChoice {
  const custom = validCustomRange(params.get('from'), params.get('to'));
  if (custom) return { kind: 'custom', ...custom };
  const days = Number(params.get('range'));
  return { kind: 'preset', days: isPreset(days) ? days : defaultDays };
}

/** The address for a choice; the other parameters (workspace…) stay, the default preset is left out. */
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
  return localDate(now.toISOString(), timeZone);
}

/** A preset covers the last N days up to `today`. */
export function resolveRange(choice: RangeChoice, today: string): DateRange {
  if (choice.kind === 'custom') return { from: choice.from, to: choice.to };
  return { from: addDays(today, -(choice.days - 1)), to: today };
}

export function rangeSearch(range: DateRange): string {
  return new URLSearchParams({ from: range.from, to: range.to }).toString();
}
