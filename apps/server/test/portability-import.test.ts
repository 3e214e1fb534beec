import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BoardDetail } from '@rbax/shared/boards';
import type { Comment } from '@rbax/shared/cards';
import type { PortabilityJob } from '@rbax/shared/portability/api';
import { bigTrelloBoard, newTrelloBoard } from '@rbax/shared/portability/fixtures/trello';
import { events } from '#src/db/schema/event-log.ts';
import { notifications } from '#src/db/schema/notifications.ts';
import { createTestApp, newUser, type TestApp } from './helpers.ts';
import { settle, trelloFile, upload } from './portability-fixtures.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let owner: U, member: U, viewer: U, stranger: U;
let ws: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, member, viewer, stranger] = await Promise.all([
    newUser(t.app, 'Olga Dona'),
    newUser(t.app, 'Ana Souza'),
    newUser(t.app, 'Vera Leitora'),
    newUser(t.app, 'Zé Estranho'),
  ]);
  ws = (await owner.api.post('/api/v1/workspaces', { name: 'Migração' })).json().id;
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: member.email, role: 'member' });
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: viewer.email, role: 'viewer' });
});
afterAll(async () => {
  await t.close();
});

const startImport = (user: U | undefined, fields: Record<string, string>, data: unknown) =>
  upload(t.app, user?.cookie, '/api/v1/imports', fields, trelloFile(data));

describe('POST /api/v1/imports (Trello)', () => {
  let job: PortabilityJob;
  const fixture = newTrelloBoard();

  it('answers a preview: counts, lists, colours and members with suggestions', async () => {
    const response = await startImport(owner, { source: 'trello', workspaceId: ws }, fixture.board);
    expect(response.statusCode).toBe(201);
    job = response.json();
    expect(job).toMatchObject({ kind: 'import', status: 'preview', source: 'trello', boardId: null });
    expect(job.preview!.counts).toMatchObject({ cards: 6, columns: 3, closedColumns: 1, comments: 2, skipped: 3 });
    expect(job.preview!.members.find((m) => m.key === fixture.ids.members.ana)?.suggestedUserId).toBe(member.id);
    expect(job.preview!.colors.find((c) => c.key === 'sky')?.proposed).toBe('#3b82f6');
  });

  it('imports with the mapping, in a job with progress, and reports what it skipped', async () => {
    const confirm = await owner.api.post(`/api/v1/imports/${job.id}/confirm`, {
      members: { [fixture.ids.members.ana]: member.id, [fixture.ids.members.bruno]: null },
      colors: { red: '#ef4444', sky: '#10b981' },
      closedColumns: 'archive',
    });
    expect(confirm.statusCode).toBe(202);
    expect(confirm.json().status).toBe('queued');
    expect((await owner.api.post(`/api/v1/imports/${job.id}/confirm`, {})).statusCode).toBe(409);
    const done = await settle(t.app, owner.cookie, `/api/v1/imports/${job.id}`);
    expect(done).toMatchObject({ status: 'done', progress: 100 });
    expect(done.boardId).toBeTruthy();
    expect(done.report!.imported).toMatchObject({
      cards: 6,
      archivedCards: 2,
      checklistItems: 2,
      comments: 2,
      attachmentLinks: 2,
    });
    expect(done.report!.skipped.map((s) => s.reason)).toEqual(['listNotFound', 'invalidCard', 'invalidCard']);
    job = done;
  });

  it('makes the board: columns in order, cards with their fields, labels in our colours, the assignee mapped', async () => {
    const detail = (await owner.api.get(`/api/v1/boards/${job.boardId}`)).json() as BoardDetail;
    expect(detail.board.title).toBe('Projeto Trello 🚀');
    expect(detail.columns.map((c) => c.name)).toEqual(['A Fazer', 'Fazendo', 'Feito']);
    const main = detail.cards.find((c) => c.title === 'Card principal')!;
    expect(main).toMatchObject({
      dueDate: '2024-04-10T15:00:00.000Z',
      startDate: '2024-04-01T12:00:00.000Z',
      completedAt: '2024-04-09T10:00:00.000Z',
      assigneeId: member.id,
    });
    expect(main.counts).toMatchObject({ checklistDone: 1, checklistTotal: 2, comments: 2 });
    const labels = new Map(detail.labels.map((l) => [l.name, l.color]));
    expect(labels.get('Bug')).toBe('#ef4444');
    expect(labels.get('Verde')).toBe('#10b981');
    expect(labels.get('Design')).toBe('#8b5cf6');
    expect(detail.cards.find((c) => c.title.startsWith('🎉'))).toBeTruthy();
    expect(detail.cards.some((c) => c.title === 'Card arquivado')).toBe(false);
  });

  it('keeps comments’ dates, the mapped author, and the name of an author who is nobody here', async () => {
    const detail = (await owner.api.get(`/api/v1/boards/${job.boardId}`)).json() as BoardDetail;
    const main = detail.cards.find((c) => c.title === 'Card principal')!;
    const comments = (await owner.api.get(`/api/v1/cards/${main.id}/comments`)).json() as Comment[];
    expect(comments.map((c) => [c.author?.id ?? null, c.createdAt])).toEqual([
      [member.id, '2024-04-02T09:00:00.000Z'],
      [null, '2024-04-05T09:00:00.000Z'],
    ]);
    expect(comments[1]!.body).toBe('**Carla Ex-membro** (Trello)\n\nComentário de quem saiu 👋');
  });

  it('writes the history dated from Trello, marked imported, and tells nobody', async () => {
    const rows = await t.database.db.select().from(events).where(eq(events.boardId, job.boardId!));
    const kinds = rows.map((r) => r.kind);
    expect(kinds[0]).toBe('board.created');
    expect(kinds.filter((k) => k === 'card.created')).toHaveLength(6);
    const moves = rows.filter((r) => r.kind === 'card.moved').map((r) => r.createdAt.toISOString());
    expect(moves).toEqual(['2024-04-01T10:00:00.000Z', '2024-04-03T10:00:00.000Z']);
    expect(
      rows.filter((r) => r.kind !== 'board.created').every((r) => (r.data as { imported?: boolean }).imported === true),
    ).toBe(true);
    const seqs = rows.map((r) => r.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    await t.app.eventLog.drain();
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(told.filter((n) => n.kind !== 'workspace.invited')).toEqual([]);
  });

  it('skips closed lists and their cards when asked', async () => {
    const again = (
      await startImport(owner, { source: 'trello', workspaceId: ws }, newTrelloBoard().board)
    ).json() as PortabilityJob;
    await owner.api.post(`/api/v1/imports/${again.id}/confirm`, { closedColumns: 'skip', title: 'Sem arquivadas' });
    const done = await settle(t.app, owner.cookie, `/api/v1/imports/${again.id}`);
    expect(done.report!.imported.cards).toBe(5);
    expect(done.report!.skipped.filter((s) => s.reason === 'listClosed')).toHaveLength(2);
    const detail = (await owner.api.get(`/api/v1/boards/${done.boardId}`)).json() as BoardDetail;
    expect(detail.board.title).toBe('Sem arquivadas');
  });
});

describe('POST /api/v1/imports refusals', () => {
  it('401 signed out, 404 for a stranger to the workspace, 403 for a viewer', async () => {
    expect((await startImport(undefined, { source: 'trello', workspaceId: ws }, {})).statusCode).toBe(401);
    expect((await startImport(stranger, { source: 'trello', workspaceId: ws }, {})).statusCode).toBe(404);
    expect((await startImport(viewer, { source: 'trello', workspaceId: ws }, {})).statusCode).toBe(403);
  });

  it('400 without the fields before the file, 415 without multipart', async () => {
    const noFields = await upload(t.app, owner.cookie, '/api/v1/imports', {}, trelloFile({ lists: [], cards: [] }));
    expect(noFields.statusCode).toBe(400);
    expect(
      (await upload(t.app, owner.cookie, '/api/v1/imports', { source: 'trello', workspaceId: ws }, null)).statusCode,
    ).toBe(400);
    expect(
      (await upload(t.app, owner.cookie, '/api/v1/imports', { source: 'asana', workspaceId: ws }, trelloFile({})))
        .statusCode,
    ).toBe(400);
    expect((await owner.api.post('/api/v1/imports', { source: 'trello' })).statusCode).toBe(415);
  });

  it('422 for a file that is not what its source says, and nothing kept', async () => {
    const bad = await upload(
      t.app,
      owner.cookie,
      '/api/v1/imports',
      { source: 'trello', workspaceId: ws },
      { name: 'x.json', type: 'application/json', data: Buffer.from('{"nope": ') },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('unprocessable');
    const notTrello = await startImport(owner, { source: 'trello', workspaceId: ws }, { hello: 'world' });
    expect(notTrello.statusCode).toBe(422);
    expect(notTrello.json().error.message).toBe('Este arquivo não é a exportação JSON de um board do Trello.');
  });

  it('413 past 50 MB, read while streaming', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 10, 0x20);
    const response = await upload(
      t.app,
      owner.cookie,
      '/api/v1/imports',
      { source: 'trello', workspaceId: ws },
      { name: 'big.json', type: 'application/json', data: big },
    );
    expect(response.statusCode).toBe(413);
  });

  it('another person’s import is 404; a mapping to someone outside the workspace is 400', async () => {
    const job = (
      await startImport(owner, { source: 'trello', workspaceId: ws }, newTrelloBoard().board)
    ).json() as PortabilityJob;
    expect((await member.api.get(`/api/v1/imports/${job.id}`)).statusCode).toBe(404);
    expect((await stranger.api.post(`/api/v1/imports/${job.id}/confirm`, {})).statusCode).toBe(404);
    const key = job.preview!.members[0]!.key;
    const wrong = await owner.api.post(`/api/v1/imports/${job.id}/confirm`, { members: { [key]: stranger.id } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.issues[0].path).toEqual(['members', key]);
  });
});

describe('a 5,000-card Trello board', () => {
  it('imports every card with its checklist, comment and move', async () => {
    const response = await startImport(owner, { source: 'trello', workspaceId: ws }, bigTrelloBoard(5_000));
    expect(response.statusCode).toBe(201);
    const job = response.json() as PortabilityJob;
    await owner.api.post(`/api/v1/imports/${job.id}/confirm`, {});
    const done = await settle(t.app, owner.cookie, `/api/v1/imports/${job.id}`);
    expect(done.status).toBe('done');
    expect(done.report!.imported).toMatchObject({
      cards: 5_000,
      archivedCards: 100,
      checklistItems: 5_000,
      comments: 5_000,
    });
    const detail = (await owner.api.get(`/api/v1/boards/${done.boardId}`)).json() as BoardDetail;
    expect(detail.cards).toHaveLength(4_900);
  }, 120_000);
});
