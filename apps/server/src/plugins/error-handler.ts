import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode, ErrorIssue } from '@rbax/shared/errors';
import type { Locale } from '@rbax/shared/i18n';
import { isMessageKey, translate, type MessageKey } from '@rbax/shared/messages';
import { AppError, isAppError, notFound } from '#src/lib/errors.ts';
import { requestLocale } from '#src/lib/locale.ts';
import { sqlState } from '#src/lib/db-errors.ts';

/**
 * The one error handler (HOUSE-STYLE rule 6): every failure leaves the server as
 * `{ error: { code, message, issues? } }` in the request's language (ARCHITECTURE §5).
 */

const statusDefaults: Record<number, { code: ErrorCode; message: MessageKey }> = {
  400: { code: 'validation_failed', message: 'errors.validationFailed' },
  401: { code: 'unauthorized', message: 'errors.unauthorized' },
  403: { code: 'forbidden', message: 'errors.forbidden' },
  404: { code: 'not_found', message: 'errors.notFound' },
  405: { code: 'not_found', message: 'errors.notFound' },
  409: { code: 'conflict', message: 'errors.conflict' },
  413: { code: 'payload_too_large', message: 'errors.payloadTooLarge' },
  415: { code: 'unsupported_media_type', message: 'errors.unsupportedMediaType' },
  422: { code: 'unprocessable', message: 'errors.validationFailed' },
  429: { code: 'rate_limited', message: 'errors.rateLimited' },
};

/**
 * Shared schemas carry message keys; zod's own defaults are English text, so they become
 * a translated generic message (missing fields read "required").
 */
function issueMessage(message: string, locale: Locale): string {
  if (isMessageKey(message)) return translate(message, locale);
  if (/received undefined$/.test(message)) return translate('validation.required', locale);
  return translate('validation.invalidValue', locale);
}

function translateIssues(issues: ErrorIssue[], locale: Locale): ErrorIssue[] {
  return issues.map((issue) => ({ path: issue.path, message: issueMessage(issue.message, locale) }));
}

/** `/title/0` → `['title', 0]`. */
function pathFromInstancePath(instancePath: string): (string | number)[] {
  return instancePath
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

export function errorBody(
  code: string,
  message: string,
  locale: Locale,
  params: Record<string, string | number> = {},
  issues?: ErrorIssue[],
): ErrorBody {
  const text = translate(message, locale, params);
  return { error: issues ? { code, message: text, issues: translateIssues(issues, locale) } : { code, message: text } };
}

/**
 * Two writers racing for the same row: a unique key one of them already took (23505), or a row
 * the other removed meanwhile (23503). The request lost a race with the current state: 409, as
 * if it had arrived a moment later (decision 028).
 */
const RACE_STATES = new Set(['23505', '23503']);

export function toAppError(error: unknown): AppError | undefined {
  if (isAppError(error)) return error;
  const state = sqlState(error);
  if (state && RACE_STATES.has(state)) return new AppError(409, 'conflict', 'errors.conflict', { cause: error });
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A path id that cannot exist names nothing: 404, like an id that does not exist.
    if ((error as { validationContext?: string }).validationContext === 'params') return notFound();
    return new AppError(400, 'validation_failed', 'errors.validationFailed', {
      issues: error.validation.map((v) => ({
        path: pathFromInstancePath(v.instancePath),
        message: v.message ?? 'validation.invalidValue',
      })),
    });
  }
  if (typeof error === 'object' && error !== null && isResponseSerializationError(error as never)) {
    return undefined;
  }
  const status = (error as Partial<FastifyError>).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const known = statusDefaults[status] ?? statusDefaults[400]!;
    return new AppError(status, known.code, known.message, { cause: error });
  }
  return undefined;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const locale = requestLocale(request);
  const seconds = error.code === 'rate_limited' ? { seconds: 60, ...error.params } : error.params;
  if (error.code === 'rate_limited' && !reply.hasHeader('retry-after')) reply.header('retry-after', seconds.seconds);
  return reply
    .status(error.status)
    .type('application/json; charset=utf-8')
    .send(errorBody(error.code, error.message, locale, seconds, error.issues));
}

/**
 * Errors the router raises before a route or the error handler exists for the request (a path
 * that does not decode, a parameter longer than any id): the same error shape as every other.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appError =
    error.code === 'FST_ERR_BAD_URL'
      ? new AppError(400, 'invalid_path', 'errors.invalidPath')
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? notFound()
        : (toAppError(error) ?? new AppError(500, 'internal', 'errors.internal'));
  void sendError(request, reply, appError);
}

export function configureErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError) {
      if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, appError);
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return sendError(request, reply, new AppError(500, 'internal', 'errors.internal'));
  });
}

export const notFoundError = () => new AppError(404, 'not_found', 'errors.notFound');
