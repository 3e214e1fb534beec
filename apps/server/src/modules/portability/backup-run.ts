import { mkdtemp, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Deps } from '#src/lib/deps.ts';
import { writeBackup } from './backup-writer.ts';
import { safeFileName } from './portability-jobs.ts';
import { updateJob, type JobRow } from './portability-jobs-repository.ts';
import { allWorkspaceIds, workspaceScope } from './portability-repository.ts';
import { openBackup, type OpenBackup } from './backup-reader.ts';
import { restoreWorkspace } from './restore-writer.ts';

/** The backup and restore jobs (docs/decisions/045). */

type D = Pick<Deps, 'db' | 'storage' | 'config'>;

/** Manual backups are kept a week; scheduled ones until the schedule's `keep` pushes them out. */
const MANUAL_BACKUP_DAYS = 7;

export async function runBackup(deps: D, job: JobRow, progress: (p: number) => Promise<void>): Promise<void> {
  const instance = job.workspaceId === null;
  const workspaceIds = instance ? await allWorkspaceIds(deps.db) : [job.workspaceId!];
  const name = instance
    ? 'rbax-flow-instancia'
    : ((await workspaceScope(deps.db, job.workspaceId!))?.workspace.name ?? 'workspace');
  const key = `backups/${job.id}.zip`;
  const bytes = await writeBackup(deps.db, deps.storage, {
    key,
    workspaceIds,
    scope: instance ? 'instance' : 'workspace',
    progress,
  });
  await updateJob(deps.db, job.id, {
    status: 'done',
    progress: 100,
    outputKey: key,
    bytes,
    fileName: `${safeFileName('backup', name, new Date().toISOString().slice(0, 16).replace(':', 'h'))}.zip`,
    finishedAt: new Date(),
    expiresAt: job.scheduled ? null : new Date(Date.now() + MANUAL_BACKUP_DAYS * 86_400_000),
  });
}

/** A stored zip copied to a local temporary file: yauzl reads a zip by random access. */
export async function withLocalCopy<T>(
  deps: Pick<Deps, 'storage' | 'config'>,
  key: string,
  work: (file: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(deps.config.dataDir || os.tmpdir(), 'restore-'));
  const file = path.join(dir, 'backup.zip');
  try {
    await pipeline(await deps.storage.get(key), createWriteStream(file, { mode: 0o600 }));
    return await work(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const zipLimits = (config: D['config']) => ({
  maxEntries: config.portability.restoreMaxEntries,
  maxUncompressedBytes: config.portability.restoreMaxUncompressedBytes,
});

export async function runRestore(deps: D, job: JobRow, progress: (p: number) => Promise<void>): Promise<void> {
  const created: string[] = await withLocalCopy(deps, job.inputKey!, async (file) => {
    let backup: OpenBackup | undefined;
    try {
      backup = await openBackup(file, zipLimits(deps.config));
      const ids: string[] = [];
      const list = backup.manifest.workspaces;
      for (const [index, ws] of list.entries()) {
        ids.push(
          await restoreWorkspace(deps.db, deps.storage, backup, ws.id, job.userId!, (p) =>
            progress(((index + p / 100) * 100) / list.length),
          ),
        );
      }
      return ids;
    } finally {
      backup?.close();
    }
  });
  await updateJob(deps.db, job.id, {
    status: 'done',
    progress: 100,
    resultIds: created,
    workspaceId: created[0] ?? null,
    inputKey: null,
    finishedAt: new Date(),
  });
  await deps.storage.delete(job.inputKey!).catch(() => {});
}
