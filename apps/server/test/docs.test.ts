import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import WebSocket from 'ws';
import * as Y from 'yjs';
import type { DocDetail, DocSummary, DocVersion } from '@rbax/shared/docs/docs';
import type { LogEvent } from '@rbax/shared/event-log';
import type { ServerMessage } from '@rbax/shared/realtime';
import { buildApp, type App } from '#src/app.ts';
import { createDatabase } from '#src/db/client.ts';
import { compactDoc, loadYDoc } from '#src/modules/docs/doc-content.ts';
import { loadDocLibs } from '#src/modules/docs/doc-libs.ts';
import { docToMarkdown, docToText, FRAGMENT, markdownToDoc } from '#src/modules/docs/doc-markdown.ts';
import { flushMaintenance } from '#src/modules/docs/docs-maintenance.ts';
import { sql } from 'drizzle-orm';
import { rows } from '#src/db/raw.ts';
import { createTestApp, newUser, TEST_ORIGIN, type TestApp } from './helpers.ts';

/** Documents (issue 26, docs/decisions/051): the API, who may, the realtime channel, storage. */

let t: TestApp;
let app: App;
let url: string;
type U = Awaited<ReturnType<typeof newUser>>;
let owner: U, member: U, viewer: U, stranger: U, chosen: U;
let ws: string, board: string;
const sockets: WebSocket[] = [];

async function listen(target: App) {
  await target.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(target.server.address() as AddressInfo).port}/api/realtime`;
}

beforeAll(async () => {
  // This file also calls the Markdown helpers directly (Yjs loads on first use, issue 25).
  await loadDocLibs();
  t = await createTestApp();
  app = t.app;
  await listen(app);
  [owner, member, viewer, stranger, chosen] = await Promise.all([
    newUser(app, 'Olga Dona'),
    newUser(app, 'Mara Membro'),
    newUser(app, 'Vera Leitora'),
    newUser(app, 'Otto De Fora'),
    newUser(app, 'Carla Escolhida'),
  ]);
  ws = (await owner.api.post('/api/v1/workspaces', { name: 'Documentação' })).json().id;
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: member.email, role: 'member' });
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: viewer.email, role: 'viewer' });
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: chosen.email, role: 'member' });
  board = (await owner.api.post('/api/v1/boards', { title: 'Obra', workspaceId: ws, template: 'kanban' })).json().id;
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await t.close();
});

const create = async (body: Record<string, unknown>, u: U = member) => {
  const response = await u.api.post(`/api/v1/workspaces/${ws}/docs`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as DocDetail;
};
const list = async (u: U = member, query = '') =>
  (await u.api.get(`/api/v1/workspaces/${ws}/docs${query}`)).json() as DocSummary[];
const workspaceEvents = () =>
  rows<{ kind: string; entity_id: string; data: Record<string, unknown> }>(
    t.database.db,
    sql`SELECT kind, entity_id, data FROM events WHERE workspace_id = ${ws} AND board_id IS NULL ORDER BY seq`,
  );

/** A socket with its received messages and a way to wait for one. */
async function connect(cookie: string) {
  const socket = new WebSocket(url, { headers: { origin: TEST_ORIGIN, cookie } });
  sockets.push(socket);
  const received: ServerMessage[] = [];
  const waiters: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as ServerMessage;
    received.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.test(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = <T extends ServerMessage>(test: (m: ServerMessage) => boolean, timeoutMs = 5000) =>
    new Promise<T>((resolve, reject) => {
      const found = received.find(test);
      if (found) {
        received.splice(received.indexOf(found), 1);
        resolve(found as T);
        return;
      }
      const timer = setTimeout(() => reject(new Error('timed out waiting for a realtime message')), timeoutMs);
      waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          received.splice(received.indexOf(m), 1);
          resolve(m as T);
        },
      });
    });
  const send = (message: object) => socket.send(JSON.stringify(message));
  return { socket, received, next, send };
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));
type Socket = Awaited<ReturnType<typeof connect>>;

/** A Yjs client of a document over the realtime socket (what the editor does). */
async function editor(u: U, docId: string, doc = new Y.Doc()) {
  const socket = await connect(u.cookie);
  const channel = `doc:${docId}`;
  let ref = 0;
  const acks = new Map<number, () => void>();
  socket.socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as ServerMessage;
    if (message.type === 'doc-update' && message.channel === channel)
      Y.applyUpdate(doc, bytes(message.update), 'remote');
    if (message.type === 'doc-ack') acks.get(message.ref)?.();
  });
  socket.send({ type: 'subscribe', channel, stateVector: b64(Y.encodeStateVector(doc)) });
  const sync = await socket.next<Extract<ServerMessage, { type: 'doc-sync' }>>(
    (m) => m.type === 'doc-sync' || m.type === 'error',
  );
  if (sync.type !== 'doc-sync') throw new Error(JSON.stringify(sync));
  Y.applyUpdate(doc, bytes(sync.update), 'remote');
  const push = (update: Uint8Array) =>
    new Promise<void>((resolve) => {
      ref += 1;
      acks.set(ref, resolve);
      socket.send({ type: 'doc-update', channel, update: b64(update), ref });
    });
  // What this client had that the server lacked (offline edits).
  const missing = Y.encodeStateAsUpdate(doc, bytes(sync.stateVector));
  if (Y.decodeUpdate(missing).structs.length > 0 || Y.decodeUpdate(missing).ds.clients.size > 0) await push(missing);
  return { doc, socket, sync, push, channel };
}

/** Types `text` at the end of the first paragraph, sends it, waits for the ack. */
async function type(client: Awaited<ReturnType<typeof editor>>, text: string, at = -1) {
  const before = Y.encodeStateVector(client.doc);
  const paragraph = client.doc.getXmlFragment(FRAGMENT).get(0) as Y.XmlElement;
  let run = paragraph.get(0) as Y.XmlText | undefined;
  if (!run) {
    run = new Y.XmlText();
    paragraph.insert(0, [run]);
  }
  run.insert(at < 0 ? run.length : at, text);
  await client.push(Y.encodeStateAsUpdate(client.doc, before));
}

const textOf = (doc: Y.Doc) => docToText(doc);
const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('documents API', () => {
  it('creates a tree of documents, moves and reorders them, and logs each change', async () => {
    const guide = await create({ title: 'Guia', icon: '📘' });
    const install = await create({ title: 'Instalação', parentId: guide.id });
    const usage = await create({ title: 'Uso', parentId: guide.id });
    expect(guide).toMatchObject({ title: 'Guia', icon: '📘', level: 'manage', parentId: null });
    expect((await list()).filter((d) => d.parentId === guide.id).map((d) => d.title)).toEqual(['Instalação', 'Uso']);
    // "Mover para…": Uso first under Guia, then to the top level after Guia.
    const first = await member.api.patch(`/api/v1/docs/${usage.id}`, { parentId: guide.id, afterId: null });
    expect(first.statusCode, first.body).toBe(200);
    expect((await list()).filter((d) => d.parentId === guide.id).map((d) => d.title)).toEqual(['Uso', 'Instalação']);
    expect(
      (await member.api.patch(`/api/v1/docs/${usage.id}`, { parentId: null, afterId: guide.id })).json(),
    ).toMatchObject({
      parentId: null,
    });
    const cycle = await member.api.patch(`/api/v1/docs/${guide.id}`, { parentId: install.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().error.issues[0].message).toBe('Uma página não pode ser movida para dentro dela mesma');
    expect((await member.api.patch(`/api/v1/docs/${install.id}`, { title: 'Instalar' })).statusCode).toBe(200);
    const kinds = (await workspaceEvents()).filter((e) => e.entity_id === usage.id || e.entity_id === install.id);
    expect(kinds.map((e) => e.kind)).toEqual(['doc.created', 'doc.created', 'doc.moved', 'doc.moved', 'doc.renamed']);
    expect(kinds.at(-1)!.data).toMatchObject({ from: 'Instalação', to: 'Instalar' });
  });

  it('keeps favourites per person and archives, restores and deletes with the pages inside', async () => {
    const parent = await create({ title: 'Arquivo morto' });
    const child = await create({ title: 'Filha', parentId: parent.id });
    expect((await viewer.api.patch(`/api/v1/docs/${parent.id}`, { favourite: true })).json().favourite).toBe(true);
    expect((await list(viewer)).find((d) => d.id === parent.id)!.favourite).toBe(true);
    expect((await list(member)).find((d) => d.id === parent.id)!.favourite).toBe(false);
    expect((await member.api.patch(`/api/v1/docs/${parent.id}`, { archived: true })).statusCode).toBe(200);
    const active = await list();
    expect(active.some((d) => d.id === parent.id || d.id === child.id)).toBe(false);
    expect((await list(member, '?archived=true')).map((d) => d.id)).toContain(parent.id);
    await member.api.patch(`/api/v1/docs/${parent.id}`, { archived: false });
    expect((await list()).map((d) => d.id)).toEqual(expect.arrayContaining([parent.id, child.id]));
    expect((await member.api.del(`/api/v1/docs/${parent.id}`)).statusCode).toBe(204);
    expect((await member.api.get(`/api/v1/docs/${child.id}`)).statusCode).toBe(404);
    const kinds = (await workspaceEvents()).filter((e) => e.entity_id === parent.id).map((e) => e.kind);
    expect(kinds).toEqual(['doc.created', 'doc.archived', 'doc.restored', 'doc.deleted']);
  });

  it('lets viewers read, members edit, hides restricted documents and answers 404 to strangers', async () => {
    const doc = await create({ title: 'Plano' });
    expect((await viewer.api.get(`/api/v1/docs/${doc.id}`)).json().level).toBe('read');
    expect((await viewer.api.patch(`/api/v1/docs/${doc.id}`, { title: 'Meu' })).statusCode).toBe(403);
    expect((await viewer.api.post(`/api/v1/workspaces/${ws}/docs`, { title: 'Não' })).statusCode).toBe(403);
    expect((await viewer.api.del(`/api/v1/docs/${doc.id}`)).statusCode).toBe(403);
    expect((await stranger.api.get(`/api/v1/docs/${doc.id}`)).statusCode).toBe(404);
    expect((await stranger.api.patch(`/api/v1/docs/${doc.id}`, { title: 'X' })).statusCode).toBe(404);
    expect((await stranger.api.get(`/api/v1/workspaces/${ws}/docs`)).statusCode).toBe(404);
    expect((await stranger.api.get(`/api/v1/docs/${doc.id}/export?format=md`)).statusCode).toBe(404);
    // Restricted to a chosen person: the others of the workspace no longer see it (owner and author do).
    expect((await viewer.api.patch(`/api/v1/docs/${doc.id}`, { restricted: true })).statusCode).toBe(403);
    const restricted = await member.api.patch(`/api/v1/docs/${doc.id}`, { restricted: true, memberIds: [chosen.id] });
    expect(restricted.statusCode, restricted.body).toBe(200);
    expect(restricted.json().members.map((m: { id: string }) => m.id)).toEqual([chosen.id]);
    expect((await viewer.api.get(`/api/v1/docs/${doc.id}`)).statusCode).toBe(404);
    expect((await list(viewer)).some((d) => d.id === doc.id)).toBe(false);
    expect((await chosen.api.get(`/api/v1/docs/${doc.id}`)).json().level).toBe('edit');
    expect((await owner.api.get(`/api/v1/docs/${doc.id}`)).statusCode).toBe(200);
    expect((await member.api.patch(`/api/v1/docs/${doc.id}`, { memberIds: [stranger.id] })).statusCode).toBe(400);
  });

  it("follows the board's roles for a document of a board", async () => {
    const doc = await create({ title: 'Da obra', boardId: board });
    expect(doc.boardTitle).toBe('Obra');
    expect((await list(member, `?boardId=${board}`)).map((d) => d.id)).toEqual([doc.id]);
    expect((await viewer.api.get(`/api/v1/docs/${doc.id}`)).json().level).toBe('read');
    expect((await stranger.api.post(`/api/v1/workspaces/${ws}/docs`, { title: 'X', boardId: board })).statusCode).toBe(
      404,
    );
  });

  it('creates from templates in the language asked and imports and exports Markdown and PDF', async () => {
    const meeting = await create({ template: 'meeting', locale: 'pt-BR' });
    expect(meeting.title).toBe('Ata de reunião');
    const notes = await create({ template: 'meeting', locale: 'es-ES' });
    expect(notes.title).toBe('Acta de reunión');
    const imported = await create({ title: 'Importado', markdown: '# Olá\n\n- [x] feito\n' });
    const md = await member.api.get(`/api/v1/docs/${imported.id}/export?format=md`);
    expect(md.statusCode).toBe(200);
    expect(md.headers['content-type']).toContain('text/markdown');
    expect(md.body).toBe('# Importado\n\n# Olá\n\n- [x] feito\n');
    const pdf = await viewer.api.get(`/api/v1/docs/${imported.id}/export?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await member.api.post(`/api/v1/workspaces/${ws}/docs`, { template: 'nope' })).statusCode).toBe(400);
  });
});

describe('images and files', () => {
  it('stores an image through the upload pipeline and lets only readers of the document fetch it', async () => {
    const doc = await create({ title: 'Com imagem' });
    const data = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#3b82f6' } })
      .png()
      .toBuffer();
    const boundary = `----rbax${Date.now()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="planta.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = (u: U) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/docs/${doc.id}/files`,
        headers: { origin: TEST_ORIGIN, cookie: u.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    expect((await upload(viewer)).statusCode).toBe(403);
    const response = await upload(member);
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json() as { url: string; isImage: boolean; name: string };
    expect(file).toMatchObject({ isImage: true, name: 'planta.png' });
    expect((await viewer.api.get(file.url)).statusCode).toBe(200);
    expect((await stranger.api.get(file.url)).statusCode).toBe(404);
  });
});

describe('the doc:<id> channel', () => {
  it('syncs two editors, refuses writes from a viewer, and stores what it acknowledged', async () => {
    const doc = await create({ title: 'Juntos', markdown: 'Início' });
    const a = await editor(member, doc.id);
    const b = await editor(owner, doc.id);
    expect(a.sync.level).toBe('manage');
    await type(a, ' de A');
    await until(() => textOf(b.doc) === 'Início de A');
    await type(b, ' e B');
    await until(() => textOf(a.doc) === 'Início de A e B');
    const reader = await editor(viewer, doc.id);
    expect(reader.sync.level).toBe('read');
    expect(textOf(reader.doc)).toBe('Início de A e B');
    const before = Y.encodeStateVector(reader.doc);
    ((reader.doc.getXmlFragment(FRAGMENT).get(0) as Y.XmlElement).get(0) as Y.XmlText).insert(0, 'HACK ');
    reader.socket.send({
      type: 'doc-update',
      channel: reader.channel,
      update: b64(Y.encodeStateAsUpdate(reader.doc, before)),
      ref: 99,
    });
    expect(await reader.socket.next((m) => m.type === 'error')).toMatchObject({ code: 'forbidden' });
    expect(
      (await viewer.api.post(`/api/v1/docs/${doc.id}/updates`, { update: b64(new Uint8Array([0, 0])) })).statusCode,
    ).toBe(403);
    expect(textOf((await loadYDoc(t.database.db, doc.id)).doc)).toBe('Início de A e B');
    const outsider = await connect(stranger.cookie);
    outsider.send({ type: 'subscribe', channel: `doc:${doc.id}` });
    expect(await outsider.next((m) => m.type === 'error')).toMatchObject({ code: 'not_found' });
  });

  it('converges when two people type in the same paragraph at once, also after one was offline', async () => {
    const doc = await create({ title: 'Concorrente', markdown: 'abc' });
    const a = await editor(member, doc.id);
    const b = await editor(owner, doc.id);
    await Promise.all([type(a, 'X', 1), type(b, 'Y', 2)]);
    await until(() => textOf(a.doc) === textOf(b.doc) && textOf(a.doc).length === 5);
    // B goes offline, both keep typing; B comes back with its state and they converge.
    const offline = b.doc;
    b.socket.socket.close();
    await type(a, ' online');
    const before = Y.encodeStateVector(offline);
    ((offline.getXmlFragment(FRAGMENT).get(0) as Y.XmlElement).get(0) as Y.XmlText).insert(0, 'offline ');
    expect(Y.encodeStateAsUpdate(offline, before).length).toBeGreaterThan(0);
    const back = await editor(owner, doc.id, offline);
    await until(
      () => textOf(a.doc) === textOf(back.doc) && textOf(a.doc).includes('offline') && textOf(a.doc).includes('online'),
    );
    expect(textOf((await loadYDoc(t.database.db, doc.id)).doc)).toBe(textOf(a.doc));
  });

  it('stops sending to a member removed from the workspace at once', async () => {
    const doc = await create({ title: 'Segredo' });
    const leaving = await newUser(app, 'Saulo Saindo');
    await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: leaving.email, role: 'member' });
    const staying = await editor(member, doc.id);
    const removed = await editor(leaving, doc.id);
    expect((await owner.api.del(`/api/v1/workspaces/${ws}/members/${leaving.id}`)).statusCode).toBe(204);
    expect(await removed.socket.next((m) => m.type === 'unsubscribed')).toMatchObject({
      channel: `doc:${doc.id}`,
      reason: 'access',
    });
    // Restricting the document to chosen people cuts off a reader who is not among them, at once.
    const reader = await editor(viewer, doc.id);
    expect((await member.api.patch(`/api/v1/docs/${doc.id}`, { restricted: true, memberIds: [] })).statusCode).toBe(
      200,
    );
    expect(await reader.socket.next((m) => m.type === 'unsubscribed')).toMatchObject({ reason: 'access' });
    const count = removed.socket.received.filter((m) => m.type === 'doc-update').length;
    await type(staying, 'depois');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(removed.socket.received.filter((m) => m.type === 'doc-update').length).toBe(count);
  });

  it('refuses the writes of a member made viewer while the socket is open', async () => {
    const doc = await create({ title: 'Papéis', markdown: 'texto' });
    const demoted = await newUser(app, 'Davi Rebaixado');
    await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: demoted.email, role: 'member' });
    const e = await editor(demoted, doc.id);
    expect(e.sync.level).toBe('edit');
    await type(e, ' antes');
    expect(
      (await owner.api.patch(`/api/v1/workspaces/${ws}/members/${demoted.id}`, { role: 'viewer' })).statusCode,
    ).toBe(200);
    const tryWrite = async () => {
      const before = Y.encodeStateVector(e.doc);
      ((e.doc.getXmlFragment(FRAGMENT).get(0) as Y.XmlElement).get(0) as Y.XmlText).insert(0, '!');
      e.socket.send({
        type: 'doc-update',
        channel: e.channel,
        update: b64(Y.encodeStateAsUpdate(e.doc, before)),
        ref: 7,
      });
      return e.socket.next((m) => m.type === 'error' || m.type === 'doc-ack', 2000);
    };
    // The re-check follows the commit through NOTIFY: within moments every write is refused.
    let answer = await tryWrite();
    for (let i = 0; i < 20 && answer.type === 'doc-ack'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await tryWrite();
    }
    expect(answer).toMatchObject({ type: 'error', code: 'forbidden' });
  });

  it('relays cursors (awareness) and tells who is in the document', async () => {
    const doc = await create({ title: 'Cursores' });
    const a = await editor(member, doc.id);
    const b = await editor(owner, doc.id);
    const presence = await a.socket.next<Extract<ServerMessage, { type: 'presence' }>>(
      (m) => m.type === 'presence' && m.users.length === 2,
    );
    expect(presence.users.map((u) => u.id).sort()).toEqual([member.id, owner.id].sort());
    // One awareness client (id 7, clock 1, state {"user":{"name":"Olga"}}), y-protocols encoding.
    const state = JSON.stringify({ user: { name: 'Olga' } });
    const update = new Uint8Array([1, 7, 1, state.length, ...Buffer.from(state)]);
    b.socket.send({ type: 'doc-awareness', channel: b.channel, update: b64(update) });
    expect(await a.socket.next((m) => m.type === 'doc-awareness')).toMatchObject({ update: b64(update) });
    b.socket.socket.close();
    const removal = await a.socket.next<Extract<ServerMessage, { type: 'doc-awareness' }>>(
      (m) => m.type === 'doc-awareness',
    );
    expect(Buffer.from(removal.update, 'base64').toString()).toContain('null');
  });
});

describe('storage, versions and search text', () => {
  it('compacts updates into a snapshot that holds the same document', async () => {
    const doc = await create({ title: 'Compactar', markdown: 'um' });
    const a = await editor(member, doc.id);
    for (let i = 0; i < 30; i += 1) await type(a, ` ${i}`);
    const before = docToMarkdown((await loadYDoc(t.database.db, doc.id)).doc);
    await compactDoc(t.database.db, doc.id, { minAgeMs: 0 });
    const after = await loadYDoc(t.database.db, doc.id);
    expect(after.pending).toBe(0);
    expect(docToMarkdown(after.doc)).toBe(before);
    expect(docToMarkdown(after.doc)).toBe(docToMarkdown(a.doc));
  });

  it('saves versions on demand and automatically, lists who and when, and restores one', async () => {
    const doc = await create({ title: 'Versões', markdown: 'primeira' });
    const a = await editor(member, doc.id);
    await flushMaintenance(t.database.db);
    const saved = await member.api.post(`/api/v1/docs/${doc.id}/versions`);
    expect(saved.statusCode, saved.body).toBe(201);
    expect((saved.json() as DocVersion).markdown).toBe('primeira\n');
    await type(a, ' segunda');
    await until(() => textOf(a.doc) === 'primeira segunda');
    await flushMaintenance(t.database.db);
    expect((await member.api.get(`/api/v1/docs/${doc.id}`)).json().updatedBy.id).toBe(member.id);
    const versions = (await viewer.api.get(`/api/v1/docs/${doc.id}/versions`)).json() as DocVersion[];
    expect(versions[0]).toMatchObject({ kind: 'manual', createdBy: { id: member.id } });
    expect((await viewer.api.post(`/api/v1/docs/${doc.id}/versions/${versions[0]!.id}/restore`)).statusCode).toBe(403);
    const restored = await member.api.post(`/api/v1/docs/${doc.id}/versions/${versions[0]!.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    await until(() => textOf(a.doc) === 'primeira');
    const after = (await member.api.get(`/api/v1/docs/${doc.id}/versions`)).json() as DocVersion[];
    expect(after[0]).toMatchObject({ kind: 'restore', markdown: 'primeira segunda\n' });
    expect((await workspaceEvents()).some((e) => e.kind === 'doc.version_restored' && e.entity_id === doc.id)).toBe(
      true,
    );
  });

  it('keeps the text for search and records the cards and people a document mentions', async () => {
    const columnId = (await owner.api.get(`/api/v1/boards/${board}`)).json().columns[0].id;
    const card = (await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId, title: 'Fundação' })).json();
    const doc = await create({
      title: 'Menções',
      markdown: `Ver [#Fundação](rbax:card/${card.id}) com [@Olga](rbax:user/${owner.id}) e açaí`,
    });
    const a = await editor(member, doc.id);
    await type(a, ' pronto');
    await flushMaintenance(t.database.db);
    const mentions = (await viewer.api.get(`/api/v1/cards/${card.id}/docs`)).json();
    expect(mentions).toEqual([{ id: doc.id, title: 'Menções', icon: null }]);
    expect((await stranger.api.get(`/api/v1/cards/${card.id}/docs`)).statusCode).toBe(404);
    const event = (await workspaceEvents()).find((e) => e.kind === 'doc.mentioned' && e.entity_id === doc.id);
    expect(event?.data).toMatchObject({ cardIds: [card.id], userIds: [owner.id] });
    // Olga hears of it once, through her notification preferences; a stranger never.
    await app.notifications.processEvents();
    const inbox = (await owner.api.get('/api/v1/notifications')).json() as {
      items: { kind: string; doc?: { id: string; title: string } | null }[];
    };
    expect(inbox.items.filter((n) => n.kind === 'doc.mentioned')).toEqual([
      expect.objectContaining({ doc: { id: doc.id, title: 'Menções' } }),
    ]);
    const [row] = await rows<{ search_text: string }>(
      t.database.db,
      sql`SELECT search_text FROM docs WHERE id = ${doc.id}`,
    );
    expect(row!.search_text).toMatch(/pronto.*acai/s);
    const found = (await viewer.api.get(`/api/v1/search?q=${encodeURIComponent('AÇAÍ pronto')}`)).json();
    expect(found.docs).toEqual([{ id: doc.id, title: 'Menções', icon: null, workspaceName: 'Documentação' }]);
    expect((await stranger.api.get('/api/v1/search?q=acai')).json().docs).toBeUndefined();
  });
});

describe('several instances', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'share a document through PostgreSQL: an edit on one instance reaches an editor on the other',
    async () => {
      const doc = await create({ title: 'Duas instâncias', markdown: 'base' });
      const database = await createDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.dataDir, poolMax: 2 });
      const second = await buildApp({ config: t.config, database, logger: false });
      await second.listen({ port: 0, host: '127.0.0.1' });
      const firstUrl = url;
      try {
        const a = await editor(member, doc.id);
        url = `ws://127.0.0.1:${(second.server.address() as AddressInfo).port}/api/realtime`;
        const b = await editor(owner, doc.id);
        await type(a, ' de A');
        await until(() => textOf(b.doc) === 'base de A');
        await type(b, ' e B');
        await until(() => textOf(a.doc) === 'base de A e B');
      } finally {
        url = firstUrl;
        await second.close();
        await database.close();
      }
    },
  );
});

describe('restart', () => {
  it('loses nothing that was acknowledged', async () => {
    const doc = await create({ title: 'Reinício', markdown: 'antes' });
    const a = await editor(member, doc.id);
    await type(a, ' confirmado');
    for (const socket of sockets) socket.terminate();
    await app.close();
    app = await buildApp({ config: t.config, database: t.database, logger: false });
    await app.ready();
    await listen(app);
    try {
      const b = await editor(owner, doc.id);
      expect(textOf(b.doc)).toBe('antes confirmado');
      expect(markdownToDoc('x')).toBeInstanceOf(Y.Doc);
    } finally {
      await app.close();
    }
  });
});

export type { LogEvent, Socket };
