import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { asc, eq, gt, and, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type yazl from 'yazl';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_PEOPLE,
  MANIFEST_ENTRY,
  backupTables,
  type BackupManifest,
} from '@rbax/shared/portability/backup';
import type { Db } from '#src/db/client.ts';
import { events } from '#src/db/schema/event-log.ts';
import type { Storage } from '#src/lib/storage.ts';
import { appVersion } from '#src/lib/version.ts';
import { peopleByIds } from './board-export-repository.ts';
import { columnFacts, tableSpecs, workspaceStream } from './backup-tables.ts';
import { workspaceScope } from './portability-repository.ts';

/**
 * Writes a backup zip to storage as it is made (yazl → storage, docs/decisions/045): per
 * workspace, one JSON Lines file per table read board by board (events a page at a time), then
 * the files its attachments and covers name, then the manifest with every entry's size and
 * SHA-256. Memory holds one board's rows of one table at a time, never the zip.
 */

const EVENT_PAGE = 5_000;
const FILE_KEY = /^(attachments|board-covers)\//;

type Entry = BackupManifest['entries'][number];

class BackupZip {
  readonly zip: yazl.ZipFile;
  readonly entries: Entry[] = [];

  constructor(Zip: typeof yazl.ZipFile) {
    this.zip = new Zip();
  }

  /** Adds an entry from chunks, and resolves once the zip has read it all (hashed on the way). */
  async add(path: string, source: AsyncIterable<Buffer | string>, compress = true): Promise<void> {
    const hash = createHash('sha256');
    let bytes = 0;
    let finish!: () => void;
    let fail!: (error: unknown) => void;
    const done = new Promise<void>((resolve, reject) => ((finish = resolve), (fail = reject)));
    const tapped = async function* () {
      try {
        for await (const chunk of source) {
          const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
          hash.update(buffer);
          bytes += buffer.length;
          yield buffer;
        }
        finish();
      } catch (error) {
        fail(error);
        throw error;
      }
    };
    this.zip.addReadStream(Readable.from(tapped(), { objectMode: false }), path, { compress, mtime: new Date(0) });
    await done;
    this.entries.push({ path, bytes, sha256: hash.digest('hex') });
  }
}

async function* jsonLines(rows: AsyncIterable<object[]>): AsyncGenerator<string> {
  for await (const page of rows) if (page.length > 0) yield `${page.map((row) => JSON.stringify(row)).join('\n')}\n`;
}

/** A table's rows of the workspace: by board (events a page at a time, by id). */
async function* tableRows(
  db: Db,
  table: (typeof backupTables)[number],
  workspaceId: string,
  boardIds: string[],
): AsyncGenerator<object[]> {
  const spec = tableSpecs[table];
  if (table === 'workspaces' || table === 'workspace_members' || table === 'time_rates' || table === 'boards') {
    yield await db
      .select()
      .from(spec.table as PgTable)
      .where(spec.scope(workspaceId, boardIds));
    return;
  }
  if (table === 'events') {
    for (const scope of [...boardIds.map((id) => eq(events.boardId, id)), workspaceStream(workspaceId)])
      yield* eventPages(db, scope);
    return;
  }
  for (const boardId of boardIds)
    yield await db
      .select()
      .from(spec.table as PgTable)
      .where(spec.scope(workspaceId, [boardId]));
}

async function* eventPages(db: Db, scope: SQL): AsyncGenerator<object[]> {
  let after = 0;
  for (;;) {
    const page = await db
      .select()
      .from(events)
      .where(and(scope, gt(events.id, after)))
      .orderBy(asc(events.id))
      .limit(EVENT_PAGE);
    if (page.length === 0) return;
    yield page;
    after = page.at(-1)!.id;
  }
}

/** The people a table's rows name, gathered while the rows go by. */
function collectPeople(table: (typeof backupTables)[number], people: Set<string>) {
  const { people: columns } = columnFacts(tableSpecs[table].table);
  return async function* (pages: AsyncIterable<object[]>) {
    for await (const page of pages) {
      for (const row of page as Record<string, unknown>[]) {
        for (const key of columns.keys()) if (typeof row[key] === 'string') people.add(row[key] as string);
        if (table === 'events' && typeof row.actorId === 'string') people.add(row.actorId);
      }
      yield page;
    }
  };
}

async function addWorkspace(
  zip: BackupZip,
  db: Db,
  storage: Storage,
  workspaceId: string,
  onBoard: () => Promise<void>,
) {
  const scope = await workspaceScope(db, workspaceId);
  if (!scope) return null;
  const boardIds = scope.boards.map((b) => b.id);
  const people = new Set<string>();
  const files = new Set<string>();
  for (const table of backupTables) {
    let pages = collectPeople(table, people)(tableRows(db, table, workspaceId, boardIds));
    if (table === 'attachments' || table === 'uploads') pages = collectFiles(pages, files);
    await zip.add(`workspaces/${workspaceId}/${table}.jsonl`, jsonLines(pages));
    if (table === 'cards') await onBoard();
  }
  const named = await peopleByIds(db, [...people]);
  await zip.add(
    `workspaces/${workspaceId}/${BACKUP_PEOPLE}.jsonl`,
    jsonLines(
      (async function* () {
        yield named;
      })(),
    ),
  );
  for (const key of files) {
    const stream = await storage.get(key).catch(() => null);
    // A file storage lost is left out; its row stays and the restore reports it.
    if (stream) await zip.add(`files/${key}`, stream as AsyncIterable<Buffer>, false);
  }
  return { id: workspaceId, name: scope.workspace.name };
}

async function* collectFiles(pages: AsyncIterable<object[]>, files: Set<string>) {
  for await (const page of pages) {
    for (const row of page as { storageKey?: unknown }[]) {
      if (typeof row.storageKey === 'string' && FILE_KEY.test(row.storageKey)) files.add(row.storageKey);
    }
    yield page;
  }
}

/** Writes the backup of the workspaces under `key`; returns its size. */
export async function writeBackup(
  db: Db,
  storage: Storage,
  options: {
    key: string;
    workspaceIds: string[];
    scope: 'workspace' | 'instance';
    progress: (p: number) => Promise<void>;
  },
): Promise<number> {
  // Loaded on first use, like the other file formats: an idle server does not hold them (decision 046).
  const { default: zipLib } = await import('yazl');
  const zip = new BackupZip(zipLib.ZipFile);
  let bytes = 0;
  const counted = async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      bytes += chunk.length;
      yield chunk;
    }
  };
  const upload = storage.putStream(
    options.key,
    Readable.from(counted(zip.zip.outputStream as unknown as AsyncIterable<Buffer>), { objectMode: false }),
    'application/zip',
  );
  try {
    const written: BackupManifest['workspaces'] = [];
    for (const [index, id] of options.workspaceIds.entries()) {
      const done = await addWorkspace(zip, db, storage, id, () =>
        options.progress(5 + (90 * (index + 0.5)) / options.workspaceIds.length),
      );
      if (done) written.push(done);
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      scope: options.scope,
      appVersion,
      workspaces: written,
      entries: zip.entries,
    };
    zip.zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST_ENTRY, { mtime: new Date(0) });
    zip.zip.end();
  } catch (error) {
    (zip.zip.outputStream as unknown as Readable).destroy(error as Error);
    await upload.catch(() => {});
    throw error;
  }
  await upload;
  return bytes;
}
