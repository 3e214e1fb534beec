import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail } from '@rbax/shared/boards';
import { ATTACHMENT_MAX_BYTES, type Attachment } from '@rbax/shared/cards';
import { attachments } from '#src/db/schema/attachments.ts';
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
/** Every file under the data directory's uploads folder, temporary files included. */
function storedFiles(): string[] {
  try {
    return (readdirSync(path.join(t.dataDir, 'uploads'), { recursive: true }) as string[]).sort();
  } catch {
    return [];
  }
}
const attachmentRows = async () => (await t.database.db.select({ n: count() }).from(attachments))[0]!.n;

/** Runs `upload` and checks that it left no file in storage and no attachment row. */
async function leavesNothingBehind(upload: () => Promise<{ statusCode: number; body: string }>) {
  const files = storedFiles();
  const rows = await attachmentRows();
  const response = await upload();
  expect(storedFiles()).toEqual(files);
  expect(await attachmentRows()).toBe(rows);
  return response;
}

/** A file of `size` bytes that file-type recognises as a PDF, with varied content. */
function pdfOf(size: number): Buffer {
  const data = Buffer.alloc(size, 0x20);
  randomBytes(Math.min(size, 64 * 1024)).copy(data);
  randomBytes(Math.min(size, 64 * 1024)).copy(data, Math.max(0, size - 64 * 1024));
  data.write('%PDF-1.4\n', 0);
  return data;
}

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
    expect(counts?.attachments).toBe(1);
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

describe('POST /api/v1/cards/:id/attachments streamed to storage', () => {
  let target: string;
  beforeAll(async () => {
    const col = ((await owner.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail).columns[0]!.id;
    target = (await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: col, title: 'Grandes' })).json().id;
  });
  const attachTo = (file: { filename: string; type: string; data: Buffer }) => attach(owner, file, target);
  const postRaw = (payload: Buffer, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/cards/${target}/attachments`,
      headers: { origin: TEST_ORIGIN, 'content-type': contentType, cookie: owner.cookie },
      payload,
    });

  it('stores a file of 25 MB minus one byte and serves it back byte for byte', async () => {
    const pdf = pdfOf(ATTACHMENT_MAX_BYTES - 1);
    const r = await attachTo({ filename: 'grande.pdf', type: 'application/pdf', data: pdf });
    expect(r.statusCode, r.body).toBe(201);
    const a = r.json() as Attachment;
    expect(a).toMatchObject({ name: 'grande.pdf', size: ATTACHMENT_MAX_BYTES - 1, mime: 'application/pdf' });
    const read = await t.app.inject({ url: a.url, headers: { cookie: owner.cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-length']).toBe(String(ATTACHMENT_MAX_BYTES - 1));
    expect(read.rawPayload.equals(pdf)).toBe(true);
    expect(storedFiles().filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses a file of 25 MB plus one byte with 413, leaving no file and no row', async () => {
    const r = await leavesNothingBehind(() =>
      attachTo({ filename: 'grande.pdf', type: 'application/pdf', data: pdfOf(ATTACHMENT_MAX_BYTES + 1) }),
    );
    expect(r.statusCode).toBe(413);
    expect(JSON.parse(r.body).error).toMatchObject({
      code: 'payload_too_large',
      message: 'O arquivo deve ter no máximo 25MB',
    });
  });

  it('refuses a type by its content, small or large, leaving no file and no row', async () => {
    const small = await leavesNothingBehind(() =>
      attachTo({
        filename: 'a.exe',
        type: 'application/octet-stream',
        data: Buffer.concat([Buffer.from('MZ'), randomBytes(200)]),
      }),
    );
    expect(small.statusCode).toBe(415);
    // Refused from its first bytes; the rest is read and dropped, so the client still gets the answer.
    const large = await leavesNothingBehind(() =>
      attachTo({
        filename: 'b.exe',
        type: 'application/octet-stream',
        data: Buffer.concat([Buffer.from('MZ'), randomBytes(3 * 1024 * 1024)]),
      }),
    );
    expect(large.statusCode).toBe(415);
    expect(JSON.parse(large.body).error.message).toBe('Tipo de arquivo não permitido');
  });

  it('refuses an image that sharp cannot decode, leaving no file and no row', async () => {
    const broken = Buffer.concat([(await png()).subarray(0, 60), randomBytes(2000)]);
    const r = await leavesNothingBehind(() => attachTo({ filename: 'x.png', type: 'image/png', data: broken }));
    expect(r.statusCode).toBe(415);
  });

  it('keeps nothing of an upload cut off before the end of the request', async () => {
    const body = multipart({ filename: 'cortado.pdf', type: 'application/pdf', data: pdfOf(2 * 1024 * 1024) });
    const r = await leavesNothingBehind(() => postRaw(body.payload.subarray(0, 1024 * 1024), body.contentType));
    expect(r.statusCode).toBe(400);
  });

  it('keeps nothing of a file followed by a second file the request may not carry', async () => {
    const boundary = `----rbax${randomBytes(8).toString('hex')}`;
    const part = (name: string, data: Buffer) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    ];
    const payload = Buffer.concat([
      ...part('file', pdfOf(4096)),
      ...part('extra', pdfOf(4096)),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const r = await leavesNothingBehind(() => postRaw(payload, `multipart/form-data; boundary=${boundary}`));
    expect(r.statusCode).toBe(413);
  });

  it('stores a file whose name holds a NUL byte, without the NUL', async () => {
    const pdf = pdfOf(2048);
    const r = await attachTo({ filename: 'a\u0000b.pdf', type: 'application/pdf', data: pdf });
    expect(r.statusCode, r.body).toBe(201);
    const a = r.json() as Attachment;
    expect(a.name).toBe('ab.pdf');
    const read = await t.app.inject({ url: a.url, headers: { cookie: owner.cookie } });
    expect(read.headers['content-disposition']).toBe("attachment; filename*=UTF-8''ab.pdf");
  });
});
