import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A fake of the parts of Stripe's HTTP API that billing calls (issue 28): customers, Checkout
 * sessions, subscriptions and their items. The real `stripe` library talks to it over HTTP
 * (STRIPE_API_URL), so nothing of ours is mocked; webhooks are signed with the library's own
 * `generateTestHeaderString`. Form bodies are kept as Stripe's bracketed keys
 * (`line_items[0][quantity]`).
 */

export type FakeStripeRequest = {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization: string | undefined;
};

export type FakeStripe = {
  url: string;
  requests: FakeStripeRequest[];
  /** Subscriptions `GET /v1/subscriptions/:id` answers with (set by the test). */
  subscriptions: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${(counter += 1)}`;
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const path = (req.url ?? '/').split('?')[0]!;
      const method = req.method ?? 'GET';
      requests.push({ method, path, form, authorization: req.headers.authorization });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
        res.end(JSON.stringify(body));
      };
      if (method === 'POST' && path === '/v1/customers') {
        return send(200, { id: nextId('cus'), object: 'customer', email: form.email ?? null, metadata: {} });
      }
      if (method === 'POST' && path === '/v1/checkout/sessions') {
        const id = nextId('cs');
        return send(200, {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          mode: form.mode,
        });
      }
      if (method === 'POST' && path === '/v1/billing_portal/sessions') {
        const id = nextId('bps');
        return send(200, { id, object: 'billing_portal.session', url: `https://billing.stripe.test/p/session/${id}` });
      }
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (subscription) {
        const found = subscriptions.get(subscription[1]!);
        if (!found) return send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
        if (method === 'POST' && form.cancel_at_period_end)
          found.cancel_at_period_end = form.cancel_at_period_end === 'true';
        return send(200, found);
      }
      const item = /^\/v1\/subscription_items\/([^/]+)$/.exec(path);
      if (item && method === 'POST') {
        return send(200, { id: item[1], object: 'subscription_item', quantity: Number(form.quantity) });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unknown ${method} ${path}` } });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
