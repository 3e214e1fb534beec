import type { TimeEntry } from '@rbax/shared/time/entries';
import { localDate } from '@rbax/shared/flow/dates';
import { isValidTimeZone } from '@rbax/shared/me';
import { TIME_DEFAULT_TIME_ZONE } from '@rbax/shared/time/entries';
import type { TimeEntryWithUser } from './time-entries-repository.ts';

/** An entry as the API shows it; `canChange` is the caller's right to edit or delete it (lib/access.ts). */
export function toTimeEntry({ entry, userName, userImage }: TimeEntryWithUser, canChange: boolean): TimeEntry {
  return {
    id: entry.id,
    cardId: entry.cardId,
    boardId: entry.boardId,
    user: entry.userId ? { id: entry.userId, name: userName ?? '', image: userImage ?? null } : null,
    source: entry.source as TimeEntry['source'],
    workDate: entry.workDate ?? localDate(entry.startedAt.toISOString(), TIME_DEFAULT_TIME_ZONE),
    startedAt: entry.startedAt.toISOString(),
    endedAt: entry.endedAt.toISOString(),
    durationSeconds: entry.durationSeconds,
    note: entry.note,
    billable: entry.billable,
    createdAt: entry.createdAt.toISOString(),
    canChange,
  };
}

/** The zone a person's days are counted in: their profile's when it is one we know, else São Paulo. */
export function zoneOrDefault(zone: string | null | undefined): string {
  return zone && isValidTimeZone(zone) ? zone : TIME_DEFAULT_TIME_ZONE;
}

/** The calendar day of an instant in a person's zone (`YYYY-MM-DD`). */
export function workDateOf(instant: Date, zone: string | null | undefined): string {
  return localDate(instant.toISOString(), zoneOrDefault(zone));
}

/**
 * Where a manual entry sits on the clock: noon UTC of its day, then its duration. Reports read
 * the day from `work_date`; noon keeps `started_at` on the same date for every zone within ±12 h.
 */
export function manualEntrySpan(workDate: string, minutes: number): { startedAt: Date; endedAt: Date } {
  const startedAt = new Date(`${workDate}T12:00:00.000Z`);
  return { startedAt, endedAt: new Date(startedAt.valueOf() + minutes * 60_000) };
}
