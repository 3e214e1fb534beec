import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import {
  changeEmailInputSchema,
  changePasswordRequestSchema,
  EMAIL_CHANGED_CALLBACK,
  passwordConfirmSchema,
  verifyBackupCodeInputSchema,
  verifyTotpInputSchema,
} from '@rbax/shared/account';
import {
  forgotPasswordInputSchema,
  newPasswordSchema,
  signInInputSchema,
  signUpRequestSchema,
} from '@rbax/shared/auth';
import { currentUser } from '#src/lib/access.ts';
import { AppError, issuesFromZod, notFound, originNotAllowed, rateLimited, validationFailed } from '#src/lib/errors.ts';
import { AUTH_BASE_PATH, type Auth } from './auth.ts';
import { mapAuthError } from './auth-errors.ts';
import { ResetThrottle } from './reset-throttle.ts';

/**
 * The auth edge is an allow-list (issue 17, decision 028): only the better-auth endpoints the
 * product uses are reachable, each behind our validation and a rate limit, and the request handed
 * to better-auth is rebuilt from the route that matched — never from the URL as sent. Anything
 * else under /api/auth is 404: the admin plugin's endpoints (they would skip the audit log),
 * update-user (it would skip /api/v1/me's rules), session listing, account linking, …
 */

/** Where the reset link lands in the web app (spec §7: "redirect to /auth?type=recovery"). */
export const PASSWORD_RECOVERY_PATH = '/auth?type=recovery';

const ALL_METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Social sign-in: the only provider there is, and where to land afterwards (a path of ours). */
const socialSignInSchema = z.object({
  provider: z.enum(['google'], { error: 'validation.invalidValue' }),
  callbackURL: z.string().max(2048).optional(),
  errorCallbackURL: z.string().max(2048).optional(),
  newUserCallbackURL: z.string().max(2048).optional(),
  disableRedirect: z.boolean().optional(),
});

/** Optional fields better-auth understands besides the validated ones. */
const passthroughSchema = z.object({
  callbackURL: z.string().max(2048).optional(),
  rememberMe: z.boolean().optional(),
});

const resetPasswordSchema = z.object({
  newPassword: newPasswordSchema,
  token: z.string().min(1).max(512).optional(),
});

function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw validationFailed(issuesFromZod(result.error.issues));
  return result.data;
}

function extras(body: unknown) {
  const result = passthroughSchema.safeParse(body ?? {});
  return result.success ? result.data : {};
}

/**
 * The path better-auth sees: the matched route's pattern with its parameters filled in, plus the
 * query string as sent. However the URL was spelled, better-auth gets the endpoint that was allowed.
 */
function endpointUrl(request: FastifyRequest, publicUrl: string): URL {
  const params = (request.params ?? {}) as Record<string, string>;
  const path = request.routeOptions.url!.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const raw = request.raw.url ?? '';
  const queryAt = raw.indexOf('?');
  return new URL(path + (queryAt === -1 ? '' : raw.slice(queryAt)), publicUrl);
}

/** Hands a request to better-auth as a Web `Request`. */
function callAuth(auth: Auth, publicUrl: string, request: FastifyRequest, body: unknown): Promise<Response> {
  const url = endpointUrl(request, publicUrl);
  const headers = fromNodeHeaders(request.headers);
  headers.delete('content-length');
  headers.delete('transfer-encoding');
  // better-auth records this as the session's IP; Fastify's request.ip honours TRUST_PROXY.
  headers.set('x-forwarded-for', request.ip);
  const init: RequestInit = { method: request.method, headers };
  if (request.method !== 'GET' && request.method !== 'HEAD' && body !== undefined) {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(body);
  }
  return auth.handler(new Request(url, init));
}

/** Throws the API's error for a better-auth failure; redirects and successes are left alone. */
async function throwIfFailed(request: FastifyRequest, response: Response): Promise<void> {
  if (response.status < 400) return;
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  const payload = isJson ? ((await response.json().catch(() => null)) as Record<string, unknown> | null) : null;
  if (response.status >= 500) request.log.error({ authError: payload }, 'better-auth failed');
  // better-auth's own limiter (the second layer) answered: same contract as ours.
  if (response.status === 429 && !payload?.code) {
    throw rateLimited(Math.max(1, Number(response.headers.get('x-retry-after')) || 60));
  }
  throw mapAuthError(response.status, payload, request.routeOptions.url ?? '');
}

/** Copies better-auth's answer (status, headers, every Set-Cookie, body) to the reply. */
async function sendAuthResponse(request: FastifyRequest, reply: FastifyReply, response: Response) {
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  await throwIfFailed(request, response);
  response.headers.forEach((value, key) => {
    if (!['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding'].includes(key)) {
      reply.header(key, value);
    }
  });
  reply.status(response.status);
  const text = await response.text();
  return reply.send(text === '' ? undefined : text);
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { auth, config } = app;
  const pass = async (request: FastifyRequest, reply: FastifyReply, body: unknown) =>
    sendAuthResponse(request, reply, await callAuth(auth, config.publicUrl, request, body));

  const limit = (keyGenerator: (request: FastifyRequest) => string, max = config.authRateLimit.max) => ({
    rateLimit: {
      max,
      timeWindow: config.authRateLimit.windowSeconds * 1000,
      // After body parsing, so a key can include the e-mail being tried.
      hook: 'preHandler' as const,
      keyGenerator,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
    },
  });
  const byIp = (prefix: string) => (request: FastifyRequest) => `${prefix}:${request.ip}`;
  const byIpAndEmail = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return `sign-in:${request.ip}:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
  };
  const hidden = { hide: true };

  app.post(`${AUTH_BASE_PATH}/sign-up/email`, { config: limit(byIp('sign-up')), schema: hidden }, (request, reply) => {
    const { name, email, password } = parse(signUpRequestSchema, request.body);
    return pass(request, reply, { name, email, password, ...extras(request.body) });
  });

  app.post(`${AUTH_BASE_PATH}/sign-in/email`, { config: limit(byIpAndEmail), schema: hidden }, (request, reply) => {
    const { email, password } = parse(signInInputSchema, request.body);
    return pass(request, reply, { email, password, ...extras(request.body) });
  });

  const throttle = new ResetThrottle(config.authRateLimit.resetMailsPerHour);
  app.post(
    `${AUTH_BASE_PATH}/request-password-reset`,
    { config: limit(byIp('password-reset')), schema: hidden },
    async (request, reply) => {
      const { email } = parse(forgotPasswordInputSchema, request.body);
      const redirectTo = ownRedirect((request.body as { redirectTo?: unknown } | undefined)?.redirectTo, config);
      // The answer goes out before the account is looked up, so it takes the same time whether or
      // not the address is registered; one address gets at most one e-mail per throttle window
      // however many addresses ask for it (issue 17). mailer.idle() waits for this work.
      if (throttle.allow(email)) {
        const work = callAuth(auth, config.publicUrl, request, { email, redirectTo }).then(async (response) => {
          if (response.status >= 400) request.log.warn({ status: response.status }, 'password reset refused');
        });
        app.mailer.track(work, 'password reset');
      }
      return reply.status(200).type('application/json; charset=utf-8').send({ status: true });
    },
  );

  app.post(
    `${AUTH_BASE_PATH}/reset-password`,
    { config: limit(byIp('password-reset')), schema: hidden },
    (request, reply) => {
      const { newPassword, token } = parse(resetPasswordSchema, request.body);
      const queryToken = (request.query as { token?: unknown }).token;
      const effectiveToken = token ?? (typeof queryToken === 'string' ? queryToken : undefined);
      if (!effectiveToken) throw new AppError(400, 'invalid_token', 'errors.invalidResetToken');
      return pass(request, reply, { newPassword, token: effectiveToken });
    },
  );

  registerAccountSecurityRoutes(app, { pass, limit, byIp, hidden });

  registerPassthroughRoutes(app, { pass, limit, byIp, hidden });

  // Everything else under /api/auth does not exist (decision 028).
  app.route({
    method: ALL_METHODS,
    url: AUTH_BASE_PATH,
    schema: hidden,
    handler: () => {
      throw notFound();
    },
  });
  app.route({
    method: ALL_METHODS,
    url: `${AUTH_BASE_PATH}/*`,
    schema: hidden,
    handler: () => {
      throw notFound();
    },
  });
}

/**
 * A reset link may only lead back into this app: a path of ours, or an address on our origin.
 * Checked here because the reset runs after the answer (better-auth's own check would be too late).
 */
function ownRedirect(value: unknown, config: FastifyInstance['config']): string {
  if (value === undefined || value === '') return PASSWORD_RECOVERY_PATH;
  if (typeof value !== 'string' || value.length > 2048) throw originNotAllowed();
  if (/^\/(?![/\\])/.test(value)) return value;
  try {
    if (new URL(value).origin === config.publicOrigin) return value;
  } catch {
    // not an absolute URL either
  }
  throw originNotAllowed();
}

type RouteKit = {
  pass: (request: FastifyRequest, reply: FastifyReply, body: unknown) => Promise<FastifyReply>;
  limit: (keyGenerator: (request: FastifyRequest) => string, max?: number) => { rateLimit: Record<string, unknown> };
  byIp: (prefix: string) => (request: FastifyRequest) => string;
  hidden: { hide: boolean };
};

/**
 * Account security (issue 8, decision 026): better-auth's password change, two-factor and
 * e-mail change endpoints, with our validation, messages and rate limits in front.
 */
function registerAccountSecurityRoutes(app: FastifyInstance, { pass, limit, byIp, hidden }: RouteKit) {
  app.post(
    `${AUTH_BASE_PATH}/change-password`,
    { config: limit(byIp('change-password')), schema: hidden },
    (request, reply) => {
      const { currentPassword, newPassword } = parse(changePasswordRequestSchema, request.body);
      // A new password always ends the other sessions (someone may know the old one).
      return pass(request, reply, { currentPassword, newPassword, revokeOtherSessions: true });
    },
  );

  for (const action of ['enable', 'disable', 'generate-backup-codes', 'get-totp-uri'] as const) {
    app.post(
      `${AUTH_BASE_PATH}/two-factor/${action}`,
      { config: limit(byIp('two-factor-password')), schema: hidden },
      (request, reply) => pass(request, reply, parse(passwordConfirmSchema, request.body)),
    );
  }

  // Guessing a 6-digit code: better-auth also locks the account after 10 wrong codes.
  app.post(
    `${AUTH_BASE_PATH}/two-factor/verify-totp`,
    { config: limit(byIp('two-factor')), schema: hidden },
    (request, reply) => pass(request, reply, parse(verifyTotpInputSchema, request.body)),
  );
  app.post(
    `${AUTH_BASE_PATH}/two-factor/verify-backup-code`,
    { config: limit(byIp('two-factor')), schema: hidden },
    (request, reply) => pass(request, reply, parse(verifyBackupCodeInputSchema, request.body)),
  );

  app.post(
    `${AUTH_BASE_PATH}/change-email`,
    { config: limit(byIp('change-email')), schema: hidden },
    async (request, reply) => {
      const { newEmail } = parse(changeEmailInputSchema, request.body);
      const user = await currentUser(request);
      if (user && user.email.toLowerCase() === newEmail) {
        throw validationFailed([{ path: ['newEmail'], message: 'errors.emailSame' }]);
      }
      return pass(request, reply, { newEmail, callbackURL: EMAIL_CHANGED_CALLBACK });
    },
  );
}

/**
 * better-auth endpoints passed through as they are: reading the session, signing out, Google's
 * sign-in and its callback, and the links e-mails carry (reset, e-mail change). Each has a limit;
 * the ones a person makes often share the API's per-minute budget per IP.
 */
function registerPassthroughRoutes(app: FastifyInstance, { pass, limit, byIp, hidden }: RouteKit) {
  const frequent = limit(byIp('auth-session'), app.config.apiRateLimitMax);
  const options = (rateLimit: { rateLimit: Record<string, unknown> }) => ({ config: rateLimit, schema: hidden });
  app.get(`${AUTH_BASE_PATH}/get-session`, options(frequent), (request, reply) => pass(request, reply, undefined));
  app.post(`${AUTH_BASE_PATH}/sign-out`, options(frequent), (request, reply) => pass(request, reply, {}));
  app.post(`${AUTH_BASE_PATH}/sign-in/social`, options(limit(byIp('sign-in-social'))), (request, reply) =>
    pass(request, reply, parse(socialSignInSchema, request.body)),
  );
  app.get(`${AUTH_BASE_PATH}/callback/:provider`, options(limit(byIp('oauth-callback'))), (request, reply) =>
    pass(request, reply, undefined),
  );
  // Links in e-mails: a reset link (redirects to the app with the token) and an e-mail change.
  app.get(`${AUTH_BASE_PATH}/reset-password/:token`, options(limit(byIp('reset-link'))), (request, reply) =>
    pass(request, reply, undefined),
  );
  app.get(`${AUTH_BASE_PATH}/verify-email`, options(limit(byIp('verify-email'))), (request, reply) =>
    pass(request, reply, undefined),
  );
  // Where better-auth sends a failed OAuth sign-in.
  app.get(`${AUTH_BASE_PATH}/error`, options(frequent), (request, reply) => pass(request, reply, undefined));
}
