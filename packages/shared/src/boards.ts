import { z } from 'zod';
import { boardIcons } from './board-icons.ts';
import { cardDependencySchema } from './views/dependencies.ts';
import { templateIds } from './templates.ts';
import { boardCardSchema, boardMemberSchema } from './cards.ts';
import { hasChanges, idSchema, nothingToUpdate } from './validation.ts';

/** Limits (spec §5, §9). */
export const BOARD_TITLE_MAX = 100;
export const BOARD_DESCRIPTION_MAX = 500;
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const DUPLICATE_CHOICES_MAX = 6;
export const coverMimeTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

export { boardIcons, DEFAULT_BOARD_ICON, type BoardIcon } from './board-icons.ts';

/** The 8-colour label palette (spec §3), keyed by a stable id with the pt-BR name. */
export const labelPalette = [
  { id: 'green', name: 'Verde', hex: '#10b981' },
  { id: 'blue', name: 'Azul', hex: '#3b82f6' },
  { id: 'purple', name: 'Roxo', hex: '#8b5cf6' },
  { id: 'pink', name: 'Rosa', hex: '#ec4899' },
  { id: 'red', name: 'Vermelho', hex: '#ef4444' },
  { id: 'orange', name: 'Laranja', hex: '#f97316' },
  { id: 'yellow', name: 'Amarelo', hex: '#eab308' },
  { id: 'gray', name: 'Cinza', hex: '#6b7280' },
] as const;
export const labelColors = labelPalette.map((c) => c.hex) as [string, ...string[]];

export const boardTitleSchema = z
  .string({ error: 'validation.titleRequired' })
  .trim()
  .min(1, { error: 'validation.titleRequired' })
  .max(BOARD_TITLE_MAX, { error: 'validation.titleTooLong' });

export const boardDescriptionSchema = z
  .string()
  .trim()
  .max(BOARD_DESCRIPTION_MAX, { error: 'validation.descriptionTooLong' });

/** `workspaceId` filter of the boards index: a workspace id, or `none` for boards without a workspace. */
export const listBoardsQuerySchema = z.object({
  workspaceId: z.string().optional(),
  archived: z.enum(['true', 'false']).optional(),
});

export const boardIconSchema = z.enum(boardIcons, { error: 'validation.invalidValue' });
export const coverUrlSchema = z
  .string()
  .max(500)
  .regex(/^\/files\/[A-Za-z0-9/_.-]+$/, { error: 'validation.invalidValue' });

/** Board create payload (spec §3): title, description (only if non-empty), cover, icon, template or duplicate. */
export const createBoardInputSchema = z
  .object({
    title: boardTitleSchema,
    description: boardDescriptionSchema.optional(),
    icon: boardIconSchema.optional(),
    coverUrl: coverUrlSchema.nullable().optional(),
    workspaceId: idSchema.nullable().optional(),
    template: z.enum(templateIds, { error: 'validation.invalidValue' }).optional(),
    duplicateFromBoardId: idSchema.optional(),
  })
  .refine((data) => !(data.template && data.duplicateFromBoardId), {
    error: 'validation.templateOrDuplicate',
    path: ['template'],
  });
export type CreateBoardInput = z.infer<typeof createBoardInputSchema>;

export const updateBoardInputSchema = z
  .object({
    title: boardTitleSchema.optional(),
    description: boardDescriptionSchema.nullable().optional(),
    icon: boardIconSchema.optional(),
    coverUrl: coverUrlSchema.nullable().optional(),
    color: z.enum(labelColors, { error: 'validation.invalidValue' }).optional(),
    archived: z.boolean().optional(),
    workspaceId: idSchema.nullable().optional(),
  })
  .refine((input) => hasChanges(input), nothingToUpdate);
export type UpdateBoardInput = z.infer<typeof updateBoardInputSchema>;

/** What the current user may do on a board, resolved by the server's access helper. */
export const boardPermissionsSchema = z.object({
  canEdit: z.boolean(),
  canManage: z.boolean(),
});

export const boardLabelSchema = z.object({
  id: z.string(),
  boardId: z.string(),
  name: z.string(),
  color: z.string(),
});
export type BoardLabel = z.infer<typeof boardLabelSchema>;

export const boardSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  color: z.string(),
  coverUrl: z.string().nullable(),
  workspaceId: z.string().nullable(),
  ownerId: z.string(),
  archived: z.boolean(),
  archivedAt: z.string().nullable(),
  template: z.string().nullable(),
  labels: z.array(boardLabelSchema),
  cardCount: z.number().int(),
  columnCount: z.number().int(),
  permissions: boardPermissionsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BoardSummary = z.infer<typeof boardSummarySchema>;

export const LABEL_NAME_MAX = 50;
export const labelNameSchema = z
  .string({ error: 'validation.labelNameRequired' })
  .trim()
  .min(1, { error: 'validation.labelNameRequired' })
  .max(LABEL_NAME_MAX, { error: 'validation.labelNameTooLong' });

export const createLabelInputSchema = z.object({
  name: labelNameSchema,
  color: z.enum(labelColors, { error: 'validation.invalidValue' }),
});
export type CreateLabelInput = z.infer<typeof createLabelInputSchema>;

export const updateLabelInputSchema = z
  .object({
    name: labelNameSchema.optional(),
    color: z.enum(labelColors, { error: 'validation.invalidValue' }).optional(),
  })
  .refine((input) => hasChanges(input), nothingToUpdate);

export const setBoardLabelsInputSchema = z.object({ labelIds: z.array(idSchema).max(200) });

/** 'avatar': a profile picture (issue 8), same checks as a cover, stored square. */
export const uploadPurposes = ['board-cover', 'avatar'] as const;
export const uploadResponseSchema = z.object({ id: z.string(), url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** `GET /api/v1/templates`, localized by Accept-Language. */
export const templateSummarySchema = z.object({
  id: z.enum(templateIds),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  columns: z.array(z.string()),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

/** A column as `GET /api/v1/boards/:id` returns it (ordered by `position`). */
export const boardColumnSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.string(),
  wipLimit: z.number().int().nullable(),
  color: z.string().nullable(),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

/** `GET /api/v1/boards/:id`: the board, its columns and all its labels (cards arrive with the cards issue). */
export const boardDetailSchema = z.object({
  board: boardSummarySchema,
  columns: z.array(boardColumnSchema),
  labels: z.array(boardLabelSchema),
  /**
   * Non-archived cards of active columns, by column position then card position (cards issue),
   * trimmed to their faces (issue 25, `boardCardSchema`; `expandBoardCard` gives the whole card).
   */
  cards: z.array(boardCardSchema),
  /** Everyone who can read the board, with their role (workspace role, 'owner', or share role). */
  members: z.array(boardMemberSchema),
  /** Which card waits for which (issue 22, docs/decisions/043): both active cards of the board. */
  dependencies: z.array(cardDependencySchema),
});
export type BoardDetail = z.infer<typeof boardDetailSchema>;

/** `PUT /api/v1/boards/:id/board-labels` answers with the chosen set. */
export const setBoardLabelsResponseSchema = z.object({ labelIds: z.array(z.string()) });
