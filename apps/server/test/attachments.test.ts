import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail } from '@rbax/shared/boards';
import type { Attachment } from '@rbax/shared/cards';
import { createTestApp, newUser, TEST_ORIGIN, type TestApp } from './helpers.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let owner: U, viewer: U, outsider: U;
let board: string, card: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, viewer, outsider] = await Promise.all([
    newUser(t.app, 'Ana Anexo'),
    newUser(t.app, 'Vivi Leitora'),
    newUser(t.app, 'Zé Estranho'),
  ]);
  const ws = (await owner.api.post('/api/v1/workspaces', { name: 'Anexos' })).json().id;
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: viewer.email, role: 'viewer' });
  board = (await owner.api.post('/api/v1/boards', { title: 'Q', workspaceId: ws, template: 'kanban' })).json().id;
  const col = ((await owner.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail).columns[0]!.id;
  card = (await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: col, title: 'Com anexos' })).json().id;
});
afterAll(async () => {
  await t.close();
});

function multipart(file: { filename: string; type: string; data: Buffer }) {
  const boundary = `----rbax${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
const attach = (user: U, file: { filename: string; type: string; data: Buffer }, cardId = card) => {
  const body = multipart(file);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/cards/${cardId}/attachments`,
    headers: { origin: TEST_ORIGIN, 'content-type': body.contentType, cookie: user.cookie },
    payload: body.payload,
  });
};
const png = () =>
  sharp({ create: { width: 30, height: 10, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();

describe('attachments', () => {
  it('stores a PDF as a download readable only by board readers', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const r = await attach(owner, { filename: 'Relatório final.pdf', type: 'application/pdf', data: pdf });
    expect(r.statusCode, r.body).toBe(201);
    const a = r.json() as Attachment;
    expect(a).toMatchObject({
      name: 'Relatório final.pdf',
      mime: 'application/pdf',
      isImage: false,
      uploadedBy: { id: owner.id },
    });
    expect(a.url).toMatch(/^\/files\/attachments\/[0-9a-f-]{36}\.pdf$/);
    const read = await t.app.inject({ url: a.url, headers: { cookie: viewer.cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('Relatório final.pdf')}`,
    );
    expect(read.rawPayload.equals(pdf)).toBe(true);
    expect((await t.app.inject({ url: a.url, headers: { cookie: outsider.cookie } })).statusCode).toBe(404);
    expect((await outsider.api.get(`/api/v1/cards/${card}/attachments`)).statusCode).toBe(404);
    const list = (await viewer.api.get(`/api/v1/cards/${card}/attachments`)).json() as Attachment[];
    expect(list.map((x) => x.id)).toEqual([a.id]);
    const counts = ((await owner.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail).cards[0]!.counts;
    expect(counts.attachments).toBe(1);
  });

  it('re-encodes an image, serves it inline, and lets it be the card cover', async () => {
    const r = await attach(owner, { filename: 'foto.png', type: 'image/png', data: await png() });
    expect(r.statusCode).toBe(201);
    const a = r.json() as Attachment;
    expect(a.isImage).toBe(true);
    const read = await t.app.inject({ url: a.url, headers: { cookie: owner.cookie } });
    expect(read.headers['content-disposition']).toMatch(/^inline; /);
    const cover = await owner.api.patch(`/api/v1/cards/${card}`, { coverUrl: a.url });
    expect(cover.statusCode).toBe(200);
    expect(cover.json().card.coverUrl).toBe(a.url);
  });

  it('refuses HTML (415), a 26 MB file (413) and viewers (403)', async () => {
    const html = await attach(owner, {
      filename: 'x.html',
      type: 'text/html',
      data: Buffer.from('<!doctype html><script>1</script>'),
    });
    expect(html.statusCode).toBe(415);
    expect(html.json().error.message).toBe('Tipo de arquivo não permitido');
    const disguised = await attach(owner, {
      filename: 'x.txt',
      type: 'text/plain',
      data: Buffer.from('<html><body>x</body></html>'),
    });
    expect(disguised.statusCode).toBe(415);
    const exe = await attach(owner, {
      filename: 'a.exe',
      type: 'application/octet-stream',
      data: Buffer.concat([Buffer.from('MZ'), randomBytes(200)]),
    });
    expect(exe.statusCode).toBe(415);
    const big = await attach(owner, {
      filename: 'big.bin',
      type: 'application/pdf',
      data: Buffer.alloc(26 * 1024 * 1024, 1),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('O arquivo deve ter no máximo 25MB');
    const text = await attach(viewer, { filename: 'a.txt', type: 'text/plain', data: Buffer.from('olá') });
    expect(text.statusCode).toBe(403);
    const csv = await attach(owner, { filename: 'a.csv', type: 'text/csv', data: Buffer.from('a,b\n1,2\n') });
    expect(csv.statusCode).toBe(201);
  });

  it('deletes an attachment and its file; deleting the card removes the rest', async () => {
    const a = (
      await attach(owner, { filename: 'n.txt', type: 'text/plain', data: Buffer.from('nota') })
    ).json() as Attachment;
    expect((await viewer.api.del(`/api/v1/attachments/${a.id}`)).statusCode).toBe(403);
    expect((await outsider.api.del(`/api/v1/attachments/${a.id}`)).statusCode).toBe(404);
    expect((await owner.api.del(`/api/v1/attachments/${a.id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ url: a.url, headers: { cookie: owner.cookie } })).statusCode).toBe(404);
    const rest = (await owner.api.get(`/api/v1/cards/${card}/attachments`)).json() as Attachment[];
    expect((await owner.api.del(`/api/v1/cards/${card}`)).statusCode).toBe(204);
    for (const x of rest)
      expect((await t.app.inject({ url: x.url, headers: { cookie: owner.cookie } })).statusCode).toBe(404);
  });
});
