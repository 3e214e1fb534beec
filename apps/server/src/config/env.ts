import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Every setting of the server, parsed once at start-up (HOUSE-STYLE rule 10).
 * Names are fixed by ARCHITECTURE §1; `.env.example` at the repository root lists them.
 */

// apps/web/dist, seen from src/config/env.ts (tsx, Vitest) or from the one-file bundle
// apps/server/dist/server.js that `npm start` runs (scripts/build-server.mjs, docs/decisions/029).
const bundled = import.meta.url.endsWith('/dist/server.js');
const defaultWebDistDir = fileURLToPath(new URL(bundled ? '../../web/dist' : '../../../web/dist', import.meta.url));

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = optionalText.pipe(z.url({ error: 'must be a URL' }).optional());

/**
 * Third-party widget URLs end up in the Content-Security-Policy and in the public site's pages:
 * https only (http://localhost for development).
 */
const widgetUrl = optionalText.pipe(
  z
    .url({ error: 'must be a URL' })
    .refine((value) => /^https:\/\//i.test(value) || /^http:\/\/localhost(:\d+)?(\/|$)/i.test(value), {
      error: 'must be an https:// URL (or http://localhost)',
    })
    .optional(),
);

/** `+55 (11) 99999-9999` → `5511999999999`; an E.164 number has at most 15 digits. */
const phoneDigits = optionalText.pipe(
  z
    .string()
    .transform((value) => value.replace(/\D/g, ''))
    .refine((digits) => digits.length >= 8 && digits.length <= 15, {
      error: 'must be a phone number with country code (8 to 15 digits)',
    })
    .optional(),
);

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be an integer' })
    .positive({ error: 'must be positive' })
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be an integer' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65_535, { error: 'must be between 0 and 65535' })
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, { error: 'must be at least 32 characters long' }).optional()),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(1).default('RBAX Flow <no-reply@localhost>'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY: optionalText,
  S3_SECRET_KEY: optionalText,
  S3_REGION: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  /** How long one model request may take before it counts as failed (issue 24, decision 047). */
  AI_TIMEOUT_MS: positiveInt(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalText,
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value): boolean | number | string => {
      if (value === '' || value === 'false') return false;
      if (value === 'true') return true;
      if (/^\d+$/.test(value)) return Number(value);
      return value;
    }),
  AUTH_RATE_LIMIT_MAX: positiveInt(10),
  AUTH_RATE_LIMIT_WINDOW_S: positiveInt(60),
  RESET_MAILS_PER_HOUR: positiveInt(5),
  API_RATE_LIMIT_MAX: positiveInt(600),
  API_KEY_RATE_LIMIT_MAX: positiveInt(600),
  NEWSLETTER_RATE_LIMIT_MAX: positiveInt(5),
  FEEDBACK_RATE_LIMIT_MAX: positiveInt(10),
  PUBLIC_FORM_RATE_LIMIT_WINDOW_S: positiveInt(600),
  WHATSAPP_NUMBER: phoneDigits,
  LIVE_CHAT_SCRIPT_URL: widgetUrl,
  SCHEDULING_URL: widgetUrl,
  SCHEDULING_SCRIPT_URL: widgetUrl,
  /** `off`: no background workers in this process (tests that drive the jobs by hand). */
  BACKGROUND_JOBS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  /** Billing (issue 28, docs/decisions/054): off (self-hosted, every feature), manual or stripe. */
  BILLING_MODE: z.enum(['off', 'manual', 'stripe'], { error: 'must be off, manual or stripe' }).default('off'),
  /** When trials, grace periods and periods are checked and reminders e-mailed (cron, UTC). */
  BILLING_CRON: z.string().trim().min(1).default('*/15 * * * *'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Where the Stripe client connects (tests point it at a local fake of Stripe's API). */
  STRIPE_API_URL: optionalUrl,
  STRIPE_PRICE_PRO_MONTHLY: optionalText,
  STRIPE_PRICE_PRO_YEARLY: optionalText,
  STRIPE_PRICE_BUSINESS_MONTHLY: optionalText,
  STRIPE_PRICE_BUSINESS_YEARLY: optionalText,
  /**
   * Creators' payouts through Stripe Connect (Express accounts; docs/decisions/056): `on` needs Stripe
   * billing configured; payouts by Pix or bank account handled by administrators stay either way.
   */
  STRIPE_CONNECT: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
  /** Signing secret of the Connect webhook endpoint (events on connected accounts), same URL as the other. */
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalText,
  /** When the due-date reminders run (cron, UTC; pg-boss's finest step is one minute). */
  DUE_REMINDER_CRON: z.string().trim().min(1).default('* * * * *'),
  /** Portability (issue 23, docs/decisions/044–045): how long export links live, what a restore may unpack. */
  EXPORT_LINK_TTL_HOURS: positiveInt(24),
  RESTORE_MAX_MB: positiveInt(2048),
  RESTORE_MAX_UNCOMPRESSED_MB: positiveInt(8192),
  RESTORE_MAX_ENTRIES: positiveInt(200_000),
  /**
   * Hosts that outgoing webhooks and chat connections may reach although they resolve to private or
   * loopback addresses, over http:// too (development and tests; docs/decisions/035).
   */
  WEBHOOK_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) =>
          host
            .trim()
            .toLowerCase()
            .replace(/^\[(.*)\]$/, '$1'),
        )
        .filter(Boolean),
    ),
});

/** The scheduling popup's script when only SCHEDULING_URL is given (Calendly's embed). */
export const DEFAULT_SCHEDULING_SCRIPT_URL = 'https://assets.calendly.com/assets/external/widget.js';

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /** `PUBLIC_URL`'s origin (scheme, host, port): the only trusted browser origin. */
  publicOrigin: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  adminEmails: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  s3:
    | { endpoint: string | undefined; bucket: string; accessKey: string; secretKey: string; region: string | undefined }
    | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  ai: { baseUrl: string; apiKey: string | undefined; model: string | undefined } | undefined;
  /** One model request's timeout, instance-wide and per workspace (AI_TIMEOUT_MS). */
  aiTimeoutMs: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  webDistDir: string;
  /** Fastify `trustProxy`: false, true, a hop count, or a comma list of proxy addresses. */
  trustProxy: boolean | number | string;
  authRateLimit: { max: number; windowSeconds: number; resetMailsPerHour: number };
  apiRateLimitMax: number;
  /** Requests per minute one API key may make (docs/decisions/033), besides the per-IP limit. */
  apiKeyRateLimitMax: number;
  /** Per-IP limits of the public site's forms (newsletter, feedback) in one window. */
  publicFormRateLimit: { newsletterMax: number; feedbackMax: number; windowSeconds: number };
  /** Background jobs (pg-boss, docs/decisions/022): whether this process runs workers, and the reminders' cron. */
  jobs: { enabled: boolean; dueReminderCron: string };
  /** Outgoing webhooks and chat (docs/decisions/035): hosts exempt from the SSRF guard. */
  webhooks: { allowedHosts: string[] };
  /** Export links' lifetime and a restore's limits (docs/decisions/045: a zip never unpacks past them). */
  portability: {
    exportLinkTtlHours: number;
    restoreMaxBytes: number;
    restoreMaxUncompressedBytes: number;
    restoreMaxEntries: number;
  };
  /** Billing (docs/decisions/054): the mode by default (administrators may override it), Stripe when configured. */
  billing: {
    mode: 'off' | 'manual' | 'stripe';
    cron: string;
    stripe:
      | {
          secretKey: string;
          webhookSecret: string;
          apiUrl: string | undefined;
          prices: { pro: { monthly: string; yearly: string }; business: { monthly: string; yearly: string } };
          /** Stripe Connect payouts to creators (docs/decisions/056). */
          connect: boolean;
          /** The Connect endpoint's signing secret; when set, the webhook accepts either secret. */
          connectWebhookSecret: string | undefined;
        }
      | undefined;
  };
  /** What `GET /api/v1/public/config` tells the public site; every widget is null unless configured. */
  publicSite: {
    whatsappNumber: string | null;
    liveChatScriptUrl: string | null;
    schedulingUrl: string | null;
    schedulingScriptUrl: string | null;
  };
};

/** Wrong configuration: names every bad variable and why, so the operator can fix all at once. */
export class ConfigError extends Error {
  readonly problems: { variable: string; reason: string }[];

  constructor(problems: { variable: string; reason: string }[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p.variable}: ${p.reason}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const AUTH_SECRET_FILE = 'auth-secret';

/**
 * Embedded mode keeps a generated secret in DATA_DIR so sessions survive restarts
 * without any set-up (ARCHITECTURE §1).
 */
function readOrCreateAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=` in a .env file) means "use the default", not "zero" or "blank".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? '(environment)'),
        reason: issue.message,
      })),
    );
  }
  const e = parsed.data;
  const problems: { variable: string; reason: string }[] = [];
  const isProduction = e.NODE_ENV === 'production';

  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const publicOrigin = new URL(publicUrl).origin;

  if (e.AUTH_SECRET === undefined && e.DATABASE_URL !== undefined && isProduction) {
    problems.push({
      variable: 'AUTH_SECRET',
      reason: 'is required in production with DATABASE_URL (at least 32 random characters)',
    });
  }
  if ((e.GOOGLE_CLIENT_ID === undefined) !== (e.GOOGLE_CLIENT_SECRET === undefined)) {
    problems.push({
      variable: e.GOOGLE_CLIENT_ID === undefined ? 'GOOGLE_CLIENT_ID' : 'GOOGLE_CLIENT_SECRET',
      reason: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    });
  }
  const s3Values = [e.S3_BUCKET, e.S3_ACCESS_KEY, e.S3_SECRET_KEY];
  if (s3Values.some((v) => v !== undefined) && s3Values.some((v) => v === undefined)) {
    for (const [name, value] of [
      ['S3_BUCKET', e.S3_BUCKET],
      ['S3_ACCESS_KEY', e.S3_ACCESS_KEY],
      ['S3_SECRET_KEY', e.S3_SECRET_KEY],
    ] as const) {
      if (value === undefined) problems.push({ variable: name, reason: 'is required when S3 storage is configured' });
    }
  }
  const stripeValues = [
    ['STRIPE_SECRET_KEY', e.STRIPE_SECRET_KEY],
    ['STRIPE_WEBHOOK_SECRET', e.STRIPE_WEBHOOK_SECRET],
    ['STRIPE_PRICE_PRO_MONTHLY', e.STRIPE_PRICE_PRO_MONTHLY],
    ['STRIPE_PRICE_PRO_YEARLY', e.STRIPE_PRICE_PRO_YEARLY],
    ['STRIPE_PRICE_BUSINESS_MONTHLY', e.STRIPE_PRICE_BUSINESS_MONTHLY],
    ['STRIPE_PRICE_BUSINESS_YEARLY', e.STRIPE_PRICE_BUSINESS_YEARLY],
  ] as const;
  if (e.BILLING_MODE === 'stripe' || stripeValues.some(([, value]) => value !== undefined)) {
    for (const [name, value] of stripeValues) {
      if (value === undefined)
        problems.push({ variable: name, reason: 'is required when Stripe billing is configured' });
    }
  }
  if (e.STRIPE_CONNECT === 'on' && stripeValues.some(([, value]) => value === undefined))
    problems.push({ variable: 'STRIPE_CONNECT', reason: 'needs Stripe billing configured (STRIPE_SECRET_KEY, …)' });
  if (e.STRIPE_CONNECT_WEBHOOK_SECRET !== undefined && e.STRIPE_CONNECT !== 'on')
    problems.push({ variable: 'STRIPE_CONNECT_WEBHOOK_SECRET', reason: 'is used only with STRIPE_CONNECT=on' });
  if (problems.length > 0) throw new ConfigError(problems);

  // npm scripts run inside the workspace folder; INIT_CWD is where the operator ran npm.
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(baseDir, e.DATA_DIR);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError([{ variable: 'DATA_DIR', reason: `cannot be created: ${(error as Error).message}` }]);
  }

  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    publicOrigin,
    dataDir,
    jobs: { enabled: e.BACKGROUND_JOBS === 'on', dueReminderCron: e.DUE_REMINDER_CRON },
    webhooks: { allowedHosts: e.WEBHOOK_ALLOWED_HOSTS },
    portability: {
      exportLinkTtlHours: e.EXPORT_LINK_TTL_HOURS,
      restoreMaxBytes: e.RESTORE_MAX_MB * 1024 * 1024,
      restoreMaxUncompressedBytes: e.RESTORE_MAX_UNCOMPRESSED_MB * 1024 * 1024,
      restoreMaxEntries: e.RESTORE_MAX_ENTRIES,
    },
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET ?? readOrCreateAuthSecret(dataDir),
    adminEmails: e.ADMIN_EMAILS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY && e.S3_SECRET_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKey: e.S3_ACCESS_KEY,
            secretKey: e.S3_SECRET_KEY,
            region: e.S3_REGION,
          }
        : undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    ai: e.AI_BASE_URL ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL } : undefined,
    billing: {
      mode: e.BILLING_MODE,
      cron: e.BILLING_CRON,
      stripe:
        e.STRIPE_SECRET_KEY &&
        e.STRIPE_WEBHOOK_SECRET &&
        e.STRIPE_PRICE_PRO_MONTHLY &&
        e.STRIPE_PRICE_PRO_YEARLY &&
        e.STRIPE_PRICE_BUSINESS_MONTHLY &&
        e.STRIPE_PRICE_BUSINESS_YEARLY
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              apiUrl: e.STRIPE_API_URL,
              prices: {
                pro: { monthly: e.STRIPE_PRICE_PRO_MONTHLY, yearly: e.STRIPE_PRICE_PRO_YEARLY },
                business: { monthly: e.STRIPE_PRICE_BUSINESS_MONTHLY, yearly: e.STRIPE_PRICE_BUSINESS_YEARLY },
              },
              connect: e.STRIPE_CONNECT === 'on',
              connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET,
            }
          : undefined,
    },
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(baseDir, e.WEB_DIST_DIR) : defaultWebDistDir,
    trustProxy: e.TRUST_PROXY,
    authRateLimit: {
      max: e.AUTH_RATE_LIMIT_MAX,
      windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_S,
      resetMailsPerHour: e.RESET_MAILS_PER_HOUR,
    },
    apiRateLimitMax: e.API_RATE_LIMIT_MAX,
    apiKeyRateLimitMax: e.API_KEY_RATE_LIMIT_MAX,
    publicFormRateLimit: {
      newsletterMax: e.NEWSLETTER_RATE_LIMIT_MAX,
      feedbackMax: e.FEEDBACK_RATE_LIMIT_MAX,
      windowSeconds: e.PUBLIC_FORM_RATE_LIMIT_WINDOW_S,
    },
    publicSite: {
      whatsappNumber: e.WHATSAPP_NUMBER ?? null,
      liveChatScriptUrl: e.LIVE_CHAT_SCRIPT_URL ?? null,
      schedulingUrl: e.SCHEDULING_URL ?? null,
      // The script only serves the booking page: without SCHEDULING_URL there is no scheduling at all.
      schedulingScriptUrl: e.SCHEDULING_URL ? (e.SCHEDULING_SCRIPT_URL ?? DEFAULT_SCHEDULING_SCRIPT_URL) : null,
    },
  };
}
