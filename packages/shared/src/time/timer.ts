import { z } from 'zod';
import { dateTimeSchema } from '../validation.ts';
import { timeEntrySchema, timeNoteSchema } from './entries.ts';

/**
 * The running timer (issue 21): at most one per person, on one card, kept by the server (a row
 * per person), so it survives reloads and is the same on every device. Starting another stops the
 * running one and records its time. A timer left running past TIMER_REVIEW_AFTER_MS is shown for
 * review at the next visit: keep it, discard it, or save it up to a chosen end.
 */

export { TIMER_MAX_SECONDS, TIMER_REVIEW_AFTER_MS, timerNeedsReview } from './timer-review.ts';

/** `POST /api/v1/cards/:id/timer/start` (the body may be empty). */
export const startTimerInputSchema = z
  .object({
    billable: z.boolean().optional(),
    note: timeNoteSchema.nullable().optional(),
  })
  .nullish();
export type StartTimerInput = z.input<typeof startTimerInputSchema>;

/**
 * `POST /api/v1/timer/stop`: record the time up to now, or up to `endedAt` (a chosen end
 * between the start and now), or `discard` it (nothing is recorded).
 */
export const stopTimerInputSchema = z
  .object({
    endedAt: dateTimeSchema.optional(),
    discard: z.boolean().optional(),
  })
  .nullish();
export type StopTimerInput = z.input<typeof stopTimerInputSchema>;

export const runningTimerSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  /** When its owner last chose to keep it after the review question (null: never asked). */
  keptAt: z.string().nullable(),
  billable: z.boolean(),
  note: z.string().nullable(),
  /** The card, or null when its owner can no longer read the card's board (it can only be discarded). */
  card: z
    .object({
      id: z.string(),
      title: z.string(),
      boardId: z.string(),
      boardTitle: z.string(),
    })
    .nullable(),
});
export type RunningTimer = z.infer<typeof runningTimerSchema>;

/** `GET /api/v1/timer`; `now` is the server's clock, so elapsed time does not depend on the device's. */
export const timerStateSchema = z.object({ timer: runningTimerSchema.nullable(), now: z.string() });
export type TimerState = z.infer<typeof timerStateSchema>;

/** What a stop recorded: the entry, or null (discarded, under a second, or no longer allowed). */
export const stopTimerResponseSchema = z.object({ entry: timeEntrySchema.nullable() });
export type StopTimerResponse = z.infer<typeof stopTimerResponseSchema>;

/** A start answers the new timer and the entry of the one it stopped, if any. */
export const startTimerResponseSchema = z.object({
  timer: runningTimerSchema,
  stopped: timeEntrySchema.nullable(),
});
export type StartTimerResponse = z.infer<typeof startTimerResponseSchema>;
