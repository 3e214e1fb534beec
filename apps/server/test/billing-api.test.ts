import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminBillingOverview, Invoice, SubscriptionResponse } from '@rbax/shared/billing/api';
import { assertPlanAllows } from '#src/modules/billing/billing-plan.ts';
import { depsOf } from '#src/lib/deps.ts';
import { rows } from '#src/db/raw.ts';
import { runBillingClock } from '#src/modules/billing/billing-service.ts';
import { AUTOMATIONS_CONSUMER } from '#src/modules/automations/automations-consumer.ts';
import { scanTimeTriggers } from '#src/modules/automations/automations-scheduler.ts';
import { createTestApp, newUser, readMails, TEST_ORIGIN, type TestApp } from './helpers.ts';

/**
 * Billing in manual mode (issue 28, docs/decisions/054): the trial, every plan limit with its
 * message, read-only boards past the limit, administrators assigning plans, invoices and their
 * PDFs, seats, cancellation, the clock and its e-mails, and who may see what.
 */

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let owner: U;
let member: U;
let stranger: U;
let admin: U;
let ws: string;

const subscription = async (user: U = owner, id = ws) =>
  (await user.api.get(`/api/v1/workspaces/${id}/subscription`)).json() as SubscriptionResponse;
const newBoard = (title: string, user: U = owner, workspaceId = ws) =>
  user.api.post('/api/v1/boards', { title, workspaceId, template: 'kanban' });
const endTrial = (id = ws) =>
  admin.api.put(`/api/v1/admin/workspaces/${id}/trial`, { endsAt: new Date(Date.now() - 1000).toISOString() });

beforeAll(async () => {
  t = await createTestApp({ BILLING_MODE: 'manual', ADMIN_EMAILS: 'boss@billing.test' });
  owner = await newUser(t.app, 'Olga Dona');
  member = await newUser(t.app, 'Mia Membro');
  stranger = await newUser(t.app, 'Zé Estranho');
  admin = await newUser(t.app, 'Bia Admin', 'boss@billing.test');
  ws = ((await owner.api.post('/api/v1/workspaces', { name: 'Acme' })).json() as { id: string }).id;
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: member.email, role: 'member' });
});
afterAll(async () => {
  await t.close();
});

describe('a new workspace', () => {
  it('starts a 14-day Pro trial without a card, readable by members, 404 to strangers', async () => {
    const body = await subscription();
    expect(body).toMatchObject({
      mode: 'manual',
      plan: 'pro',
      effectivePlan: 'pro',
      status: 'trialing',
      trialDaysLeft: 14,
      canManage: true,
      usage: { boards: { used: 0, limit: null }, members: { used: 2, limit: 50 } },
    });
    expect(new Date(body.trialEndsAt!).getTime() - Date.now()).toBeGreaterThan(13.9 * DAY);
    expect(await subscription(member)).toMatchObject({ status: 'trialing', canManage: false, billingDetails: null });
    expect((await stranger.api.get(`/api/v1/workspaces/${ws}/subscription`)).statusCode).toBe(404);
  });

  it('lets only the owner manage billing: members 403, strangers 404', async () => {
    expect((await member.api.get(`/api/v1/workspaces/${ws}/invoices`)).statusCode).toBe(403);
    expect((await stranger.api.get(`/api/v1/workspaces/${ws}/invoices`)).statusCode).toBe(404);
    expect((await member.api.patch(`/api/v1/workspaces/${ws}/subscription`, { seats: 3 })).statusCode).toBe(403);
    expect((await member.api.put(`/api/v1/admin/workspaces/${ws}/plan`, { plan: 'pro' })).statusCode).toBe(403);
    expect((await member.api.get('/api/v1/admin/billing')).statusCode).toBe(403);
  });
});

describe('after the trial (Free)', () => {
  it('keeps every board, makes the ones past 3 read-only, and refuses a 4th with the plan message', async () => {
    const boards: string[] = [];
    for (const title of ['Um', 'Dois', 'Três', 'Quatro'])
      boards.push(((await newBoard(title)).json() as { id: string }).id);
    expect((await endTrial()).statusCode).toBe(200);

    const body = await subscription();
    expect(body).toMatchObject({ status: 'free', effectivePlan: 'free', plan: 'free', readOnlyBoardIds: [boards[3]] });
    expect(body.usage.boards).toEqual({ used: 4, limit: 3 });

    const refused = await newBoard('Cinco');
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      error: {
        code: 'plan_limit_reached',
        message: 'Limite do plano Free atingido: 3 boards. Faça upgrade para criar mais.',
      },
    });
    const english = await owner.api.post(
      '/api/v1/boards',
      { title: 'Five', workspaceId: ws },
      { 'accept-language': 'en-US' },
    );
    expect(english.json().error.message).toBe('Free plan limit reached: 3 boards. Upgrade to create more.');

    // The 4th board reads but takes no new cards; the 1st still does. Its permissions say so (the
    // web hides 'Adicionar card'), for the board page and the boards list alike.
    type Detail = { columns: { id: string }[]; board: { permissions: { canEdit: boolean; canManage: boolean } } };
    const detail = (await owner.api.get(`/api/v1/boards/${boards[3]}`)).json() as Detail;
    expect(detail.board.permissions).toEqual({ canEdit: false, canManage: true });
    const listed = (await owner.api.get(`/api/v1/boards?workspaceId=${ws}`)).json() as {
      id: string;
      permissions: { canEdit: boolean };
    }[];
    expect(listed.map((b) => [b.id, b.permissions.canEdit])).toEqual(
      expect.arrayContaining([
        [boards[0], true],
        [boards[3], false],
      ]),
    );
    const card = await owner.api.post(`/api/v1/boards/${boards[3]}/cards`, {
      columnId: detail.columns[0]!.id,
      title: 'Nova',
    });
    expect(card.statusCode).toBe(402);
    expect(card.json().error.message).toContain('somente leitura');
    const first = (await owner.api.get(`/api/v1/boards/${boards[0]}`)).json() as { columns: { id: string }[] };
    expect(
      (await owner.api.post(`/api/v1/boards/${boards[0]}/cards`, { columnId: first.columns[0]!.id, title: 'Ok' }))
        .statusCode,
    ).toBe(201);

    // Archiving one frees the place: the 4th becomes writable, nothing was deleted.
    expect((await owner.api.patch(`/api/v1/boards/${boards[0]}`, { archived: true })).statusCode).toBe(200);
    expect((await subscription()).readOnlyBoardIds).toEqual([]);
    expect(((await owner.api.get(`/api/v1/boards/${boards[3]}`)).json() as Detail).board.permissions.canEdit).toBe(
      true,
    );
    expect(
      (await owner.api.post(`/api/v1/boards/${boards[3]}/cards`, { columnId: detail.columns[0]!.id, title: 'Agora' }))
        .statusCode,
    ).toBe(201);
    // Restoring it would make 4 again.
    expect((await owner.api.patch(`/api/v1/boards/${boards[0]}`, { archived: false })).statusCode).toBe(402);
  });

  it('refuses a 6th member (invitations count), integrations and scheduled reports, with their messages', async () => {
    for (const n of [1, 2, 3]) {
      const r = await owner.api.post(`/api/v1/workspaces/${ws}/members`, {
        email: `convidado${n}@billing.test`,
        role: 'member',
      });
      expect(r.statusCode).toBeLessThan(300);
    }
    const sixth = await owner.api.post(`/api/v1/workspaces/${ws}/members`, {
      email: 'sexto@billing.test',
      role: 'member',
    });
    expect(sixth.statusCode).toBe(402);
    expect(sixth.json().error.message).toBe(
      'Limite do plano Free atingido: 5 membros. Faça upgrade para adicionar mais.',
    );

    const hook = await owner.api.post(`/api/v1/workspaces/${ws}/webhooks`, {
      url: 'https://example.com/hook',
      events: ['*'],
    });
    expect(hook.statusCode).toBe(402);
    expect(hook.json().error.message).toBe('Integrações não fazem parte do plano Free. Faça upgrade para usá-las.');

    const report = await owner.api.post(`/api/v1/workspaces/${ws}/report-schedules`, {
      boardId: null,
      frequency: 'weekly',
      sections: ['summary'],
      recipients: [{ email: 'chefe@billing.test' }],
      locale: 'pt-BR',
      timeZone: 'America/Sao_Paulo',
      enabled: true,
    });
    expect(report.statusCode).toBe(402);
    expect(report.json().error.code).toBe('plan_limit_reached');
  });

  it('refuses files past 1 GB, automation runs past 100 and AI requests past 20 a month', async () => {
    const boardId =
      (await subscription()).readOnlyBoardIds[0] ??
      ((await owner.api.get(`/api/v1/boards?workspaceId=${ws}`)).json() as { id: string }[])[0]!.id;
    const detail = (await owner.api.get(`/api/v1/boards/${boardId}`)).json() as { columns: { id: string }[] };
    const cardId = (
      (
        await owner.api.post(`/api/v1/boards/${boardId}/cards`, { columnId: detail.columns[0]!.id, title: 'Anexos' })
      ).json() as {
        id: string;
      }
    ).id;
    // Near the limit already (seeded: a 1 GB file of an earlier import).
    await t.database.db.execute(
      sql`INSERT INTO attachments (id, board_id, card_id, storage_key, name, size, mime, uploaded_by)
          VALUES (${crypto.randomUUID()}, ${boardId}, ${cardId}, ${'attachments/big.bin'}, 'grande.bin', ${1024 ** 3 - 10}, 'application/octet-stream', ${owner.id})`,
    );
    const boundary = `----rbax${randomBytes(8).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="nota.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      Buffer.from('uma nota com mais de dez bytes'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/v1/cards/${cardId}/attachments`,
      headers: {
        origin: TEST_ORIGIN,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: owner.cookie,
      },
      payload,
    });
    expect(upload.statusCode).toBe(402);
    expect(upload.json().error.message).toBe(
      'Limite do plano Free atingido: 1 GB de armazenamento. Faça upgrade para enviar mais arquivos.',
    );

    const month = new Date().toISOString().slice(0, 7);
    await t.database.db.execute(sql`INSERT INTO ai_usage (workspace_id, month, requests) VALUES (${ws}, ${month}, 20)`);
    await expect(assertPlanAllows(t.database.db, ws, { limit: 'aiRequestsPerMonth' })).rejects.toMatchObject({
      status: 402,
      message: 'billing.limitAiRequestsPerMonth',
      params: { plan: 'Free', limit: '20' },
    });
    await expect(
      assertPlanAllows(t.database.db, ws, { limit: 'automationRunsPerMonth', adding: 100 }),
    ).resolves.toBeUndefined();
    await expect(
      assertPlanAllows(t.database.db, ws, { limit: 'automationRunsPerMonth', adding: 101 }),
    ).rejects.toMatchObject({
      status: 402,
      message: 'billing.limitAutomationRunsPerMonth',
    });
  });
});

describe('automation runs on Free', () => {
  it('stop for the month once the workspace ran 100, and run again under the limit', async () => {
    const boss = await newUser(t.app, 'Ana Automação');
    const id = ((await boss.api.post('/api/v1/workspaces', { name: 'Robôs' })).json() as { id: string }).id;
    const boardId = ((await newBoard('Motor', boss, id)).json() as { id: string }).id;
    const columns = ((await boss.api.get(`/api/v1/boards/${boardId}`)).json() as { columns: { id: string }[] }).columns;
    const rule = (
      await boss.api.post(`/api/v1/boards/${boardId}/automations`, {
        name: 'Prioridade',
        trigger: { type: 'card.moved', toColumnId: columns[1]!.id },
        actions: [{ type: 'set_priority', value: 'high' }],
      })
    ).json() as { id: string };
    expect((await endTrial(id)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`INSERT INTO automation_runs (id, rule_id, rule_version, board_id, dedupe_key, status)
          SELECT gen_random_uuid()::text, ${rule.id}, 1, ${boardId}, 'seed-' || n, 'success' FROM generate_series(1, 100) AS n`,
    );
    const drain = () => t.app.eventLog.drain(AUTOMATIONS_CONSUMER);
    const cardId = (
      (await boss.api.post(`/api/v1/boards/${boardId}/cards`, { columnId: columns[0]!.id, title: 'Peça' })).json() as {
        id: string;
      }
    ).id;
    await boss.api.post(`/api/v1/cards/${cardId}/move`, { columnId: columns[1]!.id });
    await drain();
    expect(((await boss.api.get(`/api/v1/cards/${cardId}`)).json() as { priority: string | null }).priority).not.toBe(
      'high',
    );

    await t.database.db.execute(sql`DELETE FROM automation_runs WHERE dedupe_key = 'seed-1'`);
    await boss.api.post(`/api/v1/cards/${cardId}/move`, { columnId: columns[0]!.id });
    await boss.api.post(`/api/v1/cards/${cardId}/move`, { columnId: columns[1]!.id });
    await drain();
    expect(((await boss.api.get(`/api/v1/cards/${cardId}`)).json() as { priority: string | null }).priority).toBe(
      'high',
    );
  });
});

describe('automation runs from buttons and the clock on Free', () => {
  it('count against the month too: a button is refused with the plan message, a time rule waits', async () => {
    const boss = await newUser(t.app, 'Téo Tempo');
    const id = ((await boss.api.post('/api/v1/workspaces', { name: 'Relógios' })).json() as { id: string }).id;
    const boardId = ((await newBoard('Prazos', boss, id)).json() as { id: string }).id;
    const columns = ((await boss.api.get(`/api/v1/boards/${boardId}`)).json() as { columns: { id: string }[] }).columns;
    const button = (
      await boss.api.post(`/api/v1/boards/${boardId}/automations`, {
        name: 'Priorizar',
        trigger: { type: 'button.card', label: 'Priorizar' },
        actions: [{ type: 'set_priority', value: 'critical' }],
      })
    ).json() as { id: string };
    const overdue = (
      await boss.api.post(`/api/v1/boards/${boardId}/automations`, {
        name: 'Atrasados',
        trigger: { type: 'card.overdue', afterMinutes: 0 },
        actions: [{ type: 'add_comment', template: 'Atrasado' }],
      })
    ).json() as { id: string };
    await t.database.db.execute(
      sql`UPDATE automation_rules SET created_at = now() - interval '2 days' WHERE id = ${overdue.id}`,
    );
    const cardId = (
      (
        await boss.api.post(`/api/v1/boards/${boardId}/cards`, {
          columnId: columns[0]!.id,
          title: 'Relatório',
          dueDate: new Date(Date.now() - 3_600_000).toISOString(),
        })
      ).json() as { id: string }
    ).id;
    expect((await endTrial(id)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`INSERT INTO automation_runs (id, rule_id, rule_version, board_id, dedupe_key, status)
          SELECT gen_random_uuid()::text, ${button.id}, 1, ${boardId}, 'clock-' || n, 'success' FROM generate_series(1, 100) AS n`,
    );
    const runsOf = async (ruleId: string) =>
      (
        await rows<{ n: number }>(
          t.database.db,
          sql`SELECT count(*)::int AS n FROM automation_runs WHERE rule_id = ${ruleId} AND dedupe_key NOT LIKE 'clock-%'`,
        )
      )[0]!.n;

    const refused = await boss.api.post(`/api/v1/automations/${button.id}/run`, { cardId });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({ code: 'plan_limit_reached' });
    expect(refused.json().error.message).toContain('Free');
    await scanTimeTriggers(t.database.db, { publicUrl: TEST_ORIGIN });
    expect(await runsOf(button.id)).toBe(0);
    expect(await runsOf(overdue.id)).toBe(0);

    // Under the limit again: the waiting overdue slot fires and the button runs.
    await t.database.db.execute(sql`DELETE FROM automation_runs WHERE dedupe_key IN ('clock-1', 'clock-2')`);
    await scanTimeTriggers(t.database.db, { publicUrl: TEST_ORIGIN });
    expect(await runsOf(overdue.id)).toBe(1);
    const pressed = await boss.api.post(`/api/v1/automations/${button.id}/run`, { cardId });
    expect(pressed.statusCode, pressed.body).toBe(200);
    expect(((await boss.api.get(`/api/v1/cards/${cardId}`)).json() as { priority: string | null }).priority).toBe(
      'critical',
    );
  });
});

describe('administrators (manual mode)', () => {
  let invoices: Invoice[];

  it('upgrade a workspace to Pro: the limits lift, a paid invoice is numbered with the legal data', async () => {
    const bad = await owner.api.put(`/api/v1/workspaces/${ws}/billing-details`, {
      legalName: 'Acme Ltda',
      taxId: '11.222.333/0001-80',
      email: 'financeiro@acme.test',
      address: 'Rua A, 1',
      city: 'São Paulo',
      state: 'SP',
      postalCode: '01000-000',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues).toEqual([{ path: ['taxId'], message: 'CPF ou CNPJ inválido' }]);
    const saved = await owner.api.put(`/api/v1/workspaces/${ws}/billing-details`, {
      legalName: 'Acme Ltda',
      taxId: '11222333000181',
      email: 'Financeiro@acme.test',
      address: 'Rua A, 1',
      city: 'São Paulo',
      state: 'sp',
      postalCode: '01000-000',
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as SubscriptionResponse).billingDetails).toMatchObject({
      taxId: '11.222.333/0001-81',
      state: 'SP',
    });

    const assigned = await admin.api.put(`/api/v1/admin/workspaces/${ws}/plan`, { plan: 'pro', seats: 2 });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({ status: 'active', plan: 'pro', effectivePlan: 'pro', seats: 2 });
    expect((await newBoard('Cinco')).statusCode).toBe(201);

    invoices = ((await owner.api.get(`/api/v1/workspaces/${ws}/invoices`)).json() as { invoices: Invoice[] }).invoices;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      status: 'paid',
      amountCents: 5800,
      currency: 'BRL',
      description: 'Plano Pro mensal — 2 usuários',
    });
    expect(invoices[0]!.number).toMatch(/^RBAX-\d{4}-000001$/);
  });

  it('serve the invoice PDF to the owner only', async () => {
    const pdf = await owner.api.get(`/api/v1/invoices/${invoices[0]!.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await member.api.get(`/api/v1/invoices/${invoices[0]!.id}/pdf`)).statusCode).toBe(403);
    expect((await stranger.api.get(`/api/v1/invoices/${invoices[0]!.id}/pdf`)).statusCode).toBe(404);
  });

  it('charge added seats pro rata, cancel at period end, and the clock ends the period', async () => {
    const more = await owner.api.patch(`/api/v1/workspaces/${ws}/subscription`, { seats: 4 });
    expect(more.statusCode).toBe(200);
    expect(more.json()).toMatchObject({ seats: 4 });
    const list = ((await owner.api.get(`/api/v1/workspaces/${ws}/invoices`)).json() as { invoices: Invoice[] })
      .invoices;
    const proration = list.find((invoice) => invoice.status === 'open')!;
    // Two seats for (almost) the whole month: R$ 58,00 minus the seconds already gone.
    expect(proration.amountCents).toBeGreaterThan(5790);
    expect(proration.amountCents).toBeLessThanOrEqual(5800);
    const paid = await admin.api.post(`/api/v1/admin/invoices/${proration.id}/pay`);
    expect(paid.json()).toMatchObject({ status: 'paid' });

    const canceled = await owner.api.patch(`/api/v1/workspaces/${ws}/subscription`, { cancelAtPeriodEnd: true });
    expect(canceled.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const periodEnd = new Date((canceled.json() as SubscriptionResponse).currentPeriodEnd!);
    expect(await runBillingClock(depsOf(t.app), new Date(periodEnd.getTime() + 1000))).toMatchObject({
      transitions: 1,
    });
    expect(await subscription()).toMatchObject({ status: 'canceled', effectivePlan: 'free' });
  });

  it('see revenue, MRR, trials and churn, and every workspace with its plan', async () => {
    const other = ((await member.api.post('/api/v1/workspaces', { name: 'Outra' })).json() as { id: string }).id;
    const overview = (await admin.api.get('/api/v1/admin/billing')).json() as AdminBillingOverview;
    expect(overview).toMatchObject({
      mode: 'manual',
      envMode: 'manual',
      stripeConfigured: false,
      mrrCents: 0,
      churnedLast30Days: 1,
    });
    expect(overview.revenueCents).toBeGreaterThan(11_500);
    expect(overview.trials).toBeGreaterThanOrEqual(1);
    expect(overview.workspaces.find((w) => w.id === ws)).toMatchObject({ status: 'canceled', effectivePlan: 'free' });
    expect(overview.workspaces.find((w) => w.id === other)).toMatchObject({ status: 'trialing', plan: 'pro' });
  });
});

describe('the billing clock', () => {
  it('e-mails the owner at 7, 3 and 1 days left, once each, then falls back to Free', async () => {
    const clockOwner = await newUser(t.app, 'Rita Relógio');
    const id = ((await clockOwner.api.post('/api/v1/workspaces', { name: 'Relógio' })).json() as { id: string }).id;
    const trialEndsAt = new Date((await subscription(clockOwner, id)).trialEndsAt!);
    const at = (daysLeft: number) => new Date(trialEndsAt.getTime() - daysLeft * DAY + 60_000);
    const mailsTo = () => readMails(t.dataDir).filter((mail) => mail.raw.includes(clockOwner.email));

    await runBillingClock(depsOf(t.app), at(10));
    await runBillingClock(depsOf(t.app), at(7));
    await runBillingClock(depsOf(t.app), at(6.5));
    await runBillingClock(depsOf(t.app), at(3));
    await runBillingClock(depsOf(t.app), at(1));
    await t.app.mailer.idle();
    expect(mailsTo()).toHaveLength(3);
    expect(mailsTo().some((mail) => mail.text.includes('termina em 7 dias'))).toBe(true);
    expect(mailsTo().some((mail) => mail.text.includes('termina em 1 dia'))).toBe(true);

    await runBillingClock(depsOf(t.app), new Date(trialEndsAt.getTime() + 1000));
    await t.app.mailer.idle();
    expect(mailsTo()).toHaveLength(4);
    expect(await subscription(clockOwner, id)).toMatchObject({ status: 'free', effectivePlan: 'free' });
  });
});

describe('trials set by administrators', () => {
  it('extend a trial, refuse one more than a year ahead, and are for administrators only', async () => {
    const boss = await newUser(t.app, 'Sara Suporte');
    const id = ((await boss.api.post('/api/v1/workspaces', { name: 'Suporte' })).json() as { id: string }).id;
    const url = `/api/v1/admin/workspaces/${id}/trial`;
    const later = new Date(Date.now() + 30 * DAY).toISOString();
    expect((await boss.api.put(url, { endsAt: later })).statusCode).toBe(403);
    const tooFar = await admin.api.put(url, { endsAt: new Date(Date.now() + 400 * DAY).toISOString() });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().error.issues).toEqual([{ path: ['endsAt'], message: 'Valor inválido' }]);
    const extended = await admin.api.put(url, { endsAt: later });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({ status: 'trialing', trialEndsAt: later });
    // Ended now, then a new trial for the Free workspace.
    expect((await endTrial(id)).json()).toMatchObject({ status: 'free' });
    expect((await admin.api.put(url, { endsAt: later })).json()).toMatchObject({ status: 'trialing', plan: 'pro' });
  });
});
