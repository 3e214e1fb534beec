import { z } from 'zod';
import { localDateSchema } from '../local-date.ts';
import { userRefSchema } from '../cards.ts';
import { dateTimeSchema, hasChanges, nothingToUpdate, safeTextSchema } from '../validation.ts';
import { durationInputSchema } from './duration.ts';

/**
 * Time spent on a card (issues 7 and 21): focus sessions (`pomodoro`), entries typed by hand
 * (`manual`) and what a stopped timer recorded (`timer`). Each entry counts for one calendar day,
 * `workDate`, the day in its author's time zone: reports and timesheets group by it, so everyone
 * sees an entry on the day its author worked it (docs/decisions/039-time-tracking.md).
 */

export const timeEntrySources = ['pomodoro', 'manual', 'timer'] as const;
export type TimeEntrySource = (typeof timeEntrySources)[number];

/** Longest focus session sent by the browser: a session is minutes; twelve hours catches clock mistakes. */
export const TIME_ENTRY_MAX_SECONDS = 12 * 60 * 60;
/** How far in the future an entry may end (the device's clock may run a little ahead). */
export const TIME_ENTRY_FUTURE_SKEW_MS = 2 * 60_000;
export const TIME_NOTE_MAX = 500;
/** The zone of an author without one in their profile (spec: pt-BR first). */
export const TIME_DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** Whole seconds between two instants, as stored (`duration_seconds`). */
export function entrySeconds(startedAt: string | Date, endedAt: string | Date): number {
  return Math.round((new Date(endedAt).valueOf() - new Date(startedAt).valueOf()) / 1000);
}

/**
 * The latest calendar date anywhere on Earth now (UTC+14): a manual entry may be for today in
 * any zone, never for a day that has not started anywhere yet.
 */
export function latestDateOnEarth(now: Date = new Date()): string {
  return new Date(now.valueOf() + 14 * 3_600_000).toISOString().slice(0, 10);
}

export const timeNoteSchema = safeTextSchema
  .trim()
  .max(TIME_NOTE_MAX, { error: 'validation.timeNoteTooLong' })
  .transform((note) => (note === '' ? null : note));

const focusSessionInputSchema = z
  .object({
    source: z.literal('pomodoro'),
    startedAt: dateTimeSchema,
    endedAt: dateTimeSchema,
  })
  .superRefine((input, ctx) => {
    const seconds = entrySeconds(input.startedAt, input.endedAt);
    if (seconds < 1) ctx.addIssue({ code: 'custom', path: ['endedAt'], message: 'validation.timeEntryEndBeforeStart' });
    else if (seconds > TIME_ENTRY_MAX_SECONDS)
      ctx.addIssue({ code: 'custom', path: ['endedAt'], message: 'validation.timeEntryTooLong' });
  });

/** A date and a duration typed by a person (`1h30`, `90m`, `1,5h`…), with a note and the billable flag. */
const manualEntryInputSchema = z.object({
  source: z.literal('manual'),
  workDate: localDateSchema,
  duration: durationInputSchema,
  note: timeNoteSchema.nullable().optional(),
  billable: z.boolean().optional(),
});

/**
 * `POST /api/v1/cards/:id/time-entries`: a finished focus session (`source: 'pomodoro'`, sent by
 * focus mode) or a manual entry (`source: 'manual'`). Timer entries come only from the timer.
 */
export const createTimeEntryInputSchema = z.discriminatedUnion(
  'source',
  [focusSessionInputSchema, manualEntryInputSchema],
  {
    error: 'validation.invalidValue',
  },
);
export type CreateTimeEntryInput = z.input<typeof createTimeEntryInputSchema>;
export type ParsedCreateTimeEntryInput = z.output<typeof createTimeEntryInputSchema>;

/** `PATCH /api/v1/time-entries/:id`: any of the entry's date, duration, note and billable flag. */
export const updateTimeEntryInputSchema = z
  .object({
    workDate: localDateSchema.optional(),
    duration: durationInputSchema.optional(),
    note: timeNoteSchema.nullable().optional(),
    billable: z.boolean().optional(),
  })
  .refine((input) => hasChanges(input), nothingToUpdate);
export type UpdateTimeEntryInput = z.input<typeof updateTimeEntryInputSchema>;
export type ParsedUpdateTimeEntryInput = z.output<typeof updateTimeEntryInputSchema>;

export const timeEntrySchema = z.object({
  id: z.string(),
  cardId: z.string(),
  boardId: z.string(),
  /** Null once the account is gone. */
  user: userRefSchema.nullable(),
  source: z.enum(timeEntrySources),
  /** The calendar day the time counts for, `YYYY-MM-DD`. */
  workDate: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
  durationSeconds: z.number().int(),
  note: z.string().nullable(),
  billable: z.boolean(),
  createdAt: z.string(),
  /** Whether the caller may change or delete it (its author, or an owner or admin of the workspace). */
  canChange: z.boolean(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

/** `GET /api/v1/cards/:id/time-entries`: newest first, with the card's total and estimate. */
export const cardTimeEntriesSchema = z.object({
  entries: z.array(timeEntrySchema),
  totalSeconds: z.number().int(),
  estimateMinutes: z.number().int().nullable(),
});
export type CardTimeEntries = z.infer<typeof cardTimeEntriesSchema>;

/** `{ field: { old, new } }` of an edited entry, as the `time.updated` event carries it. */
export type TimeEntryChanges = Record<string, { old: unknown; new: unknown }>;
