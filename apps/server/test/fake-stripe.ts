import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A fake of the parts of Stripe's HTTP API that billing calls (issue 28): customers, Checkout
 * sessions, subscriptions and their items; Connect's accounts, account links and transfers, and
 * invoice payments (decision 056). The real `stripe` library talks to it over HTTP
 * (STRIPE_API_URL), so nothing of ours is mocked; webhooks are signed with the library's own
 * `generateTestHeaderString`. Form bodies are kept as Stripe's bracketed keys
 * (`line_items[0][quantity]`).
 */

export type FakeStripeRequest = {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
};

export type FakeStripe = {
  url: string;
  requests: FakeStripeRequest[];
  /** Subscriptions `GET /v1/subscriptions/:id` answers with (set by the test). */
  subscriptions: Map<string, Record<string, unknown>>;
  /** Connected accounts created through `POST /v1/accounts`; a test flips their flags. */
  accounts: Map<string, Record<string, unknown>>;
  /** Invoice paid by a payment intent (`GET /v1/invoice_payments?payment[payment_intent]=`). */
  invoicePayments: Map<string, string>;
  /** When true, `POST /v1/transfers` answers Stripe's 400 for an empty platform balance. */
  failTransfers: boolean;
  close(): Promise<void>;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  const accounts = new Map<string, Record<string, unknown>>();
  const invoicePayments = new Map<string, string>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${(counter += 1)}`;
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const [path = '/', query = ''] = (req.url ?? '/').split('?');
      const method = req.method ?? 'GET';
      const body = method === 'GET' ? query : Buffer.concat(chunks).toString('utf8');
      const form = Object.fromEntries(new URLSearchParams(body));
      const idempotencyKey = req.headers['idempotency-key'];
      requests.push({
        method,
        path,
        form,
        authorization: req.headers.authorization,
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      });
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
      if (method === 'POST' && path === '/v1/accounts') {
        const account = {
          id: nextId('acct'),
          object: 'account',
          type: form.type,
          country: form.country,
          email: form.email ?? null,
          metadata: { userId: form['metadata[userId]'] },
          payouts_enabled: false,
          charges_enabled: false,
          details_submitted: false,
        };
        accounts.set(account.id, account);
        return send(200, account);
      }
      const account = /^\/v1\/accounts\/([^/]+)$/.exec(path);
      if (account && method === 'GET') {
        const found = accounts.get(account[1]!);
        if (!found) return send(404, { error: { type: 'invalid_request_error', message: 'No such account' } });
        return send(200, found);
      }
      if (method === 'POST' && path === '/v1/account_links') {
        return send(200, {
          object: 'account_link',
          url: `https://connect.stripe.test/setup/e/${form.account}/${nextId('link')}`,
          expires_at: Math.floor(Date.now() / 1000) + 300,
        });
      }
      if (method === 'POST' && path === '/v1/transfers') {
        if (fake.failTransfers)
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'balance_insufficient',
              message: 'You have insufficient available funds in your Stripe account.',
            },
          });
        return send(200, {
          id: nextId('tr'),
          object: 'transfer',
          amount: Number(form.amount),
          currency: form.currency,
          destination: form.destination,
          metadata: { payoutId: form['metadata[payoutId]'] },
        });
      }
      if (method === 'GET' && path === '/v1/invoice_payments') {
        const invoice = invoicePayments.get(form['payment[payment_intent]'] ?? '');
        return send(200, {
          object: 'list',
          url: '/v1/invoice_payments',
          has_more: false,
          data: invoice ? [{ id: nextId('inpay'), object: 'invoice_payment', invoice }] : [],
        });
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
  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    accounts,
    invoicePayments,
    failTransfers: false,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
