import { z } from 'zod';
import { userRefSchema } from './cards.ts';
import { dateTimeSchema } from './validation.ts';

/**
 * Time spent on a card (issue 7: focus sessions linked to a card). The time-tracking issue adds
 * manual entries and the running timer on the same resource.
 */

export const timeEntrySources = ['pomodoro', 'manual', 'timer'] as const;
export type TimeEntrySource = (typeof timeEntrySources)[number];

/** Longest single entry: a focus session is minutes; twelve hours catches clock mistakes. */
export const TIME_ENTRY_MAX_SECONDS = 12 * 60 * 60;
/** How far in the future an entry may end (the device's clock may run a little ahead). */
export const TIME_ENTRY_FUTURE_SKEW_MS = 2 * 60_000;

/** Whole seconds between two instants, as stored (`duration_seconds`). */
export function entrySeconds(startedAt: string | Date, endedAt: string | Date): number {
  return Math.round((new Date(endedAt).valueOf() - new Date(startedAt).valueOf()) / 1000);
}

/** `POST /api/v1/cards/:id/time-entries` — only focus sessions for now. */
export const createTimeEntryInputSchema = z
  .object({
    startedAt: dateTimeSchema,
    endedAt: dateTimeSchema,
    source: z.enum(['pomodoro'], { error: 'validation.invalidValue' }),
  })
  .superRefine((input, ctx) => {
    const seconds = entrySeconds(input.startedAt, input.endedAt);
    if (seconds < 1) ctx.addIssue({ code: 'custom', path: ['endedAt'], message: 'validation.timeEntryEndBeforeStart' });
    else if (seconds > TIME_ENTRY_MAX_SECONDS)
      ctx.addIssue({ code: 'custom', path: ['endedAt'], message: 'validation.timeEntryTooLong' });
  });
export type CreateTimeEntryInput = z.infer<typeof createTimeEntryInputSchema>;

export const timeEntrySchema = z.object({
  id: z.string(),
  cardId: z.string(),
  /** Null once the account is gone. */
  user: userRefSchema.nullable(),
  source: z.enum(timeEntrySources),
  startedAt: z.string(),
  endedAt: z.string(),
  durationSeconds: z.number().int(),
  createdAt: z.string(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

/** `GET /api/v1/cards/:id/time-entries`: newest first, with the card's total. */
export const cardTimeEntriesSchema = z.object({
  entries: z.array(timeEntrySchema),
  totalSeconds: z.number().int(),
});
export type CardTimeEntries = z.infer<typeof cardTimeEntriesSchema>;
