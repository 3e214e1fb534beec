import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail } from '@rbax/shared/boards';
import { meSchema, meSummarySchema } from '@rbax/shared/me';
import { apiAs, createTestApp, newUser, TEST_ORIGIN, type TestApp } from './helpers.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let ana: U, bia: U;
beforeAll(async () => {
  t = await createTestApp();
  [ana, bia] = await Promise.all([newUser(t.app, 'Ana Perfil'), newUser(t.app, 'Bia Perfil')]);
});
afterAll(async () => {
  await t.close();
});

function avatarUpload(user: U, data: Buffer) {
  const boundary = `----rbax${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\navatar\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="eu.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    headers: { origin: TEST_ORIGIN, cookie: user.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ec4899' } })
    .png()
    .toBuffer();

describe('GET/PATCH /api/v1/me', () => {
  it('refuses anonymous calls', async () => {
    const anonymous = apiAs(t.app, undefined);
    expect((await anonymous.get('/api/v1/me')).statusCode).toBe(401);
    expect((await anonymous.patch('/api/v1/me', { name: 'Ninguém' })).statusCode).toBe(401);
    expect((await anonymous.get('/api/v1/me/summary')).statusCode).toBe(401);
  });

  it('saves name, skills (trimmed, deduplicated) and time zone', async () => {
    const response = await ana.api.patch('/api/v1/me', {
      name: '  Ana Maria  ',
      skills: [' React ', 'react', 'UX  Design', '', 'Node.js'],
      timezone: 'America/Sao_Paulo',
    });
    expect(response.statusCode).toBe(200);
    const me = meSchema.parse(response.json());
    expect(me).toMatchObject({
      name: 'Ana Maria',
      skills: ['React', 'UX Design', 'Node.js'],
      timezone: 'America/Sao_Paulo',
      twoFactorEnabled: false,
    });
    expect(meSchema.parse((await ana.api.get('/api/v1/me')).json())).toMatchObject({ skills: me.skills });
    expect((await ana.api.patch('/api/v1/me', { timezone: null })).json().timezone).toBeNull();
  });

  it('refuses a bad name, too many or too long skills and an unknown time zone, in the asked language', async () => {
    const short = await ana.api.patch('/api/v1/me', { name: 'A' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.issues).toEqual([{ path: ['name'], message: 'Nome deve ter no mínimo 2 caracteres' }]);
    expect((await ana.api.patch('/api/v1/me', { name: 'x'.repeat(101) })).statusCode).toBe(400);

    const many = await ana.api.patch('/api/v1/me', { skills: Array.from({ length: 21 }, (_, i) => `skill ${i}`) });
    expect(many.statusCode).toBe(400);
    expect(many.json().error.issues[0].message).toBe('Informe no máximo 20 habilidades');
    // Duplicates do not count against the limit.
    const dupes = await ana.api.patch('/api/v1/me', {
      skills: [...Array.from({ length: 20 }, (_, i) => `skill ${i}`), 'SKILL 0'],
    });
    expect(dupes.statusCode).toBe(200);
    expect(dupes.json().skills).toHaveLength(20);
    const long = await ana.api.patch('/api/v1/me', { skills: ['x'.repeat(41)] });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.issues[0].message).toBe('Cada habilidade deve ter no máximo 40 caracteres');

    const zone = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { origin: TEST_ORIGIN, cookie: ana.cookie, 'accept-language': 'es-ES' },
      payload: { timezone: 'Marte/Olimpo' },
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().error.issues).toEqual([{ path: ['timezone'], message: 'Zona horaria no válida' }]);
    expect((await ana.api.get('/api/v1/me')).json().name).toBe('Ana Maria');
  });

  it('sets an uploaded avatar (square, visible to others), refuses someone else’s, replaces and removes it', async () => {
    const uploaded = await avatarUpload(ana, await png(300, 120));
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json() as { url: string };
    expect(url).toMatch(/^\/files\/avatars\/[0-9a-f-]{36}\.png$/);

    const stolen = await bia.api.patch('/api/v1/me', { image: url });
    expect(stolen.statusCode).toBe(400);
    expect((await bia.api.patch('/api/v1/me', { image: 'https://evil.example/x.png' })).statusCode).toBe(400);

    expect((await ana.api.patch('/api/v1/me', { image: url })).json().image).toBe(url);
    const seen = await bia.api.get(url);
    expect(seen.statusCode).toBe(200);
    const meta = await sharp(seen.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([120, 120]);
    expect((await apiAs(t.app, undefined).get(url)).statusCode).toBe(401);

    const second = (await avatarUpload(ana, await png(64, 64))).json().url as string;
    expect((await ana.api.patch('/api/v1/me', { image: second })).json().image).toBe(second);
    // The replaced picture is gone.
    expect((await ana.api.get(url)).statusCode).toBe(404);

    expect((await ana.api.patch('/api/v1/me', { image: null })).json().image).toBeNull();
    expect((await ana.api.get(second)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/me/summary', () => {
  it('counts my cards and lists my activity on boards I can still read', async () => {
    const carla = await newUser(t.app, 'Carla Resumo');
    const board = (await carla.api.post('/api/v1/boards', { title: 'Resumo', template: 'kanban' })).json().id as string;
    const detail = (await carla.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail;
    const [todo, doing] = detail.columns.map((c) => c.id);
    const card = async (fields: Record<string, unknown>) =>
      (await carla.api.post(`/api/v1/boards/${board}/cards`, { columnId: todo, ...fields })).json().id as string;
    await card({ title: 'Aberto', assigneeId: carla.id });
    await card({ title: 'Atrasado', assigneeId: carla.id, dueDate: '2020-01-01T12:00:00.000Z' });
    const done = await card({ title: 'Feito', assigneeId: carla.id });
    expect((await carla.api.patch(`/api/v1/cards/${done}`, { completed: true })).statusCode).toBe(200);
    const moved = await card({ title: 'Só criado' });
    expect((await carla.api.post(`/api/v1/cards/${moved}/move`, { columnId: doing })).statusCode).toBe(200);

    const summary = meSummarySchema.parse((await carla.api.get('/api/v1/me/summary')).json());
    expect(summary.cards).toEqual({ assignedOpen: 2, overdue: 1, completed: 1, created: 4 });
    expect(summary.activity[0]).toMatchObject({
      kind: 'card.moved',
      boardTitle: 'Resumo',
      cardTitle: 'Só criado',
      actor: { id: carla.id },
    });
    expect(summary.columns.map((c) => c.id)).toEqual(expect.arrayContaining([todo, doing]));

    // Someone else sees none of it; once the board is gone, neither does Carla.
    const other = meSummarySchema.parse((await bia.api.get('/api/v1/me/summary')).json());
    expect(other.activity.some((a) => a.boardId === board)).toBe(false);
    expect((await carla.api.del(`/api/v1/boards/${board}`)).statusCode).toBe(204);
    const after = meSummarySchema.parse((await carla.api.get('/api/v1/me/summary')).json());
    expect(after.cards).toEqual({ assignedOpen: 0, overdue: 0, completed: 0, created: 0 });
    expect(after.activity).toEqual([]);
  });
});
