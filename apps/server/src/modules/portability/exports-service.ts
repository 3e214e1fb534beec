import { PassThrough, type Readable } from 'node:stream';
import { uuidv7 } from '@rbax/shared/ids';
import type { Locale } from '@rbax/shared/i18n';
import type { ExportFormat, PortabilityJob } from '@rbax/shared/portability/api';
import { assertBoard, assertWorkspace, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import { exportBoard } from './board-export.ts';
import { EXPORT_MIME, renderExport } from './export-files.ts';
import { findJob, insertJob, listJobs } from './portability-jobs-repository.ts';
import { safeFileName, toJob } from './portability-jobs.ts';

/**
 * Exports (issue 23). A board's file answers its request at once (`GET /boards/:id/export`);
 * a workspace's, or a board's when asked for as a job, is written to storage by a background
 * job and downloaded from a link that expires (`EXPORT_LINK_TTL_HOURS`).
 */

type D = Pick<Deps, 'db' | 'storage' | 'config'>;

const today = () => new Date().toISOString().slice(0, 10);
export const exportFileName = (title: string, format: ExportFormat) => `${safeFileName(title, today())}.${format}`;

/** Reading the board is enough to export it (the same data the board page shows, and its history). */
export async function boardExportStream(
  deps: D,
  user: SessionUser,
  boardId: string,
  format: ExportFormat,
  locale: Locale,
  timeZone: string,
): Promise<{ stream: Readable; mime: string; fileName: string }> {
  const { board } = await assertBoard(deps.db, user, 'read', boardId);
  const doc = await exportBoard(deps.db, boardId);
  if (!doc) throw notFound();
  const stream = renderExport(
    async function* () {
      yield doc;
    },
    { workspace: null, members: [] },
    { format, locale, timeZone, title: board.title, db: deps.db },
  );
  return { stream, mime: EXPORT_MIME[format], fileName: exportFileName(board.title, format) };
}

/** Queues an export job: a whole workspace (its owners and admins) or one board (its readers). */
export async function queueExport(
  deps: D & { wake: () => Promise<void> },
  user: SessionUser,
  target: { workspaceId: string } | { boardId: string },
  format: ExportFormat,
  locale: Locale,
  timeZone: string,
): Promise<PortabilityJob> {
  let workspaceId: string | null;
  let boardId: string | null = null;
  if ('workspaceId' in target) {
    await assertWorkspace(deps.db, user, 'manage', target.workspaceId);
    workspaceId = target.workspaceId;
  } else {
    const access = await assertBoard(deps.db, user, 'read', target.boardId);
    workspaceId = access.board.workspaceId;
    boardId = target.boardId;
  }
  const row = await insertJob(deps.db, {
    id: uuidv7(),
    kind: 'export',
    status: 'queued',
    userId: user.id,
    workspaceId,
    boardId,
    format,
    options: { locale, timeZone },
  });
  await deps.wake();
  return toJob(row);
}

/** One's own export job, while one may still read what it is of; anyone else 404. */
async function ownExport(deps: D, user: SessionUser, id: string) {
  const job = await findJob(deps.db, id);
  if (!job || job.kind !== 'export' || job.userId !== user.id) throw notFound();
  if (job.boardId) await assertBoard(deps.db, user, 'read', job.boardId);
  else if (job.workspaceId) await assertWorkspace(deps.db, user, 'manage', job.workspaceId);
  else throw notFound();
  return job;
}

export async function getExport(deps: D, user: SessionUser, id: string): Promise<PortabilityJob> {
  return toJob(await ownExport(deps, user, id));
}

export async function listExports(deps: D, user: SessionUser, workspaceId: string): Promise<PortabilityJob[]> {
  await assertWorkspace(deps.db, user, 'read', workspaceId);
  return (await listJobs(deps.db, { workspaceId, kinds: ['export'], userId: user.id })).map(toJob);
}

export const downloadExpired = () => new AppError(404, 'not_found', 'errors.downloadExpired');

/** The finished file, while its link has not expired. */
export async function openExport(deps: D, user: SessionUser, id: string) {
  const job = await ownExport(deps, user, id);
  if (job.status === 'expired' || (job.expiresAt && job.expiresAt < new Date())) throw downloadExpired();
  if (job.status !== 'done' || !job.outputKey) throw new AppError(409, 'conflict', 'errors.exportNotReady');
  const stream = await deps.storage.get(job.outputKey).catch(() => {
    throw downloadExpired();
  });
  const format = (job.format ?? 'json') as ExportFormat;
  return {
    stream: stream.pipe(new PassThrough()),
    mime: EXPORT_MIME[format],
    fileName: job.fileName ?? `export.${format}`,
    bytes: job.bytes,
  };
}
