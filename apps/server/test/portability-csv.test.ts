import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail } from '@rbax/shared/boards';
import type { PortabilityJob } from '@rbax/shared/portability/api';
import { createTestApp, newUser, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { settle, upload } from './portability-fixtures.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let owner: U, member: U, stranger: U;
let ws: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, member, stranger] = await Promise.all([
    newUser(t.app, 'Olga Planilha'),
    newUser(t.app, 'Ana Membro'),
    newUser(t.app, 'Zé Estranho'),
  ]);
  ws = (await owner.api.post('/api/v1/workspaces', { name: 'Planilhas' })).json().id;
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: member.email, role: 'member' });
});
afterAll(async () => {
  await t.close();
});

/** A sheet as Excel pt-BR saves it: Windows-1252, semicolons, CRLF, a quoted field with a line break. */
function excelCsv(lines: string[]): Buffer {
  return Buffer.from(lines.join('\r\n'), 'latin1');
}

const csvUpload = (user: U, data: Buffer, name = 'planilha.csv') =>
  upload(t.app, user.cookie, '/api/v1/imports', { source: 'csv', workspaceId: ws }, { name, type: 'text/csv', data });

describe('CSV import', () => {
  let job: PortabilityJob;
  const rows = () => [
    'Título;Descrição;Coluna;Prioridade;Vencimento;Valor;Etiquetas;Responsável',
    `Pagar fornecedor;"Nota fiscal; 123\r\nsegunda linha";Financeiro;Alta;15/03/2025;1.234,56;Urgente;${member.email}`,
    ';sem título;Financeiro;;;;;',
    'Reunião;;Agenda;Média;31/02/2025;abc;;x@',
    'Contrato;"Aspas ""duplas""";;Baixa;2025-04-01;99,9;Urgente, Jurídico;ninguem@example.com',
  ];

  it('previews the first rows with the mapping it guessed, in Windows-1252 with semicolons', async () => {
    const response = await csvUpload(owner, excelCsv(rows()));
    expect(response.statusCode).toBe(201);
    job = response.json();
    expect(job.preview!.csv).toMatchObject({ delimiter: ';', encoding: 'windows-1252', totalRows: 4 });
    expect(job.preview!.csv!.headers[0]).toBe('Título');
    expect(job.preview!.csv!.rows[0]![1]).toBe('Nota fiscal; 123\r\nsegunda linha');
    expect(job.preview!.csv!.mapping).toMatchObject({
      title: 0,
      description: 1,
      column: 2,
      priority: 3,
      dueDate: 4,
      value: 5,
      labels: 6,
      assigneeEmail: 7,
    });
  });

  it('imports the valid rows and keeps the rejected ones with the spec’s messages', async () => {
    const confirm = await owner.api.post(`/api/v1/imports/${job.id}/confirm`, {
      csv: job.preview!.csv!.mapping,
      title: 'Da planilha',
    });
    expect(confirm.statusCode).toBe(202);
    const done = await settle(t.app, owner.cookie, `/api/v1/imports/${job.id}`);
    expect(done).toMatchObject({ status: 'done' });
    expect(done.report).toMatchObject({ rejectedRows: 2, imported: { cards: 2 } });
    expect(done.downloadUrl).toBe(`/api/v1/imports/${job.id}/rejected`);
    const detail = (await owner.api.get(`/api/v1/boards/${done.boardId}`)).json() as BoardDetail;
    expect(detail.columns.map((c) => c.name)).toEqual(['Financeiro', 'A Fazer']);
    const pay = detail.cards.find((c) => c.title === 'Pagar fornecedor')!;
    expect(pay).toMatchObject({
      priority: 'high',
      valueBrl: '1234.56',
      dueDate: '2025-03-15T12:00:00.000Z',
      assigneeId: member.id,
      description: 'Nota fiscal; 123\r\nsegunda linha',
    });
    const contract = detail.cards.find((c) => c.title === 'Contrato')!;
    // An address that is nobody in the workspace leaves the card unassigned.
    expect(contract).toMatchObject({ valueBrl: '99.90', description: 'Aspas "duplas"' });
    expect(contract.assigneeId).toBeUndefined();
    expect(contract.labelIds).toHaveLength(2);
  });

  it('lets the person download the rejected rows with their errors', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/imports/${job.id}/rejected`,
      headers: { origin: TEST_ORIGIN, cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const text = response.body;
    expect(text.startsWith('\uFEFFTítulo;')).toBe(true);
    expect(text).toContain('title: Título é obrigatório');
    expect(text).toContain('dueDate: Data inválida');
    expect(text).toContain('value: Valor deve ser um número positivo com até 2 casas decimais');
    expect(text).toContain('assigneeEmail: Email inválido');
    expect((await stranger.api.get(`/api/v1/imports/${job.id}/rejected`)).statusCode).toBe(404);
  });

  it('adds rows to an existing board, reusing its columns by name and creating the missing ones', async () => {
    const board = (
      await owner.api.post('/api/v1/boards', { title: 'Existente', workspaceId: ws, template: 'kanban' })
    ).json().id as string;
    const data = Buffer.from('\uFEFFtitle,column,value\r\nNovo,A Fazer,1234.5\r\nOutro,Extra,\r\n', 'utf8');
    const preview = (await csvUpload(member, data)).json() as PortabilityJob;
    expect(preview.preview!.csv).toMatchObject({ delimiter: ',', encoding: 'utf-8' });
    await member.api.post(`/api/v1/imports/${preview.id}/confirm`, {
      csv: preview.preview!.csv!.mapping,
      boardId: board,
    });
    const done = await settle(t.app, member.cookie, `/api/v1/imports/${preview.id}`);
    expect(done.boardId).toBe(board);
    const detail = (await owner.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail;
    expect(detail.columns.map((c) => c.name)).toEqual(['A Fazer', 'Em Progresso', 'Concluído', 'Extra']);
    expect(detail.cards.find((c) => c.title === 'Novo')).toMatchObject({
      columnId: detail.columns[0]!.id,
      valueBrl: '1234.50',
    });
  });

  it('refuses a target board outside the workspace, and an empty file', async () => {
    const other = (await stranger.api.post('/api/v1/boards', { title: 'Alheio' })).json().id as string;
    const preview = (await csvUpload(owner, Buffer.from('title\r\nA\r\n'))).json() as PortabilityJob;
    const denied = await owner.api.post(`/api/v1/imports/${preview.id}/confirm`, {
      csv: preview.preview!.csv!.mapping,
      boardId: other,
    });
    expect(denied.statusCode).toBe(404);
    expect((await csvUpload(owner, Buffer.from(''))).statusCode).toBe(422);
  });
});
