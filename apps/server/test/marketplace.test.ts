import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelColors, type BoardDetail } from '@rbax/shared/boards';
import type { TemplateCard, TemplateDetail } from '@rbax/shared/marketplace/api';
import { recordPurchase } from '#src/modules/marketplace/marketplace-store-service.ts';
import sharp from 'sharp';
import { createTestApp, newUser, TEST_ORIGIN, type TestApp } from './helpers.ts';

/**
 * The template marketplace (issue 27): publishing strips personal data, versions, install in one
 * transaction, reviews one per person, reports, moderation, the Store Premium and its ledger, and
 * every denial. One app and one scene for the whole file (the suite's time budget).
 */

type U = Awaited<ReturnType<typeof newUser>>;
let t: TestApp;
let admin: U;
let ana: U;
let bruno: U;
let carla: U;
let anaWs: string;
let brunoWs: string;
let board: string;
let template: string;
let premium: string;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'alice.admin@example.com' });
  admin = await newUser(t.app, 'Alice Admin', 'alice.admin@example.com');
  [ana, bruno, carla] = await Promise.all([
    newUser(t.app, 'Ana Autora'),
    newUser(t.app, 'Bruno Comprador'),
    newUser(t.app, 'Carla De Fora'),
  ]);
  anaWs = (await ana.api.post('/api/v1/workspaces', { name: 'Estúdio' })).json().id;
  brunoWs = (await bruno.api.post('/api/v1/workspaces', { name: 'Oficina' })).json().id;
  await ana.api.post(`/api/v1/workspaces/${anaWs}/members`, { email: bruno.email, role: 'member' });
  const created = await ana.api.post('/api/v1/boards', { title: 'Lançamento', template: 'kanban', workspaceId: anaWs });
  expect(created.statusCode, created.body).toBe(201);
  board = created.json().id;
  const detail = (await ana.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail;
  const [todo, doing] = detail.columns.map((c) => c.id);
  await ana.api.patch(`/api/v1/columns/${doing}`, { wipLimit: 3 });
  const label = (
    await ana.api.post(`/api/v1/boards/${board}/labels`, { name: 'Urgente', color: labelColors[1] })
  ).json().id;
  const card = (
    await ana.api.post(`/api/v1/boards/${board}/cards`, {
      columnId: todo,
      title: 'Preparar campanha',
      description: 'Roteiro da campanha',
      priority: 'high',
    })
  ).json().id;
  await ana.api.patch(`/api/v1/cards/${card}`, {
    assigneeId: ana.id,
    labelIds: [label],
    dueDate: '2026-12-01T12:00:00.000Z',
  });
  await ana.api.post(`/api/v1/cards/${card}/checklist`, { text: 'Briefing' });
  await ana.api.post(`/api/v1/cards/${card}/comments`, { body: 'Comentário privado da Ana' });
  const rule = (trigger: object, actions: object[], name: string) =>
    ana.api.post(`/api/v1/boards/${board}/automations`, { name, trigger, actions });
  expect(
    (await rule({ type: 'card.moved', toColumnId: doing }, [{ type: 'add_labels', labelIds: [label] }], 'Portável'))
      .statusCode,
  ).toBe(201);
  expect((await rule({ type: 'card.created' }, [{ type: 'assign_user', userId: ana.id }], 'Pessoal')).statusCode).toBe(
    201,
  );
}, 60_000);

/** A cover uploaded through the ordinary pipeline (multipart, re-encoded by sharp). */
async function uploadCover(user: U): Promise<string> {
  const image = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer();
  const boundary = 'rbaxmarketplace';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nboard-cover\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="capa.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    headers: { origin: TEST_ORIGIN, cookie: user.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().url as string;
}

afterAll(async () => {
  await t?.close();
});

describe('POST /api/v1/marketplace/templates', () => {
  it('publishes a board stripped of personal data, with its portable automations', async () => {
    const response = await ana.api.post('/api/v1/marketplace/templates', {
      boardId: board,
      name: 'Lançamento de Produto',
      description: { 'pt-BR': 'Campanha de lançamento', 'en-US': 'Launch campaign' },
      category: 'marketing',
    });
    expect(response.statusCode, response.body).toBe(201);
    const detail = response.json() as TemplateDetail;
    template = detail.id;
    expect(detail).toMatchObject({ status: 'published', version: 1, priceBrl: null, canEdit: true });
    expect(detail.summary).toMatchObject({
      columns: 3,
      labels: 1,
      cards: 1,
      checklistItems: 1,
      automations: 1,
      automationsOmitted: 1,
    });
    const text = JSON.stringify(detail.snapshot);
    expect(text).not.toContain(ana.id);
    expect(text).not.toContain('Comentário privado');
    expect(text).not.toContain('2026-12-01');
    expect(detail.snapshot.columns[1]).toMatchObject({ wipLimit: 3 });
    expect(detail.snapshot.cards[0]).toMatchObject({ title: 'Preparar campanha', checklist: [{ text: 'Briefing' }] });
  });

  it('refuses a board the person cannot manage (404 for strangers, 403 for members) and bad input (400)', async () => {
    const body = { boardId: board, name: 'X', description: 'Y', category: 'kanban' };
    expect((await carla.api.post('/api/v1/marketplace/templates', body)).statusCode).toBe(404);
    expect((await bruno.api.post('/api/v1/marketplace/templates', body)).statusCode).toBe(403);
    const bad = await ana.api.post('/api/v1/marketplace/templates', { ...body, category: 'nope', priceBrl: '0' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.issues.map((i: { path: string[] }) => i.path[0])
        .sort(),
    ).toEqual(['category', 'priceBrl']);
  });

  it('publishes a new version when republished, keeping the old one', async () => {
    const detail = (await ana.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail;
    await ana.api.post(`/api/v1/boards/${board}/columns`, { name: 'Revisão' });
    const response = await ana.api.post(`/api/v1/marketplace/templates/${template}/versions`, {
      note: 'Coluna de revisão',
    });
    expect(response.statusCode, response.body).toBe(201);
    const next = response.json() as TemplateDetail;
    expect(next.version).toBe(2);
    expect(next.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(next.snapshot.columns).toHaveLength(detail.columns.length + 1);
    expect((await bruno.api.post(`/api/v1/marketplace/templates/${template}/versions`, {})).statusCode).toBe(403);
  });
});

describe('PATCH and DELETE /api/v1/marketplace/templates/:id', () => {
  it('lets only the author edit the listing; a withdrawn one is gone for others but kept for the author', async () => {
    const other = await ana.api.post('/api/v1/marketplace/templates', {
      boardId: board,
      name: 'Rascunho',
      description: 'Teste',
      category: 'other',
    });
    const id = other.json().id as string;
    expect((await bruno.api.patch(`/api/v1/marketplace/templates/${id}`, { name: 'Meu' })).statusCode).toBe(403);
    expect((await ana.api.patch(`/api/v1/marketplace/templates/${id}`, {})).statusCode).toBe(400);
    const edited = await ana.api.patch(`/api/v1/marketplace/templates/${id}`, {
      name: 'Rascunho final',
      description: { 'es-ES': 'Prueba' },
    });
    expect(edited.json()).toMatchObject({ name: 'Rascunho final', descriptions: { 'es-ES': 'Prueba' } });
    const cover = await uploadCover(ana);
    expect((await carla.api.get(cover)).statusCode).toBe(404);
    expect((await ana.api.patch(`/api/v1/marketplace/templates/${id}`, { coverUrl: cover })).statusCode).toBe(200);
    expect((await carla.api.get(cover)).statusCode).toBe(200);
    expect((await bruno.api.del(`/api/v1/marketplace/templates/${id}`)).statusCode).toBe(403);
    expect((await ana.api.del(`/api/v1/marketplace/templates/${id}`)).statusCode).toBe(204);
    expect((await carla.api.get(`/api/v1/marketplace/templates/${id}`)).statusCode).toBe(404);
    expect((await ana.api.get(`/api/v1/marketplace/templates/${id}`)).json().status).toBe('withdrawn');
    expect((await carla.api.get(cover)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/marketplace/templates', () => {
  it('finds a template by an accent-insensitive search and lists the 12 official templates', async () => {
    const found = (await carla.api.get('/api/v1/marketplace/templates?q=LANCAMENTO')).json() as TemplateCard[];
    expect(found[0]!.id).toBe(template);
    expect(found.filter((c) => !c.official)).toHaveLength(1);
    const all = (await carla.api.get('/api/v1/marketplace/templates?sort=new')).json() as TemplateCard[];
    expect(all.filter((c) => c.official)).toHaveLength(12);
    expect(all[0]!.id).toBe(template);
    const scrum = (await carla.api.get('/api/v1/marketplace/templates?category=scrum')).json() as TemplateCard[];
    expect(scrum.map((c) => c.id)).toEqual(['official-scrum']);
    expect((await carla.api.get('/api/v1/marketplace/templates?premium=true')).json()).toEqual([]);
    expect((await carla.api.get('/api/v1/marketplace/templates?sort=loud')).statusCode).toBe(400);
  });
});

describe('POST /api/v1/marketplace/templates/:id/install', () => {
  it('creates the board with what the preview showed, without people or history, in the chosen workspace', async () => {
    const response = await bruno.api.post(`/api/v1/marketplace/templates/${template}/install`, {
      workspaceId: brunoWs,
    });
    expect(response.statusCode, response.body).toBe(201);
    const installed = (await bruno.api.get(`/api/v1/boards/${response.json().boardId}`)).json() as BoardDetail;
    const preview = ((await bruno.api.get(`/api/v1/marketplace/templates/${template}`)).json() as TemplateDetail)
      .snapshot;
    expect(installed.board.title).toBe('Lançamento de Produto');
    expect(installed.columns.map((c) => c.name)).toEqual(preview.columns.map((c) => c.name));
    expect(installed.columns[1]!.wipLimit).toBe(3);
    expect(installed.labels.map((l) => l.name)).toEqual(['Urgente']);
    expect(installed.cards).toHaveLength(1);
    expect(installed.cards[0]).toMatchObject({ title: 'Preparar campanha' });
    expect(installed.cards[0]!.assigneeId ?? null).toBeNull();
    const rules = (await bruno.api.get(`/api/v1/boards/${installed.board.id}/automations`)).json().items as {
      name: string;
      trigger: { toColumnId: string };
    }[];
    expect(rules.map((r) => r.name)).toEqual(['Portável']);
    expect(rules[0]!.trigger.toColumnId).toBe(installed.columns[1]!.id);
    const card = (await bruno.api.get(`/api/v1/marketplace/templates/${template}`)).json() as TemplateDetail;
    expect(card.installs).toBe(1);
  });

  it('refuses a workspace the person is not in (404) and writes nothing', async () => {
    const before = (await ana.api.get(`/api/v1/boards?workspaceId=${brunoWs}`)).statusCode;
    expect(before).toBe(404);
    const response = await carla.api.post(`/api/v1/marketplace/templates/${template}/install`, { workspaceId: anaWs });
    expect(response.statusCode).toBe(404);
    const card = (await carla.api.get(`/api/v1/marketplace/templates/${template}`)).json() as TemplateDetail;
    expect(card.installs).toBe(1);
  });

  it('installs an official template', async () => {
    const response = await carla.api.post('/api/v1/marketplace/templates/official-scrum/install', {
      workspaceId: (await carla.api.post('/api/v1/workspaces', { name: 'Casa' })).json().id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const installed = (await carla.api.get(`/api/v1/boards/${response.json().boardId}`)).json() as BoardDetail;
    expect(installed.columns.map((c) => c.name)).toEqual([
      'Backlog',
      'Sprint Atual',
      'Em Desenvolvimento',
      'Em Revisão',
      'Concluído',
    ]);
  });
});

describe('reviews and reports', () => {
  it('keeps one review per person (a second one edits it), lets the author reply and refuses self-reviews', async () => {
    const url = `/api/v1/marketplace/templates/${template}/reviews`;
    expect((await bruno.api.post(url, { rating: 4, body: 'Bom' })).statusCode).toBe(200);
    const edited = await bruno.api.post(url, { rating: 5, body: 'Ótimo' });
    expect(edited.json().items).toHaveLength(1);
    expect(edited.json().items[0]).toMatchObject({ rating: 5, body: 'Ótimo', mine: true });
    expect((await ana.api.post(url, { rating: 5 })).statusCode).toBe(403);
    expect((await bruno.api.post(url, { rating: 6 })).statusCode).toBe(400);
    const reviewId = edited.json().items[0].id as string;
    const replyUrl = `${url}/${reviewId}/reply`;
    expect((await bruno.api.put(replyUrl, { reply: 'Eu mesmo' })).statusCode).toBe(403);
    const replied = await ana.api.put(replyUrl, { reply: 'Obrigada!' });
    expect(replied.json().items[0]).toMatchObject({ reply: 'Obrigada!' });
    const card = (await carla.api.get(`/api/v1/marketplace/templates/${template}`)).json() as TemplateDetail;
    expect(card).toMatchObject({ rating: 5, reviews: 1 });
  });

  it("accepts one open report per person and lets administrators dismiss it (audited); others can't moderate", async () => {
    const url = `/api/v1/marketplace/templates/${template}/report`;
    expect((await carla.api.post(url, { reason: 'spam', details: 'Propaganda' })).statusCode).toBe(201);
    expect((await carla.api.post(url, { reason: 'spam' })).statusCode).toBe(409);
    expect((await carla.api.get('/api/v1/marketplace/moderation')).statusCode).toBe(403);
    const queue = (await admin.api.get('/api/v1/marketplace/moderation')).json();
    expect(queue.reports).toHaveLength(1);
    const resolve = `/api/v1/marketplace/reports/${queue.reports[0].id}/resolve`;
    expect((await carla.api.post(resolve, { action: 'unpublish' })).statusCode).toBe(403);
    expect((await admin.api.post(resolve, { action: 'dismiss' })).statusCode).toBe(200);
    expect((await admin.api.get('/api/v1/marketplace/moderation')).json().reports).toHaveLength(0);
  });
});

describe('Store Premium', () => {
  it('holds a premium listing for approval, and refuses installs until granted', async () => {
    const published = await ana.api.post('/api/v1/marketplace/templates', {
      boardId: board,
      name: 'Kit Premium',
      description: 'Completo',
      category: 'project',
      priceBrl: '49,90',
    });
    expect(published.statusCode, published.body).toBe(201);
    premium = published.json().id;
    expect(published.json()).toMatchObject({ status: 'pending', priceBrl: '49.90' });
    expect((await bruno.api.get(`/api/v1/marketplace/templates/${premium}`)).statusCode).toBe(404);
    expect((await bruno.api.post(`/api/v1/marketplace/templates/${premium}/approve`)).statusCode).toBe(403);
    expect((await admin.api.post(`/api/v1/marketplace/templates/${premium}/approve`)).statusCode).toBe(200);

    const install = `/api/v1/marketplace/templates/${premium}/install`;
    const refused = await bruno.api.post(install, { workspaceId: brunoWs });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('premium');
    // Billing off (self-hosted): no 'Comprar', only 'Solicitar acesso'; the checkout is unavailable.
    expect((await bruno.api.get(`/api/v1/marketplace/templates/${premium}`)).json()).toMatchObject({
      purchasable: false,
    });
    expect((await bruno.api.post(`/api/v1/marketplace/templates/${premium}/checkout`)).statusCode).toBe(409);

    expect((await bruno.api.post(`/api/v1/marketplace/templates/${premium}/access-requests`)).statusCode).toBe(202);
    const notes = (await admin.api.get('/api/v1/notifications')).json();
    expect(JSON.stringify(notes)).toContain('marketplace.access_requested');

    const grant = `/api/v1/marketplace/templates/${premium}/grants`;
    expect((await bruno.api.post(grant, { email: bruno.email })).statusCode).toBe(403);
    expect((await admin.api.post(grant, { email: 'ninguem@example.com' })).statusCode).toBe(400);
    expect((await admin.api.post(grant, { email: bruno.email })).statusCode).toBe(201);
    expect((await admin.api.post(grant, { email: bruno.email })).statusCode).toBe(409);
    expect((await bruno.api.post(install, { workspaceId: brunoWs })).statusCode).toBe(201);
    const mine = (await bruno.api.get('/api/v1/marketplace/mine')).json();
    expect(mine.acquired.map((c: TemplateCard) => c.id)).toEqual([premium]);

    const audit = (await admin.api.get('/api/v1/admin/audit')).json();
    expect(audit.items.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['marketplace.approved', 'marketplace.granted', 'marketplace.report_dismissed']),
    );
  });

  it('records a paid purchase once per payment and shows it in the creator ledger', async () => {
    const paid = {
      templateId: premium,
      buyerId: carla.id,
      source: 'payment' as const,
      amountCents: 4990,
      paymentRef: 'pi_123',
    };
    expect(await t.database.db.transaction((tx) => recordPurchase(tx, paid))).toBe(true);
    expect(await t.database.db.transaction((tx) => recordPurchase(tx, paid))).toBe(false);
    const earnings = (await ana.api.get('/api/v1/marketplace/earnings')).json();
    expect(earnings).toMatchObject({ sales: 2, grossBrl: '49.90', feeBrl: '7.49', netBrl: '42.41' });
    expect((await carla.api.get('/api/v1/marketplace/earnings')).json()).toMatchObject({ sales: 0, netBrl: '0.00' });
  });

  it('lets administrators unpublish (audited): the listing disappears for everyone else', async () => {
    expect(
      (await admin.api.post(`/api/v1/marketplace/templates/${template}/unpublish`, { reason: 'teste' })).statusCode,
    ).toBe(200);
    expect((await carla.api.get(`/api/v1/marketplace/templates/${template}`)).statusCode).toBe(404);
    expect((await ana.api.get(`/api/v1/marketplace/templates/${template}`)).statusCode).toBe(200);
    const audit = (await admin.api.get('/api/v1/admin/audit')).json();
    expect(audit.items[0]).toMatchObject({ action: 'marketplace.unpublished', targetLabel: 'Lançamento de Produto' });
  });
});

describe('Monetization payouts', () => {
  it('validates a payout request, keeps one pending at a time, and lets only administrators mark it paid', async () => {
    const sale = { templateId: premium, buyerId: admin.id, source: 'payment' as const, amountCents: 10_000 };
    await t.database.db.transaction((tx) => recordPurchase(tx, { ...sale, paymentRef: 'pi_456' }));
    // Net: 42.41 + 85.00.
    expect((await ana.api.get('/api/v1/marketplace/earnings')).json()).toMatchObject({
      netBrl: '127.41',
      balanceBrl: '127.41',
      pendingBrl: '0.00',
      payoutMinBrl: '50.00',
    });
    const ask = (user: U, body: object) => user.api.post('/api/v1/marketplace/payouts', body);
    const pathsOf = (response: { json: () => { error: { issues: { path: string[] }[] } } }) =>
      response.json().error.issues.map((i) => i.path.join('.'));
    const tooSmall = await ask(ana, { method: 'pix', amountBrl: '10,00', pixKey: 'ana@example.com' });
    expect(tooSmall.statusCode).toBe(400);
    expect(pathsOf(tooSmall)).toEqual(['amountBrl']);
    expect(tooSmall.json().error.issues[0].message).toContain('R$ 50,00');
    expect(pathsOf(await ask(ana, { method: 'pix', amountBrl: '60,00', pixKey: 'não é chave' }))).toEqual(['pixKey']);
    const badBank = await ask(ana, {
      method: 'bank',
      amountBrl: '60,00',
      bank: { bankCode: '260', branch: '0001', account: '12345-6', holderName: 'Ana', taxId: '111.111.111-11' },
    });
    expect(pathsOf(badBank)).toEqual(['bank.taxId']);
    expect(pathsOf(await ask(ana, { method: 'pix', amountBrl: '200,00', pixKey: 'ana@example.com' }))).toEqual([
      'amountBrl',
    ]);
    expect(pathsOf(await ask(carla, { method: 'pix', amountBrl: '50,00', pixKey: '+5511987654321' }))).toEqual([
      'amountBrl',
    ]);

    const created = await ask(ana, {
      method: 'bank',
      amountBrl: '100,00',
      bank: { bankCode: '260', branch: '0001', account: '12345-6', holderName: 'Ana Autora', taxId: '529.982.247-25' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const payout = created.json() as { id: string };
    expect(created.json()).toMatchObject({ status: 'pending', amountBrl: '100.00', method: 'bank' });
    expect((await ask(ana, { method: 'pix', amountBrl: '50,00', pixKey: 'ana@example.com' })).statusCode).toBe(409);
    expect((await ana.api.get('/api/v1/marketplace/earnings')).json()).toMatchObject({
      pendingBrl: '100.00',
      balanceBrl: '27.41',
    });

    const resolve = (user: U, body: object = { status: 'paid', note: 'Pix enviado' }) =>
      user.api.post(`/api/v1/marketplace/payouts/${payout.id}/resolve`, body);
    expect((await ana.api.get('/api/v1/marketplace/payouts')).statusCode).toBe(403);
    expect((await resolve(ana)).statusCode).toBe(403);
    expect((await resolve(carla)).statusCode).toBe(404);
    expect((await resolve(admin, { status: 'maybe' })).statusCode).toBe(400);
    const queue = (await admin.api.get('/api/v1/marketplace/payouts?status=pending')).json();
    expect(queue.items).toEqual([
      expect.objectContaining({ id: payout.id, creator: expect.objectContaining({ name: 'Ana Autora' }) }),
    ]);
    const paid = await resolve(admin);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', note: 'Pix enviado' });
    expect((await resolve(admin, { status: 'rejected' })).statusCode).toBe(409);

    const audit = (await admin.api.get('/api/v1/admin/audit')).json();
    expect(audit.items[0]).toMatchObject({ action: 'marketplace.payout_paid', targetLabel: 'R$ 100,00 (Ana Autora)' });
    const notes = (await ana.api.get('/api/v1/notifications')).json();
    expect(notes.items[0]).toMatchObject({
      kind: 'marketplace.payout_resolved',
      excerpt: 'R$ 100,00 · pago — Pix enviado',
    });
    expect((await ana.api.get('/api/v1/marketplace/earnings')).json()).toMatchObject({
      paidOutBrl: '100.00',
      pendingBrl: '0.00',
      balanceBrl: '27.41',
      payouts: [expect.objectContaining({ status: 'paid', destination: expect.stringContaining('Banco 260') })],
    });

    const statement = await ana.api.get('/api/v1/marketplace/earnings/statement?format=csv');
    expect(statement.statusCode).toBe(200);
    expect(statement.headers['content-type']).toContain('text/csv');
    expect(statement.body).toContain('payout_paid');
    expect(statement.body).toContain('Kit Premium');
    expect(statement.body).toContain('-100.00');
    const pdf = await ana.api.get('/api/v1/marketplace/earnings/statement?format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await ana.api.get('/api/v1/marketplace/earnings/statement?format=xml')).statusCode).toBe(400);
  });
});
