import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@rbax/shared/billing/api';
import type { Earnings } from '@rbax/shared/marketplace/api';
import { createTestApp, newUser, type TestApp } from './helpers.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';

/**
 * Stripe Connect payouts and refunds (issue 28, docs/decisions/056): a creator connects an Express
 * account, Stripe's `account.updated` (signed with the Connect endpoint's secret) or a refresh says
 * when it is ready, 'Conta Stripe' payouts are one transfer each (refused → failed, balance kept),
 * and `charge.refunded` revokes a template and reverses the ledger once, or marks an invoice
 * refunded. The real `stripe` library talks to a local fake of Stripe's API.
 */

const WEBHOOK_SECRET = 'whsec_test_connect';
const CONNECT_SECRET = 'whsec_test_connect_accounts';
const signer = new Stripe('sk_test_signer');
let fake: FakeStripe;
let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let admin: U;
let ana: U;
let bruno: U;
let carla: U;
let dora: U;
let template: string;
let eventCounter = 0;

function stripeEvent(type: string, object: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  eventCounter += 1;
  return {
    id: `evt_connect_${eventCounter}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    api_version: '2025-01-01',
    data: { object },
    ...extra,
  };
}
function deliver(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
const paidSession = (buyer: U, paymentIntent: string) =>
  stripeEvent('checkout.session.completed', {
    id: `cs_${paymentIntent}`,
    object: 'checkout.session',
    mode: 'payment',
    payment_status: 'paid',
    payment_intent: paymentIntent,
    amount_total: 10_000,
    currency: 'brl',
    client_reference_id: buyer.id,
    metadata: { purpose: 'template', templateId: template, userId: buyer.id },
  });
const refundOf = (paymentIntent: string, refunded = true) =>
  stripeEvent('charge.refunded', {
    id: `ch_${paymentIntent}`,
    object: 'charge',
    payment_intent: paymentIntent,
    amount: 10_000,
    amount_refunded: refunded ? 10_000 : 1_000,
    refunded,
  });
const earningsOf = async (user: U) => (await user.api.get('/api/v1/marketplace/earnings')).json() as Earnings;
const onboard = (user: U) => user.api.post('/api/v1/marketplace/stripe-account/onboarding');
const refresh = (user: U) => user.api.post('/api/v1/marketplace/stripe-account/refresh');
const payout = (user: U, body: object) => user.api.post('/api/v1/marketplace/payouts', body);
const accountOf = () => fake.requests.find((r) => r.path === '/v1/accounts')?.form;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    BILLING_MODE: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_connect',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    STRIPE_PRICE_PRO_MONTHLY: 'price_pro_m',
    STRIPE_PRICE_PRO_YEARLY: 'price_pro_y',
    STRIPE_PRICE_BUSINESS_MONTHLY: 'price_biz_m',
    STRIPE_PRICE_BUSINESS_YEARLY: 'price_biz_y',
    STRIPE_CONNECT: 'on',
    STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
    ADMIN_EMAILS: 'rita.admin@connect.test',
  });
  admin = await newUser(t.app, 'Rita Admin', 'rita.admin@connect.test');
  [ana, bruno, carla, dora] = await Promise.all([
    newUser(t.app, 'Ana Autora'),
    newUser(t.app, 'Bruno Comprador'),
    newUser(t.app, 'Carla Compradora'),
    newUser(t.app, 'Dora Sem Templates'),
  ]);
  const ws = ((await ana.api.post('/api/v1/workspaces', { name: 'Ateliê' })).json() as { id: string }).id;
  const board = (
    (await ana.api.post('/api/v1/boards', { title: 'Funil', template: 'kanban', workspaceId: ws })).json() as {
      id: string;
    }
  ).id;
  const published = await ana.api.post('/api/v1/marketplace/templates', {
    boardId: board,
    name: 'Funil Pago',
    description: 'Funil de vendas',
    category: 'project',
    priceBrl: '100,00',
  });
  expect(published.statusCode, published.body).toBe(201);
  template = (published.json() as { id: string }).id;
  expect((await admin.api.post(`/api/v1/marketplace/templates/${template}/approve`)).statusCode).toBe(200);
  // Two sales of R$ 100,00: R$ 85,00 net each.
  for (const [buyer, pi] of [
    [bruno, 'pi_bruno'],
    [carla, 'pi_carla'],
  ] as const)
    expect((await deliver(paidSession(buyer, pi))).json()).toMatchObject({ ignored: false });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('Stripe Connect onboarding', () => {
  it('creates one Express account per creator and returns a fresh onboarding link each time', async () => {
    expect((await earningsOf(ana)).stripeConnect).toBe('not_connected');
    const first = await onboard(ana);
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as { url: string }).url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/e\/acct_/);
    expect(accountOf()).toMatchObject({
      type: 'express',
      country: 'BR',
      email: ana.email,
      'metadata[userId]': ana.id,
      'capabilities[transfers][requested]': 'true',
    });
    const link = fake.requests.filter((r) => r.path === '/v1/account_links').at(-1)!.form;
    expect(link).toMatchObject({ type: 'account_onboarding' });
    expect(link.return_url).toMatch(/\/monetization\?connect=return$/);
    expect(link.refresh_url).toMatch(/\/monetization\?connect=refresh$/);

    expect((await onboard(ana)).statusCode).toBe(200);
    expect(fake.requests.filter((r) => r.path === '/v1/accounts')).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === '/v1/account_links')).toHaveLength(2);
    expect((await earningsOf(ana)).stripeConnect).toBe('incomplete');
  });

  it('refuses people who sell nothing (403) and hides the card from them', async () => {
    const refused = await onboard(dora);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('template premium');
    expect((await earningsOf(dora)).stripeConnect).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/marketplace/stripe-account/refresh' })).statusCode).toBe(
      401,
    );
    expect((await refresh(dora)).json()).toEqual({ status: 'not_connected' });
  });

  it('follows account.updated (signed by the Connect endpoint) and a refresh on return', async () => {
    const acct = [...fake.accounts.keys()][0]!;
    // Not ready yet: a payout to the Stripe account is refused.
    const early = await payout(ana, { method: 'stripe', amountBrl: '60,00' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toContain('conclua o cadastro');

    const ready = {
      id: acct,
      object: 'account',
      payouts_enabled: true,
      charges_enabled: false,
      details_submitted: true,
    };
    expect((await deliver(stripeEvent('account.updated', ready, { account: acct }), 'whsec_other')).statusCode).toBe(
      400,
    );
    const applied = await deliver(stripeEvent('account.updated', ready, { account: acct }), CONNECT_SECRET);
    expect(applied.json()).toEqual({ received: true, duplicate: false, ignored: false });
    expect((await earningsOf(ana)).stripeConnect).toBe('ready');
    const stranger = { ...ready, id: 'acct_someone_else' };
    expect(
      (await deliver(stripeEvent('account.updated', stranger, { account: stranger.id }), CONNECT_SECRET)).json(),
    ).toMatchObject({ ignored: true });

    // Back from onboarding: Stripe's own view wins (here, payouts switched off, then on again).
    fake.accounts.get(acct)!.payouts_enabled = false;
    expect((await refresh(ana)).json()).toEqual({ status: 'incomplete' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/accounts/${acct}` });
    fake.accounts.get(acct)!.payouts_enabled = true;
    expect((await refresh(ana)).json()).toEqual({ status: 'ready' });
  });
});

describe("'Solicitar saque' to the Stripe account", () => {
  it('pays at once with one transfer keyed by the payout', async () => {
    const acct = [...fake.accounts.keys()][0]!;
    const paid = await payout(ana, { method: 'stripe', amountBrl: '60,00' });
    expect(paid.statusCode, paid.body).toBe(201);
    const body = paid.json() as { id: string };
    expect(body).toMatchObject({
      status: 'paid',
      method: 'stripe',
      amountBrl: '60.00',
      destination: `Stripe: ${acct}`,
    });
    const transfer = fake.requests.filter((r) => r.path === '/v1/transfers').at(-1)!;
    expect(transfer.form).toMatchObject({
      amount: '6000',
      currency: 'brl',
      destination: acct,
      'metadata[payoutId]': body.id,
    });
    expect(transfer.idempotencyKey).toBe(body.id);
    expect(await earningsOf(ana)).toMatchObject({
      netBrl: '170.00',
      paidOutBrl: '60.00',
      pendingBrl: '0.00',
      balanceBrl: '110.00',
    });
  });

  it('keeps the balance when Stripe refuses the transfer, with a clear message', async () => {
    fake.failTransfers = true;
    try {
      const refused = await payout(ana, { method: 'stripe', amountBrl: '100,00' });
      expect(refused.statusCode).toBe(502);
      expect(refused.json().error).toMatchObject({ code: 'billing_unavailable' });
      expect(refused.json().error.message).toContain('O Stripe recusou a transferência');
      const earnings = await earningsOf(ana);
      expect(earnings).toMatchObject({ paidOutBrl: '60.00', pendingBrl: '0.00', balanceBrl: '110.00' });
      expect(earnings.payouts[0]).toMatchObject({ status: 'failed', note: 'Stripe: balance_insufficient' });
      // The failed one is not pending: another request may follow; a failed one cannot be resolved.
      const queue = (await admin.api.get('/api/v1/marketplace/payouts')).json() as { items: { id: string }[] };
      expect(
        (await admin.api.post(`/api/v1/marketplace/payouts/${queue.items[0]!.id}/resolve`, { status: 'paid' }))
          .statusCode,
      ).toBe(409);
    } finally {
      fake.failTransfers = false;
    }
    expect((await payout(ana, { method: 'stripe', amountBrl: '200,00' })).statusCode).toBe(400);
  });

  it('is refused to people without a ready account, and when Connect is not in use (409)', async () => {
    for (const user of [bruno, dora]) {
      const refused = await payout(user, { method: 'stripe', amountBrl: '50,00' });
      expect(refused.statusCode).toBe(409);
    }
    expect((await admin.api.put('/api/v1/admin/billing/settings', { mode: 'manual' })).statusCode).toBe(200);
    try {
      expect((await earningsOf(ana)).stripeConnect).toBeNull();
      for (const response of [
        await onboard(ana),
        await refresh(ana),
        await payout(ana, { method: 'stripe', amountBrl: '50,00' }),
      ]) {
        expect(response.statusCode).toBe(409);
        expect(response.json().error.code).toBe('billing_unavailable');
      }
    } finally {
      await admin.api.put('/api/v1/admin/billing/settings', { mode: 'stripe' });
    }
    expect((await earningsOf(ana)).stripeConnect).toBe('ready');
  });
});

describe('charge.refunded', () => {
  it('revokes the template and reverses the sale once, however often Stripe sends it', async () => {
    const mine = async () =>
      ((await bruno.api.get('/api/v1/marketplace/mine')).json() as { acquired: { id: string }[] }).acquired.map(
        (c) => c.id,
      );
    expect(await mine()).toEqual([template]);
    // A partial refund changes nothing.
    expect((await deliver(refundOf('pi_bruno', false))).json()).toMatchObject({ ignored: true });

    const refund = refundOf('pi_bruno');
    expect((await deliver(refund)).json()).toEqual({ received: true, duplicate: false, ignored: false });
    expect((await deliver(refund)).json()).toMatchObject({ duplicate: true });
    expect((await deliver(refundOf('pi_bruno'))).json()).toMatchObject({ duplicate: false, ignored: true });

    expect(await mine()).toEqual([]);
    const brunoWs = ((await bruno.api.post('/api/v1/workspaces', { name: 'Oficina' })).json() as { id: string }).id;
    const install = () => bruno.api.post(`/api/v1/marketplace/templates/${template}/install`, { workspaceId: brunoWs });
    expect((await install()).statusCode).toBe(403);
    expect((await bruno.api.get(`/api/v1/marketplace/templates/${template}`)).json()).toMatchObject({
      purchasable: true,
    });

    const earnings = await earningsOf(ana);
    expect(earnings).toMatchObject({
      sales: 1,
      refunds: 1,
      refundedBrl: '85.00',
      grossBrl: '100.00',
      feeBrl: '15.00',
      netBrl: '85.00',
      balanceBrl: '25.00',
    });
    expect(earnings.entries.find((e) => e.kind === 'refund')).toMatchObject({
      buyer: 'Bruno Comprador',
      grossBrl: '-100.00',
      netBrl: '-85.00',
    });
    // The creator hears of it once, with the template and the net taken back.
    const refunded = (
      (await ana.api.get('/api/v1/notifications')).json() as { items: { kind: string; excerpt: string | null }[] }
    ).items.filter((n) => n.kind === 'marketplace.sale_refunded');
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.excerpt).toMatch(/ · −R\$ 85,00$/);
    const csv = (await ana.api.get('/api/v1/marketplace/earnings/statement?format=csv')).body;
    expect(csv).toContain('refund');
    expect(csv).toContain('-85.00');

    // Bought again after the refund: granted again (a new payment, a new purchase).
    expect((await deliver(paidSession(bruno, 'pi_bruno_2'))).json()).toMatchObject({ ignored: false });
    expect(await mine()).toEqual([template]);
    expect((await install()).statusCode).toBe(201);
    expect(await earningsOf(ana)).toMatchObject({ sales: 2, netBrl: '170.00', balanceBrl: '110.00' });
  });

  it('shows a negative balance after refunds of money already paid out, and refuses payouts until positive', async () => {
    await deliver(refundOf('pi_carla'));
    await deliver(refundOf('pi_bruno_2'));
    const earnings = await earningsOf(ana);
    expect(earnings).toMatchObject({ sales: 0, refunds: 3, netBrl: '0.00', paidOutBrl: '60.00', balanceBrl: '-60.00' });
    for (const body of [
      { method: 'pix', amountBrl: '50,00', pixKey: 'ana@example.com' },
      { method: 'stripe', amountBrl: '50,00' },
    ]) {
      const refused = await payout(ana, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toContain('saldo está negativo');
    }
    expect(fake.requests.filter((r) => r.path === '/v1/transfers')).toHaveLength(2);
    const pdf = await ana.api.get('/api/v1/marketplace/earnings/statement?format=pdf');
    expect(pdf.statusCode).toBe(200);
  });

  it("marks a subscription's invoice refunded (found through Stripe's invoice payments)", async () => {
    const owner = await newUser(t.app, 'Olga Dona');
    const ws = ((await owner.api.post('/api/v1/workspaces', { name: 'Acme' })).json() as { id: string }).id;
    await owner.api.get(`/api/v1/workspaces/${ws}/subscription`);
    const invoice = {
      id: 'in_refund_1',
      object: 'invoice',
      amount_paid: 5900,
      parent: { subscription_details: { subscription: 'sub_refund', metadata: { workspaceId: ws } } },
      lines: {
        object: 'list',
        data: [
          {
            quantity: 1,
            description: 'Business',
            pricing: { price_details: { price: 'price_biz_m' } },
            period: { start: 1_790_000_000, end: 1_792_592_000 },
          },
        ],
      },
    };
    expect((await deliver(stripeEvent('invoice.paid', invoice))).json()).toMatchObject({ ignored: false });
    fake.invoicePayments.set('pi_invoice_1', 'in_refund_1');
    expect((await deliver(refundOf('pi_invoice_1'))).json()).toMatchObject({ ignored: false });
    const listed = fake.requests.filter((r) => r.path === '/v1/invoice_payments').at(-1)!;
    expect(listed.form).toMatchObject({ 'payment[type]': 'payment_intent', 'payment[payment_intent]': 'pi_invoice_1' });
    const { invoices } = (await owner.api.get(`/api/v1/workspaces/${ws}/invoices`)).json() as { invoices: Invoice[] };
    expect(invoices).toEqual([expect.objectContaining({ status: 'refunded', amountCents: 5900 })]);
    // A charge of nothing we know: recorded and ignored.
    expect((await deliver(refundOf('pi_unknown'))).json()).toMatchObject({ ignored: true });
  });
});
