/**
 * Local calendar dates (`YYYY-MM-DD`, already bucketed by the server in the board's time zone).
 * They are handled as UTC midnights so no browser zone can shift them by a day (design note §2.1).
 */

const DAY_MS = 86_400_000;

function toUtcMs(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isLocalDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return fromUtcMs(toUtcMs(value)) === value;
}

export function addDays(date: string, days: number): string {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** The local date of an instant in an IANA zone. */
export function localDateIn(timeZone: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Monday of the ISO week the date is in. */
export function weekStart(date: string): string {
  const weekday = new Date(toUtcMs(date)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** A number for chart axes (days since the epoch). */
export function dayNumber(date: string): number {
  return Math.round(toUtcMs(date) / DAY_MS);
}

export function dateOfDayNumber(day: number): string {
  return fromUtcMs(day * DAY_MS);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, style: 'short' | 'day'): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(
      locale,
      style === 'short'
        ? { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }
        : { timeZone: 'UTC', day: '2-digit', month: '2-digit' },
    );
    formatters.set(key, found);
  }
  return found;
}

/** '12/03/2027' (pt-BR), '03/12/2027' (en-US); `day` drops the year for axis ticks. */
export function formatLocalDate(date: string, locale: string, style: 'short' | 'day' = 'short'): string {
  if (!isLocalDate(date)) return date;
  return formatter(locale, style).format(new Date(toUtcMs(date)));
}

/** 'UTC−03:00' for the zone at that instant (the offset shown next to the zone's name). */
export function zoneOffsetLabel(timeZone: string, at: Date = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (!name || name === 'GMT') return 'UTC';
    return name.replace('GMT', 'UTC').replace('-', '−');
  } catch {
    return '';
  }
}
