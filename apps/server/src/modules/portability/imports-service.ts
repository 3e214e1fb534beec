import type { MultipartFile } from '@fastify/multipart';
import { uuidv7 } from '@rbax/shared/ids';
import type { Locale } from '@rbax/shared/i18n';
import {
  IMPORT_MAX_BYTES,
  importFieldsSchema,
  type ConfirmImportInput,
  type ImportSource,
  type PortabilityJob,
} from '@rbax/shared/portability/api';
import { assertBoard, assertWorkspace, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError, issuesFromZod, notFound, validationFailed } from '#src/lib/errors.ts';
import { boardPreview, csvPreview } from './import-preview.ts';
import { readBoardFile, readCsv, readStored } from './import-sources.ts';
import { findJob, insertJob, transitionJob, type JobRow } from './portability-jobs-repository.ts';
import { toJob } from './portability-jobs.ts';
import { membersAmong, workspacePeople } from './portability-repository.ts';
import { streamToStorage, type UploadedFile } from './portability-upload.ts';

/**
 * Imports (issue 23): the upload is streamed to storage and read once for the preview; the
 * confirmation records the mapping and queues the job (import-run.ts) that writes the board.
 */

type D = Pick<Deps, 'db' | 'storage'>;

/** Called by the multipart walk once the fields are known: access first, then the file streams. */
export async function receiveImportFile(
  deps: D,
  user: SessionUser,
  fields: Record<string, string>,
  file: MultipartFile,
  jobId: string,
): Promise<UploadedFile & { key: string; source: ImportSource; workspaceId: string }> {
  const parsed = importFieldsSchema.safeParse(fields);
  if (!parsed.success) throw validationFailed(issuesFromZod(parsed.error.issues));
  await assertWorkspace(deps.db, user, 'edit', parsed.data.workspaceId);
  const ext = parsed.data.source === 'csv' ? 'csv' : 'json';
  const key = `imports/${jobId}.${ext}`;
  const bytes = await streamToStorage(deps.storage, file.file, key, {
    maxBytes: IMPORT_MAX_BYTES,
    mime: 'application/octet-stream',
  });
  return { key, bytes, fileName: file.filename || `import.${ext}`, ...parsed.data };
}

const titleOf = (fileName: string) => fileName.replace(/\.[a-z0-9]{1,5}$/i, '').slice(0, 100) || 'Importação';

/** Reads the stored file for its preview and records the job; a file that cannot be read is removed (422). */
export async function createImport(
  deps: D,
  user: SessionUser,
  jobId: string,
  upload: Awaited<ReturnType<typeof receiveImportFile>>,
): Promise<PortabilityJob> {
  try {
    const bytes = await readStored(deps.storage, upload.key);
    const people = await workspacePeople(deps.db, upload.workspaceId);
    const preview =
      upload.source === 'csv'
        ? csvPreview(await readCsv(bytes), titleOf(upload.fileName))
        : boardPreview(readBoardFile(upload.source, bytes), people);
    const row = await insertJob(deps.db, {
      id: jobId,
      kind: 'import',
      status: 'preview',
      userId: user.id,
      workspaceId: upload.workspaceId,
      source: upload.source,
      format: upload.source === 'csv' ? 'csv' : 'json',
      inputKey: upload.key,
      fileName: upload.fileName,
      bytes: upload.bytes,
      preview,
    });
    return toJob(row);
  } catch (error) {
    await deps.storage.delete(upload.key).catch(() => {});
    throw error;
  }
}

export const newJobId = () => uuidv7();

/** The caller's own import of a workspace they still belong to; anyone else 404. */
async function ownImport(deps: D, user: SessionUser, id: string, action: 'read' | 'edit'): Promise<JobRow> {
  const job = await findJob(deps.db, id);
  if (!job || job.kind !== 'import' || job.userId !== user.id || !job.workspaceId) throw notFound();
  await assertWorkspace(deps.db, user, action, job.workspaceId);
  return job;
}

export async function getImport(deps: D, user: SessionUser, id: string): Promise<PortabilityJob> {
  return toJob(await ownImport(deps, user, id, 'read'));
}

async function checkMapping(deps: D, user: SessionUser, job: JobRow, input: ConfirmImportInput) {
  const chosen = Object.values(input.members).filter((v): v is string => v !== null);
  const members = await membersAmong(deps.db, job.workspaceId!, chosen);
  const stranger = Object.entries(input.members).find(([, v]) => v !== null && !members.has(v));
  if (stranger) throw validationFailed([{ path: ['members', stranger[0]], message: 'validation.invalidValue' }]);
  if (job.source !== 'csv') return;
  if (!input.csv) throw validationFailed([{ path: ['csv'], message: 'validation.required' }]);
  if (input.csv.title === null)
    throw validationFailed([{ path: ['csv', 'title'], message: 'validation.titleRequired' }]);
  if (input.boardId) {
    const access = await assertBoard(deps.db, user, 'edit', input.boardId);
    if (access.board.workspaceId !== job.workspaceId)
      throw validationFailed([{ path: ['boardId'], message: 'validation.invalidValue' }]);
  }
}

/** Records the mapping and queues the job; a second confirmation is 409. */
export async function confirmImport(
  deps: D & { wake: () => Promise<void> },
  user: SessionUser,
  id: string,
  input: ConfirmImportInput,
  locale: Locale,
): Promise<PortabilityJob> {
  const job = await ownImport(deps, user, id, 'edit');
  if (job.status !== 'preview') throw new AppError(409, 'conflict', 'errors.importNotPending');
  await checkMapping(deps, user, job, input);
  const moved = await transitionJob(deps.db, id, 'preview', {
    status: 'queued',
    progress: 0,
    options: { ...input, locale },
  });
  if (!moved) throw new AppError(409, 'conflict', 'errors.importNotPending');
  await deps.wake();
  return toJob((await findJob(deps.db, id))!);
}

/** The rejected rows of a CSV import with their errors, while the file is kept. */
export async function openRejectedRows(deps: D, user: SessionUser, id: string) {
  const job = await ownImport(deps, user, id, 'read');
  if (!job.outputKey || (job.expiresAt && job.expiresAt < new Date())) throw notFound();
  const stream = await deps.storage.get(job.outputKey).catch(() => {
    throw notFound();
  });
  return { stream, fileName: `${(job.fileName ?? 'import').replace(/\.csv$/i, '')}-rejeitadas.csv` };
}
