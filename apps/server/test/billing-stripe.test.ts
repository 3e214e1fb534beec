import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBillingOverview, Invoice, SubscriptionResponse } from '@rbax/shared/billing/api';
import { depsOf } from '#src/lib/deps.ts';
import { runBillingClock } from '#src/modules/billing/billing-service.ts';
import { createTestApp, newUser, readMails, type TestApp } from './helpers.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';

/**
 * Billing with Stripe (issue 28, docs/decisions/054): Checkout through the real `stripe` library
 * against a local fake of Stripe's API; webhooks signed by the library itself (replayed, out of
 * order, forged); and billing off (the self-hosted default) changing nothing until an
 * administrator switches the mode.
 */

const WEBHOOK_SECRET = 'whsec_test_billing';
const PRICES = {
  STRIPE_PRICE_PRO_MONTHLY: 'price_pro_m',
  STRIPE_PRICE_PRO_YEARLY: 'price_pro_y',
  STRIPE_PRICE_BUSINESS_MONTHLY: 'price_biz_m',
  STRIPE_PRICE_BUSINESS_YEARLY: 'price_biz_y',
};
const signer = new Stripe('sk_test_signer');
let fake: FakeStripe;
let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let owner: U;
let member: U;
let ws: string;
let eventCounter = 0;

function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  created = Math.floor(Date.now() / 1000),
  id?: string,
) {
  eventCounter += 1;
  return {
    id: id ?? `evt_${eventCounter}`,
    object: 'event',
    type,
    created,
    api_version: '2025-01-01',
    data: { object },
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
const now = () => Math.floor(Date.now() / 1000);
function subscriptionObject(status: string, quantity = 3, price = 'price_biz_m', extra: Record<string, unknown> = {}) {
  return {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_fake1',
    status,
    cancel_at_period_end: false,
    metadata: { workspaceId: ws },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          quantity,
          price: { id: price },
          current_period_start: now(),
          current_period_end: now() + 30 * 86400,
        },
      ],
    },
    ...extra,
  };
}
const subscription = async () =>
  (await owner.api.get(`/api/v1/workspaces/${ws}/subscription`)).json() as SubscriptionResponse;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    BILLING_MODE: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_billing',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    ADMIN_EMAILS: 'rita.admin@stripe.test',
    ...PRICES,
  });
  owner = await newUser(t.app, 'Olga Dona');
  member = await newUser(t.app, 'Mia Membro');
  ws = ((await owner.api.post('/api/v1/workspaces', { name: 'Acme' })).json() as { id: string }).id;
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: member.email, role: 'member' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('Stripe Checkout', () => {
  it('opens a subscription Checkout for the owner with the plan price and seats; members 403', async () => {
    expect(
      (
        await member.api.post(`/api/v1/workspaces/${ws}/subscription/checkout`, {
          plan: 'pro',
          interval: 'monthly',
          seats: 1,
        })
      ).statusCode,
    ).toBe(403);
    const response = await owner.api.post(`/api/v1/workspaces/${ws}/subscription/checkout`, {
      plan: 'business',
      interval: 'monthly',
      seats: 3,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const session = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(session.authorization).toBe('Bearer sk_test_billing');
    expect(session.form).toMatchObject({
      mode: 'subscription',
      customer: 'cus_fake1',
      client_reference_id: ws,
      'line_items[0][price]': 'price_biz_m',
      'line_items[0][quantity]': '3',
      locale: 'pt-BR',
    });
  });
});

describe('POST /api/v1/billing/webhook', () => {
  it('refuses a forged or missing signature with 400 and changes nothing', async () => {
    const forged = await deliver(
      stripeEvent('customer.subscription.created', subscriptionObject('active')),
      'whsec_other',
    );
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(stripeEvent('customer.subscription.created', subscriptionObject('active'))),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await subscription()).status).toBe('trialing');
  });

  it('activates the subscription once, however often Stripe replays the event', async () => {
    await deliver(
      stripeEvent('checkout.session.completed', {
        id: 'cs_1',
        object: 'checkout.session',
        client_reference_id: ws,
        customer: 'cus_fake1',
        subscription: 'sub_1',
        metadata: {},
      }),
    );
    const created = stripeEvent('customer.subscription.created', subscriptionObject('active'), now() - 10);
    const first = await deliver(created);
    expect(first.json()).toEqual({ received: true, duplicate: false, ignored: false });
    expect(await subscription()).toMatchObject({
      status: 'active',
      plan: 'business',
      seats: 3,
      effectivePlan: 'business',
    });
    expect((await deliver(created)).json()).toMatchObject({ duplicate: true });
  });

  it('issues one numbered invoice per paid Stripe invoice', async () => {
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      amount_paid: 17700,
      parent: { subscription_details: { subscription: 'sub_1', metadata: { workspaceId: ws } } },
      lines: {
        object: 'list',
        data: [
          {
            quantity: 3,
            description: 'Business',
            pricing: { price_details: { price: 'price_biz_m' } },
            period: { start: now(), end: now() + 30 * 86400 },
          },
        ],
      },
    };
    await deliver(stripeEvent('invoice.paid', invoice));
    await deliver(stripeEvent('invoice.paid', invoice));
    const { invoices } = (await owner.api.get(`/api/v1/workspaces/${ws}/invoices`)).json() as { invoices: Invoice[] };
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      status: 'paid',
      amountCents: 17700,
      description: 'Plano Business mensal — 3 usuários',
    });
  });

  it('ignores an older subscription event that arrives after a newer one', async () => {
    const newer = stripeEvent('customer.subscription.updated', subscriptionObject('active', 5), now() + 5);
    const older = stripeEvent('customer.subscription.updated', subscriptionObject('active', 4), now() - 5);
    await deliver(newer);
    expect((await deliver(older)).json()).toMatchObject({ ignored: true });
    expect((await subscription()).seats).toBe(5);
  });

  it('moves to past_due with an e-mail when a payment fails, back to active when paid, canceled when deleted', async () => {
    await deliver(
      stripeEvent(
        'invoice.payment_failed',
        {
          id: 'in_2',
          object: 'invoice',
          amount_paid: 0,
          parent: { subscription_details: { subscription: 'sub_1', metadata: { workspaceId: ws } } },
          lines: { object: 'list', data: [] },
        },
        now() + 6,
      ),
    );
    expect(await subscription()).toMatchObject({ status: 'past_due', effectivePlan: 'business' });
    expect((await subscription()).graceEndsAt).not.toBeNull();
    await t.app.mailer.idle();
    expect(
      readMails(t.dataDir).some(
        (mail) => mail.raw.includes(owner.email) && mail.text.includes('Não conseguimos cobrar'),
      ),
    ).toBe(true);

    // Unpaid past the grace period: Free, with an e-mail; a later payment brings the plan back.
    const graceEndsAt = new Date((await subscription()).graceEndsAt!);
    await runBillingClock(depsOf(t.app), new Date(graceEndsAt.getTime() + 1000));
    expect(await subscription()).toMatchObject({ status: 'free', effectivePlan: 'free' });
    await t.app.mailer.idle();
    expect(readMails(t.dataDir).some((mail) => mail.text.includes('passou para o plano Free'))).toBe(true);

    await deliver(stripeEvent('customer.subscription.updated', subscriptionObject('active', 5), now() + 7));
    expect((await subscription()).status).toBe('active');
    await deliver(stripeEvent('customer.subscription.deleted', subscriptionObject('canceled', 5), now() + 8));
    expect(await subscription()).toMatchObject({ status: 'canceled', effectivePlan: 'free' });
  });

  it("changes seats and cancels through Stripe's API (it prorates)", async () => {
    await deliver(stripeEvent('customer.subscription.updated', subscriptionObject('active', 5), now() + 9));
    fake.subscriptions.set('sub_1', subscriptionObject('active', 5));
    const more = await owner.api.patch(`/api/v1/workspaces/${ws}/subscription`, { seats: 6 });
    expect(more.statusCode).toBe(200);
    expect(fake.requests.find((r) => r.path === '/v1/subscription_items/si_1')!.form).toEqual({
      quantity: '6',
      proration_behavior: 'create_prorations',
    });
    const portal = await owner.api.post(`/api/v1/workspaces/${ws}/subscription/portal`);
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(fake.requests.find((r) => r.path === '/v1/billing_portal/sessions')!.form).toMatchObject({
      customer: 'cus_fake1',
    });
    expect((await member.api.post(`/api/v1/workspaces/${ws}/subscription/portal`)).statusCode).toBe(403);
    const cancel = await owner.api.patch(`/api/v1/workspaces/${ws}/subscription`, { cancelAtPeriodEnd: true });
    expect(cancel.json()).toMatchObject({ cancelAtPeriodEnd: true });
    expect(
      fake.requests.some((r) => r.path === '/v1/subscriptions/sub_1' && r.form.cancel_at_period_end === 'true'),
    ).toBe(true);
  });
});

describe('Store Premium through Stripe', () => {
  it('sells a listed premium template once through Checkout and the signed webhook, then lets the buyer install it', async () => {
    const admin = await newUser(t.app, 'Rita Admin', 'rita.admin@stripe.test');
    const [author, stranger] = await Promise.all([newUser(t.app, 'Caio Criador'), newUser(t.app, 'Edu Estranho')]);
    const authorWs = ((await author.api.post('/api/v1/workspaces', { name: 'Ateliê' })).json() as { id: string }).id;
    const boardId = (
      (
        await author.api.post('/api/v1/boards', { title: 'Funil', template: 'kanban', workspaceId: authorWs })
      ).json() as {
        id: string;
      }
    ).id;
    const published = await author.api.post('/api/v1/marketplace/templates', {
      boardId,
      name: 'Funil Pago',
      description: 'Funil de vendas',
      category: 'project',
      priceBrl: '49,90',
    });
    expect(published.statusCode, published.body).toBe(201);
    const id = (published.json() as { id: string }).id;
    const checkout = (user: U, template = id) => user.api.post(`/api/v1/marketplace/templates/${template}/checkout`);
    const install = () => member.api.post(`/api/v1/marketplace/templates/${id}/install`, { workspaceId: ws });

    // Not approved yet (and unknown ids): 404, even for an administrator; the author's own: 409.
    expect((await checkout(member)).statusCode).toBe(404);
    expect((await checkout(admin)).statusCode).toBe(404);
    expect((await checkout(member, 'official-nope')).statusCode).toBe(404);
    expect((await checkout(author)).statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/marketplace/templates/${id}/checkout` })).statusCode,
    ).toBe(401);
    expect((await admin.api.post(`/api/v1/marketplace/templates/${id}/approve`)).statusCode).toBe(200);

    expect((await member.api.get(`/api/v1/marketplace/templates/${id}`)).json()).toMatchObject({ purchasable: true });
    expect((await install()).statusCode).toBe(403);
    const started = await checkout(member);
    expect(started.statusCode, started.body).toBe(200);
    expect((started.json() as { url: string }).url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const session = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(session.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'brl',
      'line_items[0][price_data][unit_amount]': '4990',
      'line_items[0][price_data][product_data][name]': 'Funil Pago',
      'metadata[purpose]': 'template',
      'metadata[templateId]': id,
      'metadata[userId]': member.id,
      'payment_intent_data[metadata][templateId]': id,
    });
    expect(session.form.success_url).toMatch(/\/marketplace-new\?checkout=success$/);

    const sessionObject = (paymentStatus: string) => ({
      id: 'cs_template_1',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: paymentStatus,
      payment_intent: 'pi_template_1',
      amount_total: 4990,
      currency: 'brl',
      client_reference_id: member.id,
      metadata: { purpose: 'template', templateId: id, userId: member.id },
    });
    // A boleto: the session completes unpaid; nothing is granted until the payment is confirmed.
    const unpaid = await deliver(stripeEvent('checkout.session.completed', sessionObject('unpaid')));
    expect(unpaid.json()).toMatchObject({ duplicate: false, ignored: true });
    expect((await install()).statusCode).toBe(403);

    const confirmed = stripeEvent('checkout.session.async_payment_succeeded', sessionObject('paid'));
    expect((await deliver(confirmed)).json()).toMatchObject({ duplicate: false, ignored: false });
    expect((await deliver(confirmed)).json()).toMatchObject({ duplicate: true });
    // The same payment under another event (a late `completed` with paid): no second purchase.
    expect((await deliver(stripeEvent('checkout.session.completed', sessionObject('paid')))).json()).toMatchObject({
      duplicate: false,
      ignored: true,
    });

    const earnings = (await author.api.get('/api/v1/marketplace/earnings')).json();
    expect(earnings).toMatchObject({ sales: 1, grossBrl: '49.90', feeBrl: '7.49', netBrl: '42.41', feePercent: 15 });
    expect((await install()).statusCode).toBe(201);
    const mine = (await member.api.get('/api/v1/marketplace/mine')).json() as { acquired: { id: string }[] };
    expect(mine.acquired.map((c) => c.id)).toEqual([id]);
    expect((await member.api.get(`/api/v1/marketplace/templates/${id}`)).json()).toMatchObject({ purchasable: false });
    expect((await checkout(member)).statusCode).toBe(409);
    expect((await checkout(stranger)).statusCode).toBe(200);
  });
});

describe('billing off (the default)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ ADMIN_EMAILS: 'boss@off.test' });
  });
  afterAll(async () => {
    await off.close();
  });

  it('gives every workspace every feature and no limits until an administrator turns manual mode on', async () => {
    const admin = await newUser(off.app, 'Bia Admin', 'boss@off.test');
    const dona = await newUser(off.app, 'Olga Dona');
    const id = ((await dona.api.post('/api/v1/workspaces', { name: 'Livre' })).json() as { id: string }).id;
    for (const title of ['1', '2', '3', '4'])
      expect((await dona.api.post('/api/v1/boards', { title, workspaceId: id })).statusCode).toBe(201);
    const body = (await dona.api.get(`/api/v1/workspaces/${id}/subscription`)).json() as SubscriptionResponse;
    expect(body).toMatchObject({
      mode: 'off',
      effectivePlan: 'enterprise',
      readOnlyBoardIds: [],
      usage: { boards: { used: 4, limit: null } },
    });
    expect((await admin.api.put(`/api/v1/admin/workspaces/${id}/plan`, { plan: 'pro' })).statusCode).toBe(409);
    expect((await admin.api.put('/api/v1/admin/billing/settings', { mode: 'stripe' })).statusCode).toBe(409);

    const switched = await admin.api.put('/api/v1/admin/billing/settings', { mode: 'manual' });
    expect((switched.json() as AdminBillingOverview).mode).toBe('manual');
    expect(((await dona.api.get(`/api/v1/workspaces/${id}/subscription`)).json() as SubscriptionResponse).status).toBe(
      'trialing',
    );
    await admin.api.put(`/api/v1/admin/workspaces/${id}/trial`, { endsAt: new Date(Date.now() - 1000).toISOString() });
    expect((await dona.api.post('/api/v1/boards', { title: '5', workspaceId: id })).statusCode).toBe(402);
    await admin.api.put('/api/v1/admin/billing/settings', { mode: 'off' });
    expect((await dona.api.post('/api/v1/boards', { title: '5', workspaceId: id })).statusCode).toBe(201);
  });
});
