import { betterAuth, type BetterAuthOptions, type BetterAuthPlugin } from 'better-auth';
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
import { uuidv7 } from '@rbax/shared/ids';
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

/**
 * better-auth's own limiter, a second layer behind the Fastify limits of auth-routes.ts (issue 17,
 * decision 028): per IP and endpoint, twice as loose as ours on the sensitive endpoints, so ours
 * answers first in normal use and this one only catches what a route of ours would let through
 * (it also caps one IP across many e-mails on sign-in). Kept in this instance's memory — better-auth's
 * built-in memory store is one map per process, which test apps in one worker would share.
 */
function secondLayerRateLimit(config: Config): BetterAuthOptions['rateLimit'] {
  const sensitive = { window: config.authRateLimit.windowSeconds, max: 2 * config.authRateLimit.max };
  const paths = [
    '/sign-in/*',
    '/sign-up/*',
    '/request-password-reset',
    '/reset-password',
    '/reset-password/*',
    '/change-password',
    '/change-email',
    '/verify-email',
    '/two-factor/*',
    '/callback/*',
  ];
  return {
    enabled: true,
    window: 60,
    max: config.apiRateLimitMax,
    customRules: { ...Object.fromEntries(paths.map((path) => [path, sensitive])), '/get-session': false },
    customStorage: fixedWindowStore(),
  };
}

/** Counts per key in fixed windows; expired keys are dropped as the map grows. */
function fixedWindowStore() {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async consume(key: string, rule: { window: number; max: number }) {
      const now = Date.now();
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      const current = windows.get(key);
      if (!current || current.resetAt <= now) {
        windows.set(key, { count: 1, resetAt: now + rule.window * 1000 });
        return { allowed: true, retryAfter: null };
      }
      if (current.count >= rule.max) return { allowed: false, retryAfter: Math.ceil((current.resetAt - now) / 1000) };
      current.count += 1;
      return { allowed: true, retryAfter: null };
    },
  };
}

/**
 * Whether cookies carry the `__Secure-` prefix and the Secure attribute: when the app is served
 * over https. Production mode alone does not decide it — a browser drops Secure cookies sent over
 * plain http (other than localhost), which would sign everyone out at once (decision 029).
 */
export const useSecureCookies = (config: Pick<Config, 'publicUrl'>) => config.publicUrl.startsWith('https://');

export function createAuth(deps: AuthDeps) {
  const { config, database, mailer } = deps;
  return betterAuth({
    appName: 'RBAX Flow',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [config.publicOrigin],
    database: drizzleAdapter(database.db, { provider: 'pg', schema }),
    rateLimit: secondLayerRateLimit(config),
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
