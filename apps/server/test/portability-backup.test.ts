import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { count } from 'drizzle-orm';
import type { BoardSummary } from '@rbax/shared/boards';
import type { PortabilityJob } from '@rbax/shared/portability/api';
import { boardExportSchema, type BoardExport } from '@rbax/shared/portability/board-export';
import type { BackupManifest } from '@rbax/shared/portability/backup';
import { workspaces } from '#src/db/schema/workspaces.ts';
import { createTestApp, newUser, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { seedRichBoard, settle, upload, withoutIds } from './portability-fixtures.ts';
import { forgeZip, type ForgedEntry } from './zip-forge.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let owner: U, member: U, stranger: U, admin: U;
let ws: string;
let seeded: Awaited<ReturnType<typeof seedRichBoard>>;
const fileBytes = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256)),
]);
let attachmentUrl: string;

beforeAll(async () => {
  t = await createTestApp({
    RESTORE_MAX_UNCOMPRESSED_MB: '5',
    RESTORE_MAX_ENTRIES: '60',
    ADMIN_EMAILS: 'root.portability@example.com',
  });
  // The first account of an instance is its administrator: the root one, before the others.
  admin = await newUser(t.app, 'Root', 'root.portability@example.com');
  [owner, member, stranger] = await Promise.all([
    newUser(t.app, 'Olga Backup'),
    newUser(t.app, 'Ana Membro'),
    newUser(t.app, 'Zé Estranho'),
  ]);
  ws = (await owner.api.post('/api/v1/workspaces', { name: 'Cofre' })).json().id;
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: member.email, role: 'member' });
  seeded = await seedRichBoard(owner.api, ws, member.id);
  const attached = await upload(
    t.app,
    owner.cookie,
    `/api/v1/cards/${seeded.cards.main}/attachments`,
    {},
    { name: 'contrato.pdf', type: 'application/pdf', data: fileBytes },
  );
  attachmentUrl = attached.json().url;
  // A dependency between two cards (issue 22's table), so the backup carries one.
  const dependency = await owner.api.post(`/api/v1/cards/${seeded.cards.moved}/dependencies`, {
    dependsOnId: seeded.cards.main,
  });
  if (dependency.statusCode !== 201) throw new Error(`dependency: ${dependency.statusCode} ${dependency.body}`);
});
afterAll(async () => {
  await t.close();
});

const get = (user: U, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN, cookie: user.cookie } });

function unzip(zip: Buffer): Promise<ForgedEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries: ForgedEntry[] = [];
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream
            .on('data', (c: Buffer) => chunks.push(c))
            .on('end', () => {
              entries.push({ name: entry.fileName, data: Buffer.concat(chunks) });
              file.readEntry();
            });
        });
      });
      file.on('end', () => resolve(entries));
      file.readEntry();
    });
  });
}

const restore = (user: U, zip: Buffer) =>
  upload(t.app, user.cookie, '/api/v1/restores', {}, { name: 'backup.zip', type: 'application/zip', data: zip });
const restoreFiles = () => {
  try {
    return readdirSync(path.join(t.dataDir, 'uploads', 'restores'));
  } catch {
    return [];
  }
};
const workspaceCount = async () => (await t.database.db.select({ n: count() }).from(workspaces))[0]!.n;

let backupZip: Buffer;

describe('backups', () => {
  it('owners and admins back up a workspace; members 403, strangers 404', async () => {
    expect((await member.api.post(`/api/v1/workspaces/${ws}/backups`)).statusCode).toBe(403);
    expect((await stranger.api.post(`/api/v1/workspaces/${ws}/backups`)).statusCode).toBe(404);
    const queued = await owner.api.post(`/api/v1/workspaces/${ws}/backups`);
    expect(queued.statusCode).toBe(202);
    const job = await settle(t.app, owner.cookie, `/api/v1/backups/${queued.json().id}`);
    expect(job).toMatchObject({ status: 'done', progress: 100, downloadUrl: `/api/v1/backups/${job.id}/download` });
    const file = await get(owner, job.downloadUrl!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    backupZip = file.rawPayload;
    expect((await get(member, job.downloadUrl!)).statusCode).toBe(403);
    expect((await get(stranger, job.downloadUrl!)).statusCode).toBe(404);
    expect((await get(stranger, `/api/v1/backups/${job.id}`)).statusCode).toBe(404);
  });

  it('holds a manifest with a format version and a checksum of every entry, JSON Lines per table, the log and the files', async () => {
    const entries = await unzip(backupZip);
    const manifest = JSON.parse(entries.find((e) => e.name === 'manifest.json')!.data.toString()) as BackupManifest;
    expect(manifest).toMatchObject({
      format: 'rbax-flow/backup',
      version: 1,
      scope: 'workspace',
      workspaces: [{ id: ws, name: 'Cofre' }],
    });
    const names = entries.map((e) => e.name);
    for (const table of ['boards', 'cards', 'comments', 'events', 'time_entries', 'attachments', 'people'])
      expect(names).toContain(`workspaces/${ws}/${table}.jsonl`);
    const key = attachmentUrl.replace('/files/', '');
    expect(entries.find((e) => e.name === `files/${key}`)!.data.equals(fileBytes)).toBe(true);
    expect(manifest.entries.map((e) => e.path).sort()).toEqual(names.filter((n) => n !== 'manifest.json').sort());
  });

  it('restores into a new workspace: every board’s export equal modulo ids, history and files intact', async () => {
    const before = await workspaceCount();
    const queued = await restore(member, backupZip);
    expect(queued.statusCode).toBe(202);
    const job = await settle(t.app, member.cookie, `/api/v1/restores/${queued.json().id}`);
    expect(job.status).toBe('done');
    expect(job.workspaceIds).toHaveLength(1);
    expect(await workspaceCount()).toBe(before + 1);
    const restoredWs = job.workspaceIds[0]!;
    expect(restoredWs).not.toBe(ws);
    const boards = (await member.api.get(`/api/v1/boards?workspaceId=${restoredWs}`)).json() as BoardSummary[];
    const copy = boards.find((b) => b.title === 'Lançamento Q3')!;
    const exportOf = async (user: U, id: string) => {
      const { exportedAt: _e, ...doc } = boardExportSchema.parse(
        (await get(user, `/api/v1/boards/${id}/export?format=json`)).json(),
      );
      return doc as Omit<BoardExport, 'exportedAt'>;
    };
    const original = await exportOf(owner, seeded.board);
    const restored = await exportOf(member, copy.id);
    expect(restored.board.workspaceId).toBe(restoredWs);
    expect(withoutIds(restored)).toEqual(withoutIds(original));
    expect(restored.dependencies).toHaveLength(1);
    const main = restored.cards.find((c) => c.title === 'Campanha de lançamento')!;
    const file = await get(member, main.attachments[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(fileBytes)).toBe(true);
    const members = (await member.api.get(`/api/v1/workspaces/${restoredWs}/members`)).json() as {
      userId?: string;
      id?: string;
      role: string;
    }[];
    expect(JSON.stringify(members)).toContain('"owner"');
  });

  it('an administrator backs up the whole instance; others 403', async () => {
    expect((await owner.api.post('/api/v1/admin/backups')).statusCode).toBe(403);
    const queued = await admin.api.post('/api/v1/admin/backups');
    expect(queued.statusCode).toBe(202);
    const job = await settle(t.app, admin.cookie, `/api/v1/backups/${queued.json().id}`);
    expect(job.status).toBe('done');
    const zip = (await get(admin, job.downloadUrl!)).rawPayload;
    const manifest = JSON.parse(
      (await unzip(zip)).find((e) => e.name === 'manifest.json')!.data.toString(),
    ) as BackupManifest;
    expect(manifest.scope).toBe('instance');
    expect(manifest.workspaces.length).toBeGreaterThanOrEqual(2);
    expect((await restore(owner, zip)).statusCode).toBe(403);
    expect(restoreFiles()).toEqual([]);
  });

  it('scheduled backups run when due and keep the newest N', async () => {
    expect(
      (await member.api.put(`/api/v1/workspaces/${ws}/backup-schedule`, { frequency: 'daily', keep: 2, enabled: true }))
        .statusCode,
    ).toBe(403);
    const set = await owner.api.put(`/api/v1/workspaces/${ws}/backup-schedule`, {
      frequency: 'daily',
      keep: 2,
      enabled: true,
    });
    expect(set.statusCode).toBe(200);
    expect(
      (await owner.api.put(`/api/v1/workspaces/${ws}/backup-schedule`, { frequency: 'hourly', keep: 2, enabled: true }))
        .statusCode,
    ).toBe(400);
    for (let day = 1; day <= 3; day += 1) {
      await t.app.portability.tick(new Date(Date.now() + day * 86_400_000 + 60_000));
      await t.app.portability.runQueued();
    }
    await t.app.portability.tick(new Date(Date.now() + 3 * 86_400_000 + 120_000));
    const list = (await owner.api.get(`/api/v1/workspaces/${ws}/backups`)).json().jobs as PortabilityJob[];
    expect(list.filter((j) => j.scheduled && j.status === 'done')).toHaveLength(2);
  });
});

describe('POST /api/v1/restores refuses malicious or damaged zips, keeping nothing', () => {
  const refused = async (zip: Buffer, reason: RegExp) => {
    const before = await workspaceCount();
    const response = await restore(owner, zip);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toMatch(reason);
    expect(await workspaceCount()).toBe(before);
    expect(restoreFiles()).toEqual([]);
  };
  const original = () => unzip(backupZip);

  it('path traversal and absolute paths in entry names', async () => {
    await refused(forgeZip([{ name: '../../etc/cron.d/evil', data: Buffer.from('x') }]), /não permitido/);
    await refused(forgeZip([{ name: '/etc/passwd', data: Buffer.from('x') }]), /não permitido/);
    await refused(
      forgeZip([...(await original()), { name: `files/attachments/../../../x.pdf`, data: Buffer.from('x') }]),
      /não permitido/,
    );
  });

  it('symlinks', async () => {
    const entries = await original();
    entries.push({
      name: 'files/attachments/01a20000-0000-7000-8000-000000000001.pdf',
      data: Buffer.from('/etc/passwd'),
      mode: 0o120777,
    });
    await refused(forgeZip(entries), /não permitido/);
  });

  it('a zip bomb: more than the uncompressed limit, declared honestly or not', async () => {
    const bomb = Buffer.alloc(20 * 1024 * 1024);
    await refused(forgeZip([{ name: 'manifest.json', data: bomb, deflate: true }]), /limite/);
    await refused(
      forgeZip([{ name: 'manifest.json', data: bomb, deflate: true, declaredSize: 100 }]),
      /limite|manifesto/,
    );
  });

  it('too many entries', async () => {
    const many = Array.from({ length: 70 }, (_, i) => ({
      name: `files/attachments/01a20000-0000-7000-8000-${String(i).padStart(12, '0')}.txt`,
      data: Buffer.from('x'),
    }));
    await refused(forgeZip(many), /limite/);
  });

  it('a file outside the manifest, a changed entry, a missing manifest, not a zip', async () => {
    const extra = await original();
    extra.push({ name: 'files/attachments/01a20000-0000-7000-8000-0000000000ff.txt', data: Buffer.from('smuggled') });
    await refused(forgeZip(extra), /não está no manifesto/);
    const changed = (await original()).map((e) =>
      e.name.endsWith('/cards.jsonl') ? { ...e, data: Buffer.concat([e.data, Buffer.from('{}\n')]) } : e,
    );
    await refused(forgeZip(changed), /não confere/);
    await refused(forgeZip((await original()).filter((e) => e.name !== 'manifest.json')), /não é um backup/);
    await refused(Buffer.from('not a zip at all'), /não é um backup/);
  });

  it('401 signed out', async () => {
    const response = await upload(
      t.app,
      undefined,
      '/api/v1/restores',
      {},
      { name: 'b.zip', type: 'application/zip', data: backupZip },
    );
    expect(response.statusCode).toBe(401);
  });
});
