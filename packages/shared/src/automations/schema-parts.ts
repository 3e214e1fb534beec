import { z } from 'zod';
import { priorities } from '../cards.ts';
import { idSchema, safeTextSchema } from '../validation.ts';
import { AMOUNT_CENTS_MAX, IDS_MAX } from './limits.ts';

/**
 * The building blocks of the automation schemas (trigger-schema.ts, condition-schema.ts,
 * action-schema.ts, rules.ts): every refusal is one of the shared validation messages.
 */

export const invalid = { error: 'validation.invalidValue' } as const;
export const paramRequired = 'validation.automationParamRequired';

export const ids = z.array(idSchema, invalid).min(1, { error: paramRequired }).max(IDS_MAX, invalid);
export const text = (max: number) =>
  safeTextSchema.pipe(
    z.string().trim().min(1, { error: paramRequired }).max(max, { error: 'validation.automationTextTooLong' }),
  );
export const int = (min: number, max: number) => z.number(invalid).int(invalid).min(min, invalid).max(max, invalid);
export const amountCents = int(0, AMOUNT_CENTS_MAX);
export const prioritySchema = z.enum(priorities, invalid);

/** Adds a 'param required' issue at `path` unless `present`. */
export function need(ctx: z.RefinementCtx, present: boolean, path: string) {
  if (!present) ctx.addIssue({ code: 'custom', message: paramRequired, path: [path] });
}
