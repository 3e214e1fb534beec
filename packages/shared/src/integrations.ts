import { z } from 'zod';
import { dateTimeSchema, idSchema } from './validation.ts';
// Webhooks and chat (the section at the end of this file).
import { eventKinds, type EventKind } from './event-log.ts';
import { hasChanges, nothingToUpdate } from './validation.ts';
// GitHub (its own section, after chat).
import { CARD_SHORT_ID_LENGTH } from './cards.ts';

/*
 * Integrations (issue 18): how other programs reach RBAX Flow. One section per kind of
 * integration (API keys now; webhooks, chat and GitHub join the same module later).
 */

/* ---------- API keys ---------- */

/**
 * Personal API keys (docs/decisions/033-api-keys.md). A key acts as its owner with their
 * permissions, narrowed by its scopes and, optionally, to some workspaces. The secret is shown
 * once, when created; the server keeps only its SHA-256 and a short visible prefix.
 */

/** Every key starts with this, so secret scanners and people recognise it. */
export const API_KEY_PREFIX = 'rbax_';
/** Characters of the secret after API_KEY_PREFIX that lists show (`rbax_ab12cd…`). */
export const API_KEY_VISIBLE_CHARS = 6;
export const API_KEY_NAME_MAX = 60;
/** Keys not yet expired a person may hold at once. */
export const API_KEYS_ACTIVE_MAX = 25;
/** Workspaces one key may be restricted to. */
export const API_KEY_WORKSPACES_MAX = 50;
/** A key's last use is written at most this often (it is read on every request). */
export const API_KEY_LAST_USED_PRECISION_MS = 60_000;

/** `read`: GET and HEAD. `write`: POST, PUT, PATCH and DELETE. */
export const apiKeyScopes = ['read', 'write'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/**
 * Paths no API key may call, whatever its scopes: keys cannot make keys, manage the account or
 * administer (403). Under `/api/v1`.
 */
export const API_KEY_FORBIDDEN_PATHS = ['/api-keys', '/account', '/admin'] as const;

/**
 * Paths no API key may call whatever comes before them: a person's secret calendar addresses
 * (`/boards/:id/calendar-feed`, `/me/calendar-feed`; issue 22), which read without a key's narrowing.
 */
export const API_KEY_FORBIDDEN_SUFFIXES = ['/calendar-feed'] as const;

/** Whether an API key may call `path` (the URL after `/api/v1`, query string allowed). */
export function apiKeyMayCallPath(path: string): boolean {
  const pathname = path.split('?')[0]!;
  if (API_KEY_FORBIDDEN_SUFFIXES.some((suffix) => pathname.endsWith(suffix))) return false;
  return !API_KEY_FORBIDDEN_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Whether a key with these scopes may use this HTTP method. */
/** POST routes (as declared, under /api/v1) that compute an answer and write nothing: reading, for a key. */
export const apiKeyReadOnlyPosts: readonly string[] = ['/boards/:id/forecast'];

export function apiKeyScopeAllows(scopes: readonly ApiKeyScope[], method: string, route = ''): boolean {
  const reading =
    method === 'GET' ||
    method === 'HEAD' ||
    method === 'OPTIONS' ||
    (method === 'POST' && apiKeyReadOnlyPosts.includes(route));
  return scopes.includes(reading ? 'read' : 'write');
}

export const apiKeyNameSchema = z
  .string({ error: 'validation.apiKeyNameRequired' })
  .trim()
  .min(1, { error: 'validation.apiKeyNameRequired' })
  .max(API_KEY_NAME_MAX, { error: 'validation.apiKeyNameTooLong' });

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** `POST /api/v1/api-keys`. No `workspaceIds` (or null): every workspace of the owner. */
export const createApiKeyInputSchema = z.object({
  name: apiKeyNameSchema,
  scopes: z
    .array(z.enum(apiKeyScopes, { error: 'validation.invalidValue' }), { error: 'validation.apiKeyScopesRequired' })
    .min(1, { error: 'validation.apiKeyScopesRequired' })
    .max(apiKeyScopes.length, { error: 'validation.invalidValue' })
    .transform(unique),
  workspaceIds: z
    .array(idSchema, { error: 'validation.invalidValue' })
    .min(1, { error: 'validation.apiKeyWorkspacesRequired' })
    .max(API_KEY_WORKSPACES_MAX, { error: 'validation.invalidValue' })
    .transform(unique)
    .nullable()
    .optional(),
  expiresAt: dateTimeSchema
    .refine((value) => new Date(value).valueOf() > Date.now(), { error: 'validation.apiKeyExpiryInPast' })
    .nullable()
    .optional(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInputSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, e.g. `rbax_ab12cd`; never the whole key. */
  prefix: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  /** Null: every workspace of the owner. Otherwise the workspaces it reaches (names as they are now). */
  workspaces: z.array(z.object({ id: z.string(), name: z.string() })).nullable(),
  expiresAt: z.string().nullable(),
  /** Written at most once a minute. */
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to a creation: the only time the whole key is ever sent. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** `GET /api/v1/api-keys`: the caller's keys, newest first (expired ones too, until revoked). */
export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** Whether a key has expired at `now`. */
export function apiKeyExpired(key: Pick<ApiKey, 'expiresAt'>, now: Date = new Date()): boolean {
  return key.expiresAt !== null && new Date(key.expiresAt).valueOf() <= now.valueOf();
}

/* ---------- webhooks ---------- */

/**
 * Outgoing webhooks and chat connections (issue 18, docs/decisions/035-webhooks-and-chat.md). A
 * workspace's webhooks receive its events as signed JSON POSTs; a board's chat connections post
 * chosen events to Slack, Discord, Microsoft Teams or Google Chat. Both go through one delivery
 * pipeline (consumer of the event log → delivery rows → pg-boss worker) with one delivery log.
 */

/** Every webhook secret starts with this (`whsec_` and 43 base64url characters: 32 random bytes). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_URL_MAX = 2048;
/** Webhooks one workspace may have (active or not). */
export const WEBHOOKS_PER_WORKSPACE_MAX = 100;
/** Chat connections one board may have. */
export const CHAT_CONNECTIONS_PER_BOARD_MAX = 20;
/** One attempt waits this long for the whole answer. */
export const WEBHOOK_TIMEOUT_SECONDS = 10;
/** Bytes of each answer kept in the delivery log (the rest is never read). */
export const WEBHOOK_RESPONSE_EXCERPT_BYTES = 1024;
/**
 * Waits before attempts 2…8 after a failed attempt: 1 min, 5 min, 30 min, 1 h, 3 h, 6 h and 12 h,
 * so the eighth and last attempt comes about 22.6 hours after the first.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [60, 300, 1800, 3600, 10_800, 21_600, 43_200] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;
/** Deliveries in a row that used up every attempt before a webhook (or chat connection) is turned off. */
export const WEBHOOK_DISABLE_AFTER_FAILURES = 20;
/** The filter that means every kind of event, now and to come. */
export const WEBHOOK_ALL_EVENTS = '*';
/** The kind (and `X-RBAX-Event`) of the "send test event" delivery. */
export const WEBHOOK_TEST_EVENT = 'ping';
/** How old a signature's timestamp may be before a receiver should refuse it (the guide's advice). */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;
/** Request headers of every delivery. */
export const WEBHOOK_HEADERS = {
  event: 'X-RBAX-Event',
  delivery: 'X-RBAX-Delivery',
  signature: 'X-RBAX-Signature',
} as const;

const uniqueList = <T>(values: T[]): T[] => [...new Set(values)];

/** Whether `value` parses as an absolute http(s) URL (https-only and the address are checked by the server). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const webhookUrlSchema = z
  .string({ error: 'validation.webhookUrlRequired' })
  .trim()
  .min(1, { error: 'validation.webhookUrlRequired' })
  .max(WEBHOOK_URL_MAX, { error: 'validation.webhookUrlTooLong' })
  .refine(isHttpUrl, { error: 'validation.webhookUrlInvalid' });

export const webhookEventFilters = [WEBHOOK_ALL_EVENTS, ...eventKinds] as const;
export type WebhookEventFilter = typeof WEBHOOK_ALL_EVENTS | EventKind;

export const webhookEventsSchema = z
  .array(z.enum(webhookEventFilters, { error: 'validation.invalidValue' }), {
    error: 'validation.webhookEventsRequired',
  })
  .min(1, { error: 'validation.webhookEventsRequired' })
  .max(webhookEventFilters.length, { error: 'validation.invalidValue' })
  .transform(uniqueList);

/** Whether a webhook with these filters receives an event of `kind`. */
export function webhookWants(events: readonly string[], kind: string): boolean {
  return events.includes(WEBHOOK_ALL_EVENTS) || events.includes(kind);
}

/** `POST /api/v1/workspaces/:id/webhooks`. `active` defaults to true. */
export const createWebhookInputSchema = z.object({
  url: webhookUrlSchema,
  events: webhookEventsSchema,
  active: z.boolean().optional(),
});
export type CreateWebhookInput = z.infer<typeof createWebhookInputSchema>;

/** `PATCH /api/v1/webhooks/:id`; `{ active: true }` on a disabled webhook turns it back on and resets its failures. */
export const updateWebhookInputSchema = z
  .object({ url: webhookUrlSchema.optional(), events: webhookEventsSchema.optional(), active: z.boolean().optional() })
  .refine((input) => hasChanges(input), nothingToUpdate);
export type UpdateWebhookInput = z.infer<typeof updateWebhookInputSchema>;

export const deliveryStatuses = ['pending', 'delivered', 'failed', 'cancelled'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** One HTTP attempt of a delivery, as the log shows it. */
export const deliveryAttemptSchema = z.object({
  attempt: z.number().int(),
  at: z.string(),
  ok: z.boolean(),
  /** Null when no answer came (refused address, network error, timeout). */
  responseStatus: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** The first WEBHOOK_RESPONSE_EXCERPT_BYTES of the answer. */
  responseExcerpt: z.string().nullable(),
  error: z.string().nullable(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

/**
 * One logical delivery of one event to one target: its id is `X-RBAX-Delivery`, the same on every
 * attempt. `manual`: a test event or a redelivery, which makes one attempt and is never retried.
 */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** The event log's id; null for a test event. */
  eventId: z.string().nullable(),
  status: z.enum(deliveryStatuses),
  manual: z.boolean(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  /** Newest first. */
  attemptLog: z.array(deliveryAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const DELIVERY_LIST_LIMIT_MAX = 100;

/** `GET …/deliveries?limit=&before=`: newest first; `before` is the last id of the previous page. */
export const deliveryListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'validation.invalidValue' })
    .int({ error: 'validation.invalidValue' })
    .min(1, { error: 'validation.invalidValue' })
    .max(DELIVERY_LIST_LIMIT_MAX, { error: 'validation.invalidValue' })
    .optional(),
  before: idSchema.optional(),
});
export type DeliveryListQuery = z.infer<typeof deliveryListQuerySchema>;

export const webhookDeliveryListSchema = z.object({ items: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

/** The last delivery of a target, for its line in a list. */
const lastDeliverySchema = z
  .object({ status: z.enum(deliveryStatuses), at: z.string(), responseStatus: z.number().int().nullable() })
  .nullable();

export const webhookSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  /** When the server turned it off after WEBHOOK_DISABLE_AFTER_FAILURES failed deliveries in a row. */
  disabledAt: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  lastDelivery: lastDeliverySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer to a creation or a rotation: the only time the secret is ever sent. */
export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const webhookListSchema = z.object({ items: z.array(webhookSchema) });
export type WebhookList = z.infer<typeof webhookListSchema>;

/** What a receiver gets as the JSON body of every delivery. */
export const webhookPayloadSchema = z.object({
  /** The event's id (the delivery's own id for a test event). */
  id: z.string(),
  kind: z.string(),
  createdAt: z.string(),
  workspaceId: z.string().nullable(),
  boardId: z.string().nullable(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** `X-RBAX-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, parsed; null when malformed. */
export function parseWebhookSignature(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/* ---------- chat ---------- */

export const chatProviders = ['slack', 'discord', 'teams', 'google-chat'] as const;
export type ChatProvider = (typeof chatProviders)[number];

/** The events a chat connection may post: changes people want to read about in a channel. */
export const chatEventKinds = [
  'card.created',
  'card.moved',
  'card.updated',
  'card.completed',
  'card.archived',
  'card.restored',
  'card.deleted',
  'comment.added',
] as const satisfies readonly EventKind[];
export type ChatEventKind = (typeof chatEventKinds)[number];

/**
 * The incoming-webhook URLs each service hands out (checked unless the host is in the server's
 * WEBHOOK_ALLOWED_HOSTS): Slack `hooks.slack.com/services/…`, Discord `discord.com/api/webhooks/…`,
 * Teams connectors (`*.webhook.office.com`) and Workflows (`*.logic.azure.com`,
 * `*.api.powerplatform.com`), Google Chat `chat.googleapis.com/v1/spaces/…`.
 */
const chatUrlRules: Record<ChatProvider, { hosts: RegExp; path: RegExp }> = {
  slack: { hosts: /^hooks\.slack(-gov)?\.com$/, path: /^\/services\/./ },
  discord: { hosts: /^((ptb|canary)\.)?discord(app)?\.com$/, path: /^\/api(\/v\d+)?\/webhooks\/./ },
  teams: {
    hosts: /^([a-z0-9-]+\.)*(webhook\.office\.com|logic\.azure\.com|api\.powerplatform\.com)$/,
    path: /^\/./,
  },
  'google-chat': { hosts: /^chat\.googleapis\.com$/, path: /^\/v1\/spaces\/./ },
};

/** Whether `url` is an https incoming-webhook URL of `provider`. */
export function chatUrlMatchesProvider(provider: ChatProvider, url: string): boolean {
  try {
    const parsed = new URL(url);
    const rule = chatUrlRules[provider];
    return (
      parsed.protocol === 'https:' && rule.hosts.test(parsed.hostname.toLowerCase()) && rule.path.test(parsed.pathname)
    );
  } catch {
    return false;
  }
}

export const chatEventsSchema = z
  .array(z.enum(chatEventKinds, { error: 'validation.invalidValue' }), { error: 'validation.webhookEventsRequired' })
  .min(1, { error: 'validation.webhookEventsRequired' })
  .max(chatEventKinds.length, { error: 'validation.invalidValue' })
  .transform(uniqueList);

/** `POST /api/v1/boards/:id/chat-connections`. */
export const createChatConnectionInputSchema = z.object({
  provider: z.enum(chatProviders, { error: 'validation.invalidValue' }),
  url: webhookUrlSchema,
  events: chatEventsSchema,
  active: z.boolean().optional(),
});
export type CreateChatConnectionInput = z.infer<typeof createChatConnectionInputSchema>;

/** `PATCH /api/v1/chat-connections/:id`; a new `provider` needs its `url` too. */
export const updateChatConnectionInputSchema = z
  .object({
    provider: z.enum(chatProviders, { error: 'validation.invalidValue' }).optional(),
    url: webhookUrlSchema.optional(),
    events: chatEventsSchema.optional(),
    active: z.boolean().optional(),
  })
  .refine((input) => hasChanges(input), nothingToUpdate)
  .refine((input) => input.provider === undefined || input.url !== undefined, {
    error: 'validation.chatUrlProvider',
    path: ['url'],
  });
export type UpdateChatConnectionInput = z.infer<typeof updateChatConnectionInputSchema>;

export const chatConnectionSchema = z.object({
  id: z.string(),
  boardId: z.string(),
  provider: z.enum(chatProviders),
  /**
   * The incoming-webhook URL is a secret (whoever has it can post to the channel): the server
   * keeps it encrypted and shows only its host and last characters.
   */
  urlHint: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  disabledAt: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  lastDelivery: lastDeliverySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatConnection = z.infer<typeof chatConnectionSchema>;

export const chatConnectionListSchema = z.object({ items: z.array(chatConnectionSchema) });
export type ChatConnectionList = z.infer<typeof chatConnectionListSchema>;

/* ---------- GitHub ---------- */

/**
 * GitHub (issue 18, docs/decisions/036-github-inbound.md): one connection per board, whose inbound
 * endpoint a repository's webhook calls with pushes and pull requests, signed with the
 * connection's own secret (`X-Hub-Signature-256`). A commit or pull request that mentions a card
 * of the board — `#<short id>` (`cardShortId` in cards.ts) or the card's URL — adds a link to the
 * card's history; a merged pull request can move those cards to a chosen column.
 */

export const GITHUB_HEADERS = {
  event: 'X-GitHub-Event',
  delivery: 'X-GitHub-Delivery',
  signature: 'X-Hub-Signature-256',
} as const;
/** Largest delivery the endpoint reads: a big push passes the API's usual 1 MB. */
export const GITHUB_BODY_LIMIT_BYTES = 5 * 1024 * 1024;
/** Deliveries one connection may make a minute (429 past it; GitHub shows it in its log). */
export const GITHUB_DELIVERIES_PER_MINUTE = 120;
/** Links one delivery may add; mentions past it are left out of the history. */
export const GITHUB_LINKS_PER_DELIVERY_MAX = 100;
/** Characters of a commit's first line or a pull request's title kept in the history. */
export const GITHUB_TITLE_MAX = 200;
/** Characters of each commit message or pull request text searched for mentions. */
export const GITHUB_MENTION_TEXT_MAX = 65_536;

export const githubConnectionSchema = z.object({
  id: z.string(),
  boardId: z.string(),
  /** The payload URL to paste in the repository's webhook settings. */
  url: z.string(),
  /** Where a merged pull request moves the cards it mentions; null: they stay where they are. */
  mergedColumnId: z.string().nullable(),
  /** Paused: deliveries are refused (404) until it is resumed. */
  active: z.boolean(),
  /** The last delivery with a good signature. */
  lastDeliveryAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GithubConnection = z.infer<typeof githubConnectionSchema>;

/** `GET /api/v1/boards/:id/github`: the board's connection, or null when it has none. */
export const githubConnectionStateSchema = z.object({ connection: githubConnectionSchema.nullable() });
export type GithubConnectionState = z.infer<typeof githubConnectionStateSchema>;

/** The answer to connecting or rotating: the only time the secret is ever sent. */
export const githubConnectionSecretSchema = z.object({ id: z.string(), url: z.string(), secret: z.string() });
export type GithubConnectionSecret = z.infer<typeof githubConnectionSecretSchema>;

/** `PATCH /api/v1/boards/:id/github`. */
export const updateGithubConnectionInputSchema = z
  .object({ mergedColumnId: idSchema.nullable().optional(), active: z.boolean().optional() })
  .refine((input) => hasChanges(input), nothingToUpdate);
export type UpdateGithubConnectionInput = z.infer<typeof updateGithubConnectionInputSchema>;

/**
 * `processed`: a push or pull request was read (`linked` may still be empty); `duplicate`: this
 * `X-GitHub-Delivery` was handled before and nothing was written again; `ignored`: an event or
 * action that does nothing (202); `pong`: GitHub's ping.
 */
export const githubDeliveryStatuses = ['processed', 'duplicate', 'ignored', 'pong'] as const;

/** What the inbound endpoint answers; GitHub shows it in the webhook's "Recent Deliveries". */
export const githubDeliveryResultSchema = z.object({
  status: z.enum(githubDeliveryStatuses),
  event: z.string(),
  linked: z.array(z.object({ cardId: z.string(), url: z.string() })),
  /** Cards a merged pull request moved to the connection's column. */
  moved: z.array(z.string()),
  /** Short ids that two or more cards of the board end with: they link nothing. */
  ambiguous: z.array(z.string()),
  /** Short ids and card ids mentioned that name no card of the board. */
  unknown: z.array(z.string()),
});
export type GithubDeliveryResult = z.infer<typeof githubDeliveryResultSchema>;

export type CardMentions = { shortIds: string[]; cardIds: string[] };

const UUID_TEXT = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** `#1a2b3c4d` standing alone: not inside a word, a URL fragment or an HTML entity (`&#…`). */
const SHORT_ID_MENTION = new RegExp(`(?<![\\w&#/])#([0-9a-f]{${CARD_SHORT_ID_LENGTH}})(?![0-9a-z_])`, 'gi');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The cards a commit message or pull request mentions: `#<short id>`, or the card's URL on this
 * server — `<PUBLIC_URL>/board/<board id>/card/<card id>` as the browser shows it, or
 * `<PUBLIC_URL>/board/<board id>?card=<card id>`. Ids come back lowercase, each once; which
 * board's cards they name is the server's to decide.
 */
export function findCardMentions(text: string, publicUrl: string): CardMentions {
  const searched = text.slice(0, GITHUB_MENTION_TEXT_MAX);
  const shortIds = new Set<string>();
  for (const match of searched.matchAll(SHORT_ID_MENTION)) shortIds.add(match[1]!.toLowerCase());
  const base = escapeRegExp(publicUrl.replace(/\/+$/, ''));
  const cardUrl = new RegExp(
    `${base}/board/${UUID_TEXT}(?:/card/(${UUID_TEXT})|\\?(?:[^\\s#&]*&)*card=(${UUID_TEXT}))(?![0-9a-z])`,
    'gi',
  );
  const cardIds = new Set<string>();
  for (const match of searched.matchAll(cardUrl)) cardIds.add((match[1] ?? match[2])!.toLowerCase());
  return { shortIds: [...shortIds], cardIds: [...cardIds] };
}
