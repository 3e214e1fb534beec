import { z } from 'zod';
import { priorities, type Priority } from './card-face.ts';
import { dateTimeSchema, hasChanges, idSchema, nothingToUpdate } from './validation.ts';

export { expandBoardCard, priorities, priorityBadgeVariant, type Priority } from './card-face.ts';

export const CARD_TITLE_MAX = 100;
export const CARD_DESCRIPTION_MAX = 10_000;
export const CARD_TAG_MAX = 30;
export const CARD_TAGS_MAX = 20;
export const CARD_VALUE_MAX = 999_999_999_999.99;
export const COMMENT_MAX = 5_000;
export const CHECKLIST_TEXT_MAX = 500;
export const ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;
/** A card's estimate, in minutes (issue 21): up to 999 hours; null when there is none. */
export const CARD_ESTIMATE_MAX_MINUTES = 999 * 60;

/**
 * Subtasks (issue 21, docs/decisions/040): what happens to a card's subtasks when it changes
 * column or board (`move`: they come along; `promote`: they become cards where they are) and
 * when it is archived (`archive`: with it; `promote`: they stay on the board as cards).
 */
export const subtaskMoveChoices = ['move', 'promote'] as const;
export type SubtaskMoveChoice = (typeof subtaskMoveChoices)[number];
export const subtaskArchiveChoices = ['archive', 'promote'] as const;
export type SubtaskArchiveChoice = (typeof subtaskArchiveChoices)[number];

export const cardTitleSchema = z
  .string({ error: 'validation.titleRequired' })
  .trim()
  .min(1, { error: 'validation.titleRequired' })
  .max(CARD_TITLE_MAX, { error: 'validation.titleTooLong' });

export const cardDescriptionSchema = z
  .string()
  .max(CARD_DESCRIPTION_MAX, { error: 'validation.cardDescriptionTooLong' });

/**
 * Money in BRL as a decimal string with at most two decimals ("1234.5" → "1234.50").
 * Numbers are accepted too; the server stores numeric(14,2) and answers strings, never floats.
 */
export const valueBrlSchema = z
  .union([z.number(), z.string().trim()], { error: 'validation.valueInvalid' })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.replace(',', '.');
    if (!/^\d{1,12}(\.\d{1,2})?$/.test(text) || Number(text) > CARD_VALUE_MAX) {
      ctx.addIssue({ code: 'custom', message: 'validation.valueInvalid' });
      return z.NEVER;
    }
    return Number(text).toFixed(2);
  });

export const cardTagSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.tagInvalid' })
  .max(CARD_TAG_MAX, { error: 'validation.tagInvalid' });

const cardFields = {
  title: cardTitleSchema,
  description: cardDescriptionSchema.nullable(),
  priority: z.enum(priorities, { error: 'validation.invalidValue' }).nullable(),
  startDate: dateTimeSchema.nullable(),
  dueDate: dateTimeSchema.nullable(),
  valueBrl: valueBrlSchema.nullable(),
  assigneeId: idSchema.nullable(),
  tags: z.array(cardTagSchema).max(CARD_TAGS_MAX, { error: 'validation.tagInvalid' }),
  labelIds: z.array(idSchema).max(100),
  coverUrl: z.string().max(500).nullable(),
  estimateMinutes: z
    .number({ error: 'validation.estimateInvalid' })
    .int({ error: 'validation.estimateInvalid' })
    .min(0, { error: 'validation.estimateInvalid' })
    .max(CARD_ESTIMATE_MAX_MINUTES, { error: 'validation.estimateInvalid' })
    .nullable(),
};

function dueNotBeforeStart(data: { startDate?: string | null; dueDate?: string | null }): boolean {
  if (!data.startDate || !data.dueDate) return true;
  return new Date(data.dueDate).getTime() >= new Date(data.startDate).getTime();
}
const dueRule = { error: 'validation.dueBeforeStart', path: ['dueDate'] };

/** `POST /api/v1/boards/:id/cards`: placed at the bottom of the column unless afterId/beforeId say otherwise. */
export const createCardInputSchema = z
  .object({
    /** A client-chosen UUID, so a card created offline can be moved and edited before it syncs. */
    id: z.uuid({ error: 'validation.invalidValue' }).optional(),
    columnId: idSchema,
    title: cardTitleSchema,
    description: cardFields.description.optional(),
    priority: cardFields.priority.optional(),
    startDate: cardFields.startDate.optional(),
    dueDate: cardFields.dueDate.optional(),
    valueBrl: cardFields.valueBrl.optional(),
    assigneeId: cardFields.assigneeId.optional(),
    tags: cardFields.tags.optional(),
    labelIds: cardFields.labelIds.optional(),
    afterId: idSchema.nullable().optional(),
    beforeId: idSchema.nullable().optional(),
  })
  .refine(dueNotBeforeStart, dueRule);
export type CreateCardInput = z.infer<typeof createCardInputSchema>;

/**
 * `PATCH /api/v1/cards/:id`: any subset of fields. `version`, when sent, is the
 * version the client edited; the server merges field by field (ARCHITECTURE §7).
 * `editedAt` is when the edit was made (an offline edit replays later): on a field
 * someone else changed meanwhile, the newer of the two values is kept.
 */
export const updateCardInputSchema = z
  .object({
    title: cardFields.title.optional(),
    description: cardFields.description.optional(),
    priority: cardFields.priority.optional(),
    startDate: cardFields.startDate.optional(),
    dueDate: cardFields.dueDate.optional(),
    valueBrl: cardFields.valueBrl.optional(),
    assigneeId: cardFields.assigneeId.optional(),
    tags: cardFields.tags.optional(),
    labelIds: cardFields.labelIds.optional(),
    coverUrl: cardFields.coverUrl.optional(),
    estimateMinutes: cardFields.estimateMinutes.optional(),
    archived: z.boolean().optional(),
    completed: z.boolean().optional(),
    /** Subtasks (docs/decisions/040): a card of the same board demotes this one under it; null promotes it. */
    parentId: idSchema.nullable().optional(),
    /** With `archived: true` on a card with subtasks: archive them too (default) or turn them into cards. */
    children: z.enum(subtaskArchiveChoices, { error: 'validation.invalidValue' }).optional(),
    version: z.number().int().positive().optional(),
    editedAt: dateTimeSchema.optional(),
  })
  .refine(dueNotBeforeStart, dueRule)
  .refine((input) => input.children === undefined || input.archived === true, {
    error: 'validation.invalidValue',
    path: ['children'],
  })
  .refine((input) => input.parentId === undefined || input.archived === undefined, {
    error: 'validation.invalidValue',
    path: ['parentId'],
  })
  .refine((input) => hasChanges(input, ['version', 'editedAt', 'children']), nothingToUpdate);
export type UpdateCardInput = z.infer<typeof updateCardInputSchema>;

/**
 * `POST /api/v1/cards/:id/move`: `afterId` is the card that will sit just above
 * the moved card, `beforeId` the one just below (either may be omitted at the
 * ends). `boardId` moves it to another board the user can edit.
 */
export const moveCardInputSchema = z.object({
  columnId: idSchema,
  boardId: idSchema.optional(),
  afterId: idSchema.nullable().optional(),
  beforeId: idSchema.nullable().optional(),
  /** A card with subtasks changing column or board: they come along (default) or become cards where they are. */
  children: z.enum(subtaskMoveChoices, { error: 'validation.invalidValue' }).optional(),
});
export type MoveCardInput = z.infer<typeof moveCardInputSchema>;

/** `POST /api/v1/cards/:id/copy`: a copy (fields, labels, checklist) at the bottom of the given column. */
export const copyCardInputSchema = z.object({
  columnId: idSchema,
  boardId: idSchema.optional(),
  title: cardTitleSchema.optional(),
});
export type CopyCardInput = z.infer<typeof copyCardInputSchema>;

export const userRefSchema = z.object({ id: z.string(), name: z.string(), image: z.string().nullable() });
export type UserRef = z.infer<typeof userRefSchema>;

export const cardSchema = z.object({
  id: z.string(),
  boardId: z.string(),
  columnId: z.string(),
  /** The card this one is a subtask of (same board, one level only; docs/decisions/040), else null. */
  parentId: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  priority: z.enum(priorities).nullable(),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  valueBrl: z.string().nullable(),
  assigneeId: z.string().nullable(),
  tags: z.array(z.string()),
  labelIds: z.array(z.string()),
  coverUrl: z.string().nullable(),
  /** Issue 21: the estimate in minutes (null: none) and the time recorded on the card so far. */
  estimateMinutes: z.number().int().nullable(),
  timeSpentSeconds: z.number().int(),
  position: z.string(),
  archived: z.boolean(),
  completedAt: z.string().nullable(),
  version: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  counts: z.object({
    comments: z.number().int(),
    attachments: z.number().int(),
    checklistDone: z.number().int(),
    checklistTotal: z.number().int(),
  }),
});
export type Card = z.infer<typeof cardSchema>;

/**
 * A card as the board response carries it (`GET /api/v1/boards/:id`, issue 25): its face, trimmed.
 * `boardId` is the board's, `archived` is always false there, and `createdBy` is not on a face
 * (the card endpoint has all three); fields that are null, empty or zero are left out, and
 * `counts` holds only the non-zero counts. `expandBoardCard` gives back the whole `Card`.
 * A 1,000-card board is ~400 KB instead of ~830 KB (docs/decisions/049-trimmed-board-response.md).
 */
export const boardCardSchema = cardSchema
  .omit({ boardId: true, archived: true, createdBy: true, counts: true })
  .partial({
    parentId: true,
    description: true,
    priority: true,
    startDate: true,
    dueDate: true,
    valueBrl: true,
    assigneeId: true,
    tags: true,
    labelIds: true,
    coverUrl: true,
    estimateMinutes: true,
    timeSpentSeconds: true,
    completedAt: true,
  })
  .extend({ counts: cardSchema.shape.counts.partial().optional() });
export type BoardCard = z.infer<typeof boardCardSchema>;

/* ---------- Card short id (issue 18, GitHub) ---------- */

/** Hex characters in a card's short id (docs/decisions/036-github-inbound.md). */
export const CARD_SHORT_ID_LENGTH = 8;

/**
 * The short id people write in commits and pull requests (`#1a2b3c4d`): the last characters of
 * the card's UUIDv7, its random part (the first ones are a timestamp that cards made in the same
 * minute share). Unique enough within one board; an ambiguous one is reported, never guessed.
 */
export function cardShortId(cardId: string): string {
  return cardId.slice(-CARD_SHORT_ID_LENGTH).toLowerCase();
}

/**
 * `PATCH /api/v1/cards/:id` answers the card and the fields changed on both sides: the
 * client's `version` was older and someone else changed that field since (ARCHITECTURE §7).
 * `kept` says which value the card now has; the other one was replaced.
 */
export const cardConflictSchema = z.object({
  field: z.string(),
  yours: z.unknown(),
  theirs: z.unknown(),
  kept: z.enum(['yours', 'theirs']),
});
export type CardConflict = z.infer<typeof cardConflictSchema>;
export const updateCardResponseSchema = z.object({ card: cardSchema, conflicts: z.array(cardConflictSchema) });
export type UpdateCardResponse = z.infer<typeof updateCardResponseSchema>;

/** `GET /api/v1/boards/:id/events?after=<seq>&limit=` (catch-up, ascending by seq). */
export const boardEventsQuerySchema = z.object({
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

export const boardMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.string(),
});
export type BoardMember = z.infer<typeof boardMemberSchema>;

export const commentSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  author: userRefSchema.nullable(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  edited: z.boolean(),
  /** The people the comment mentions ('@Name' in the body; issue 7). */
  mentions: z.array(userRefSchema),
  /** Written by an automation (issue 20; `author` is null): the rule, as named then. */
  automation: z.object({ ruleId: z.string().nullable(), ruleName: z.string() }).nullable().optional(),
});
export type Comment = z.infer<typeof commentSchema>;
/** Most people one comment may mention. */
export const COMMENT_MENTIONS_MAX = 20;
export const commentInputSchema = z.object({
  body: z
    .string({ error: 'validation.commentRequired' })
    .trim()
    .min(1, { error: 'validation.commentRequired' })
    .max(COMMENT_MAX, { error: 'validation.commentTooLong' }),
  /**
   * User ids of the people mentioned, each someone who can read the board; only those whose
   * '@Name' is in the body are kept. Editing without `mentions` keeps the earlier ones that are
   * still in the body.
   */
  mentions: z
    .array(z.string().min(1).max(100), { error: 'validation.invalidValue' })
    .max(COMMENT_MENTIONS_MAX, { error: 'validation.invalidValue' })
    .optional(),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

export const checklistItemSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  text: z.string(),
  done: z.boolean(),
  position: z.string(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;
const checklistText = z
  .string({ error: 'validation.checklistTextRequired' })
  .trim()
  .min(1, { error: 'validation.checklistTextRequired' })
  .max(CHECKLIST_TEXT_MAX, { error: 'validation.checklistTextTooLong' });
export const createChecklistItemInputSchema = z.object({ text: checklistText });
export const updateChecklistItemInputSchema = z
  .object({
    text: checklistText.optional(),
    done: z.boolean().optional(),
  })
  .refine((input) => hasChanges(input), nothingToUpdate);
export const moveChecklistItemInputSchema = z.object({
  afterId: idSchema.nullable().optional(),
  beforeId: idSchema.nullable().optional(),
});

export const attachmentSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  url: z.string(),
  isImage: z.boolean(),
  uploadedBy: userRefSchema.nullable(),
  createdAt: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** Card filters of the board page, kept in the URL (issue 4). */
export const dueFilters = ['overdue', 'today', 'week'] as const;
export type DueFilter = (typeof dueFilters)[number];
export interface CardFilter {
  text?: string;
  assigneeId?: string;
  labelId?: string;
  priority?: Priority;
  due?: DueFilter;
}

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Whether a card passes the board filters; `now` is injected for testability. */
export function matchesCardFilter(
  card: Pick<
    Card,
    'title' | 'description' | 'tags' | 'assigneeId' | 'labelIds' | 'priority' | 'dueDate' | 'completedAt'
  >,
  filter: CardFilter,
  now: Date = new Date(),
): boolean {
  if (filter.text) {
    const haystack = normalize([card.title, card.description ?? '', ...card.tags].join(' '));
    const words = normalize(filter.text).split(/\s+/).filter(Boolean);
    if (!words.every((word) => haystack.includes(word))) return false;
  }
  if (filter.assigneeId && card.assigneeId !== filter.assigneeId) return false;
  if (filter.labelId && !card.labelIds.includes(filter.labelId)) return false;
  if (filter.priority && card.priority !== filter.priority) return false;
  if (filter.due) {
    if (!card.dueDate) return false;
    const due = new Date(card.dueDate);
    const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const endOfToday = new Date(startOfToday.getTime() + 86_400_000);
    if (filter.due === 'overdue' && !(due < now && !card.completedAt)) return false;
    if (filter.due === 'today' && !(due >= startOfToday && due < endOfToday)) return false;
    if (filter.due === 'week') {
      const day = (startOfToday.getDay() + 6) % 7; // Monday = 0
      const weekStart = new Date(startOfToday.getTime() - day * 86_400_000);
      const weekEnd = new Date(weekStart.getTime() + 7 * 86_400_000);
      if (!(due >= weekStart && due < weekEnd)) return false;
    }
  }
  return true;
}

/** Whether a due date has passed for an unfinished card (shown in red). */
export function isOverdue(card: Pick<Card, 'dueDate' | 'completedAt'>, now: Date = new Date()): boolean {
  return Boolean(card.dueDate && !card.completedAt && new Date(card.dueDate) < now);
}
