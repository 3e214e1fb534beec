import { z } from 'zod';
import { priorities } from '../cards.ts';

/**
 * The JSON export of a board and of a workspace (issue 23), format version 1. This schema is the
 * documentation (also docs/portability-format.md): everything a board holds, its history
 * included, with the ids it has here. Importing the file (`source=json`) makes a new board with
 * new ids and the same content. A later version adds fields; readers ignore fields they do not
 * know, and `version` changes only when a field changes meaning.
 *
 * Dates are ISO 8601 instants in UTC; money is a decimal string in BRL ("1234.50"); positions are
 * the fractional-index keys that order columns, cards and checklist items (byte order).
 */

export const BOARD_EXPORT_FORMAT = 'rbax-flow/board';
export const WORKSPACE_EXPORT_FORMAT = 'rbax-flow/workspace';
export const EXPORT_FORMAT_VERSION = 1;

const instant = z.string();
const nullableInstant = instant.nullable();

/** Someone the board names (owner, assignee, author, actor); `email` lets an import find them again. */
export const exportPersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string().nullable() });

export const exportColumnSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.string(),
  wipLimit: z.number().int().nullable(),
  color: z.string().nullable(),
  archived: z.boolean(),
  archivedAt: nullableInstant,
  createdAt: instant,
});

export const exportLabelSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  /** Chosen as one of the board's own labels (board_board_labels). */
  onBoard: z.boolean(),
});

export const exportChecklistItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  done: z.boolean(),
  position: z.string(),
  createdAt: instant,
});

export const exportCommentSchema = z.object({
  id: z.string(),
  authorId: z.string().nullable(),
  body: z.string(),
  edited: z.boolean(),
  /** Written by an automation: the rule's name then (issue 20). */
  automationRuleName: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});

/** A file attached to the card; `url` is where this server serves it (signed-in readers of the board). */
export const exportAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  url: z.string(),
  uploadedBy: z.string().nullable(),
  createdAt: instant,
});

export const exportTimeEntrySchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  source: z.string(),
  startedAt: instant,
  endedAt: instant,
  durationSeconds: z.number().int(),
  note: z.string().nullable(),
  billable: z.boolean(),
  workDate: z.string().nullable(),
});

export const exportCardSchema = z.object({
  id: z.string(),
  columnId: z.string(),
  /** The card this one is a subtask of (docs/decisions/040). */
  parentId: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  priority: z.enum(priorities).nullable(),
  startDate: nullableInstant,
  dueDate: nullableInstant,
  valueBrl: z.string().nullable(),
  assigneeId: z.string().nullable(),
  tags: z.array(z.string()),
  labelIds: z.array(z.string()),
  coverUrl: z.string().nullable(),
  estimateMinutes: z.number().int().nullable(),
  position: z.string(),
  archived: z.boolean(),
  archivedAt: nullableInstant,
  completedAt: nullableInstant,
  version: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
  checklist: z.array(exportChecklistItemSchema),
  comments: z.array(exportCommentSchema),
  attachments: z.array(exportAttachmentSchema),
  timeEntries: z.array(exportTimeEntrySchema),
});

/** One event of the board's log (packages/shared/src/event-log.ts), in order: the board's history. */
export const exportEventSchema = z.object({
  seq: z.number().int(),
  kind: z.string(),
  entityId: z.string().nullable(),
  actorId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  createdAt: instant,
});

export const exportBoardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  color: z.string(),
  coverUrl: z.string().nullable(),
  archived: z.boolean(),
  template: z.string().nullable(),
  ownerId: z.string(),
  workspaceId: z.string().nullable(),
  version: z.number().int(),
  createdAt: instant,
  updatedAt: instant,
});

export const boardExportSchema = z.object({
  format: z.literal(BOARD_EXPORT_FORMAT),
  version: z.literal(EXPORT_FORMAT_VERSION),
  exportedAt: instant,
  board: exportBoardSchema,
  people: z.array(exportPersonSchema),
  columns: z.array(exportColumnSchema),
  labels: z.array(exportLabelSchema),
  cards: z.array(exportCardSchema),
  /** Finish-to-start dependencies between the board's cards (issue 22): `cardId` waits for `dependsOnId`. */
  dependencies: z.array(z.object({ cardId: z.string(), dependsOnId: z.string() })).optional(),
  events: z.array(exportEventSchema),
});
export type BoardExport = z.infer<typeof boardExportSchema>;
export type ExportCard = z.infer<typeof exportCardSchema>;

export const workspaceExportSchema = z.object({
  format: z.literal(WORKSPACE_EXPORT_FORMAT),
  version: z.literal(EXPORT_FORMAT_VERSION),
  exportedAt: instant,
  workspace: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    createdAt: instant,
  }),
  members: z.array(exportPersonSchema.extend({ role: z.string() })),
  boards: z.array(boardExportSchema),
});
export type WorkspaceExport = z.infer<typeof workspaceExportSchema>;
