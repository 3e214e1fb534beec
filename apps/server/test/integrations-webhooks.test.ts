import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail } from '@rbax/shared/boards';
import type { WebhookDelivery, WebhookWithSecret } from '@rbax/shared/integrations';
import { firstRow, rows } from '#src/db/raw.ts';
import { depsOf } from '#src/lib/deps.ts';
import { checkOutboundUrl, isForbiddenAddress } from '#src/modules/integrations/outbound-http.ts';
import { deliverDue, type DeliveryOptions } from '#src/modules/integrations/webhooks-delivery.ts';
import { createTestApp, newUser, readMails, type TestApp } from './helpers.ts';
import { startReceiver, type Received, type Receiver } from './webhook-receiver.ts';

/**
 * Outgoing webhooks (issue 18, docs/decisions/035) on the real server and database, delivering to
 * a local receiver (127.0.0.1 is allow-listed). Jobs are off: each test drains the `webhooks`
 * consumer and runs the delivery worker itself, with its own clock; the last suite runs pg-boss.
 */

type U = Awaited<ReturnType<typeof newUser>>;
let t: TestApp;
let receiver: Receiver;
let owner: U, admin: U, member: U, viewer: U, stranger: U;
let ws: string;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
  receiver = await startReceiver();
  [owner, admin, member, viewer, stranger] = await Promise.all([
    newUser(t.app, 'Olga Dona'),
    newUser(t.app, 'Ada Admin'),
    newUser(t.app, 'Mara Membro'),
    newUser(t.app, 'Vera Leitora'),
    newUser(t.app, 'Otto De Fora'),
  ]);
  ws = (await owner.api.post('/api/v1/workspaces', { name: 'Ganchos' })).json().id;
  for (const [u, role] of [
    [admin, 'admin'],
    [member, 'member'],
    [viewer, 'viewer'],
  ] as const) {
    await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: u.email, role });
  }
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});
// Each test reads only its own deliveries: what another test left waiting is cancelled.
afterEach(async () => {
  receiver.respond(() => ({ status: 200, body: 'ok' }));
  await t.database.db.execute(sql`UPDATE webhooks SET active = false`);
  await t.database.db.execute(
    sql`UPDATE webhook_deliveries SET status = 'cancelled', next_attempt_at = NULL WHERE status = 'pending'`,
  );
});

const drain = () => t.app.eventLog.drain('webhooks');
const deliver = (at: Date = new Date(), options: DeliveryOptions = {}) =>
  deliverDue(depsOf(t.app), { now: () => at, ...options });
const later = (from: Date, seconds: number) => new Date(from.valueOf() + seconds * 1000);

/** A workspace of `by` with a kanban board; its first two columns. */
async function scene(by: U = owner) {
  const space = (await by.api.post('/api/v1/workspaces', { name: 'Cena' })).json().id as string;
  const board = (
    await by.api.post('/api/v1/boards', { title: 'Quadro', workspaceId: space, template: 'kanban' })
  ).json().id as string;
  const columns = ((await by.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail).columns.map((c) => c.id);
  return { space, board, columns };
}

async function createWebhook(by: U, workspaceId: string, path: string, events: string[] = ['*']) {
  const response = await by.api.post(`/api/v1/workspaces/${workspaceId}/webhooks`, { url: receiver.url(path), events });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as WebhookWithSecret;
}

async function deliveries(webhookId: string, by: U = owner): Promise<WebhookDelivery[]> {
  const response = await by.api.get(`/api/v1/webhooks/${webhookId}/deliveries`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

/** An independent check of X-RBAX-Signature: `t=<s>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
function signatureValid(secret: string, request: Received): boolean {
  const header = String(request.headers['x-rbax-signature'] ?? '');
  const fields = new Map(header.split(',').map((part) => part.split('=') as [string, string]));
  const timestamp = fields.get('t');
  const given = Buffer.from(fields.get('v1') ?? '', 'hex');
  if (!timestamp || !/^\d+$/.test(timestamp)) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('managing webhooks', () => {
  it('creates a webhook and shows its secret once, never in the list', async () => {
    const created = await createWebhook(owner, ws, '/created', ['card.created', 'card.moved']);
    expect(created).toMatchObject({ workspaceId: ws, url: receiver.url('/created'), active: true, lastDelivery: null });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = (await owner.api.get(`/api/v1/workspaces/${ws}/webhooks`)).json().items;
    expect(listed.map((w: { id: string }) => w.id)).toContain(created.id);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    const stored = await firstRow<{ secret_encrypted: string }>(
      t.database.db,
      sql`SELECT secret_encrypted FROM webhooks WHERE id = ${created.id}`,
    );
    expect(stored!.secret_encrypted).not.toContain(created.secret.slice(6));
    await owner.api.del(`/api/v1/webhooks/${created.id}`);
  });

  it('lets admins manage webhooks; members and viewers get 403, strangers 404, on every route', async () => {
    const made = await createWebhook(admin, ws, '/perm');
    const delivery = (await admin.api.post(`/api/v1/webhooks/${made.id}/test`)).json().id as string;
    const calls = (u: U) => [
      u.api.get(`/api/v1/workspaces/${ws}/webhooks`),
      u.api.post(`/api/v1/workspaces/${ws}/webhooks`, { url: receiver.url('/x'), events: ['*'] }),
      u.api.patch(`/api/v1/webhooks/${made.id}`, { active: false }),
      u.api.post(`/api/v1/webhooks/${made.id}/rotate-secret`),
      u.api.post(`/api/v1/webhooks/${made.id}/test`),
      u.api.get(`/api/v1/webhooks/${made.id}/deliveries`),
      u.api.post(`/api/v1/webhooks/${made.id}/deliveries/${delivery}/redeliver`),
      u.api.del(`/api/v1/webhooks/${made.id}`),
    ];
    for (const [u, status] of [
      [member, 403],
      [viewer, 403],
      [stranger, 404],
    ] as const) {
      const answers = await Promise.all(calls(u));
      expect(
        answers.map((a) => a.statusCode),
        u.email,
      ).toEqual(answers.map(() => status));
    }
    expect((await admin.api.patch(`/api/v1/webhooks/${made.id}`, { events: ['card.created'] })).statusCode).toBe(200);
    expect((await admin.api.del(`/api/v1/webhooks/${made.id}`)).statusCode).toBe(204);
    expect((await admin.api.get(`/api/v1/webhooks/${made.id}/deliveries`)).statusCode).toBe(404);
  });

  it('accepts only event kinds of the catalogue (or *) and refuses an empty change', async () => {
    const bad = await owner.api.post(`/api/v1/workspaces/${ws}/webhooks`, {
      url: receiver.url('/kinds'),
      events: ['card.created', 'card.exploded'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0]).toMatchObject({ path: ['events', 1], message: 'Valor inválido' });
    const none = await owner.api.post(`/api/v1/workspaces/${ws}/webhooks`, { url: receiver.url('/kinds'), events: [] });
    expect(none.json().error.issues[0].message).toBe('Escolha pelo menos um evento');
    const made = await createWebhook(owner, ws, '/kinds', ['*', 'card.created', 'card.created']);
    expect(made.events).toEqual(['*', 'card.created']);
    expect((await owner.api.patch(`/api/v1/webhooks/${made.id}`, {})).statusCode).toBe(400);
    await owner.api.del(`/api/v1/webhooks/${made.id}`);
  });
});

describe('the SSRF guard', () => {
  const refuse = async (url: string) => {
    const response = await owner.api.post(`/api/v1/workspaces/${ws}/webhooks`, { url, events: ['*'] });
    expect(response.statusCode, url).toBe(400);
    return response.json().error.issues[0] as { path: string[]; message: string };
  };

  it('refuses private, loopback, link-local and metadata addresses, and http:// outside the allow-list', async () => {
    const privateMessage = 'Este endereço aponta para uma rede privada, local ou interna e não pode receber eventos';
    for (const url of [
      'https://10.0.0.5/hook',
      'https://192.168.1.20/hook',
      'https://172.16.3.4/hook',
      'https://127.0.0.2/hook',
      'https://[::1]/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00:ec2::254]/',
      'https://100.64.1.1/',
      'https://0.0.0.0/',
      'https://[::ffff:10.0.0.1]/',
      // Loopback by name: `localhost` is not in this server's allow-list (127.0.0.1 is).
      'https://localhost/hook',
      // 127.0.0.2 written as one number.
      'https://2130706434/hook',
    ]) {
      expect(await refuse(url)).toEqual({ path: ['url'], message: privateMessage });
    }
    expect((await refuse('http://example.com/hook')).message).toBe('A URL deve começar com https://');
    expect((await refuse('ftp://example.com/')).message).toBe(
      'Informe uma URL completa, como https://exemplo.com/webhook',
    );
    expect((await refuse('https://user:pass@127.0.0.1/')).message).toBe(
      'Informe uma URL completa, como https://exemplo.com/webhook',
    );
    expect((await refuse('https://no-such-host.invalid/')).message).toBe(
      'Não foi possível encontrar este endereço. Confira a URL.',
    );
  });

  it('refuses a name whose DNS answers include a private address, and exempts allow-listed hosts', async () => {
    const policy = (answers: string[]) => ({
      allowedHosts: ['dev.internal'],
      resolve: async () => answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    });
    await expect(checkOutboundUrl('https://hooks.example.com/x', policy(['10.1.2.3']))).rejects.toMatchObject({
      reason: 'private',
    });
    await expect(
      checkOutboundUrl('https://hooks.example.com/x', policy(['93.184.216.34', '169.254.169.254'])),
    ).rejects.toMatchObject({ reason: 'private' });
    await expect(checkOutboundUrl('https://hooks.example.com/x', policy(['fe80::1']))).rejects.toMatchObject({
      reason: 'private',
    });
    expect(await checkOutboundUrl('https://hooks.example.com/x', policy(['93.184.216.34']))).toMatchObject({
      address: '93.184.216.34',
      allowListed: false,
    });
    expect(await checkOutboundUrl('http://dev.internal:8080/x', policy(['10.0.0.9']))).toMatchObject({
      address: '10.0.0.9',
      allowListed: true,
    });
    for (const address of ['172.31.255.255', '224.0.0.1', '::', 'fc00::1', '64:ff9b::a00:1', '::ffff:a9fe:a9fe']) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '2606:4700:4700::1111']) {
      expect(isForbiddenAddress(address), address).toBe(false);
    }
  });

  it('checks the address again at every delivery and connects only to the address it checked', async () => {
    const { space, board, columns } = await scene();
    const made = await createWebhook(owner, space, '/rebind');
    // The host now answers with a private address (DNS changed after the webhook was created).
    await t.database.db.execute(sql`UPDATE webhooks SET url = 'https://hooks.rebind.test/x' WHERE id = ${made.id}`);
    await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: columns[0], title: 'Rebind' });
    await drain();
    const resolve = async () => [{ address: '10.9.8.7', family: 4 }];
    expect(await deliver(new Date(), { resolve })).toMatchObject({ attempted: 1, retrying: 1 });
    const [refused] = await deliveries(made.id);
    expect(refused!.attemptLog[0]).toMatchObject({ ok: false, responseStatus: null });
    expect(refused!.attemptLog[0]!.error).toContain('refused');
    expect(refused!.attemptLog[0]!.error).toContain('10.9.8.7');

    // An allow-listed name is reached at the address the guard resolved, not by a second lookup
    // (the system resolver does not know `receiver.test`).
    const pinned = await createTestApp({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1,receiver.test' });
    try {
      const someone = await newUser(pinned.app, 'Pina Pinada');
      const space2 = (await someone.api.post('/api/v1/workspaces', { name: 'Pino' })).json().id;
      const hook = (
        await someone.api.post(`/api/v1/workspaces/${space2}/webhooks`, { url: receiver.url('/pinned'), events: ['*'] })
      ).json();
      const port = new URL(receiver.url()).port;
      await pinned.database.db.execute(
        sql`UPDATE webhooks SET url = ${`http://receiver.test:${port}/pinned`} WHERE id = ${hook.id}`,
      );
      await someone.api.post(`/api/v1/webhooks/${hook.id}/test`);
      const run = await deliverDue(depsOf(pinned.app), {
        resolve: async (host) => (host === 'receiver.test' ? [{ address: '127.0.0.1', family: 4 }] : []),
      });
      expect(run.delivered).toBe(1);
      expect(receiver.at('/pinned')[0]!.headers.host).toBe(`receiver.test:${port}`);
    } finally {
      await pinned.close();
    }
  }, 30_000);

  it('never follows a redirect, even to an allowed address: the 3xx is a failed attempt', async () => {
    const { space } = await scene();
    const made = await createWebhook(owner, space, '/redirect');
    receiver.respond((request) =>
      request.path === '/redirect'
        ? { status: 302, headers: { location: receiver.url('/landed') } }
        : { status: 200, body: 'ok' },
    );
    try {
      await owner.api.post(`/api/v1/webhooks/${made.id}/test`);
      expect(await deliver()).toMatchObject({ attempted: 1, failed: 1 });
      expect(receiver.at('/landed')).toEqual([]);
      const [delivery] = await deliveries(made.id);
      expect(delivery).toMatchObject({ status: 'failed', manual: true, attempts: 1 });
      expect(delivery!.attemptLog[0]).toMatchObject({ ok: false, responseStatus: 302 });
      expect(delivery!.attemptLog[0]!.error).toContain('redirect not followed');
    } finally {
      receiver.respond(() => ({ status: 200, body: 'ok' }));
    }
  });
});

describe('deliveries', () => {
  it('POSTs the event signed with the secret, verified here by an independent implementation', async () => {
    const { space, board, columns } = await scene();
    const made = await createWebhook(owner, space, '/signed', ['card.created']);
    const card = (
      await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: columns[0], title: 'Assinado' })
    ).json().id as string;
    await drain();
    expect(await deliver()).toMatchObject({ attempted: 1, delivered: 1 });
    const [request] = receiver.at('/signed');
    expect(request!.method).toBe('POST');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['x-rbax-event']).toBe('card.created');
    expect(signatureValid(made.secret, request!)).toBe(true);
    expect(signatureValid(`${made.secret}x`, request!)).toBe(false);
    const timestamp = Number(/t=(\d+)/.exec(String(request!.headers['x-rbax-signature']))![1]);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60);
    const body = JSON.parse(request!.body);
    expect(Object.keys(body)).toEqual(['id', 'kind', 'createdAt', 'workspaceId', 'boardId', 'actor', 'data']);
    expect(body).toMatchObject({
      kind: 'card.created',
      workspaceId: space,
      boardId: board,
      actor: { id: owner.id, name: 'Olga Dona' },
      data: { title: 'Assinado', columnId: columns[0] },
    });
    const [delivery] = await deliveries(made.id);
    expect(request!.headers['x-rbax-delivery']).toBe(delivery!.id);
    expect(delivery).toMatchObject({ status: 'delivered', kind: 'card.created', eventId: body.id, attempts: 1 });
    expect(delivery!.attemptLog[0]).toMatchObject({ ok: true, responseStatus: 200, responseExcerpt: 'ok' });
    const listed = (await owner.api.get(`/api/v1/workspaces/${space}/webhooks`)).json().items[0];
    expect(listed.lastDelivery).toMatchObject({ status: 'delivered', responseStatus: 200 });
    expect(card).toBeTruthy();
  });

  it('retries a receiver that fails twice on the schedule, as one logical delivery', async () => {
    const { space, board, columns } = await scene();
    const made = await createWebhook(owner, space, '/flaky', ['card.created']);
    let calls = 0;
    receiver.respond((request) => {
      if (request.path !== '/flaky') return { status: 200, body: 'ok' };
      calls += 1;
      return calls <= 2 ? { status: 503, body: 'indisponível' } : { status: 204 };
    });
    try {
      await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: columns[0], title: 'Insistente' });
      await drain();
      const t0 = new Date(Date.now() + 1000);
      expect(await deliver(t0)).toMatchObject({ attempted: 1, retrying: 1 });
      let [delivery] = await deliveries(made.id);
      expect(delivery).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: later(t0, 60).toISOString() });
      // Not due a second early; due on the minute.
      expect(await deliver(later(t0, 59))).toMatchObject({ attempted: 0 });
      expect(await deliver(later(t0, 60))).toMatchObject({ attempted: 1, retrying: 1 });
      [delivery] = await deliveries(made.id);
      expect(delivery!.nextAttemptAt).toBe(later(t0, 60 + 300).toISOString());
      expect(await deliver(later(t0, 359))).toMatchObject({ attempted: 0 });
      expect(await deliver(later(t0, 360))).toMatchObject({ attempted: 1, delivered: 1 });

      const requests = receiver.at('/flaky');
      expect(requests).toHaveLength(3);
      expect(new Set(requests.map((r) => r.headers['x-rbax-delivery'])).size).toBe(1);
      expect(new Set(requests.map((r) => r.body)).size).toBe(1);
      expect(requests.every((r) => signatureValid(made.secret, r))).toBe(true);
      const log = await deliveries(made.id);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ id: requests[0]!.headers['x-rbax-delivery'], status: 'delivered', attempts: 3 });
      expect(log[0]!.attemptLog.map((a) => [a.attempt, a.responseStatus, a.at])).toEqual([
        [3, 204, later(t0, 360).toISOString()],
        [2, 503, later(t0, 60).toISOString()],
        [1, 503, t0.toISOString()],
      ]);
      expect(log[0]!.attemptLog[1]).toMatchObject({ ok: false, responseExcerpt: 'indisponível', error: 'HTTP 503' });
    } finally {
      receiver.respond(() => ({ status: 200, body: 'ok' }));
    }
  });

  it('gives up after 8 attempts over about a day, and turns off a webhook after 20 such deliveries, telling its owner', async () => {
    const boss = await newUser(t.app, 'Bob Boss');
    await boss.api.patch('/api/v1/me', { locale: 'en-US' });
    const { space, board, columns } = await scene(boss);
    const made = await createWebhook(boss, space, '/down', ['card.created']);
    receiver.respond((request) =>
      request.path === '/down' ? { status: 500, body: 'x'.repeat(5000) } : { status: 200 },
    );
    try {
      for (let i = 0; i < 20; i += 1) {
        await boss.api.post(`/api/v1/boards/${board}/cards`, { columnId: columns[0], title: `Falha ${i}` });
      }
      await drain();
      let at = new Date(Date.now() + 1000);
      const start = at;
      for (const wait of [0, 60, 300, 1800, 3600, 10_800, 21_600, 43_200]) {
        at = later(at, wait);
        expect(await deliver(at)).toMatchObject({ attempted: 20 });
      }
      expect((at.valueOf() - start.valueOf()) / 3_600_000).toBeCloseTo(22.6, 1);
      expect(await deliver(later(at, 86_400))).toMatchObject({ attempted: 0 });
      const log = await deliveries(made.id, boss);
      expect(log.every((d) => d.status === 'failed' && d.attempts === 8)).toBe(true);
      expect(log[0]!.attemptLog[0]!.responseExcerpt).toHaveLength(1024);

      const [webhook] = (await boss.api.get(`/api/v1/workspaces/${space}/webhooks`)).json().items;
      expect(webhook).toMatchObject({ active: false, consecutiveFailures: 20 });
      expect(webhook.disabledAt).not.toBeNull();
      await t.app.mailer.idle();
      const mail = readMails(t.dataDir).find((m) => m.raw.includes(boss.email));
      expect(mail?.text).toContain('Webhook turned off');
      expect(mail?.text).toContain('failed 20 deliveries in a row');
      expect(mail?.text).toContain('http://localhost:3000/integrations');

      // Off: new events make no deliveries; on again, the count starts afresh.
      await boss.api.post(`/api/v1/boards/${board}/cards`, { columnId: columns[0], title: 'Desligado' });
      await drain();
      expect(await deliveries(made.id, boss)).toHaveLength(20);
      const back = await boss.api.patch(`/api/v1/webhooks/${made.id}`, { active: true });
      expect(back.json()).toMatchObject({ active: true, consecutiveFailures: 0, disabledAt: null });
    } finally {
      receiver.respond(() => ({ status: 200, body: 'ok' }));
    }
  }, 60_000);

  it('records a timeout as a failed attempt', async () => {
    const { space } = await scene();
    const made = await createWebhook(owner, space, '/slow');
    receiver.respond((request) => (request.path === '/slow' ? { status: 200, hang: true } : { status: 200 }));
    try {
      await owner.api.post(`/api/v1/webhooks/${made.id}/test`);
      expect(await deliver(new Date(), { timeoutMs: 300 })).toMatchObject({ failed: 1 });
      const [delivery] = await deliveries(made.id);
      expect(delivery!.attemptLog[0]).toMatchObject({ ok: false, responseStatus: null, error: 'timeout after 0.3 s' });
    } finally {
      receiver.respond(() => ({ status: 200, body: 'ok' }));
    }
  });

  it('sends the chosen kinds only, and only events of boards still in the workspace', async () => {
    const { space, board, columns } = await scene();
    const moves = await createWebhook(owner, space, '/moves', ['card.moved']);
    const all = await createWebhook(owner, space, '/all', ['*']);
    const other = await scene();
    const card = (await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: columns[0], title: 'Vai' })).json()
      .id as string;
    await owner.api.post(`/api/v1/cards/${card}/move`, { columnId: columns[1] });
    await owner.api.post(`/api/v1/boards/${other.board}/cards`, { columnId: other.columns[0], title: 'De outro' });
    await owner.api.post(`/api/v1/workspaces/${space}/members`, { email: member.email, role: 'viewer' });
    await drain();
    await deliver();
    expect((await deliveries(moves.id)).map((d) => d.kind)).toEqual(['card.moved']);
    expect((await deliveries(all.id)).map((d) => d.kind).sort()).toEqual([
      'card.created',
      'card.moved',
      'workspace.member_added',
    ]);
    const memberAdded = receiver.at('/all').find((r) => r.headers['x-rbax-event'] === 'workspace.member_added')!;
    expect(JSON.parse(memberAdded.body)).toMatchObject({
      boardId: null,
      workspaceId: space,
      data: { userId: member.id },
    });

    // Written while the board was here, read after it moved to another workspace: not sent.
    await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: columns[0], title: 'Antes da mudança' });
    expect((await owner.api.patch(`/api/v1/boards/${board}`, { workspaceId: other.space })).statusCode).toBe(200);
    await drain();
    expect(await deliveries(all.id)).toHaveLength(3);
  });

  it('writes one delivery per webhook and event, however often a batch runs', async () => {
    const { space, board, columns } = await scene();
    const made = await createWebhook(owner, space, '/once', ['card.created']);
    await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: columns[0], title: 'Uma vez' });
    await drain();
    await t.database.db.execute(
      sql`UPDATE event_consumers SET last_event_id = last_event_id - 5 WHERE name = 'webhooks'`,
    );
    await drain();
    const count = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM webhook_deliveries WHERE webhook_id = ${made.id}`,
    );
    expect(count[0]!.n).toBe(1);
  });

  it('sends a test event, redelivers under the same id, and signs with a rotated secret', async () => {
    const { space } = await scene();
    const made = await createWebhook(owner, space, '/ping');
    const queued = await owner.api.post(`/api/v1/webhooks/${made.id}/test`);
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ kind: 'ping', status: 'pending', manual: true, eventId: null, attempts: 0 });
    await deliver();
    const [ping] = receiver.at('/ping');
    expect(ping!.headers['x-rbax-event']).toBe('ping');
    expect(signatureValid(made.secret, ping!)).toBe(true);
    expect(JSON.parse(ping!.body)).toMatchObject({
      id: queued.json().id,
      kind: 'ping',
      workspaceId: space,
      boardId: null,
      actor: { id: owner.id },
      data: { webhookId: made.id, test: true },
    });

    const rotated = (await owner.api.post(`/api/v1/webhooks/${made.id}/rotate-secret`)).json() as WebhookWithSecret;
    expect(rotated.secret).not.toBe(made.secret);
    const again = await owner.api.post(`/api/v1/webhooks/${made.id}/deliveries/${queued.json().id}/redeliver`);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ id: queued.json().id, status: 'pending' });
    await deliver();
    const requests = receiver.at('/ping');
    expect(requests).toHaveLength(2);
    expect(requests[1]!.headers['x-rbax-delivery']).toBe(queued.json().id);
    expect(signatureValid(rotated.secret, requests[1]!)).toBe(true);
    expect(signatureValid(made.secret, requests[1]!)).toBe(false);
    const [log] = await deliveries(made.id);
    expect(log).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(log!.attemptLog).toHaveLength(2);

    // Another webhook's delivery id is not found here.
    const elsewhere = await createWebhook(owner, space, '/elsewhere');
    const foreign = await owner.api.post(`/api/v1/webhooks/${elsewhere.id}/deliveries/${queued.json().id}/redeliver`);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('live delivery through pg-boss', () => {
  it('delivers a card event by itself, without the request waiting for it', async () => {
    const live = await createTestApp({ BACKGROUND_JOBS: 'on', WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
    try {
      receiver.respond((request) => (request.path === '/live' ? { status: 200, delayMs: 1500 } : { status: 200 }));
      const someone = await newUser(live.app, 'Lia Ao Vivo');
      const space = (await someone.api.post('/api/v1/workspaces', { name: 'Ao vivo' })).json().id;
      const board = (
        await someone.api.post('/api/v1/boards', { title: 'L', workspaceId: space, template: 'kanban' })
      ).json().id;
      const column = ((await someone.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail).columns[0]!.id;
      await someone.api.post(`/api/v1/workspaces/${space}/webhooks`, {
        url: receiver.url('/live'),
        events: ['card.created'],
      });
      // The receiver takes 1.5 s to answer: creating a card does not wait for it.
      const started = performance.now();
      const created = await someone.api.post(`/api/v1/boards/${board}/cards`, { columnId: column, title: 'Ao vivo' });
      expect(created.statusCode).toBe(201);
      expect(performance.now() - started).toBeLessThan(1000);
      const deadline = Date.now() + 15_000;
      while (receiver.at('/live').length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(JSON.parse(receiver.at('/live')[0]!.body)).toMatchObject({
        kind: 'card.created',
        data: { title: 'Ao vivo' },
      });
      // Wait for the answer, so no attempt is in flight when the app closes.
      await new Promise((r) => setTimeout(r, 2000));
    } finally {
      receiver.respond(() => ({ status: 200, body: 'ok' }));
      await live.close();
    }
  }, 40_000);
});
