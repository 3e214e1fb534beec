import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@rbax/shared/integrations';

/**
 * The secrets of webhooks (docs/decisions/035-webhooks-and-chat.md): generating a signing secret,
 * signing a delivery, and the hint a list shows of a chat URL. Both are stored sealed by
 * `secrets.ts` (AES-256-GCM under a key derived from AUTH_SECRET, bound to their row).
 */

/** The context a target's secret is sealed under: a ciphertext copied to another row does not open. */
export const secretContext = (kind: 'webhook' | 'chat', id: string) => `${kind}:${id}`;

/** `whsec_` and 32 random bytes in base64url (43 characters). */
export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** `X-RBAX-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}

/** What a list shows of a secret URL: its host and the last characters (`hooks.slack.com/…/Xy9Z`). */
export function urlHint(raw: string): string {
  const url = new URL(raw);
  const tail = `${url.pathname}${url.search}`.replace(/\/+$/, '');
  return `${url.host}/…${tail.slice(-4)}`;
}
