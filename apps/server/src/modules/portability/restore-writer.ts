import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { BACKUP_PEOPLE, backupTables, type BackupTable } from '@rbax/shared/portability/backup';
import type { Db } from '#src/db/client.ts';
import { boardEventCounters, workspaceEventCounters } from '#src/db/schema/event-log.ts';
import { workspaces } from '#src/db/schema/workspaces.ts';
import type { Storage } from '#src/lib/storage.ts';
import type { OpenBackup } from './backup-reader.ts';
import { notifyBoard } from '#src/modules/event-log/event-log-writer.ts';
import { columnFacts, tableSpecs } from './backup-tables.ts';
import { usersByEmail } from './portability-repository.ts';
import { IdMap, remapRow, uuidsIn } from './restore-remap.ts';

/**
 * Restores one workspace of a checked backup as a new workspace (docs/decisions/045): new ids
 * everywhere (restore-remap.ts), the restorer as its owner, people found again by e-mail. Files
 * are copied to storage first under their new keys; then every row goes in, streamed from the
 * JSON Lines files, in ONE transaction — a restore is all or nothing, and its files are removed
 * again if it fails. The log's events keep their order, numbers and dates, marked `imported`.
 */

const CHUNK = 500;
const tablePath = (ws: string, table: string) => `workspaces/${ws}/${table}.jsonl`;

async function* lines(backup: OpenBackup, path: string): AsyncGenerator<Record<string, unknown>> {
  if (!backup.entries.has(path)) return;
  const reader = createInterface({ input: await backup.read(path), crlfDelay: Infinity });
  for await (const line of reader) if (line.trim()) yield JSON.parse(line) as Record<string, unknown>;
}

type Plan = { ids: IdMap; people: Map<string, string>; files: Map<string, string> };

/** First pass: who is here, and a new id for every row and stored file. */
async function plan(db: Db, backup: OpenBackup, ws: string, restorerId: string): Promise<Plan> {
  const ids = new IdMap();
  const named: { id: string; email: string | null }[] = [];
  for await (const person of lines(backup, tablePath(ws, BACKUP_PEOPLE)))
    named.push({ id: String(person.id), email: typeof person.email === 'string' ? person.email : null });
  const found = await usersByEmail(
    db,
    named.map((p) => p.email).filter((e): e is string => !!e),
  );
  const people = new Map<string, string>();
  for (const p of named) {
    const id = p.email ? found.get(p.email.toLowerCase()) : undefined;
    if (id) people.set(p.id, id);
  }
  people.set(restorerId, restorerId);
  for (const [old, current] of people) ids.alias(old, current);
  const files = new Map<string, string>();
  const old: string[] = [];
  for (const table of backupTables) {
    if (table === 'events') continue;
    const primary = columnFacts(tableSpecs[table].table).primaryId;
    for await (const row of lines(backup, tablePath(ws, table))) {
      if (primary && typeof row[primary] === 'string') old.push(row[primary] as string);
      if ((table === 'attachments' || table === 'uploads') && typeof row.storageKey === 'string') {
        old.push(...uuidsIn(row.storageKey));
        files.set(row.storageKey, '');
      }
    }
  }
  // New UUIDv7s drawn in the old ids' order keep every order by id (ties among equal positions).
  for (const id of old.sort()) ids.claim(id);
  for (const key of files.keys()) files.set(key, ids.text(key));
  return { ids, people, files };
}

async function copyFiles(storage: Storage, backup: OpenBackup, files: Map<string, string>): Promise<string[]> {
  const copied: string[] = [];
  try {
    for (const [old, next] of files) {
      if (!backup.entries.has(`files/${old}`)) continue;
      await storage.putStream(next, await backup.read(`files/${old}`), 'application/octet-stream');
      copied.push(next);
    }
  } catch (error) {
    await Promise.all(copied.map((key) => storage.delete(key).catch(() => {})));
    throw error;
  }
  return copied;
}

async function uniqueSlug(tx: Db, ownerId: string, slug: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ slug: workspaces.slug })
        .from(workspaces)
        .where(sql`${workspaces.ownerId} = ${ownerId}`)
    ).map((r) => r.slug),
  );
  let candidate = slug;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${slug}-${n}`;
  return candidate;
}

/** The restored row of a table, adjusted where a restore must (owner, roles, the log's marker). */
async function adjust(tx: Db, table: BackupTable, row: Record<string, unknown>, restorerId: string) {
  if (table === 'workspaces')
    return { ...row, ownerId: restorerId, slug: await uniqueSlug(tx, restorerId, String(row.slug)) };
  if (table === 'boards' && row.ownerId === null) return { ...row, ownerId: restorerId };
  if (table === 'workspace_members') {
    if (row.userId === restorerId) return null;
    return row.role === 'owner' ? { ...row, role: 'admin' } : row;
  }
  if (table === 'events') {
    const { id: _id, ...rest } = row;
    return { ...rest, data: { ...(rest.data as object), imported: true } };
  }
  return row;
}

async function insertRows(tx: Db, table: PgTable, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK) as never);
}

async function writeTable(tx: Db, backup: OpenBackup, ws: string, table: BackupTable, p: Plan, restorerId: string) {
  const { table: target } = tableSpecs[table];
  const facts = columnFacts(target);
  const seqs = new Map<string, number>();
  let pending: Record<string, unknown>[] = [];
  const later: Record<string, unknown>[] = [];
  for await (const raw of lines(backup, tablePath(ws, table))) {
    const mapped = remapRow(raw, facts, p.ids, p.people);
    const row = mapped && (await adjust(tx, table, mapped, restorerId));
    if (!row) continue;
    if (table === 'events') {
      const stream = String(row.boardId ?? `ws:${String(row.workspaceId)}`);
      seqs.set(stream, Math.max(seqs.get(stream) ?? 0, Number(row.seq)));
    }
    // Subtasks after every other card: their parent must be there first.
    if (table === 'cards' && row.parentCardId) later.push(row);
    else pending.push(row);
    if (pending.length >= CHUNK) {
      await insertRows(tx, target, pending);
      pending = [];
    }
  }
  await insertRows(tx, target, [...pending, ...later]);
  if (table === 'workspaces') return;
  return seqs;
}

/** Restores the backup's workspace `ws` as a new workspace owned by `restorerId`; returns its id. */
export async function restoreWorkspace(
  db: Db,
  storage: Storage,
  backup: OpenBackup,
  ws: string,
  restorerId: string,
  progress: (p: number) => Promise<void>,
): Promise<string> {
  const p = await plan(db, backup, ws, restorerId);
  const copied = await copyFiles(storage, backup, p.files);
  await progress(40);
  const newId = p.ids.get(ws)!;
  try {
    await db.transaction(async (tx) => {
      for (const table of backupTables) {
        if (table === 'workspaces') {
          await writeTable(tx, backup, ws, table, p, restorerId);
          await tx.execute(
            sql`INSERT INTO workspace_members (workspace_id, user_id, role) VALUES (${newId}, ${restorerId}, 'owner')`,
          );
          continue;
        }
        const seqs = await writeTable(tx, backup, ws, table, p, restorerId);
        if (table === 'boards') {
          // The boards' counters exist before their events are written (as a new board's do).
          for await (const b of lines(backup, tablePath(ws, 'boards')))
            await tx.insert(boardEventCounters).values({ boardId: p.ids.get(String(b.id))!, lastSeq: 0 });
        }
        if (table === 'events' && seqs) await setCounters(tx, seqs, newId);
      }
    });
  } catch (error) {
    await Promise.all(copied.map((key) => storage.delete(key).catch(() => {})));
    throw error;
  }
  return newId;
}

async function setCounters(tx: Db, seqs: Map<string, number>, workspaceId: string) {
  for (const [stream, seq] of seqs) {
    if (stream.startsWith('ws:')) {
      await tx.insert(workspaceEventCounters).values({ workspaceId, lastSeq: seq });
    } else {
      await tx
        .update(boardEventCounters)
        .set({ lastSeq: seq })
        .where(sql`${boardEventCounters.boardId} = ${stream}`);
      // Consumers (analytics) hear of the restored history at once rather than at the next tick.
      await tx.execute(sql`SELECT ${notifyBoard(stream)}`);
    }
  }
}
