import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { BoardDetail } from '@rbax/shared/boards';
import type { Comment } from '@rbax/shared/cards';
import type { NotificationList, NotificationPreferences } from '@rbax/shared/notifications';
import type { ServerMessage } from '@rbax/shared/realtime';
import { EventConsumer } from '#src/modules/event-log/event-log-consumer.ts';
import { notificationsConsumer } from '#src/modules/notifications/notifications-consumer.ts';
import { createTestApp, newUser, readMails, TEST_ORIGIN, type TestApp } from './helpers.ts';

/**
 * Notifications (issue 7) on the real server and database. Jobs are off so each test decides
 * when the consumer and the reminders run; the last suite turns them on for live delivery.
 */

type U = Awaited<ReturnType<typeof newUser>>;
let t: TestApp;
let owner: U, member: U, second: U, viewer: U, outsider: U;
let ws: string, board: string, column: string;

beforeAll(async () => {
  t = await createTestApp({ BACKGROUND_JOBS: 'off' });
  [owner, member, second, viewer, outsider] = await Promise.all([
    newUser(t.app, 'Olga Dona'),
    newUser(t.app, 'Mara Membro'),
    newUser(t.app, 'Sônia Segunda'),
    newUser(t.app, 'Vera Leitora'),
    newUser(t.app, 'Otto De Fora'),
  ]);
  ws = (await owner.api.post('/api/v1/workspaces', { name: 'Avisos' })).json().id;
  for (const [u, role] of [
    [member, 'member'],
    [second, 'member'],
    [viewer, 'viewer'],
  ] as const) {
    await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: u.email, role });
  }
  board = (await owner.api.post('/api/v1/boards', { title: 'Sinos', workspaceId: ws, template: 'kanban' })).json().id;
  column = ((await owner.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail).columns[0]!.id;
  await drainEvents();
});
afterAll(async () => {
  await t?.close();
});

const drainEvents = () => t.app.notifications.processEvents();

async function list(u: U, query = ''): Promise<NotificationList> {
  const response = await u.api.get(`/api/v1/notifications${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as NotificationList;
}

/** The notifications of a card for one person, as `kind` strings. */
async function kindsFor(u: U, cardId: string) {
  return (await list(u, '?limit=100')).items.filter((n) => n.card?.id === cardId).map((n) => n.kind);
}

async function newCard(by: U, fields: Record<string, unknown> = {}) {
  const response = await by.api.post(`/api/v1/boards/${board}/cards`, { columnId: column, title: 'Tarefa', ...fields });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

async function comment(by: U, cardId: string, body: string, mentions?: string[]) {
  const response = await by.api.post(`/api/v1/cards/${cardId}/comments`, { body, ...(mentions ? { mentions } : {}) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Comment;
}

async function setPreferences(u: U, preferences: Partial<NotificationPreferences>) {
  const response = await u.api.put('/api/v1/notification-preferences', { preferences });
  expect(response.statusCode, response.body).toBe(200);
}

describe('who is notified', () => {
  it('tells the assignee of a new card and of a reassignment, never the person who assigned themselves', async () => {
    const cardId = await newCard(owner, { assigneeId: member.id, title: 'Contrato' });
    await drainEvents();
    const [assigned] = (await list(member)).items;
    expect(assigned).toMatchObject({
      kind: 'card.assigned',
      read: false,
      actor: { id: owner.id, name: 'Olga Dona' },
      board: { id: board, title: 'Sinos' },
      card: { id: cardId, title: 'Contrato' },
      workspace: { id: ws, name: 'Avisos' },
    });
    await owner.api.patch(`/api/v1/cards/${cardId}`, { assigneeId: second.id });
    await member.api.patch(`/api/v1/cards/${cardId}`, { assigneeId: member.id });
    await drainEvents();
    expect(await kindsFor(second, cardId)).toEqual(['card.assigned']);
    // Mara took the card herself: only the first assignment (by Olga) is there.
    expect(await kindsFor(member, cardId)).toEqual(['card.assigned']);
    expect(await kindsFor(owner, cardId)).toEqual([]);
  });

  it('tells the creator, the assignee and watchers of a comment, but not its author', async () => {
    const cardId = await newCard(owner, { assigneeId: member.id });
    expect((await viewer.api.put(`/api/v1/cards/${cardId}/watch`)).json()).toEqual({ watching: true });
    expect((await viewer.api.get(`/api/v1/cards/${cardId}/watch`)).json()).toEqual({ watching: true });
    await comment(member, cardId, 'Começando agora');
    await drainEvents();
    expect(await kindsFor(owner, cardId)).toEqual(['card.commented']);
    expect(await kindsFor(viewer, cardId)).toEqual(['card.commented']);
    expect(await kindsFor(member, cardId)).toEqual(['card.assigned']);
    expect(await kindsFor(second, cardId)).toEqual([]);
    const [told] = (await list(owner)).items;
    expect(told).toMatchObject({ kind: 'card.commented', excerpt: 'Começando agora', actor: { id: member.id } });

    // Unwatching stops it.
    expect((await viewer.api.del(`/api/v1/cards/${cardId}/watch`)).json()).toEqual({ watching: false });
    await comment(member, cardId, 'Mais um');
    await drainEvents();
    expect(await kindsFor(viewer, cardId)).toEqual(['card.commented']);
    expect(await kindsFor(owner, cardId)).toEqual(['card.commented', 'card.commented']);
  });

  it('a mention tells the person mentioned once, instead of the plain comment notice', async () => {
    const cardId = await newCard(owner);
    const written = await comment(member, cardId, 'Olha isso @Olga Dona e @Sônia Segunda', [owner.id, second.id]);
    expect(written.mentions.map((m) => m.id).sort()).toEqual([owner.id, second.id].sort());
    await drainEvents();
    expect(await kindsFor(owner, cardId)).toEqual(['card.mentioned']);
    expect(await kindsFor(second, cardId)).toEqual(['card.mentioned']);
    const listed = (await owner.api.get(`/api/v1/cards/${cardId}/comments`)).json() as Comment[];
    expect(listed[0]!.mentions.map((m) => m.name).sort()).toEqual(['Olga Dona', 'Sônia Segunda']);

    // Editing keeps the mentions still named and notifies only someone newly mentioned.
    const edited = await member.api.patch(`/api/v1/comments/${written.id}`, {
      body: 'Olha isso @Olga Dona e @Vera Leitora',
      mentions: [owner.id, viewer.id],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as Comment).mentions.map((m) => m.id).sort()).toEqual([owner.id, viewer.id].sort());
    await drainEvents();
    expect(await kindsFor(owner, cardId)).toEqual(['card.mentioned']);
    expect(await kindsFor(viewer, cardId)).toEqual(['card.mentioned']);
  });

  it('drops a mention whose name is not in the text and refuses one of someone without access', async () => {
    const cardId = await newCard(owner);
    const written = await comment(member, cardId, 'Sem nomes aqui', [second.id]);
    expect(written.mentions).toEqual([]);
    const refused = await member.api.post(`/api/v1/cards/${cardId}/comments`, {
      body: 'Oi @Otto De Fora',
      mentions: [outsider.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues[0]).toEqual({
      path: ['mentions', 0],
      message: 'Só é possível mencionar pessoas com acesso ao board',
    });
    await drainEvents();
    expect(await kindsFor(second, cardId)).toEqual([]);
  });

  it('tells someone added to a workspace, in the app, from the event log', async () => {
    const other = await newUser(t.app, 'Nina Nova');
    await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: other.email, role: 'viewer' });
    await drainEvents();
    const [added] = (await list(other)).items;
    expect(added).toMatchObject({
      kind: 'workspace.invited',
      actor: { id: owner.id },
      workspace: { id: ws, name: 'Avisos' },
      board: null,
      card: null,
    });
  });

  it('does not notify someone who lost access to the board, and hides what they got before', async () => {
    const leaving = await newUser(t.app, 'Lia Saindo');
    await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: leaving.email, role: 'member' });
    const first = await newCard(owner, { assigneeId: leaving.id });
    const second = await newCard(owner, { assigneeId: leaving.id });
    await drainEvents();
    expect(await kindsFor(leaving, first)).toEqual(['card.assigned']);
    // Assigned, then removed before the consumer reads the event.
    const third = await newCard(owner, { assigneeId: leaving.id });
    await owner.api.del(`/api/v1/workspaces/${ws}/members/${leaving.id}`);
    await comment(member, second, 'Ainda aí?');
    await drainEvents();
    const after = await list(leaving, '?limit=100');
    expect(after.items.filter((n) => n.board)).toEqual([]);
    expect(after.unreadCount).toBe(0);
    const stored = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${leaving.id} AND card_id = ${third}`,
    );
    expect(
      (stored as unknown as { rows: { n: number }[] }).rows?.[0]?.n ?? (stored as unknown as { n: number }[])[0]!.n,
    ).toBe(0);
  });
});

describe('preferences', () => {
  it('default to in the app; off makes none; email also writes a message in the recipient language', async () => {
    const prefs = (await member.api.get('/api/v1/notification-preferences')).json().preferences;
    expect(prefs).toEqual({
      'card.assigned': 'in_app',
      'card.commented': 'in_app',
      'card.mentioned': 'in_app',
      'card.due_soon': 'in_app',
      'card.overdue': 'in_app',
      'card.at_risk': 'in_app',
      'card.automation': 'in_app',
      'automation.disabled': 'in_app',
      'workspace.invited': 'in_app',
      'gamification.badge': 'in_app',
      'marketplace.access_requested': 'in_app',
      'marketplace.payout_resolved': 'in_app',
      'marketplace.sale_refunded': 'in_app',
      'doc.mentioned': 'in_app',
    });
    await setPreferences(member, { 'card.assigned': 'off', 'card.mentioned': 'email' });
    expect((await member.api.get('/api/v1/notification-preferences')).json().preferences).toMatchObject({
      'card.assigned': 'off',
      'card.mentioned': 'email',
      'card.commented': 'in_app',
    });
    const bad = await member.api.put('/api/v1/notification-preferences', { preferences: { 'card.assigned': 'sms' } });
    expect(bad.statusCode).toBe(400);
    const unknownKind = await member.api.put('/api/v1/notification-preferences', { preferences: { 'x.y': 'off' } });
    expect(unknownKind.statusCode).toBe(400);

    try {
      await mentionByMail();
    } finally {
      await setPreferences(member, { 'card.assigned': 'in_app', 'card.mentioned': 'in_app' });
    }
  });

  async function mentionByMail() {
    const before = readMails(t.dataDir).length;
    const cardId = await newCard(owner, { assigneeId: member.id, title: 'Relatório anual' });
    const written = await comment(owner, cardId, 'Pode revisar, @Mara Membro?', [member.id]);
    await drainEvents();
    expect(await kindsFor(member, cardId)).toEqual(['card.mentioned']);
    await t.app.mailer.idle();
    const mails = readMails(t.dataDir).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`To: ${member.email}`);
    expect(mails[0]!.text).toContain(
      'Olga Dona mencionou você num comentário do card "Relatório anual" (board Sinos).',
    );
    expect(mails[0]!.text).toContain(`http://localhost:3000/board/${board}/card/${cardId}`);
    expect(mails[0]!.text).toContain('Pode revisar, @Mara Membro?');
    expect(written.id).toBeTruthy();

    // Processing again sends nothing twice.
    await drainEvents();
    await t.app.notifications.remindDueDates();
    expect(readMails(t.dataDir).length - before).toBe(1);
  }

  it('writes the e-mail in the language the person chose', async () => {
    const english = await newUser(t.app, 'Eddie English');
    await english.api.patch('/api/v1/me', { locale: 'en-US' });
    await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: english.email, role: 'member' });
    await setPreferences(english, { 'card.assigned': 'email' });
    const before = readMails(t.dataDir).length;
    await newCard(owner, { assigneeId: english.id, title: 'Budget' });
    await drainEvents();
    await t.app.mailer.idle();
    const mails = readMails(t.dataDir).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Olga Dona assigned you the card "Budget" on the Sinos board.');
    expect(mails[0]!.text).toContain('Hi, Eddie English!');
  });
});

describe('reading notifications', () => {
  it('marks one read or unread, all read; pages newest first; someone else’s is 404; anonymous is 401', async () => {
    const reader = await newUser(t.app, 'Rui Leitor');
    await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: reader.email, role: 'member' });
    const cards = [];
    for (let i = 0; i < 3; i += 1) cards.push(await newCard(owner, { assigneeId: reader.id, title: `C${i}` }));
    await drainEvents();
    const all = await list(reader);
    expect(all.unreadCount).toBe(4);
    expect(all.items.map((n) => n.card?.title ?? n.kind)).toEqual(['C2', 'C1', 'C0', 'workspace.invited']);

    const page = await list(reader, '?limit=2');
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).toBe(page.items[1]!.id);
    const rest = await list(reader, `?limit=2&cursor=${page.nextCursor}`);
    expect(rest.items.map((n) => n.card?.title ?? n.kind)).toEqual(['C0', 'workspace.invited']);
    expect(rest.nextCursor).toBeNull();

    const target = all.items[0]!;
    const read = await reader.api.patch(`/api/v1/notifications/${target.id}`, { read: true });
    expect(read.json()).toMatchObject({ id: target.id, read: true });
    expect((await list(reader)).unreadCount).toBe(3);
    expect((await list(reader, '?unread=true')).items.map((n) => n.id)).not.toContain(target.id);
    expect((await reader.api.patch(`/api/v1/notifications/${target.id}`, { read: false })).json().read).toBe(false);

    expect((await owner.api.patch(`/api/v1/notifications/${target.id}`, { read: true })).statusCode).toBe(404);
    expect((await reader.api.patch('/api/v1/notifications/nope', { read: true })).statusCode).toBe(404);

    const readAll = await reader.api.post('/api/v1/notifications/read-all');
    expect(readAll.json()).toEqual({ updated: 4, unreadCount: 0 });
    expect((await list(reader)).unreadCount).toBe(0);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/notifications' });
    expect(anonymous.statusCode).toBe(401);
    expect((await outsider.api.put(`/api/v1/cards/${cards[0]}/watch`)).statusCode).toBe(404);
  });
});

describe('due dates', () => {
  it('reminds the assignee (else the creator) once when due within 24 h and once when overdue', async () => {
    const now = new Date('2031-03-10T12:00:00.000Z');
    const soon = await newCard(owner, { assigneeId: member.id, dueDate: '2031-03-11T09:00:00.000Z', title: 'Prazo' });
    const mine = await newCard(second, { dueDate: '2031-03-10T18:00:00.000Z' });
    const far = await newCard(owner, { assigneeId: member.id, dueDate: '2031-03-20T09:00:00.000Z' });
    const done = await newCard(owner, { assigneeId: member.id, dueDate: '2031-03-10T13:00:00.000Z' });
    await owner.api.patch(`/api/v1/cards/${done}`, { completed: true });
    await drainEvents();

    await t.app.notifications.remindDueDates(now);
    await t.app.notifications.remindDueDates(now);
    expect(await kindsFor(member, soon)).toEqual(['card.due_soon', 'card.assigned']);
    expect(await kindsFor(second, mine)).toEqual(['card.due_soon']);
    expect(await kindsFor(member, far)).toEqual(['card.assigned']);
    expect(await kindsFor(member, done)).toEqual(['card.assigned']);
    const [reminder] = (await list(member)).items;
    expect(reminder).toMatchObject({ kind: 'card.due_soon', actor: null, dueDate: '2031-03-11T09:00:00.000Z' });

    const later = new Date('2031-03-11T10:00:00.000Z');
    await t.app.notifications.remindDueDates(later);
    await t.app.notifications.remindDueDates(later);
    expect(await kindsFor(member, soon)).toEqual(['card.overdue', 'card.due_soon', 'card.assigned']);
    expect(await kindsFor(second, mine)).toEqual(['card.overdue', 'card.due_soon']);

    // A new due date is a new pair of reminders.
    await owner.api.patch(`/api/v1/cards/${soon}`, { dueDate: '2031-03-12T08:00:00.000Z' });
    await t.app.notifications.remindDueDates(later);
    expect((await kindsFor(member, soon)).filter((k) => k === 'card.due_soon')).toHaveLength(2);
  });
});

describe('the event-log consumer', () => {
  it('reprocessing the same events makes nothing twice', async () => {
    const cardId = await newCard(owner, { assigneeId: member.id });
    await comment(second, cardId, 'Primeira');
    await drainEvents();
    const before = await kindsFor(member, cardId);
    expect(before).toEqual(['card.commented', 'card.assigned']);
    // Rewind the cursor, as after a crash between the inserts and the commit of another instance.
    await t.database.db.execute(
      sql`UPDATE event_consumers SET last_event_id = last_event_id - 10 WHERE name = 'notifications'`,
    );
    await drainEvents();
    expect(await kindsFor(member, cardId)).toEqual(before);
  });

  it('steps over an id left by a rolled-back transaction', async () => {
    const cardId = await newCard(owner);
    await drainEvents();
    // A transaction that took an id and rolled back leaves a hole for good.
    await t.database.db.execute(sql`SELECT nextval(pg_get_serial_sequence('events', 'id'))`);
    await comment(member, cardId, 'Depois do buraco');
    const { waitingAtGap } = await drainEvents();
    expect(waitingAtGap).toBe(false);
    expect(await kindsFor(owner, cardId)).toEqual(['card.commented']);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'waits at an id whose transaction is still running, reads it after the commit, and gives up only after the timeout',
    async () => {
      const otherBoard = (
        await owner.api.post('/api/v1/boards', { title: 'Outro', workspaceId: ws, template: 'kanban' })
      ).json().id;
      const cardId = await newCard(owner);
      const otherCard = (
        await owner.api.post(`/api/v1/boards/${otherBoard}/cards`, {
          columnId: ((await owner.api.get(`/api/v1/boards/${otherBoard}`)).json() as BoardDetail).columns[0]!.id,
          title: 'Outro card',
        })
      ).json().id as string;
      await drainEvents();

      let clock = 1_000_000;
      const consumer = new EventConsumer(
        t.database.db,
        notificationsConsumer({ db: t.database.db, mailer: t.app.mailer, config: t.config }),
        t.app.log,
        { now: () => clock, gapTimeoutMs: 30_000 },
      );
      const held = new pg.Client({ connectionString: t.config.databaseUrl });
      await held.connect();
      try {
        // A slow writer: its event takes an id now and commits later.
        const insertHeld = (commentText: string) =>
          held.query(
            `WITH c AS (INSERT INTO comments (id, board_id, card_id, author_id, body) VALUES ($1, $2, $3, $4, $5) RETURNING id),
                  n AS (UPDATE board_event_counters SET last_seq = last_seq + 1 WHERE board_id = $2 RETURNING last_seq)
             INSERT INTO events (board_id, workspace_id, seq, actor_id, kind, entity_id, data)
             SELECT $2, $6, n.last_seq, $4, 'comment.added', $3, jsonb_build_object('commentId', (SELECT id FROM c), 'mentions', '[]'::jsonb) FROM n`,
            [`held-${commentText}`, otherBoard, otherCard, member.id, commentText, ws],
          );
        await held.query('BEGIN');
        await insertHeld('lento');
        await comment(member, cardId, 'Rápido');

        expect((await consumer.drain()).waitingAtGap).toBe(true);
        expect(await kindsFor(owner, cardId)).toEqual([]);
        await held.query('COMMIT');
        expect((await consumer.drain()).waitingAtGap).toBe(false);
        expect(await kindsFor(owner, otherCard)).toEqual(['card.commented']);
        expect(await kindsFor(owner, cardId)).toEqual(['card.commented']);

        // A transaction left open: skipped once the timeout has passed (and its event is lost).
        await held.query('BEGIN');
        await insertHeld('esquecido');
        await comment(member, cardId, 'Depois do esquecido');
        expect((await consumer.drain()).waitingAtGap).toBe(true);
        clock += 10_000;
        expect((await consumer.drain()).waitingAtGap).toBe(true);
        clock += 25_000;
        expect((await consumer.drain()).waitingAtGap).toBe(false);
        expect(await kindsFor(owner, cardId)).toEqual(['card.commented', 'card.commented']);
        await held.query('ROLLBACK');
      } finally {
        await held.end();
      }
    },
  );
});

describe('live delivery', () => {
  let live: TestApp;
  const sockets: WebSocket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await live?.close();
  });

  it('a mention reaches the person’s realtime channel without anyone running the consumer by hand', async () => {
    live = await createTestApp({ BACKGROUND_JOBS: 'on' });
    await live.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(live.app.server.address() as AddressInfo).port}/api/realtime`;
    const [a, b] = await Promise.all([newUser(live.app, 'Ana Ao Vivo'), newUser(live.app, 'Bia Ao Vivo')]);
    const space = (await a.api.post('/api/v1/workspaces', { name: 'Live' })).json().id;
    await a.api.post(`/api/v1/workspaces/${space}/members`, { email: b.email, role: 'member' });
    const liveBoard = (
      await a.api.post('/api/v1/boards', { title: 'L', workspaceId: space, template: 'kanban' })
    ).json().id;
    const col = ((await a.api.get(`/api/v1/boards/${liveBoard}`)).json() as BoardDetail).columns[0]!.id;
    const cardId = (await a.api.post(`/api/v1/boards/${liveBoard}/cards`, { columnId: col, title: 'Ao vivo' })).json()
      .id;

    const socket = new WebSocket(url, { headers: { origin: TEST_ORIGIN, cookie: b.cookie } });
    sockets.push(socket);
    const messages: ServerMessage[] = [];
    socket.on('message', (raw) => messages.push(JSON.parse(String(raw)) as ServerMessage));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'subscribe', channel: `user:${b.id}` }));

    await a.api.post(`/api/v1/cards/${cardId}/comments`, { body: 'Oi @Bia Ao Vivo', mentions: [b.id] });
    // Being added to the workspace is announced too (from the event log): wait for the mention.
    const isMention = (m: ServerMessage) =>
      m.type === 'notification' && (m.data as { notificationKind?: string }).notificationKind === 'card.mentioned';
    const deadline = Date.now() + 15_000;
    while (!messages.some(isMention) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const message = messages.find(isMention);
    expect(message).toMatchObject({
      type: 'notification',
      channel: `user:${b.id}`,
      data: { kind: 'notification.created', notificationKind: 'card.mentioned' },
    });
    const listed = (await b.api.get('/api/v1/notifications')).json() as NotificationList;
    // Being added to the workspace, then the mention.
    expect(listed.unreadCount).toBe(2);
    expect(listed.items[0]).toMatchObject({ kind: 'card.mentioned', card: { id: cardId } });
  }, 30_000);
});
