import type { ErrorCode, ErrorIssue } from '@rbax/shared/errors';
import type { MessageKey } from '@rbax/shared/messages';

/**
 * The one error type of the server (HOUSE-STYLE rule 6). `message` is a key of
 * `@rbax/shared/messages` (translated per request by the error handler) or plain text.
 * Issue messages follow the same rule.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues: ErrorIssue[] | undefined;
  readonly params: Record<string, string | number>;

  constructor(
    status: number,
    code: ErrorCode,
    message: MessageKey | string,
    options: { issues?: ErrorIssue[]; params?: Record<string, string | number>; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.issues = options.issues;
    this.params = options.params ?? {};
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

export const validationFailed = (issues: ErrorIssue[]) =>
  new AppError(400, 'validation_failed', 'errors.validationFailed', { issues });
export const unauthorized = () => new AppError(401, 'unauthorized', 'errors.unauthorized');
export const forbidden = () => new AppError(403, 'forbidden', 'errors.forbidden');
export const notFound = () => new AppError(404, 'not_found', 'errors.notFound');
export const conflict = (message: MessageKey | string = 'errors.conflict') => new AppError(409, 'conflict', message);
export const rateLimited = (seconds: number) =>
  new AppError(429, 'rate_limited', 'errors.rateLimited', { params: { seconds } });
export const originNotAllowed = () => new AppError(403, 'origin_not_allowed', 'errors.originNotAllowed');
export const unsupportedMediaType = () => new AppError(415, 'unsupported_media_type', 'errors.unsupportedMediaType');
export const payloadTooLarge = () => new AppError(413, 'payload_too_large', 'errors.payloadTooLarge');

/** Zod issues → contract issues; messages stay keys until the error handler translates them. */
export function issuesFromZod(
  issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[],
): ErrorIssue[] {
  return issues.map((issue) => ({
    path: issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment))),
    message: issue.message,
  }));
}
