import { z } from 'zod';
import { idSchema, safeTextSchema } from '../validation.ts';

/**
 * AI provider settings of a workspace (issue 24, docs/decisions/047-ai-providers-and-assist.md).
 * AI is off until the workspace's owner turns it on. The provider is the instance's (`AI_*`
 * variables) unless the owner names another OpenAI-compatible endpoint; its key is write-only:
 * stored encrypted, answered only as `hasKey`.
 */

export const AI_BASE_URL_MAX = 500;
export const AI_MODEL_MAX = 200;
export const AI_KEY_MAX = 500;
/** The smallest and largest monthly token cap an owner may set. */
export const AI_TOKEN_CAP_MIN = 1_000;
export const AI_TOKEN_CAP_MAX = 1_000_000_000;
/** Boards a workspace may opt out of AI (more than any real workspace has). */
export const AI_OPT_OUT_MAX = 1_000;

/** Usage of one workspace in one calendar month (UTC), as the provider reported it. */
export const aiUsageSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  totalTokens: z.number().int(),
  requests: z.number().int(),
});
export type AiUsage = z.infer<typeof aiUsageSchema>;

/** `GET|PUT /api/v1/workspaces/:id/ai-settings`. Never carries a key. */
export const aiSettingsSchema = z.object({
  workspaceId: z.string(),
  enabled: z.boolean(),
  /** The workspace's own endpoint; null: the instance's provider. */
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  /** Whether the workspace stored a key of its own (the key itself is never sent back). */
  hasKey: z.boolean(),
  monthlyTokenCap: z.number().int().nullable(),
  optedOutBoardIds: z.array(z.string()),
  /** The instance's provider (AI_BASE_URL): whether there is one and its default model. */
  instance: z.object({ configured: z.boolean(), model: z.string().nullable() }),
  /** Whether a provider would answer for this workspace (its own or the instance's). */
  configured: z.boolean(),
  /** The model that would answer. */
  effectiveModel: z.string().nullable(),
  usage: aiUsageSchema,
  /** Only the workspace's owner changes these settings. */
  canEdit: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type AiSettings = z.infer<typeof aiSettingsSchema>;

const baseUrlSchema = safeTextSchema
  .trim()
  .max(AI_BASE_URL_MAX, { error: 'validation.aiBaseUrlInvalid' })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    },
    { error: 'validation.aiBaseUrlInvalid' },
  )
  // `https://host/v1/` and `https://host/v1` are the same endpoint.
  .transform((value) => value.replace(/\/+$/, ''));

/**
 * `PUT /api/v1/workspaces/:id/ai-settings`: any subset. `apiKey` absent keeps the stored key,
 * null removes it; an empty `baseUrl` (null) goes back to the instance's provider.
 */
export const updateAiSettingsInputSchema = z
  .object({
    enabled: z.boolean({ error: 'validation.invalidValue' }).optional(),
    baseUrl: baseUrlSchema.nullable().optional(),
    model: safeTextSchema
      .trim()
      .min(1, { error: 'validation.required' })
      .max(AI_MODEL_MAX, { error: 'validation.invalidValue' })
      .nullable()
      .optional(),
    apiKey: safeTextSchema
      .trim()
      .min(1, { error: 'validation.required' })
      .max(AI_KEY_MAX, { error: 'validation.invalidValue' })
      .nullable()
      .optional(),
    monthlyTokenCap: z
      .number({ error: 'validation.aiTokenCapInvalid' })
      .int({ error: 'validation.aiTokenCapInvalid' })
      .min(AI_TOKEN_CAP_MIN, { error: 'validation.aiTokenCapInvalid' })
      .max(AI_TOKEN_CAP_MAX, { error: 'validation.aiTokenCapInvalid' })
      .nullable()
      .optional(),
    optedOutBoardIds: z.array(idSchema).max(AI_OPT_OUT_MAX, { error: 'validation.invalidValue' }).optional(),
  })
  .strict();
export type UpdateAiSettingsInput = z.input<typeof updateAiSettingsInputSchema>;

/** `YYYY-MM` of an instant in UTC: usage is counted per calendar month. */
export function usageMonth(now: Date = new Date()): string {
  return now.toISOString().slice(0, 7);
}
