import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail } from '@rbax/shared/boards';
import { feedback, newsletterSubscribers } from '#src/db/schema/public-site.ts';
import { apiAs, createTestApp, newUser, readMails, TEST_ORIGIN, TEST_PUBLIC_URL, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof newUser>>;
let member: Awaited<ReturnType<typeof newUser>>;
const anonymous = () => apiAs(t.app, undefined);

beforeAll(async () => {
  t = await createTestApp({
    // The default limits (5 and 10 per 10 minutes) are tested on their own app below.
    NEWSLETTER_RATE_LIMIT_MAX: '1000',
    FEEDBACK_RATE_LIMIT_MAX: '1000',
    ADMIN_EMAILS: 'chefe@example.com',
    WHATSAPP_NUMBER: '+55 (11) 99999-0000',
    LIVE_CHAT_SCRIPT_URL: 'https://embed.tawk.to/abc123/default',
    SCHEDULING_URL: 'https://calendly.com/rbax/demo',
  });
  // Signed up first: also the embedded mode's first-account admin.
  admin = await newUser(t.app, 'Chefe', 'chefe@example.com');
  member = await newUser(t.app, 'Mara Membro');
});
afterAll(async () => {
  await t.close();
});

const subscribe = (email: unknown, headers: Record<string, string> = {}) =>
  anonymous().post('/api/v1/newsletter', { email }, headers);

const subscriberRows = (email: string) =>
  t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

/** The newsletter e-mails sent to one address, oldest first, after the mail queue drained. */
async function mailsTo(email: string) {
  await t.app.mailer.idle();
  return readMails(t.dataDir).filter((mail) => mail.raw.includes(`To: ${email}`));
}

/** A link of the newsletter e-mail as its reader recovers it from the text part. */
function linkFrom(text: string, kind: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`https?://\\S+/api/v1/newsletter/${kind}\\?token=[A-Za-z0-9_-]+`).exec(text);
  if (!match) throw new Error(`no ${kind} link in:\n${text}`);
  return match[0];
}
const follow = (link: string) => t.app.inject({ url: link.replace(TEST_PUBLIC_URL, '') });

describe('POST /api/v1/newsletter', () => {
  it('stores an address once and answers a repeat exactly like the first time', async () => {
    const first = await subscribe('lia@example.com');
    const second = await subscribe('lia@example.com');
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ status: 'pending' });
    expect(second.statusCode).toBe(202);
    expect(second.body).toBe(first.body);
    expect(await subscriberRows('lia@example.com')).toHaveLength(1);
    // The repeat within the cool-down sends nothing more.
    expect(await mailsTo('lia@example.com')).toHaveLength(1);
  });

  it('trims and lowercases the address', async () => {
    expect((await subscribe('  Bia.Souza@Example.COM ')).statusCode).toBe(202);
    const rows = await subscriberRows('bia.souza@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', locale: 'pt-BR', confirmedAt: null });
    expect((await subscribe('bia.souza@example.com')).statusCode).toBe(202);
    expect(await subscriberRows('bia.souza@example.com')).toHaveLength(1);
  });

  it('stores token hashes, never the e-mailed tokens', async () => {
    await subscribe('hash@example.com');
    const [mail] = await mailsTo('hash@example.com');
    const confirmToken = new URL(linkFrom(mail!.text, 'confirm')).searchParams.get('token')!;
    const unsubscribeToken = new URL(linkFrom(mail!.text, 'unsubscribe')).searchParams.get('token')!;
    const [row] = await subscriberRows('hash@example.com');
    expect(row!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.unsubscribeTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(confirmToken);
    expect(JSON.stringify(row)).not.toContain(unsubscribeToken);
  });

  it.each([
    ['pt-BR', 'Email inválido', 'Dados inválidos'],
    ['en-US', 'Invalid email', 'Invalid data'],
  ])('refuses an invalid address with 400 in %s', async (language, issue, message) => {
    for (const email of ['lia@', 'sem-arroba', '', `${'a'.repeat(250)}@example.com`, 42]) {
      const response = await subscribe(email, { 'accept-language': language });
      expect(response.statusCode, String(email)).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'validation_failed', message, issues: [{ path: ['email'], message: issue }] },
      });
    }
    const missing = await anonymous().post('/api/v1/newsletter', {}, { 'accept-language': language });
    expect(missing.json().error.issues).toEqual([{ path: ['email'], message: issue }]);
  });

  it('mails a confirmation whose link confirms (303 to /?newsletter=confirmed), also a second time', async () => {
    await subscribe('confirma@example.com');
    const [mail] = await mailsTo('confirma@example.com');
    expect(mail!.raw).toMatch(/Subject: =\?UTF-8\?Q\?Confirme_sua_inscri/);
    expect(mail!.text).toContain('Confirmar inscrição:');
    const link = linkFrom(mail!.text, 'confirm');
    expect(link.startsWith(`${TEST_PUBLIC_URL}/api/v1/newsletter/confirm?token=`)).toBe(true);
    const response = await follow(link);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/?newsletter=confirmed');
    const [row] = await subscriberRows('confirma@example.com');
    expect(row).toMatchObject({ status: 'confirmed' });
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    expect((await follow(link)).headers.location).toBe('/?newsletter=confirmed');
  });

  it('sends nothing for an address already confirmed, and says the same', async () => {
    await subscribe('fiel@example.com');
    await follow(linkFrom((await mailsTo('fiel@example.com'))[0]!.text, 'confirm'));
    const again = await subscribe('fiel@example.com');
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ status: 'pending' });
    expect(await mailsTo('fiel@example.com')).toHaveLength(1);
    expect((await subscriberRows('fiel@example.com'))[0]!.status).toBe('confirmed');
  });

  it('unsubscribes with the mail link, and a new sign-up makes it pending again with a new mail', async () => {
    await subscribe('sai@example.com');
    const [mail] = await mailsTo('sai@example.com');
    await follow(linkFrom(mail!.text, 'confirm'));
    const response = await follow(linkFrom(mail!.text, 'unsubscribe'));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/?newsletter=unsubscribed');
    let [row] = await subscriberRows('sai@example.com');
    expect(row).toMatchObject({ status: 'unsubscribed' });
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);
    // An old confirmation link does not undo the unsubscribe.
    expect((await follow(linkFrom(mail!.text, 'confirm'))).headers.location).toBe('/?newsletter=invalid');

    expect((await subscribe('sai@example.com', { 'accept-language': 'es-ES' })).statusCode).toBe(202);
    const mails = await mailsTo('sai@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('Confirmar suscripción:');
    [row] = await subscriberRows('sai@example.com');
    expect(row).toMatchObject({ status: 'pending', locale: 'es-ES', unsubscribedAt: null });
    await follow(linkFrom(mails[1]!.text, 'confirm'));
    expect((await subscriberRows('sai@example.com'))[0]!.status).toBe('confirmed');
  });

  it('re-sends to a pending address after the cool-down, and only the newest link works', async () => {
    await subscribe('perdi@example.com');
    await t.database.db
      .update(newsletterSubscribers)
      .set({ confirmSentAt: new Date(Date.now() - 6 * 60 * 1000) })
      .where(eq(newsletterSubscribers.email, 'perdi@example.com'));
    expect((await subscribe('perdi@example.com')).statusCode).toBe(202);
    const mails = await mailsTo('perdi@example.com');
    expect(mails).toHaveLength(2);
    expect((await follow(linkFrom(mails[0]!.text, 'confirm'))).headers.location).toBe('/?newsletter=invalid');
    expect((await follow(linkFrom(mails[1]!.text, 'confirm'))).headers.location).toBe('/?newsletter=confirmed');
  });

  it('redirects bad, missing and expired tokens to /?newsletter=invalid', async () => {
    for (const url of [
      '/api/v1/newsletter/confirm?token=nope',
      '/api/v1/newsletter/confirm',
      `/api/v1/newsletter/confirm?token=${'A'.repeat(43)}`,
      `/api/v1/newsletter/unsubscribe?token=${'A'.repeat(43)}`,
      '/api/v1/newsletter/unsubscribe',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location, url).toBe('/?newsletter=invalid');
    }
    await subscribe('velho@example.com');
    const [mail] = await mailsTo('velho@example.com');
    await t.database.db
      .update(newsletterSubscribers)
      .set({ confirmSentAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(newsletterSubscribers.email, 'velho@example.com'));
    expect((await follow(linkFrom(mail!.text, 'confirm'))).headers.location).toBe('/?newsletter=invalid');
    expect((await subscriberRows('velho@example.com'))[0]!.status).toBe('pending');
  });

  it('refuses a cross-site form post', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'x@example.com' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/v1/feedback', () => {
  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    anonymous().post('/api/v1/feedback', payload, headers);

  it.each([0, 6, 1.5, '5', null])('refuses rating %s with 400', async (rating) => {
    const response = await send({ rating });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([{ path: ['rating'], message: 'Escolha uma nota de 1 a 5' }]);
  });

  it('refuses a 501-character comment with the spec message, accepts 500', async () => {
    const long = await send({ rating: 4, comment: 'a'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.issues).toEqual([
      { path: ['comment'], message: 'Comentário muito longo (máx. 500 caracteres)' },
    ]);
    const english = await send({ rating: 4, comment: 'a'.repeat(501) }, { 'accept-language': 'en-US' });
    expect(english.json().error.issues[0].message).toBe('Comment too long (max. 500 characters)');
    const ok = await send({ rating: 4, comment: `  ${'b'.repeat(500)}  ` });
    expect(ok.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, ok.json().id));
    expect(row!.comment).toBe('b'.repeat(500));
  });

  it('stores anonymous feedback with no user, the page and the locale', async () => {
    const response = await send({ rating: 5, comment: 'Ótimo!', page: '/pricing' }, { 'accept-language': 'es-ES' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, response.json().id));
    expect(row).toMatchObject({ rating: 5, comment: 'Ótimo!', page: '/pricing', userId: null, locale: 'es-ES' });
  });

  it('records the signed-in sender; a blank comment is no comment', async () => {
    const response = await member.api.post('/api/v1/feedback', { rating: 3, comment: '   ', page: '/' });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, response.json().id));
    expect(row).toMatchObject({ rating: 3, comment: null, page: '/', userId: member.id, locale: 'pt-BR' });
  });
});

describe('GET /api/v1/public/stats', () => {
  const stats = async () => {
    const response = await anonymous().get('/api/v1/public/stats');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    return response.json() as { boards: number; cards: number; automationRuns: number };
  };

  it('counts the real boards, cards (archived included) and automation runs', async () => {
    const before = await stats();
    const board = (await member.api.post('/api/v1/boards', { title: 'Contagem', template: 'kanban' })).json();
    const afterBoard = await stats();
    expect(afterBoard.boards).toBe(before.boards + 1);
    const detail = (await member.api.get(`/api/v1/boards/${board.id}`)).json() as BoardDetail;
    const columnId = detail.columns[0]!.id;
    const card = (await member.api.post(`/api/v1/boards/${board.id}/cards`, { columnId, title: 'Um' })).json();
    await member.api.post(`/api/v1/boards/${board.id}/cards`, { columnId, title: 'Dois' });
    expect((await stats()).cards).toBe(afterBoard.cards + 2);
    await member.api.patch(`/api/v1/cards/${card.id}`, { archived: true });
    expect((await stats()).cards).toBe(afterBoard.cards + 2);
    expect(afterBoard.automationRuns).toBe(0);

    // A successful run of a rule counts; a run whose conditions did not hold does not.
    await t.database.db.execute(
      sql`INSERT INTO automation_rules (id, board_id, name, position, trigger, conditions, actions, options)
          VALUES ('01970000-0000-7000-8000-000000000001', ${board.id}, 'Regra', 0, '{}', '{}', '[]', '{}')`,
    );
    await t.database.db.execute(
      sql`INSERT INTO automation_runs (id, rule_id, rule_version, board_id, dedupe_key, status) VALUES
          ('01970000-0000-7000-8000-000000000002', '01970000-0000-7000-8000-000000000001', 1, ${board.id}, 'a', 'success'),
          ('01970000-0000-7000-8000-000000000003', '01970000-0000-7000-8000-000000000001', 1, ${board.id}, 'b', 'no_match')`,
    );
    expect((await stats()).automationRuns).toBe(1);
  });
});

describe('GET /api/v1/public/config', () => {
  it('reflects the configuration: digits-only WhatsApp, widget URLs, Calendly script by default', async () => {
    const response = await anonymous().get('/api/v1/public/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      whatsappNumber: '5511999990000',
      liveChatScriptUrl: 'https://embed.tawk.to/abc123/default',
      schedulingUrl: 'https://calendly.com/rbax/demo',
      schedulingScriptUrl: 'https://assets.calendly.com/assets/external/widget.js',
    });
  });

  it('lets exactly the configured widget origins through the Content-Security-Policy', async () => {
    const csp = String((await anonymous().get('/api/v1/public/config')).headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    for (const name of ['script-src', 'connect-src', 'frame-src', 'style-src', 'img-src']) {
      expect(directive(name), name).toContain('https://embed.tawk.to');
      expect(directive(name), name).toContain('https://calendly.com');
      expect(directive(name), name).toContain('https://assets.calendly.com');
    }
    expect(directive('script-src').trim()).toBe(
      "script-src 'self' https://embed.tawk.to https://calendly.com https://assets.calendly.com",
    );
  });
});

describe('admin: feedback and newsletter', () => {
  it('answers 401 to anonymous visitors and 403 to non-administrators', async () => {
    for (const url of ['/api/v1/admin/feedback', '/api/v1/admin/newsletter/stats']) {
      expect((await anonymous().get(url)).statusCode, url).toBe(401);
      const denied = await member.api.get(url);
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json().error.code).toBe('forbidden');
    }
  });

  it('lists feedback newest first with the sender, page by page', async () => {
    const ids: string[] = [];
    for (const rating of [1, 2, 3]) {
      ids.push((await member.api.post('/api/v1/feedback', { rating, page: `/p${rating}` })).json().id);
    }
    const first = await admin.api.get('/api/v1/admin/feedback?limit=2');
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as { items: { id: string }[]; nextCursor: string | null };
    expect(page1.items.map((i) => i.id)).toEqual([ids[2], ids[1]]);
    expect(page1.items[0]).toMatchObject({
      rating: 3,
      comment: null,
      page: '/p3',
      locale: 'pt-BR',
      user: { id: member.id, name: 'Mara Membro', email: member.email },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(page1.nextCursor).toBe(ids[1]);
    const page2 = (await admin.api.get(`/api/v1/admin/feedback?limit=2&before=${page1.nextCursor}`)).json();
    expect(page2.items[0].id).toBe(ids[0]);

    const all = (await admin.api.get('/api/v1/admin/feedback?limit=100')).json();
    expect(all.nextCursor).toBeNull();
    expect(all.items.some((i: { user: unknown }) => i.user === null)).toBe(true);
    expect((await admin.api.get('/api/v1/admin/feedback?limit=0')).statusCode).toBe(400);
  });

  it('counts newsletter subscribers by status', async () => {
    const response = await admin.api.get('/api/v1/admin/newsletter/stats');
    expect(response.statusCode).toBe(200);
    const rows = await t.database.db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers);
    const count = (status: string) => rows.filter((r) => r.status === status).length;
    expect(response.json()).toEqual({
      pending: count('pending'),
      confirmed: count('confirmed'),
      unsubscribed: count('unsubscribed'),
    });
  });
});

describe('OpenAPI', () => {
  it('documents the public-site and admin routes', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/newsletter',
        '/api/v1/newsletter/confirm',
        '/api/v1/newsletter/unsubscribe',
        '/api/v1/feedback',
        '/api/v1/public/stats',
        '/api/v1/public/config',
        '/api/v1/admin/feedback',
        '/api/v1/admin/newsletter/stats',
      ]),
    );
  });
});

describe('defaults: rate limits and no widgets', () => {
  let d: TestApp;
  beforeAll(async () => {
    d = await createTestApp();
  });
  afterAll(async () => {
    await d.close();
  });
  const post = (url: string, payload: unknown, remoteAddress = '127.0.0.1') =>
    d.app.inject({ method: 'POST', url, remoteAddress, headers: { origin: TEST_ORIGIN }, payload: payload as object });

  it('answers the 6th newsletter sign-up from one IP within 10 minutes with 429', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/v1/newsletter', { email: `n${i}@example.com` })).statusCode).toBe(202);
    }
    const limited = await post('/api/v1/newsletter', { email: 'n5@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(60);
    expect(seconds).toBeLessThanOrEqual(600);
    // Another address (IP) is not affected.
    expect((await post('/api/v1/newsletter', { email: 'n6@example.com' }, '10.0.0.2')).statusCode).toBe(202);
  });

  it('answers the 11th feedback from one IP within 10 minutes with 429', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await post('/api/v1/feedback', { rating: 5 })).statusCode).toBe(201);
    }
    expect((await post('/api/v1/feedback', { rating: 5 })).statusCode).toBe(429);
  });

  it('has no widgets and no extra CSP origins when nothing is configured', async () => {
    const response = await d.app.inject({ url: '/api/v1/public/config' });
    expect(response.json()).toEqual({
      whatsappNumber: null,
      liveChatScriptUrl: null,
      schedulingUrl: null,
      schedulingScriptUrl: null,
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('frame-src');
  });
});
