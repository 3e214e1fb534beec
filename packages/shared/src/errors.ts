import { z } from 'zod';

/** Machine-readable error codes of the API contract (ARCHITECTURE §5). */
export const errorCodes = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable',
  'rate_limited',
  'email_taken',
  'invalid_credentials',
  'invalid_token',
  'origin_not_allowed',
  'idempotency_in_progress',
  'idempotency_key_reused',
  'invalid_path',
  'id_taken',
  /** A forecast the board's history cannot support (issue 19): too little history or no throughput. */
  'forecast_unavailable',
  /** AI (issue 24, decision 047): off in the workspace or board, no provider, the provider failed or refused the key, the monthly cap. */
  'ai_disabled',
  'ai_not_configured',
  'ai_unavailable',
  'ai_invalid_key',
  'ai_quota_reached',
  /** Billing (issue 28, decision 054): a plan limit or feature (HTTP 402), the billing mode or provider. */
  'plan_limit_reached',
  'billing_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});
export type ErrorIssue = z.infer<typeof errorIssueSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(errorIssueSchema).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
