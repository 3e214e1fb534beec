import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail } from '@rbax/shared/boards';
import type { Card } from '@rbax/shared/cards';
import { createTestApp, newUser, TEST_PUBLIC_URL, type TestApp } from './helpers.ts';

/** iCal feeds (issue 22, docs/decisions/043): secret addresses, RFC 5545 read back by ical.js. */

let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let owner: U, viewer: U, stranger: U;
let ws: string, board: string, cols: string[];

beforeAll(async () => {
  t = await createTestApp();
  [owner, viewer, stranger] = await Promise.all([
    newUser(t.app, 'Olga Dona'),
    newUser(t.app, 'Vera Leitora'),
    newUser(t.app, 'Otto De Fora'),
  ]);
  ws = (await owner.api.post('/api/v1/workspaces', { name: 'Agenda' })).json().id;
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: viewer.email, role: 'viewer' });
  board = (
    await owner.api.post('/api/v1/boards', { title: 'Eventos; 2026, SP', workspaceId: ws, template: 'kanban' })
  ).json().id;
  cols = ((await owner.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail).columns.map((c) => c.id);
});
afterAll(async () => {
  await t.close();
});

const card = async (input: Record<string, unknown>) => {
  const response = await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: cols[0], ...input });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Card;
};
/** The feed at an address, as a calendar app would fetch it: no cookie, no Origin. */
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: url.replace(TEST_PUBLIC_URL, '') });
const events = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));

describe('GET /api/v1/boards/:id/calendar-feed', () => {
  it('gives each reader a stable secret address that serves the dated cards as all-day events', async () => {
    // Due on the 26th in São Paulo (the default zone): 23:59:59.999 local is 02:59:59.999Z on the 27th.
    const due = await card({ title: 'Entrega; final, com vírgula', dueDate: '2026-11-27T02:59:59.999Z' });
    const span = await card({
      title: 'Montagem do palco',
      startDate: '2026-11-20T03:00:00.000Z',
      dueDate: '2026-11-23T02:59:59.999Z',
    });
    await card({ title: 'Sem data' });
    const first = await owner.api.get(`/api/v1/boards/${board}/calendar-feed`);
    expect(first.statusCode, first.body).toBe(200);
    const { url } = first.json() as { url: string };
    expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/v1/calendar-feeds/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await owner.api.get(`/api/v1/boards/${board}/calendar-feed`)).json()).toEqual({ url });
    expect((await viewer.api.get(`/api/v1/boards/${board}/calendar-feed`)).json().url).not.toBe(url);

    const feed = await fetchFeed(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('RBAX Flow · Eventos; 2026, SP');
    const byId = new Map(events(feed.body).map((event) => [event.uid.split('@')[0], event]));
    expect([...byId.keys()].sort()).toEqual([due.id, span.id].sort());
    const single = byId.get(due.id)!;
    expect(single.summary).toBe('Entrega; final, com vírgula');
    expect(single.startDate.isDate).toBe(true);
    expect(single.startDate.toString()).toBe('2026-11-26');
    expect(single.endDate.toString()).toBe('2026-11-27');
    const long = byId.get(span.id)!;
    expect([long.startDate.toString(), long.endDate.toString()]).toEqual(['2026-11-20', '2026-11-23']);
    expect(long.description).toContain(`${TEST_PUBLIC_URL}/board/${board}/card/${span.id}`);
  });

  it('refuses a wrong, malformed or regenerated token with 404, and never answers to a stranger', async () => {
    const { url } = (await owner.api.get(`/api/v1/boards/${board}/calendar-feed`)).json() as { url: string };
    const token = /calendar-feeds\/(.+)\.ics$/.exec(url)![1]!;
    const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const bad of [wrong, 'curto', `${token}x`, '../../boards'])
      expect((await fetchFeed(`/api/v1/calendar-feeds/${bad}.ics`)).statusCode, bad).toBe(404);
    const renewed = await owner.api.post(`/api/v1/boards/${board}/calendar-feed`);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().url).not.toBe(url);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect((await fetchFeed(renewed.json().url)).statusCode).toBe(200);
    expect((await stranger.api.get(`/api/v1/boards/${board}/calendar-feed`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/boards/${board}/calendar-feed` })).statusCode).toBe(401);
  });

  it('stops serving a feed whose owner lost the board', async () => {
    const leaver = await newUser(t.app, 'Lia Saindo');
    await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: leaver.email, role: 'member' });
    const { url } = (await leaver.api.get(`/api/v1/boards/${board}/calendar-feed`)).json() as { url: string };
    expect((await fetchFeed(url)).statusCode).toBe(200);
    await owner.api.del(`/api/v1/workspaces/${ws}/members/${leaver.id}`);
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  it('is made only with a session: an API key gets 403, even one that may write', async () => {
    const key = (await owner.api.post('/api/v1/api-keys', { name: 'Script', scopes: ['read', 'write'] })).json().key;
    const headers = { authorization: `Bearer ${key}` };
    for (const method of ['GET', 'POST'] as const) {
      const refused = await t.app.inject({ method, url: `/api/v1/boards/${board}/calendar-feed`, headers });
      expect(refused.statusCode, refused.body).toBe(403);
      expect((await t.app.inject({ method, url: '/api/v1/me/calendar-feed', headers })).statusCode).toBe(403);
    }
  });

  it('keeps only a hash of the token in the database', async () => {
    const { url } = (await owner.api.get(`/api/v1/boards/${board}/calendar-feed`)).json() as { url: string };
    const token = /calendar-feeds\/(.+)\.ics$/.exec(url)![1]!;
    const stored = JSON.stringify(await t.app.database.db.execute('SELECT * FROM calendar_feeds'));
    expect(stored).not.toContain(token);
  });
});

describe('GET /api/v1/me/calendar-feed', () => {
  it("serves the person's own dated cards across boards, in their profile's time zone", async () => {
    await owner.api.patch('/api/v1/me', { timezone: 'America/Manaus' });
    const mine = await card({ title: 'Minha tarefa', assigneeId: owner.id, dueDate: '2026-12-02T03:30:00.000Z' });
    await card({ title: 'De outra pessoa', assigneeId: viewer.id, dueDate: '2026-12-02T03:30:00.000Z' });
    const { url } = (await owner.api.post('/api/v1/me/calendar-feed')).json() as { url: string };
    const feed = await fetchFeed(url);
    expect(feed.statusCode).toBe(200);
    const found = events(feed.body);
    expect(found.map((event) => event.summary)).toEqual(['Minha tarefa']);
    expect(found[0]!.uid.startsWith(mine.id)).toBe(true);
    // 03:30Z on the 2nd is 23:30 on the 1st in Manaus (−4).
    expect(found[0]!.startDate.toString()).toBe('2026-12-01');
  });
});
