import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import type { BoardDetail } from '@rbax/shared/boards';
import type { PortabilityJob } from '@rbax/shared/portability/api';
import { boardExportSchema, workspaceExportSchema, type BoardExport } from '@rbax/shared/portability/board-export';
import { createTestApp, newUser, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { seedRichBoard, settle, upload } from './portability-fixtures.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let owner: U, member: U, stranger: U;
let ws: string;
let seeded: Awaited<ReturnType<typeof seedRichBoard>>;

beforeAll(async () => {
  t = await createTestApp();
  [owner, member, stranger] = await Promise.all([
    newUser(t.app, 'Olga Exporta'),
    newUser(t.app, 'Ana Membro'),
    newUser(t.app, 'Zé Estranho'),
  ]);
  ws = (await owner.api.post('/api/v1/workspaces', { name: 'Exportações' })).json().id;
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: member.email, role: 'member' });
  seeded = await seedRichBoard(owner.api, ws, member.id);
});
afterAll(async () => {
  await t.close();
});

const download = (user: U, url: string, lang = 'pt-BR') =>
  t.app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN, cookie: user.cookie, 'accept-language': lang } });

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe('GET /api/v1/boards/:id/export', () => {
  it('json: the whole board in the documented format, history included, without transport markers', async () => {
    const response = await download(member, `/api/v1/boards/${seeded.board}/export?format=json`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="lancamento-q3-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const doc = boardExportSchema.parse(response.json());
    expect(doc.board.title).toBe('Lançamento Q3');
    const main = doc.cards.find((c) => c.id === seeded.cards.main)!;
    expect(main).toMatchObject({
      priority: 'high',
      valueBrl: '1234.56',
      tags: ['marketing', 'q3'],
      estimateMinutes: 240,
    });
    expect(main.checklist.map((i) => [i.text, i.done])).toEqual([
      ['Revisar texto', true],
      ['Publicar', false],
    ]);
    expect(main.comments[0]!.body).toBe('Primeiro comentário');
    expect(main.timeEntries[0]).toMatchObject({ durationSeconds: 5400, note: 'Planejamento', billable: true });
    expect(doc.cards.find((c) => c.parentId === seeded.cards.main)?.title).toBe('Subtarefa da campanha');
    expect(doc.labels.find((l) => l.id === seeded.labels.ux)?.onBoard).toBe(true);
    expect(doc.events.map((e) => e.kind)).toEqual(
      expect.arrayContaining([
        'board.created',
        'card.created',
        'card.moved',
        'card.completed',
        'card.archived',
        'comment.added',
        'time.logged',
      ]),
    );
    expect(doc.events.map((e) => e.seq)).toEqual(doc.events.map((_, i) => i + 1));
    expect(doc.people.find((p) => p.id === member.id)?.email).toBe(member.email);
  });

  it('csv: every field, the product’s dialect, and formulas defused', async () => {
    const response = await download(owner, `/api/v1/boards/${seeded.board}/export?format=csv`);
    expect(response.headers['content-type']).toContain('text/csv');
    const text = response.body;
    expect(text.startsWith('\uFEFFBoard;Coluna;ID;Título;')).toBe(true);
    expect(text).toContain('\r\n');
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"",""clique"")"`);
    expect(text).toContain('1234,56');
    expect(text).toContain('Alta');
    const en = (await download(owner, `/api/v1/boards/${seeded.board}/export?format=csv`, 'en-US')).body;
    expect(en).toContain('Board;Column;ID;Title;');
    expect(en).toContain('1234.56');
  });

  it('xlsx: a sheet of every card, one per column, typed cells, and text never a formula', async () => {
    const response = await download(owner, `/api/v1/boards/${seeded.board}/export?format=xlsx`);
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as never);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Cards',
      'A Fazer',
      'Em Progresso',
      'Concluído',
      'Colunas',
      'Etiquetas',
    ]);
    const cards = book.getWorksheet('Cards')!;
    expect(cards.rowCount).toBe(1 + 6);
    const titles = cards.getColumn(4).values.slice(2);
    expect(titles).toContain('Campanha de lançamento');
    const formulaRow = cards.getColumn(4).values.indexOf('=HYPERLINK("https://evil.example","clique")');
    expect(formulaRow).toBeGreaterThan(1);
    expect(cards.getRow(formulaRow).getCell(4).type).toBe(ExcelJS.ValueType.String);
    const mainRow = cards.getColumn(4).values.indexOf('Campanha de lançamento');
    expect(cards.getRow(mainRow).getCell(10).value).toBe(1234.56);
    expect(book.getWorksheet('A Fazer')!.rowCount).toBe(1 + 3);
  });

  it('pdf: an A4 report whose text says the board, its totals, columns and cards in pt-BR', async () => {
    const response = await download(owner, `/api/v1/boards/${seeded.board}/export?format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Lançamento Q3',
      'Relatório do board',
      'Totais',
      'R$ 1.244,56',
      'Cards por coluna',
      'A Fazer',
      'Em Progresso',
      'Campanha de lançamento',
      'Entrega 15/03/2026',
      'Ana Membro',
      'Métricas de fluxo',
    ]) {
      expect(text).toContain(expected);
    }
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    expect([Math.round(width!), Math.round(height!)]).toEqual([595, 842]);
    const en = await pdfText(
      (await download(owner, `/api/v1/boards/${seeded.board}/export?format=pdf`, 'en-US')).rawPayload,
    );
    expect(en).toContain('Board report');
    expect(en).toContain('Due 03/15/2026');
  });

  it('404 for a stranger, 400 for an unknown format', async () => {
    expect((await download(stranger, `/api/v1/boards/${seeded.board}/export?format=json`)).statusCode).toBe(404);
    expect((await download(owner, `/api/v1/boards/${seeded.board}/export?format=docx`)).statusCode).toBe(400);
  });
});

describe('exports as jobs', () => {
  it('a workspace’s export: owners and admins only, then a link that expires', async () => {
    expect((await member.api.post(`/api/v1/workspaces/${ws}/exports`, { format: 'json' })).statusCode).toBe(403);
    expect((await stranger.api.post(`/api/v1/workspaces/${ws}/exports`, { format: 'json' })).statusCode).toBe(404);
    const queued = await owner.api.post(`/api/v1/workspaces/${ws}/exports`, { format: 'json' });
    expect(queued.statusCode).toBe(202);
    const job = await settle(t.app, owner.cookie, `/api/v1/exports/${queued.json().id}`);
    expect(job).toMatchObject({ status: 'done', progress: 100, downloadUrl: `/api/v1/exports/${job.id}/download` });
    const file = await download(owner, job.downloadUrl!);
    const doc = workspaceExportSchema.parse(file.json());
    expect(doc.workspace.name).toBe('Exportações');
    expect(doc.boards.map((b) => b.board.title)).toContain('Lançamento Q3');
    expect((await download(member, job.downloadUrl!)).statusCode).toBe(404);
    await t.app.portability.tick(new Date(Date.now() + 25 * 3_600_000));
    const expired = await download(owner, job.downloadUrl!);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toBe('Este link de download expirou. Gere o arquivo de novo.');
    expect((await owner.api.get(`/api/v1/exports/${job.id}`)).json().status).toBe('expired');
  });

  it('a workspace’s PDF and XLSX hold every board', async () => {
    await owner.api.post('/api/v1/boards', { title: 'Segundo board', workspaceId: ws, template: 'scrum' });
    for (const format of ['pdf', 'xlsx'] as const) {
      const queued = (await owner.api.post(`/api/v1/workspaces/${ws}/exports`, { format })).json() as PortabilityJob;
      const job = await settle(t.app, owner.cookie, `/api/v1/exports/${queued.id}`);
      const file = await download(owner, job.downloadUrl!);
      expect(file.statusCode).toBe(200);
      if (format === 'pdf') {
        const text = await pdfText(file.rawPayload);
        expect(text).toContain('Relatório do workspace');
        expect(text).toContain('Segundo board');
      }
    }
  });
});

/** What makes two boards the same board, whatever their ids, positions and timestamps of writing. */
function content(doc: BoardExport) {
  const columns = new Map(doc.columns.map((c) => [c.id, c.name]));
  const labels = new Map(doc.labels.map((l) => [l.id, `${l.name}/${l.color}`]));
  const titles = new Map(doc.cards.map((c) => [c.id, c.title]));
  return {
    board: { title: doc.board.title, description: doc.board.description, icon: doc.board.icon, color: doc.board.color },
    columns: doc.columns.map((c) => [c.name, c.archived]),
    labels: [...labels.values()].sort(),
    cards: doc.cards
      .map((c) => ({
        column: columns.get(c.columnId),
        parent: c.parentId ? titles.get(c.parentId) : null,
        labels: c.labelIds.map((id) => labels.get(id)).sort(),
        checklist: c.checklist.map((i) => [i.text, i.done]),
        comments: c.comments.map((m) => [m.authorId, m.body, m.createdAt]),
        ...Object.fromEntries(
          [
            'title',
            'description',
            'priority',
            'startDate',
            'dueDate',
            'valueBrl',
            'assigneeId',
            'tags',
            'archived',
            'completedAt',
            'estimateMinutes',
            'createdAt',
          ].map((k) => [k, c[k as keyof typeof c]]),
        ),
      }))
      .sort((a, b) => String((a as { title?: unknown }).title).localeCompare(String((b as { title?: unknown }).title))),
  };
}

describe('JSON export → import → the same board', () => {
  it('imports our own export as a new board with the same content', async () => {
    const original = boardExportSchema.parse(
      (await download(owner, `/api/v1/boards/${seeded.board}/export?format=json`)).json(),
    );
    const file = { name: 'board.json', type: 'application/json', data: Buffer.from(JSON.stringify(original)) };
    const preview = (
      await upload(t.app, owner.cookie, '/api/v1/imports', { source: 'json', workspaceId: ws }, file)
    ).json() as PortabilityJob;
    expect(preview.preview!.members.find((m) => m.key === member.id)?.suggestedUserId).toBe(member.id);
    const members = Object.fromEntries(preview.preview!.members.map((m) => [m.key, m.suggestedUserId]));
    await owner.api.post(`/api/v1/imports/${preview.id}/confirm`, { members });
    const job = await settle(t.app, owner.cookie, `/api/v1/imports/${preview.id}`);
    expect(job.status).toBe('done');
    const copy = boardExportSchema.parse(
      (await download(owner, `/api/v1/boards/${job.boardId}/export?format=json`)).json(),
    );
    expect(content(copy)).toEqual(content(original));
    const detail = (await owner.api.get(`/api/v1/boards/${job.boardId}`)).json() as BoardDetail;
    expect(detail.cards.filter((c) => c.parentId)).toHaveLength(1);
  });
});
