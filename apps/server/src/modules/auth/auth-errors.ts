import type { ErrorCode } from '@rbax/shared/errors';
import type { MessageKey } from '@rbax/shared/messages';
import { AppError } from '#src/lib/errors.ts';

/** What better-auth answers on failure: `{ code, message }` (code in SCREAMING_SNAKE_CASE). */
export type AuthErrorPayload = { code?: unknown; message?: unknown } | null;

const byCode: Record<string, { status: number; code: ErrorCode; message: MessageKey; issuePath?: string }> = {
  USER_ALREADY_EXISTS: { status: 409, code: 'email_taken', message: 'errors.emailTaken' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 409, code: 'email_taken', message: 'errors.emailTaken' },
  INVALID_EMAIL_OR_PASSWORD: { status: 401, code: 'invalid_credentials', message: 'errors.invalidCredentials' },
  INVALID_TOKEN: { status: 400, code: 'invalid_token', message: 'errors.invalidResetToken' },
  TOKEN_EXPIRED: { status: 400, code: 'invalid_token', message: 'errors.invalidResetToken' },
  INVALID_ORIGIN: { status: 403, code: 'origin_not_allowed', message: 'errors.originNotAllowed' },
  MISSING_OR_NULL_ORIGIN: { status: 403, code: 'origin_not_allowed', message: 'errors.originNotAllowed' },
  // Banned by an administrator (issue 8): say so instead of a generic failure.
  BANNED_USER: { status: 403, code: 'forbidden', message: 'errors.accountBanned' },
  // Two-factor authentication (issue 8).
  INVALID_TWO_FACTOR_COOKIE: { status: 401, code: 'invalid_token', message: 'errors.twoFactorExpired' },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    status: 429,
    code: 'rate_limited',
    message: 'errors.twoFactorTooManyAttempts',
  },
  ACCOUNT_TEMPORARILY_LOCKED: { status: 429, code: 'rate_limited', message: 'errors.twoFactorLocked' },
  TOTP_ALREADY_ENABLED: { status: 409, code: 'conflict', message: 'errors.twoFactorAlreadyEnabled' },
  TOTP_NOT_ENABLED: { status: 400, code: 'validation_failed', message: 'errors.twoFactorNotEnabled' },
  TWO_FACTOR_NOT_ENABLED: { status: 400, code: 'validation_failed', message: 'errors.twoFactorNotEnabled' },
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: {
    status: 403,
    code: 'origin_not_allowed',
    message: 'errors.originNotAllowed',
  },
};

const fieldErrors: Record<string, (pathname: string) => [string, MessageKey]> = {
  INVALID_PASSWORD: (pathname) =>
    pathname.endsWith('/change-password')
      ? ['currentPassword', 'errors.currentPasswordInvalid']
      : ['password', 'errors.invalidPassword'],
  INVALID_CODE: () => ['code', 'errors.twoFactorCodeInvalid'],
  INVALID_BACKUP_CODE: () => ['code', 'errors.backupCodeInvalid'],
};

/** A generic message for a failure of each public auth operation (spec §8 defaults). */
function fallbackMessage(pathname: string, status: number): MessageKey {
  if (status === 401) return 'errors.unauthorized';
  if (status === 403) return 'errors.forbidden';
  if (status === 404) return 'errors.notFound';
  if (status === 429) return 'errors.rateLimited';
  if (pathname.endsWith('/sign-up/email')) return 'errors.signUpFailed';
  if (pathname.includes('/sign-in/')) return 'errors.signInFailed';
  if (pathname.endsWith('/request-password-reset')) return 'errors.resetRequestFailed';
  if (pathname.endsWith('/reset-password') || pathname.endsWith('/change-password')) {
    return 'errors.passwordUpdateFailed';
  }
  return status >= 500 ? 'errors.internal' : 'errors.validationFailed';
}

function defaultCode(status: number): ErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  return 'validation_failed';
}

/** Rewrites a better-auth failure into the API's error contract (ARCHITECTURE §5). */
export function mapAuthError(status: number, payload: AuthErrorPayload, pathname: string): AppError {
  const code = typeof payload?.code === 'string' ? payload.code : undefined;
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') {
    const field = pathname.endsWith('/reset-password') ? 'newPassword' : 'password';
    const message: MessageKey = code === 'PASSWORD_TOO_SHORT' ? 'validation.passwordMin' : 'validation.passwordMax';
    return new AppError(400, 'validation_failed', 'errors.validationFailed', {
      issues: [{ path: [field], message }],
    });
  }
  // A wrong password or code is a mistake in one field: say which (issue 8).
  const fieldError = fieldErrors[code ?? ''];
  if (fieldError) {
    const [field, message] = fieldError(pathname);
    return new AppError(400, 'validation_failed', message, { issues: [{ path: [field], message }] });
  }
  if (code === 'USER_NOT_FOUND' && pathname.endsWith('/reset-password')) {
    return new AppError(400, 'invalid_token', 'errors.invalidResetToken');
  }
  const known = code ? byCode[code] : undefined;
  if (known) return new AppError(known.status, known.code, known.message);
  if (status >= 500) return new AppError(500, 'internal', 'errors.internal');
  return new AppError(
    status,
    (code ? code.toLowerCase() : defaultCode(status)) as ErrorCode,
    fallbackMessage(pathname, status),
  );
}
