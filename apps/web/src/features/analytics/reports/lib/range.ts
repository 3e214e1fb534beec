import { FLOW_RANGE_DEFAULT_DAYS, FLOW_RANGE_MAX_DAYS } from '@rbax/shared/analytics';
import { addDays, daysBetween, isLocalDate } from '@/features/analytics/charts/dates';

export const rangePresets = [30, 60, 90] as const;
export type RangePreset = (typeof rangePresets)[number];

/** The report's period as the address holds it: a preset ending today, or two dates. */
export type RangeChoice = { kind: 'preset'; days: RangePreset } | { kind: 'custom'; from: string; to: string };

const DEFAULT_PRESET = FLOW_RANGE_DEFAULT_DAYS as RangePreset;
export const defaultRange: RangeChoice = { kind: 'preset', days: DEFAULT_PRESET };

function isPreset(days: number): days is RangePreset {
  return (rangePresets as readonly number[]).includes(days);
}

/** `?range=30|60|90` or `?from=…&to=…`; anything else is the default (last 60 days). */
export function parseRange(search: URLSearchParams): RangeChoice {
  const from = search.get('from');
  const to = search.get('to');
  if (isLocalDate(from) && isLocalDate(to) && rangeError(from, to) === null) return { kind: 'custom', from, to };
  const days = Number(search.get('range'));
  return isPreset(days) ? { kind: 'preset', days } : defaultRange;
}

/** Writes the choice into the address (the default leaves no trace). */
export function writeRange(search: URLSearchParams, choice: RangeChoice): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('range');
  next.delete('from');
  next.delete('to');
  if (choice.kind === 'custom') {
    next.set('from', choice.from);
    next.set('to', choice.to);
  } else if (choice.days !== DEFAULT_PRESET) {
    next.set('range', String(choice.days));
  }
  return next;
}

/** A preset ends on `today` (the board's local date) and counts it: 30 days = today and the 29 before. */
export function resolveRange(choice: RangeChoice, today: string): { from: string; to: string } {
  if (choice.kind === 'custom') return { from: choice.from, to: choice.to };
  return { from: addDays(today, -(choice.days - 1)), to: today };
}

/** The shared message key of a wrong custom range, or null (same rule as the server's). */
export function rangeError(from: string, to: string): 'validation.dateInvalid' | 'validation.flowRangeInvalid' | null {
  if (!isLocalDate(from) || !isLocalDate(to)) return 'validation.dateInvalid';
  const span = daysBetween(from, to);
  return span < 0 || span + 1 > FLOW_RANGE_MAX_DAYS ? 'validation.flowRangeInvalid' : null;
}
