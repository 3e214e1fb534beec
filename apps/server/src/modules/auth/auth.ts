import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins/admin';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';
import { BACKUP_CODES_COUNT, TOTP_DIGITS, TWO_FACTOR_ISSUER } from '@rbax/shared/account';
import { PASSWORD_MAX, PASSWORD_MIN } from '@rbax/shared/auth';
import type { Config } from '#src/config/env.ts';
import { schema, type Database } from '#src/db/client.ts';
import { user as userTable } from '#src/db/schema/auth.ts';
import { uuidv7 } from '#src/lib/ids.ts';
import { requestLocale } from '#src/lib/locale.ts';
import type { Mailer } from '#src/lib/mail.ts';
import { changeEmailMail } from './change-email-mail.ts';
import { resetPasswordMail } from './reset-password-mail.ts';

export const AUTH_BASE_PATH = '/api/auth';
const RESET_TOKEN_TTL_S = 60 * 60;

export type AuthLogger = {
  error(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
  debug(details: Record<string, unknown>, message: string): void;
};

export type AuthDeps = { config: Config; database: Database; mailer: Mailer; logger: AuthLogger };

/** Whether a new account becomes an administrator (ARCHITECTURE §1, spec §6). */
async function initialRole(email: string, { config, database }: AuthDeps): Promise<'admin' | 'user'> {
  if (config.adminEmails.includes(email.toLowerCase())) return 'admin';
  // Embedded mode: the first account administers the installation when nobody does yet.
  if (database.kind === 'embedded') {
    const admins = await database.db
      .select({ id: userTable.id })
      .from(userTable)
      .where(eq(userTable.role, 'admin'))
      .limit(1);
    if (admins.length === 0) return 'admin';
  }
  return 'user';
}

/** Whether cookies carry the `__Secure-` prefix and the Secure attribute. */
/** Paths after which a new session means a person signed in (not a rotated session). */
const SIGN_IN_PATH = /^\/(sign-in|sign-up|callback|two-factor\/verify-)/;

/**
 * Records `user.last_sign_in_at` (issue 8). A plugin's after-hook, listed after twoFactor's:
 * when the password step still needs the second factor, twoFactor has already dropped the
 * session (newSession is null), so only a completed sign-in counts — a database hook on
 * session creation would also count those half sign-ins and every session rotation.
 */
function lastSignIn(database: Database): BetterAuthPlugin {
  return {
    id: 'rbax-last-sign-in',
    hooks: {
      after: [
        {
          matcher: (ctx: { path?: string }) => SIGN_IN_PATH.test(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const userId = ctx.context.newSession?.user.id;
            if (!userId) return;
            await database.db.update(userTable).set({ lastSignInAt: new Date() }).where(eq(userTable.id, userId));
          }),
        },
      ],
    },
  };
}

/** The token of a verification link carries `updateTo` when it confirms an e-mail change. */
function isEmailChangeToken(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      updateTo?: unknown;
    };
    return typeof payload.updateTo === 'string';
  } catch {
    return false;
  }
}

export const useSecureCookies = (config: Pick<Config, 'isProduction' | 'publicUrl'>) =>
  config.isProduction || config.publicUrl.startsWith('https://');

export function createAuth(deps: AuthDeps) {
  const { config, database, mailer } = deps;
  return betterAuth({
    appName: 'RBAX Flow',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [config.publicOrigin],
    database: drizzleAdapter(database.db, { provider: 'pg', schema }),
    // Fastify rate-limits these routes so a 429 has the API's shape (ARCHITECTURE §5).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_S,
      revokeSessionsOnPasswordReset: true,
      // Queued, not awaited: the response must not reveal (by timing) whether the account exists.
      sendResetPassword: async ({ user, url }, request) => {
        mailer.queue(resetPasswordMail(user, url, requestLocale(request)));
      },
    },
    // E-mail change (decision 026): the link goes to the NEW address; the address changes only when opened.
    emailVerification: {
      expiresIn: 60 * 60,
      sendVerificationEmail: async ({ user, url, token }, request) => {
        // Only e-mail changes send verification links (sign-up does not require one).
        if (!isEmailChangeToken(token)) return;
        mailer.queue(changeEmailMail(user, user.email, url, requestLocale(request)));
      },
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            accessType: 'offline',
            prompt: 'consent',
          },
        }
      : {},
    user: {
      changeEmail: { enabled: true },
      additionalFields: {
        locale: { type: 'string', required: false, input: false },
        theme: { type: 'string', required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({ data: { ...user, role: await initialRole(user.email, deps) } }),
        },
      },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      twoFactor({
        issuer: TWO_FACTOR_ISSUER,
        totpOptions: { digits: TOTP_DIGITS },
        backupCodeOptions: { amount: BACKUP_CODES_COUNT },
      }),
      lastSignIn(database),
    ],
    advanced: {
      useSecureCookies: useSecureCookies(config),
      database: { generateId: () => uuidv7() },
      // The mount sets x-forwarded-for to Fastify's request.ip, which honours TRUST_PROXY.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      // better-auth skips its origin checks under NODE_ENV=test; keep them on so tests see production behaviour.
      disableOriginCheck: false,
    },
    onAPIError: {
      // Client mistakes become the API's 4xx responses (auth-routes.ts); only real failures are logged.
      onError: (error) => {
        const status = (error as { status?: unknown }).status;
        if (isAPIError(error) && status !== 'INTERNAL_SERVER_ERROR') {
          deps.logger.debug(
            { code: (error as { body?: { code?: string } }).body?.code },
            'better-auth refused a request',
          );
          return;
        }
        deps.logger.error({ err: error }, 'better-auth failed');
      },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        deps.logger[level](args.length > 0 ? { details: args } : {}, `better-auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
