import { AppError } from '#src/lib/errors.ts';
import { openAiErrors, OutboundRefusedError } from './ai-transport.ts';

/**
 * The AI module's errors (issue 24, docs/decisions/047): what the person can act on, never the
 * provider's own text (it may echo a key or a prompt). The upstream's 401 is not ours: it is a
 * 502 with `ai_invalid_key`, so the web app never mistakes it for a signed-out session.
 */

export const aiDisabled = () => new AppError(409, 'ai_disabled', 'errors.aiDisabled');
export const aiBoardOptedOut = () => new AppError(409, 'ai_disabled', 'errors.aiBoardOptedOut');
export const aiNotConfigured = () => new AppError(409, 'ai_not_configured', 'errors.aiNotConfigured');
// No `cause`: a provider's error text may echo the key or the prompt, and 5xx errors are logged.
export const aiUnavailable = () => new AppError(503, 'ai_unavailable', 'errors.aiUnavailable');
export const aiTimeout = () => new AppError(504, 'ai_unavailable', 'errors.aiTimeout');
export const aiInvalidKey = () => new AppError(502, 'ai_invalid_key', 'errors.aiInvalidKey');
export const aiQuotaReached = () => new AppError(429, 'ai_quota_reached', 'errors.aiQuotaReached');

/** The person (or the client going away) stopped the request: not an error to report. */
export class AiAbortedError extends Error {
  constructor() {
    super('aborted');
    this.name = 'AiAbortedError';
  }
}

/** Any failure of a provider call as one of the errors above (or AiAbortedError). */
export function providerError(error: unknown, state: { timedOut: boolean; aborted: boolean }): Error {
  if (error instanceof AppError || error instanceof AiAbortedError) return error;
  const OpenAI = openAiErrors();
  if (state.timedOut || (OpenAI && error instanceof OpenAI.APIConnectionTimeoutError)) return aiTimeout();
  if (state.aborted || (OpenAI && error instanceof OpenAI.APIUserAbortError)) return new AiAbortedError();
  if (OpenAI && (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError))
    return aiInvalidKey();
  if (error instanceof OutboundRefusedError) return aiUnavailable();
  return aiUnavailable();
}
