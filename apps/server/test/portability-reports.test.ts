import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportSchedule } from '@rbax/shared/portability/report-schedules';
import { createTestApp, newUser, readMails, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { seedRichBoard } from './portability-fixtures.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let owner: U, member: U, viewer: U, stranger: U;
let ws: string;
let board: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, member, viewer, stranger] = await Promise.all([
    newUser(t.app, 'Olga Relatório'),
    newUser(t.app, 'Mary Member'),
    newUser(t.app, 'Vera Leitora'),
    newUser(t.app, 'Zé Estranho'),
  ]);
  ws = (await owner.api.post('/api/v1/workspaces', { name: 'Relatórios' })).json().id;
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: member.email, role: 'member' });
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: viewer.email, role: 'viewer' });
  await member.api.patch('/api/v1/me', { locale: 'en-US', timezone: 'America/New_York' });
  board = (await seedRichBoard(owner.api, ws, member.id)).board;
});
afterAll(async () => {
  await t.close();
});

const input = (extra: Record<string, unknown> = {}) => ({
  boardId: null,
  frequency: 'weekly',
  sections: ['summary', 'metrics', 'columns', 'cards'],
  recipients: [{ userId: '' }, { email: 'diretoria@example.com' }],
  ...extra,
});

describe('scheduled reports', () => {
  let schedule: ReportSchedule;

  it('a workspace’s report is set by its owners and admins; a board’s by its editors', async () => {
    const body = input({ recipients: [{ userId: member.id }, { email: 'diretoria@example.com' }] });
    expect((await member.api.post(`/api/v1/workspaces/${ws}/report-schedules`, body)).statusCode).toBe(403);
    expect((await stranger.api.post(`/api/v1/workspaces/${ws}/report-schedules`, body)).statusCode).toBe(404);
    const created = await owner.api.post(`/api/v1/workspaces/${ws}/report-schedules`, body);
    expect(created.statusCode).toBe(201);
    schedule = created.json();
    expect(new Date(schedule.nextRunAt).getUTCDay()).toBe(1);
    expect(
      (
        await member.api.post(
          `/api/v1/workspaces/${ws}/report-schedules`,
          input({ boardId: board, recipients: [{ email: 'a@example.com' }] }),
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await viewer.api.post(
          `/api/v1/workspaces/${ws}/report-schedules`,
          input({ boardId: board, recipients: [{ email: 'a@example.com' }] }),
        )
      ).statusCode,
    ).toBe(403);
    const list = (await viewer.api.get(`/api/v1/workspaces/${ws}/report-schedules`)).json()
      .schedules as ReportSchedule[];
    expect(list).toHaveLength(2);
    expect((await stranger.api.get(`/api/v1/workspaces/${ws}/report-schedules`)).statusCode).toBe(404);
  });

  it('refuses a recipient outside the workspace and an empty list', async () => {
    const outside = await owner.api.post(
      `/api/v1/workspaces/${ws}/report-schedules`,
      input({ recipients: [{ userId: stranger.id }] }),
    );
    expect(outside.statusCode).toBe(400);
    expect(
      (await owner.api.post(`/api/v1/workspaces/${ws}/report-schedules`, input({ recipients: [] }))).statusCode,
    ).toBe(400);
    expect(
      (await owner.api.post(`/api/v1/workspaces/${ws}/report-schedules`, input({ recipients: [{ email: 'x' }] })))
        .statusCode,
    ).toBe(400);
  });

  it('send now: a PDF to each recipient in their language, with an unsubscribe link', async () => {
    expect((await viewer.api.post(`/api/v1/report-schedules/${schedule.id}/send`)).statusCode).toBe(403);
    const sent = await owner.api.post(`/api/v1/report-schedules/${schedule.id}/send`);
    expect(sent.json()).toEqual({ sent: 2 });
    const mails = readMails(t.dataDir).filter((m) => /application\/pdf/.test(m.raw));
    const toMember = mails.find((m) => m.raw.includes(`To: ${member.email}`))!;
    const toBoard = mails.find((m) => m.raw.includes('To: diretoria@example.com'))!;
    expect(toMember.text).toContain('Attached is the report for Relatórios');
    expect(toBoard.text).toContain('Segue em anexo o relatório de Relatórios');
    expect(toBoard.raw).toMatch(/List-Unsubscribe:\s+<http:\/\/localhost:3000\/report-unsubscribe\?/);
    expect(toBoard.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('runs when due by the tick, then waits for the next Monday', async () => {
    const before = readMails(t.dataDir).length;
    await t.app.portability.tick(new Date(new Date(schedule.nextRunAt).getTime() + 60_000));
    // Both schedules are due on the same Monday: 2 recipients and 1.
    expect(readMails(t.dataDir).length).toBe(before + 3);
    const after = (
      (await owner.api.get(`/api/v1/workspaces/${ws}/report-schedules`)).json().schedules as ReportSchedule[]
    ).find((s) => s.id === schedule.id)!;
    expect(new Date(after.nextRunAt).getTime()).toBeGreaterThan(new Date(schedule.nextRunAt).getTime());
  });

  it('the unsubscribe link asks first, then removes the address; a forged token is 404', async () => {
    const mail = readMails(t.dataDir).find((m) => m.raw.includes('To: diretoria@example.com'))!;
    // The List-Unsubscribe header carries the link as it is (the decoded body would mangle `=01…`).
    const link = /<http:\/\/localhost:3000(\/report-unsubscribe\?[^>]+)>/.exec(mail.raw)![1]!;
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    const forged = await t.app.inject({ method: 'POST', url: link.replace(/t=[^&]+/, 't=forged') });
    expect(forged.statusCode).toBe(404);
    const done = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('você não receberá mais este relatório');
    const after = (
      (await owner.api.get(`/api/v1/workspaces/${ws}/report-schedules`)).json().schedules as ReportSchedule[]
    ).find((s) => s.id === schedule.id)!;
    expect(after.recipients.map((r) => r.email)).toEqual([member.email]);
  });

  it('turns off and deletes; strangers 404', async () => {
    expect((await stranger.api.del(`/api/v1/report-schedules/${schedule.id}`)).statusCode).toBe(404);
    expect((await owner.api.patch(`/api/v1/report-schedules/${schedule.id}`, { enabled: false })).json().enabled).toBe(
      false,
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/report-schedules/${schedule.id}`,
      headers: { origin: TEST_ORIGIN, cookie: owner.cookie },
    });
    expect(removed.statusCode).toBe(204);
  });
});
