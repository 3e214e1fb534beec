import { randomBytes } from 'node:crypto';
import type { PortabilityJob } from '@rbax/shared/portability/api';
import type { App } from '#src/app.ts';
import { TEST_ORIGIN } from './helpers.ts';

/** Multipart bodies and job polling for the portability tests (issue 23). */

export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer } | null,
) {
  const boundary = `----rbax${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function upload(
  app: App,
  cookie: string | undefined,
  url: string,
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer } | null,
) {
  const body = multipartBody(fields, file);
  return app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

export const trelloFile = (board: unknown) => ({
  name: 'trello.json',
  type: 'application/json',
  data: Buffer.from(JSON.stringify(board)),
});

/** Runs the queued jobs (BACKGROUND_JOBS=off in tests) and reads the job again. */
export async function settle(app: App, cookie: string, url: string): Promise<PortabilityJob> {
  await app.portability.runQueued();
  const response = await app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN, cookie } });
  if (response.statusCode !== 200) throw new Error(`${url} → ${response.statusCode} ${response.body}`);
  return response.json() as PortabilityJob;
}

/** Replaces every id of a JSON value by the order in which it first appears: two documents equal "modulo ids". */
export function withoutIds(value: unknown): unknown {
  const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
  const seen = new Map<string, string>();
  const text = JSON.stringify(value).replace(UUID, (id) => {
    if (!seen.has(id)) seen.set(id, `id${seen.size}`);
    return seen.get(id)!;
  });
  return JSON.parse(text);
}

type Answer = { statusCode: number; json(): unknown; body: string };
type Api = {
  post(url: string, body?: unknown): Promise<Answer>;
  patch(url: string, body?: unknown): Promise<Answer>;
  get(url: string): Promise<{ json(): unknown }>;
  put(url: string, body?: unknown): Promise<Answer>;
};

/**
 * A board with every kind of thing a board holds: labels (some chosen for the board), cards with
 * every field, a subtask, checklists, comments, time, a moved, a completed and an archived card,
 * a card whose title a spreadsheet would run as a formula. Returns the ids the tests look at.
 */
export async function seedRichBoard(api: Api, workspaceId: string, assigneeId: string) {
  const ok = async <T>(p: Promise<Answer>): Promise<T> => {
    const r = await p;
    if (r.statusCode >= 300) throw new Error(`seed failed: ${r.statusCode} ${r.body}`);
    return r.json() as T;
  };
  const board = (
    await ok<{ id: string }>(
      api.post('/api/v1/boards', {
        title: 'Lançamento Q3',
        description: 'Board completo',
        workspaceId,
        template: 'kanban',
        icon: 'Rocket',
      }),
    )
  ).id;
  const detail = (await api.get(`/api/v1/boards/${board}`)).json() as { columns: { id: string; name: string }[] };
  const [todo, doing, done] = detail.columns.map((c) => c.id) as [string, string, string];
  const bug = (await ok<{ id: string }>(api.post(`/api/v1/boards/${board}/labels`, { name: 'Bug', color: '#ef4444' })))
    .id;
  const ux = (await ok<{ id: string }>(api.post(`/api/v1/boards/${board}/labels`, { name: 'UX', color: '#8b5cf6' })))
    .id;
  await ok(api.put(`/api/v1/boards/${board}/board-labels`, { labelIds: [ux] }));
  const card = (body: Record<string, unknown>) => ok<{ id: string }>(api.post(`/api/v1/boards/${board}/cards`, body));
  const main = (
    await card({
      columnId: todo,
      title: 'Campanha de lançamento',
      description: 'Texto com **markdown** e acentuação: ação, pão',
      priority: 'high',
      startDate: '2026-03-01T12:00:00.000Z',
      dueDate: '2026-03-15T12:00:00.000Z',
      valueBrl: '1234.56',
      assigneeId,
      tags: ['marketing', 'q3'],
      labelIds: [bug, ux],
    })
  ).id;
  const formula = (await card({ columnId: todo, title: '=HYPERLINK("https://evil.example","clique")', valueBrl: '10' }))
    .id;
  const moved = (await card({ columnId: todo, title: 'Card movido 🚚', priority: 'low' })).id;
  const finished = (await card({ columnId: doing, title: 'Card concluído', priority: 'medium' })).id;
  const archived = (await card({ columnId: doing, title: 'Card arquivado' })).id;
  await ok(api.post(`/api/v1/cards/${moved}/move`, { columnId: doing }));
  await ok(api.patch(`/api/v1/cards/${finished}`, { completed: true }));
  await ok(api.post(`/api/v1/cards/${finished}/move`, { columnId: done }));
  await ok(api.patch(`/api/v1/cards/${archived}`, { archived: true }));
  const item = (await ok<{ id: string }>(api.post(`/api/v1/cards/${main}/checklist`, { text: 'Revisar texto' }))).id;
  await ok(api.post(`/api/v1/cards/${main}/checklist`, { text: 'Publicar' }));
  await ok(api.patch(`/api/v1/checklist/${item}`, { done: true }));
  await ok(api.post(`/api/v1/cards/${main}/comments`, { body: 'Primeiro comentário' }));
  await ok(api.post(`/api/v1/cards/${main}/subtasks`, { title: 'Subtarefa da campanha' }));
  await ok(
    api.post(`/api/v1/cards/${main}/time-entries`, {
      source: 'manual',
      workDate: '2026-02-10',
      duration: '1h30',
      note: 'Planejamento',
      billable: true,
    }),
  );
  await ok(api.patch(`/api/v1/cards/${main}`, { estimateMinutes: 240 }));
  return {
    board,
    columns: { todo, doing, done },
    labels: { bug, ux },
    cards: { main, formula, moved, finished, archived },
  };
}
