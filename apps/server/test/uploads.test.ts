import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newUser, TEST_ORIGIN, type TestApp } from './helpers.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let ana: U, bia: U;
beforeAll(async () => {
  t = await createTestApp();
  [ana, bia] = await Promise.all([newUser(t.app, 'Ana Upload'), newUser(t.app, 'Bia Upload')]);
});
afterAll(async () => {
  await t.close();
});

/** A multipart/form-data body: fields in order, then the file. */
function multipart(fields: [string, string][], file?: { filename: string; type: string; data: Buffer }) {
  const boundary = `----rbax${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (user: U | undefined, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    headers: { origin: TEST_ORIGIN, 'content-type': body.contentType, ...(user ? { cookie: user.cookie } : {}) },
    payload: body.payload,
  });

const png = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#3b82f6' } })
    .withMetadata({ exif: { IFD0: { Artist: 'segredo' } } })
    .png()
    .toBuffer();

describe('POST /api/v1/uploads', () => {
  it('stores a PNG cover readable by its uploader, 404 for a stranger, readable by members once a cover', async () => {
    const response = await upload(
      ana,
      multipart([['purpose', 'board-cover']], { filename: 'Capa Ação.png', type: 'image/png', data: await png() }),
    );
    expect(response.statusCode).toBe(201);
    const { id, url } = response.json();
    expect(id).toBeTruthy();
    expect(url).toMatch(/^\/files\/board-covers\/[0-9a-f-]{36}\.png$/);

    const own = await t.app.inject({ url, headers: { cookie: ana.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-disposition']).toBe('inline; filename="Capa-Acao.png"');
    expect(own.headers['cache-control']).toBe('private, max-age=3600');
    const meta = await sharp(own.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 40, height: 20 });
    expect(meta.exif).toBeUndefined();

    expect((await t.app.inject({ url, headers: { cookie: bia.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/files/nothing' })).statusCode).toBe(404);
    // Bia cannot borrow Ana's upload as her own cover.
    expect((await bia.api.post('/api/v1/boards', { title: 'Emprestada', coverUrl: url })).statusCode).toBe(400);

    const ws = (await ana.api.post('/api/v1/workspaces', { name: 'Capas' })).json().id;
    await ana.api.post(`/api/v1/workspaces/${ws}/members`, { email: bia.email, role: 'viewer' });
    const board = await ana.api.post('/api/v1/boards', { title: 'Com capa', workspaceId: ws, coverUrl: url });
    expect(board.statusCode).toBe(201);
    expect(board.json().coverUrl).toBe(url);
    expect((await t.app.inject({ url, headers: { cookie: bia.cookie } })).statusCode).toBe(200);

    // Deleting the board deletes its cover file.
    expect((await ana.api.del(`/api/v1/boards/${board.json().id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ url, headers: { cookie: ana.cookie } })).statusCode).toBe(404);
  });

  it('rejects a file over 5 MB with 413 and the spec message', async () => {
    const big = Buffer.concat([await png(), randomBytes(6 * 1024 * 1024)]);
    const response = await upload(
      ana,
      multipart([['purpose', 'board-cover']], { filename: 'big.png', type: 'image/png', data: big }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'payload_too_large',
      message: 'A imagem deve ter no máximo 5MB',
    });
  });

  it('rejects a text file renamed .png with 415 and the spec message', async () => {
    const response = await upload(
      ana,
      multipart([['purpose', 'board-cover']], {
        filename: 'nota.png',
        type: 'image/png',
        data: Buffer.from('não sou uma imagem\n'.repeat(20)),
      }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({
      code: 'unsupported_media_type',
      message: 'Por favor, selecione uma imagem válida',
    });
  });

  it('needs purpose before the file, a signed-in user, and rejects unknown file keys', async () => {
    const data = await png();
    const noPurpose = await upload(ana, multipart([], { filename: 'a.png', type: 'image/png', data }));
    expect(noPurpose.statusCode).toBe(400);
    const wrongPurpose = await upload(
      ana,
      multipart([['purpose', 'banner']], { filename: 'a.png', type: 'image/png', data }),
    );
    expect(wrongPurpose.statusCode).toBe(400);
    expect(
      (await upload(undefined, multipart([['purpose', 'board-cover']], { filename: 'a.png', type: 'image/png', data })))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/files/../../etc/passwd', headers: { cookie: ana.cookie } })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/files/board-covers/x.png', headers: { cookie: ana.cookie } })).statusCode).toBe(
      404,
    );
  });
});
