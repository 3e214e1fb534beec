/**
 * Calendar days in a time zone (issue 22, docs/decisions/043): the calendar and timeline views
 * and the iCal feed place a card on the days of its dates as seen in one zone — the browser's on
 * the web, the person's profile zone in a feed. A card's start is the first instant of its day
 * and its due date the last (what the card dialog writes, `fromDateInputValue`), so both are
 * read back as the days a person picked. Built on `Intl` only: any IANA zone, daylight saving
 * time included (Brazil has had none since 2019, but its older dates and other zones do).
 */

/** A calendar day, `YYYY-MM-DD`. */
export type Day = string;

const DAY_MS = 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of zoneFormat(timeZone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The zone's offset from UTC at an instant, in milliseconds (São Paulo: −3 h). */
export function zoneOffset(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClock(instant, timeZone);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

export function isDay(value: unknown): value is Day {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day an instant falls on in a zone. */
export function dayInZone(instant: string | Date | number, timeZone: string): Day {
  const time = typeof instant === 'number' ? instant : new Date(instant).getTime();
  const { year, month, day } = wallClock(time, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function dayToUtc(day: Day): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
}

function utcToDay(time: number): Day {
  const date = new Date(time);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function addDays(day: Day, days: number): Day {
  return utcToDay(dayToUtc(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((dayToUtc(to) - dayToUtc(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: Day): number {
  return new Date(dayToUtc(day)).getUTCDay();
}

/**
 * The wall-clock time `ms` milliseconds into a day, as an instant. A time that the clocks skip
 * (a midnight when daylight saving time began: São Paulo on 2018-11-04) becomes the first instant
 * after the gap; a time they repeat (when it ended) is the earlier one for `first`, the later for
 * `last` — so a day's start and end always bracket the whole day.
 */
function zonedInstant(day: Day, ms: number, timeZone: string, pick: 'first' | 'last'): number {
  const wall = dayToUtc(day) + ms;
  // The offsets in force around that wall time: two at most, when the clocks change near it.
  const offsets = new Set([-DAY_MS, 0, DAY_MS].map((shift) => zoneOffset(wall + shift, timeZone)));
  const instants = [...offsets].map((offset) => wall - offset);
  const exact = instants.filter((instant) => instant + zoneOffset(instant, timeZone) === wall);
  if (exact.length === 0) return Math.max(...instants); // in a gap: the first instant after it
  return pick === 'first' ? Math.min(...exact) : Math.max(...exact);
}

/** The first instant of a day in a zone (what the card dialog stores as a start date). */
export function startOfDayIn(day: Day, timeZone: string): Date {
  return new Date(zonedInstant(day, 0, timeZone, 'first'));
}

/** The last millisecond of a day in a zone (what the card dialog stores as a due date). */
export function endOfDayIn(day: Day, timeZone: string): Date {
  return new Date(zonedInstant(day, DAY_MS - 1, timeZone, 'last'));
}

/**
 * The first day of the week people expect in a language: Sunday for Brazil and the United States
 * (Brazilian wall calendars start on Sunday), Monday for Spain. From `Intl.Locale`'s week info
 * where the runtime has it, else this table.
 */
export function weekStartsOn(locale: string): 0 | 1 {
  try {
    const info =
      (
        new Intl.Locale(locale) as Intl.Locale & {
          getWeekInfo?: () => { firstDay: number };
          weekInfo?: { firstDay: number };
        }
      ).getWeekInfo?.() ?? (new Intl.Locale(locale) as Intl.Locale & { weekInfo?: { firstDay: number } }).weekInfo;
    if (info) return info.firstDay === 7 ? 0 : 1;
  } catch {
    // An unknown tag: fall through to the table.
  }
  return /^(pt|en-US|en-CA|ja|he)/i.test(locale) ? 0 : 1;
}

/** The first day of the week `day` is in. */
export function startOfWeek(day: Day, firstDay: 0 | 1): Day {
  return addDays(day, -((weekday(day) - firstDay + 7) % 7));
}

/** The days a month view shows: whole weeks from the week of the 1st to the week of the last day. */
export function monthGrid(year: number, month: number, firstDay: 0 | 1): Day[] {
  const first = `${pad(year, 4)}-${pad(month)}-01`;
  const last = addDays(utcToDay(Date.UTC(year, month, 1)), -1);
  const start = startOfWeek(first, firstDay);
  const end = addDays(startOfWeek(last, firstDay), 6);
  return Array.from({ length: daysBetween(start, end) + 1 }, (_, index) => addDays(start, index));
}

/** The days a card covers in a zone: start → due, only due, only start, or none. */
export function cardDays(
  card: { startDate: string | null; dueDate: string | null },
  timeZone: string,
): { start: Day; end: Day } | null {
  const due = card.dueDate ? dayInZone(card.dueDate, timeZone) : null;
  const start = card.startDate ? dayInZone(card.startDate, timeZone) : null;
  if (due && start) return start <= due ? { start, end: due } : { start: due, end: due };
  const only = due ?? start;
  return only ? { start: only, end: only } : null;
}

/**
 * New dates for a card placed on other days (calendar drop, timeline drag, 'Mudar datas…'): the
 * start begins its day and the due date ends its day in the zone, as the card dialog writes them.
 * A card keeps the dates it has (one stays one) unless it now spans several days; a card with
 * no dates gets a due date.
 */
export function datesForDays(
  card: { startDate: string | null; dueDate: string | null },
  days: { start: Day; end: Day },
  timeZone: string,
): { startDate: string | null; dueDate: string | null } {
  const span = days.start !== days.end;
  const withStart = span || card.startDate !== null;
  const withDue = span || card.dueDate !== null || card.startDate === null;
  return {
    startDate: withStart ? startOfDayIn(days.start, timeZone).toISOString() : null,
    dueDate: withDue ? endOfDayIn(days.end, timeZone).toISOString() : null,
  };
}

/** The card's days moved by whole days, keeping its length (calendar and timeline moves). */
export function shiftCardDays(
  card: { startDate: string | null; dueDate: string | null },
  days: number,
  timeZone: string,
): { startDate: string | null; dueDate: string | null } {
  const span = cardDays(card, timeZone);
  if (!span) return { startDate: card.startDate, dueDate: card.dueDate };
  return datesForDays(card, { start: addDays(span.start, days), end: addDays(span.end, days) }, timeZone);
}
