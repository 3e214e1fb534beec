import { z } from 'zod';
import { hasChanges, idSchema, nothingToUpdate } from './validation.ts';

export const COLUMN_NAME_MAX = 50;
export const WIP_LIMIT_MAX = 999;

export const columnNameSchema = z
  .string({ error: 'validation.columnNameRequired' })
  .trim()
  .min(1, { error: 'validation.columnNameRequired' })
  .max(COLUMN_NAME_MAX, { error: 'validation.columnNameTooLong' });

export const wipLimitSchema = z
  .number({ error: 'validation.wipLimitInvalid' })
  .int({ error: 'validation.wipLimitInvalid' })
  .min(1, { error: 'validation.wipLimitInvalid' })
  .max(WIP_LIMIT_MAX, { error: 'validation.wipLimitInvalid' });

/** `POST /api/v1/boards/:id/columns`: appended at the right end unless `afterId` is given. */
export const createColumnInputSchema = z.object({
  name: columnNameSchema,
  afterId: idSchema.optional(),
  wipLimit: wipLimitSchema.nullable().optional(),
});
export type CreateColumnInput = z.infer<typeof createColumnInputSchema>;

export const updateColumnInputSchema = z
  .object({
    name: columnNameSchema.optional(),
    wipLimit: wipLimitSchema.nullable().optional(),
    color: z
      .string()
      .regex(/^#[0-9a-f]{6}$/i, { error: 'validation.invalidValue' })
      .nullable()
      .optional(),
  })
  .refine((input) => hasChanges(input), nothingToUpdate);
export type UpdateColumnInput = z.infer<typeof updateColumnInputSchema>;

/** `POST /api/v1/columns/:id/move`: `afterId` is the column that will sit just left of it, `beforeId` just right. */
export const moveColumnInputSchema = z.object({
  afterId: idSchema.nullable().optional(),
  beforeId: idSchema.nullable().optional(),
});
export type MoveColumnInput = z.infer<typeof moveColumnInputSchema>;

/** A column is over its WIP limit when it holds more cards than the limit. */
export function isOverWipLimit(cardCount: number, wipLimit: number | null | undefined): boolean {
  return wipLimit != null && cardCount > wipLimit;
}
