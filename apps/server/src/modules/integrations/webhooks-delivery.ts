import {
  WEBHOOK_DISABLE_AFTER_FAILURES,
  WEBHOOK_HEADERS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RESPONSE_EXCERPT_BYTES,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_TIMEOUT_SECONDS,
} from '@rbax/shared/integrations';
import type { Deps } from '#src/lib/deps.ts';
import { chatConnectionOwnerOf } from './chat-repository.ts';
import {
  checkOutboundUrl,
  OutboundRefusedError,
  postToTarget,
  type OutboundResponse,
  type Resolver,
} from './outbound-http.ts';
import {
  claimDueDeliveries,
  countTargetFailures,
  recordAttempts,
  resetTargetFailures,
  type AttemptOutcome,
  type ClaimedDelivery,
  type Target,
} from './webhooks-deliveries-repository.ts';
import { disabledTargetMail } from './webhooks-mail.ts';
import { findWebhook, workspaceOwnerOf } from './webhooks-repository.ts';
import { openSecret } from './secrets.ts';
import { secretContext, signatureHeader } from './webhooks-secrets.ts';

/**
 * The delivery worker (docs/decisions/035-webhooks-and-chat.md), run by the `webhooks.deliver`
 * queue: claims due deliveries (short transaction, a lease instead of a held lock), POSTs them in
 * parallel outside any transaction, then records every attempt and the deliveries' next state in
 * one transaction. A failed attempt (refused address, network error, timeout, redirect, non-2xx)
 * is retried after WEBHOOK_RETRY_DELAYS_SECONDS; after the last, the delivery has failed and counts
 * once against its target, which is turned off at WEBHOOK_DISABLE_AFTER_FAILURES (owner e-mailed).
 */

export type DeliveryDeps = Pick<Deps, 'db' | 'config' | 'mailer'>;

export type DeliveryOptions = {
  /** The clock of the schedule (tests move it). */
  now?: () => Date;
  timeoutMs?: number;
  resolve?: Resolver;
  batchSize?: number;
  concurrency?: number;
};

export type DeliveryRun = { attempted: number; delivered: number; retrying: number; failed: number; disabled: number };

/** Longer than one attempt can take: a claimed delivery is due again only if its worker died. */
const LEASE_MS = (WEBHOOK_TIMEOUT_SECONDS + 50) * 1000;
const USER_AGENT = 'RBAX-Flow-Webhooks/1.0';

/** Sends every delivery due at `now`, batch after batch, until none is left. */
export async function deliverDue(deps: DeliveryDeps, options: DeliveryOptions = {}): Promise<DeliveryRun> {
  const clock = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 100;
  const run: DeliveryRun = { attempted: 0, delivered: 0, retrying: 0, failed: 0, disabled: 0 };
  const secrets = new SecretCache(deps.config.authSecret);
  for (;;) {
    const now = clock();
    const claimed = await claimDueDeliveries(deps.db, now, new Date(now.valueOf() + LEASE_MS), batchSize);
    if (claimed.length === 0) return run;
    const outcomes = await mapLimit(claimed, options.concurrency ?? 16, (delivery) =>
      attempt(deps, secrets, delivery, now, options),
    );
    const disabled = await deps.db.transaction(async (tx) => {
      await recordAttempts(tx, outcomes);
      return bookkeeping(tx, claimed, outcomes, now);
    });
    for (const target of disabled) await tellOwner(deps, target);
    run.attempted += outcomes.length;
    run.delivered += outcomes.filter((o) => o.status === 'delivered').length;
    run.retrying += outcomes.filter((o) => o.status === 'pending').length;
    run.failed += outcomes.filter((o) => o.status === 'failed').length;
    run.disabled += disabled.length;
    if (claimed.length < batchSize) return run;
  }
}

/** When attempt `n` (1-based) failed: the next one, or null when it was the last. */
export function nextAttemptAfter(n: number, failedAt: Date): Date | null {
  const delay = WEBHOOK_RETRY_DELAYS_SECONDS[n - 1];
  return n >= WEBHOOK_MAX_ATTEMPTS || delay === undefined ? null : new Date(failedAt.valueOf() + delay * 1000);
}

async function attempt(
  deps: DeliveryDeps,
  secrets: SecretCache,
  delivery: ClaimedDelivery,
  now: Date,
  options: DeliveryOptions,
): Promise<AttemptOutcome> {
  const response = await send(deps, secrets, delivery, options).catch((error: unknown) =>
    refused(error instanceof Error ? error.message : String(error)),
  );
  const next = response.ok || delivery.manual ? null : nextAttemptAfter(delivery.attempt, now);
  return {
    deliveryId: delivery.id,
    attempt: delivery.attempt,
    startedAt: now,
    ok: response.ok,
    responseStatus: response.status,
    durationMs: response.durationMs,
    responseExcerpt: response.excerpt,
    error: response.error,
    status: response.ok ? 'delivered' : next ? 'pending' : 'failed',
    nextAttemptAt: next,
  };
}

const refused = (error: string): OutboundResponse => ({ ok: false, status: null, durationMs: 0, excerpt: null, error });

/** One POST: the URL checked again (the guard runs at every delivery), signed for a webhook. */
async function send(
  deps: DeliveryDeps,
  secrets: SecretCache,
  delivery: ClaimedDelivery,
  options: DeliveryOptions,
): Promise<OutboundResponse> {
  const { kind } = delivery.target;
  const secret = kind === 'webhook' ? secrets.open(delivery.target, delivery.secretEncrypted!) : null;
  const url = kind === 'webhook' ? delivery.url : secrets.open(delivery.target, delivery.urlEncrypted!);
  if (url === null || (kind === 'webhook' && secret === null)) {
    return refused('the stored secret cannot be read (was AUTH_SECRET changed?)');
  }
  let target;
  try {
    target = await checkOutboundUrl(url, { allowedHosts: deps.config.webhooks.allowedHosts, resolve: options.resolve });
  } catch (error) {
    if (error instanceof OutboundRefusedError) return refused(`refused: ${error.message}`);
    throw error;
  }
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': USER_AGENT };
  if (secret !== null) {
    headers[WEBHOOK_HEADERS.event] = delivery.kind;
    headers[WEBHOOK_HEADERS.delivery] = delivery.id;
    // Signed with the time it is sent, so receivers can refuse old replays.
    headers[WEBHOOK_HEADERS.signature] = signatureHeader(secret, delivery.body, Math.floor(Date.now() / 1000));
  }
  return postToTarget(target, delivery.body, headers, {
    timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_SECONDS * 1000,
    excerptBytes: WEBHOOK_RESPONSE_EXCERPT_BYTES,
  });
}

/** Successes reset their target's failures; automatic deliveries out of attempts count once. */
async function bookkeeping(
  tx: DeliveryDeps['db'],
  claimed: readonly ClaimedDelivery[],
  outcomes: readonly AttemptOutcome[],
  now: Date,
): Promise<Target[]> {
  const disabled: Target[] = [];
  for (const kind of ['webhook', 'chat'] as const) {
    const succeeded = new Set<string>();
    const exhausted = new Map<string, number>();
    outcomes.forEach((outcome, index) => {
      const delivery = claimed[index]!;
      if (delivery.target.kind !== kind) return;
      if (outcome.ok) succeeded.add(delivery.target.id);
      else if (outcome.status === 'failed' && !delivery.manual) {
        exhausted.set(delivery.target.id, (exhausted.get(delivery.target.id) ?? 0) + 1);
      }
    });
    await resetTargetFailures(tx, kind, [...succeeded]);
    const ids = await countTargetFailures(tx, kind, exhausted, WEBHOOK_DISABLE_AFTER_FAILURES, now);
    disabled.push(...ids.map((id) => ({ kind, id })));
  }
  return disabled;
}

async function tellOwner(deps: DeliveryDeps, target: Target): Promise<void> {
  const integrationsUrl = `${deps.config.publicUrl}/integrations`;
  if (target.kind === 'webhook') {
    const webhook = await findWebhook(deps.db, target.id);
    const owner = webhook ? await workspaceOwnerOf(deps.db, webhook.workspaceId) : undefined;
    if (!webhook || !owner) return;
    deps.mailer.queue(
      disabledTargetMail({
        to: owner.email,
        name: owner.name,
        locale: owner.locale,
        what: { kind: 'webhook', url: webhook.url, workspaceName: owner.workspace_name },
        integrationsUrl,
      }),
    );
    return;
  }
  const owner = await chatConnectionOwnerOf(deps.db, target.id);
  if (!owner) return;
  deps.mailer.queue(
    disabledTargetMail({
      to: owner.email,
      name: owner.name,
      locale: owner.locale,
      what: { kind: 'chat', provider: owner.provider, boardTitle: owner.board_title },
      integrationsUrl,
    }),
  );
}

/** Secrets opened once per run and target (a burst sends many deliveries to the same target). */
class SecretCache {
  private readonly opened = new Map<string, string | null>();

  constructor(private readonly authSecret: string) {}

  open(target: Target, sealed: string): string | null {
    const key = `${target.kind}:${target.id}:${sealed}`;
    let plain = this.opened.get(key);
    if (plain === undefined) {
      plain = openSecret(this.authSecret, sealed, secretContext(target.kind, target.id));
      this.opened.set(key, plain);
    }
    return plain;
  }
}

/** `work` over `items` with at most `limit` running at once; results in the items' order. */
async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(lanes);
  return results;
}
