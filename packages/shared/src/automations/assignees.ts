import { z } from 'zod';
import { MAX_OPEN_CARDS_MAX } from './limits.ts';
import { int } from './schema-parts.ts';

/**
 * Auto-assignment's people on one board (issue 20; design note automations.md §7.6): who may be
 * chosen — the board's people who can edit its cards (not viewers, not banned accounts) — with
 * what the choice reads: skills and availability from their profile (`PATCH /api/v1/me`), an
 * optional cap on open cards of this board, the open cards they hold now and when
 * auto-assignment last chose them. `GET /api/v1/boards/:id/automations/assignees` (anyone who
 * reads the board); `PUT …/assignees/:userId` sets the cap (board managers).
 */

export const automationAssigneeSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  skills: z.array(z.string()),
  /** Off while out of office: never chosen. */
  available: z.boolean(),
  /** Their own cap on open cards of this board; null: the rule's `capacity`, else none. */
  maxOpenCards: z.number().int().nullable(),
  /** Cards assigned to them on this board, not archived, outside the board's done column. */
  openCards: z.number().int(),
  lastAutoAssignedAt: z.string().nullable(),
});
export type AutomationAssignee = z.infer<typeof automationAssigneeSchema>;

export const automationAssigneeListSchema = z.object({ items: z.array(automationAssigneeSchema) });
export type AutomationAssigneeList = z.infer<typeof automationAssigneeListSchema>;

/** `PUT /api/v1/boards/:id/automations/assignees/:userId`: null removes the cap. */
export const updateAutomationAssigneeInputSchema = z.object({
  maxOpenCards: int(1, MAX_OPEN_CARDS_MAX).nullable(),
});
export type UpdateAutomationAssigneeInput = z.infer<typeof updateAutomationAssigneeInputSchema>;
