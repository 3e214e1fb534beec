/**
 * Local calendar days in an IANA zone, as day numbers (days since 1970-01-01) and `YYYY-MM-DD`
 * strings. Every flow metric is bucketed in the board's zone (flow-metrics.md §2.1), never the
 * server's or the browser's.
 */

const DAY_MS = 86_400_000;
/** Offsets are whole multiples of 15 minutes and change on such instants, so one look-up per quarter hour is exact. */
const BUCKET_MS = 900_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, Map<number, number>>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Milliseconds the zone's wall clock is ahead of UTC at `ms`. */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  let cache = offsetCache.get(timeZone);
  if (!cache) {
    cache = new Map();
    offsetCache.set(timeZone, cache);
  }
  const bucket = Math.floor(ms / BUCKET_MS);
  const cached = cache.get(bucket);
  if (cached !== undefined) return cached;
  const at = bucket * BUCKET_MS;
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(at))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  const offset = wall - at;
  if (cache.size > 200_000) cache.clear();
  cache.set(bucket, offset);
  return offset;
}

/** The local day number of an instant (milliseconds since the epoch). */
export function localDay(ms: number, timeZone: string): number {
  return Math.floor((ms + zoneOffsetMs(ms, timeZone)) / DAY_MS);
}

const dayStrings = new Map<number, string>();

/** `YYYY-MM-DD` of a day number. */
export function dayString(day: number): string {
  let text = dayStrings.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (dayStrings.size > 100_000) dayStrings.clear();
    dayStrings.set(day, text);
  }
  return text;
}

/** The day number of a `YYYY-MM-DD` string. */
export function dayNumber(date: string): number {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(year, month - 1, dayOfMonth) / DAY_MS);
}

/** The local date (`YYYY-MM-DD`) of an ISO instant in a zone. */
export function localDate(instant: string, timeZone: string): string {
  return dayString(localDay(Date.parse(instant), timeZone));
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return dayString(dayNumber(date) + days);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}
