import { z } from 'zod';
import { cardSchema, cardTitleSchema } from './cards.ts';
import { idSchema } from './validation.ts';

/**
 * Subtasks (issue 21, docs/decisions/040-subtasks.md): a subtask is a card with a parent card on
 * the same board, one level deep. It lives in its parent's column, out of sight of the board's
 * columns; its `position` orders it among its siblings. These are the API's subtask shapes and
 * the pure roll-ups both apps compute from the same cards.
 */

/** `POST /api/v1/cards/:id/subtasks`: a new subtask at the bottom of the parent's list. */
export const createSubtaskInputSchema = z.object({
  /** A client-chosen UUIDv7, so a subtask created offline can be completed before it syncs. */
  id: z.uuid({ error: 'validation.invalidValue' }).optional(),
  title: cardTitleSchema,
  assigneeId: idSchema.nullable().optional(),
});
export type CreateSubtaskInput = z.infer<typeof createSubtaskInputSchema>;

/** What a parent shows of its subtasks: progress, and its own estimate and time plus theirs. */
export const subtaskRollupSchema = z.object({
  total: z.number().int(),
  done: z.number().int(),
  /** The parent's estimate plus its subtasks'; null when none of them has one. */
  estimateMinutes: z.number().int().nullable(),
  subtasksEstimateMinutes: z.number().int(),
  /** Time recorded on the parent plus on its subtasks. */
  timeSpentSeconds: z.number().int(),
  subtasksTimeSpentSeconds: z.number().int(),
});
export type SubtaskRollup = z.infer<typeof subtaskRollupSchema>;

/** `GET /api/v1/cards/:id/subtasks`: the active subtasks in order, and the roll-up. */
export const subtasksResponseSchema = z.object({
  subtasks: z.array(cardSchema),
  rollup: subtaskRollupSchema,
});
export type SubtasksResponse = z.infer<typeof subtasksResponseSchema>;

type Timed = { estimateMinutes?: number | null; timeSpentSeconds?: number };
type SubtaskLike = Timed & { id: string; parentId: string | null; position: string; completedAt: string | null };

/** Fractional keys compare by code unit (the database's COLLATE "C"), never by locale. */
const byPosition = (a: SubtaskLike, b: SubtaskLike) =>
  a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1;

/** The subtasks of `parentId` among `cards`, in their order. */
export function subtasksOf<T extends SubtaskLike>(cards: readonly T[], parentId: string): T[] {
  return cards.filter((card) => card.parentId === parentId).sort(byPosition);
}

export type SubtaskProgress = { total: number; done: number };

/** Progress of every parent among `cards` (one pass; parents without subtasks are absent). */
export function subtaskProgressByParent(cards: readonly SubtaskLike[]): Map<string, SubtaskProgress> {
  const progress = new Map<string, SubtaskProgress>();
  for (const card of cards) {
    if (!card.parentId) continue;
    const entry = progress.get(card.parentId) ?? { total: 0, done: 0 };
    entry.total += 1;
    if (card.completedAt) entry.done += 1;
    progress.set(card.parentId, entry);
  }
  return progress;
}

/** The parent's roll-up from its own estimate and time and its (active) subtasks'. */
export function subtaskRollup(parent: Timed, subtasks: readonly SubtaskLike[]): SubtaskRollup {
  let subtasksEstimate = 0;
  let anyEstimate = parent.estimateMinutes !== null && parent.estimateMinutes !== undefined;
  let subtasksTime = 0;
  let done = 0;
  for (const subtask of subtasks) {
    if (subtask.estimateMinutes !== null && subtask.estimateMinutes !== undefined) {
      subtasksEstimate += subtask.estimateMinutes;
      anyEstimate = true;
    }
    subtasksTime += subtask.timeSpentSeconds ?? 0;
    if (subtask.completedAt) done += 1;
  }
  return {
    total: subtasks.length,
    done,
    estimateMinutes: anyEstimate ? (parent.estimateMinutes ?? 0) + subtasksEstimate : null,
    subtasksEstimateMinutes: subtasksEstimate,
    timeSpentSeconds: (parent.timeSpentSeconds ?? 0) + subtasksTime,
    subtasksTimeSpentSeconds: subtasksTime,
  };
}
