import type Stripe from 'stripe';
import type { Config } from '#src/config/env.ts';

/**
 * The Stripe client, one per configuration (docs/decisions/054 §6). The library is loaded on
 * first use (decision 046); STRIPE_API_URL points it elsewhere (tests: a local fake).
 */

export type StripeConfig = NonNullable<Config['billing']['stripe']>;

const clients = new WeakMap<StripeConfig, Stripe>();

export async function stripeClient(config: StripeConfig): Promise<Stripe> {
  const cached = clients.get(config);
  if (cached) return cached;
  const { default: StripeClient } = await import('stripe');
  const url = config.apiUrl ? new URL(config.apiUrl) : null;
  const client = new StripeClient(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'http:' ? '80' : '443'),
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  clients.set(config, client);
  return client;
}
