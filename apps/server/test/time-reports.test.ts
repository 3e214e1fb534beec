import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@rbax/shared/ids';
import type { TimeReport } from '@rbax/shared/time/reports';
import { centsOfBrl, valueCents } from '@rbax/shared/time/rates';
import { timeEntries } from '#src/db/schema/time.ts';
import { apiAs, createTestApp, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { timeWorkspace, utcDate, type TimeWorkspace } from './time-fixtures.ts';

let t: TestApp;
let w: TimeWorkspace;
let label: string;

const FROM = utcDate(-6);
const TO = utcDate(0);
const manual = (card: string, workDate: string, duration: string, billable = true) => ({
  source: 'manual',
  workDate,
  duration,
  billable,
});

beforeAll(async () => {
  t = await createTestApp();
  w = await timeWorkspace(t);
  label = (await w.owner.api.post(`/api/v1/boards/${w.boardId}/labels`, { name: 'Cliente A', color: '#ef4444' })).json()
    .id;
  await w.owner.api.patch(`/api/v1/cards/${w.card}`, { labelIds: [label], estimateMinutes: 180 });
  await w.admin.api.put(`/api/v1/workspaces/${w.workspaceId}/time-rates/${w.member.id}`, { hourlyRateBrl: '150,00' });
  await w.member.api.post(`/api/v1/cards/${w.card}/time-entries`, manual(w.card, utcDate(-1), '2h'));
  await w.member.api.post(`/api/v1/cards/${w.otherCard}/time-entries`, manual(w.otherCard, utcDate(-2), '30m', false));
  await w.colleague.api.post(`/api/v1/cards/${w.card}/time-entries`, manual(w.card, utcDate(-1), '1h'));
  await w.member.api.post(`/api/v1/cards/${w.card}/time-entries`, manual(w.card, utcDate(-20), '5h'));
});
afterAll(async () => {
  await t.close();
});

const report = async (person: TimeWorkspace['member'], extra = '') =>
  person.api.get(`/api/v1/time-reports?workspaceId=${w.workspaceId}&from=${FROM}&to=${TO}${extra}`);
const json = async (person: TimeWorkspace['member'], extra = '') => (await report(person, extra)).json() as TimeReport;

describe('GET /api/v1/time-reports', () => {
  it("shows owners and admins everyone's time, with value = billable hours × the author's rate", async () => {
    const body = await json(w.admin);
    expect(body.scope).toBe('all');
    expect(body.totals).toEqual({ seconds: 3.5 * 3600, billableSeconds: 3 * 3600, valueBrl: '300.00', entries: 3 });
    expect(body.people.map((p) => [p.name, p.seconds, p.hourlyRateBrl, p.valueBrl])).toEqual([
      ['Mia Membro', 2.5 * 3600, '150.00', '300.00'],
      ['Caio Colega', 3600, null, '0.00'],
    ]);
    expect(body.cards[0]).toMatchObject({ title: 'Página inicial', estimateMinutes: 180, seconds: 3 * 3600 });
    expect(body.days).toHaveLength(7);
    expect(body.timesheet.rows.map((row) => row.total)).toEqual([2.5 * 3600, 3600]);
    expect(body.options.people.map((p) => p.name)).toContain('Vera Leitora');
    expect(body.options.labels).toEqual([{ id: label, boardId: w.boardId, name: 'Cliente A', color: '#ef4444' }]);
    expect((await json(w.owner)).totals.seconds).toBe(3.5 * 3600);
  });

  it('shows members and viewers only their own time, whatever people they ask for', async () => {
    const mine = await json(w.member, `&userIds=${w.colleague.id}`);
    expect(mine.scope).toBe('self');
    expect(mine.totals.seconds).toBe(2.5 * 3600);
    expect(mine.people.map((p) => p.name)).toEqual(['Mia Membro']);
    expect(mine.options.people.map((p) => p.name)).toEqual(['Mia Membro']);
    expect((await json(w.colleague)).people.map((p) => [p.name, p.hourlyRateBrl])).toEqual([['Caio Colega', null]]);
    expect((await json(w.viewer)).totals.entries).toBe(0);
  });

  it('filters by board, person, label and billable', async () => {
    expect((await json(w.admin, `&userIds=${w.colleague.id}`)).totals.seconds).toBe(3600);
    expect((await json(w.admin, `&labelIds=${label}`)).totals.seconds).toBe(3 * 3600);
    expect((await json(w.admin, '&billable=nonBillable')).totals.seconds).toBe(1800);
    expect((await json(w.admin, '&billable=billable')).totals.entries).toBe(2);
    expect((await json(w.admin, `&boardIds=${w.boardId}`)).totals.entries).toBe(3);
    const other = (await w.owner.api.post('/api/v1/boards', { title: 'Outro', workspaceId: w.workspaceId })).json().id;
    expect((await json(w.admin, `&boardIds=${other}`)).totals.entries).toBe(0);
  });

  it('refuses a stranger (404), an anonymous caller (401) and a bad period or filter (400)', async () => {
    expect((await report(w.stranger)).statusCode).toBe(404);
    expect(
      (await apiAs(t.app, undefined).get(`/api/v1/time-reports?workspaceId=${w.workspaceId}&from=${FROM}&to=${TO}`))
        .statusCode,
    ).toBe(401);
    const long = await w.admin.api.get(
      `/api/v1/time-reports?workspaceId=${w.workspaceId}&from=2025-01-01&to=2026-06-01`,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().error.issues).toEqual([
      { path: ['to'], message: 'O início do período deve ser anterior ou igual ao fim (máximo de 366 dias)' },
    ]);
    expect((await report(w.admin, '&billable=talvez')).statusCode).toBe(400);
    expect((await report(w.admin, '&boardIds=x,y')).statusCode).toBe(400);
    expect(
      (await w.admin.api.get(`/api/v1/time-reports?workspaceId=${w.workspaceId}&from=${TO}&to=${FROM}`)).statusCode,
    ).toBe(400);
  });

  it('exports CSV in the language asked, one line per entry', async () => {
    const csv = await report(w.admin, '&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="time-report-${FROM}-${TO}.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Data;Pessoa;Board;Card;Origem;Nota;Faturável;Minutos;Horas;Valor/hora (R$);Valor (R$)');
    expect(lines).toHaveLength(4);
    expect(lines).toContain(`${utcDate(-1)};Mia Membro;Site novo;Página inicial;Manual;;Sim;120;2;150;300`);
    const english = await t.app.inject({
      method: 'GET',
      url: `/api/v1/time-reports?workspaceId=${w.workspaceId}&from=${FROM}&to=${TO}&format=csv&billable=nonBillable`,
      headers: { origin: TEST_ORIGIN, cookie: w.admin.cookie, 'accept-language': 'en-US' },
    });
    expect(english.body.split('\r\n')[1]).toBe(`${utcDate(-2)};Mia Membro;Site novo;Blog;Manual;;No;30;0.5;150;0`);
  });

  it('exports an XLSX workbook that opens and holds the same numbers', async () => {
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/v1/time-reports?workspaceId=${w.workspaceId}&from=${FROM}&to=${TO}&format=xlsx`,
      headers: { origin: TEST_ORIGIN, cookie: w.admin.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Registros',
      'Por pessoa',
      'Por board',
      'Por card',
      'Por dia',
      'Timesheet',
    ]);
    const body = await json(w.admin);
    const people = book.getWorksheet('Por pessoa')!;
    const totalRow = people.getRow(people.rowCount);
    expect(totalRow.getCell(1).value).toBe('Total');
    expect(totalRow.getCell(3).value).toBe(body.totals.seconds / 3600);
    expect(totalRow.getCell(5).value).toBe(centsOfBrl(body.totals.valueBrl) / 100);
    expect(people.getRow(2).values).toEqual([undefined, 'Mia Membro', 150, 2.5, 2, 300, 2]);
    const entries = book.getWorksheet('Registros')!;
    expect(entries.rowCount).toBe(1 + body.totals.entries + 1);
    const sheet = book.getWorksheet('Timesheet')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Pessoa', ...body.timesheet.days, 'Total']);
    expect(sheet.getRow(sheet.rowCount).getCell(body.timesheet.days.length + 2).value).toBe(3.5);
  });
});

describe('report totals on random data', () => {
  it('equal the sum of the entries in every view (property test)', async () => {
    const people = [w.member, w.colleague, w.admin];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            person: fc.integer({ min: 0, max: 2 }),
            card: fc.boolean(),
            day: fc.integer({ min: 0, max: 6 }),
            seconds: fc.integer({ min: 1, max: 12 * 3600 }),
            billable: fc.boolean(),
          }),
          { maxLength: 25 },
        ),
        async (drawn) => {
          const db = t.database.db;
          const batch = `2030-01-0`;
          await db.delete(timeEntries);
          if (drawn.length > 0) {
            await db.insert(timeEntries).values(
              drawn.map((row) => ({
                id: uuidv7(),
                boardId: w.boardId,
                cardId: row.card ? w.card : w.otherCard,
                userId: people[row.person]!.id,
                source: 'manual',
                startedAt: new Date(`${batch}${row.day + 1}T12:00:00Z`),
                endedAt: new Date(Date.parse(`${batch}${row.day + 1}T12:00:00Z`) + row.seconds * 1000),
                durationSeconds: row.seconds,
                workDate: `${batch}${row.day + 1}`,
                billable: row.billable,
              })),
            );
          }
          const body = (
            await w.admin.api.get(`/api/v1/time-reports?workspaceId=${w.workspaceId}&from=2030-01-01&to=2030-01-07`)
          ).json() as TimeReport;
          const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
          const seconds = sum(drawn.map((row) => row.seconds));
          const cents = sum(
            drawn.map((row) => (row.billable && row.person === 0 ? valueCents(row.seconds, 15_000) : 0)),
          );
          expect(body.totals.seconds).toBe(seconds);
          expect(centsOfBrl(body.totals.valueBrl)).toBe(cents);
          for (const view of [body.people, body.boards, body.cards, body.days]) {
            expect(sum(view.map((row) => row.seconds))).toBe(seconds);
            expect(sum(view.map((row) => centsOfBrl(row.valueBrl)))).toBe(cents);
          }
          expect(body.timesheet.total).toBe(seconds);
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('hourly rates', () => {
  const url = (userId: string) => `/api/v1/workspaces/${w.workspaceId}/time-rates/${userId}`;

  it('are set by owners and admins only, and each member reads only their own', async () => {
    expect((await w.member.api.put(url(w.member.id), { hourlyRateBrl: '999' })).statusCode).toBe(403);
    expect((await w.viewer.api.put(url(w.viewer.id), { hourlyRateBrl: '1' })).statusCode).toBe(403);
    expect((await w.stranger.api.put(url(w.member.id), { hourlyRateBrl: '1' })).statusCode).toBe(404);
    expect((await w.owner.api.put(url(w.stranger.id), { hourlyRateBrl: '1' })).statusCode).toBe(404);
    const set = await w.owner.api.put(url(w.colleague.id), { hourlyRateBrl: 80.5 });
    expect(set.json()).toMatchObject({ user: { id: w.colleague.id }, hourlyRateBrl: '80.50' });
    const all = (await w.admin.api.get(`/api/v1/workspaces/${w.workspaceId}/time-rates`)).json();
    expect(all.canEdit).toBe(true);
    expect(all.rates).toHaveLength(5);
    const own = (await w.member.api.get(`/api/v1/workspaces/${w.workspaceId}/time-rates`)).json();
    expect(own).toEqual({ canEdit: false, rates: [expect.objectContaining({ hourlyRateBrl: '150.00' })] });
    expect((await w.stranger.api.get(`/api/v1/workspaces/${w.workspaceId}/time-rates`)).statusCode).toBe(404);
  });

  it('refuses a bad rate with the spec-style message, and removes one with null', async () => {
    const bad = await w.owner.api.put(url(w.colleague.id), { hourlyRateBrl: '-5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0].message).toBe(
      'Valor por hora deve ser um número positivo com até 2 casas decimais (máximo R$ 100.000,00)',
    );
    expect((await w.owner.api.put(url(w.colleague.id), { hourlyRateBrl: '100000.01' })).statusCode).toBe(400);
    expect((await w.owner.api.put(url(w.colleague.id), { hourlyRateBrl: null })).json().hourlyRateBrl).toBeNull();
  });
});
