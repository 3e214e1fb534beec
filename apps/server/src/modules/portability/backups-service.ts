import type { MultipartFile } from '@fastify/multipart';
import { uuidv7 } from '@rbax/shared/ids';
import type { PortabilityJob } from '@rbax/shared/portability/api';
import { assertAdmin, assertKeyReaches, assertWorkspace, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError, forbidden, notFound } from '#src/lib/errors.ts';
import { openBackup } from './backup-reader.ts';
import { withLocalCopy, zipLimits } from './backup-run.ts';
import { downloadExpired } from './exports-service.ts';
import { findJob, insertJob, listJobs } from './portability-jobs-repository.ts';
import { toJob } from './portability-jobs.ts';
import { streamToStorage, type UploadedFile } from './portability-upload.ts';

/**
 * Backups and restores (issue 23, docs/decisions/045). A workspace's backup is its owner's (and
 * its admins': `manage`), the whole instance's an administrator's. A restore makes new
 * workspaces owned by whoever restores; an instance backup only an administrator may restore.
 */

type D = Pick<Deps, 'db' | 'storage' | 'config'> & { wake: () => Promise<void> };

export async function queueBackup(deps: D, user: SessionUser, workspaceId: string | null): Promise<PortabilityJob> {
  if (workspaceId) await assertWorkspace(deps.db, user, 'manage', workspaceId);
  else assertAdmin(user);
  const row = await insertJob(deps.db, {
    id: uuidv7(),
    kind: 'backup',
    status: 'queued',
    userId: user.id,
    workspaceId,
    format: 'zip',
  });
  await deps.wake();
  return toJob(row);
}

/** A backup job the user may still reach: its workspace's managers, or any administrator for the instance's. */
async function reachableBackup(deps: Pick<D, 'db'>, user: SessionUser, id: string) {
  const job = await findJob(deps.db, id);
  if (!job || job.kind !== 'backup') throw notFound();
  if (job.workspaceId) await assertWorkspace(deps.db, user, 'manage', job.workspaceId);
  else if (!user.isAdmin) throw notFound();
  return job;
}

export async function getBackup(deps: Pick<D, 'db'>, user: SessionUser, id: string): Promise<PortabilityJob> {
  return toJob(await reachableBackup(deps, user, id));
}

export async function listBackups(
  deps: Pick<D, 'db'>,
  user: SessionUser,
  workspaceId: string | null,
): Promise<PortabilityJob[]> {
  if (workspaceId) await assertWorkspace(deps.db, user, 'manage', workspaceId);
  else assertAdmin(user);
  return (await listJobs(deps.db, { workspaceId, kinds: ['backup'] })).map(toJob);
}

export async function openBackupDownload(deps: Pick<D, 'db' | 'storage'>, user: SessionUser, id: string) {
  const job = await reachableBackup(deps, user, id);
  if (job.status === 'expired' || (job.expiresAt && job.expiresAt < new Date())) throw downloadExpired();
  if (job.status !== 'done' || !job.outputKey) throw new AppError(409, 'conflict', 'errors.exportNotReady');
  const stream = await deps.storage.get(job.outputKey).catch(() => {
    throw downloadExpired();
  });
  return { stream, fileName: job.fileName ?? 'backup.zip', bytes: job.bytes };
}

/** Streams the uploaded zip to storage (capped at RESTORE_MAX_MB) once the caller may restore at all. */
export async function receiveRestoreFile(
  deps: D,
  user: SessionUser,
  file: MultipartFile,
  jobId: string,
): Promise<UploadedFile & { key: string }> {
  // A restore creates workspaces: a key restricted to some workspaces cannot.
  assertKeyReaches(user, null);
  const key = `restores/${jobId}.zip`;
  const bytes = await streamToStorage(deps.storage, file.file, key, {
    maxBytes: deps.config.portability.restoreMaxBytes,
    mime: 'application/zip',
  });
  return { key, bytes, fileName: file.filename || 'backup.zip' };
}

/**
 * Checks the whole zip before anything is queued — names, links, sizes, counts, checksums —
 * so a malicious or damaged file is refused (422) while the person waits, and removed.
 */
export async function queueRestore(
  deps: D,
  user: SessionUser,
  jobId: string,
  upload: UploadedFile & { key: string },
): Promise<PortabilityJob> {
  try {
    const manifest = await withLocalCopy(deps, upload.key, async (file) => {
      const backup = await openBackup(file, zipLimits(deps.config));
      backup.close();
      return backup.manifest;
    });
    if (manifest.scope === 'instance' && !user.isAdmin) throw forbidden();
    const row = await insertJob(deps.db, {
      id: jobId,
      kind: 'restore',
      status: 'queued',
      userId: user.id,
      format: 'zip',
      inputKey: upload.key,
      fileName: upload.fileName,
      bytes: upload.bytes,
    });
    await deps.wake();
    return toJob(row);
  } catch (error) {
    await deps.storage.delete(upload.key).catch(() => {});
    throw error;
  }
}

export async function getRestore(deps: Pick<D, 'db'>, user: SessionUser, id: string): Promise<PortabilityJob> {
  const job = await findJob(deps.db, id);
  if (!job || job.kind !== 'restore' || job.userId !== user.id) throw notFound();
  return toJob(job);
}
