import type { PortabilityJob } from '@rbax/shared/portability/api';
import { importPreviewSchema, importReportSchema } from '@rbax/shared/portability/api';
import type { JobRow } from './portability-jobs-repository.ts';

/** A job row as the API shows it; the download address only while the file is there. */

const DOWNLOAD_PATHS: Record<string, (id: string) => string> = {
  export: (id) => `/api/v1/exports/${id}/download`,
  backup: (id) => `/api/v1/backups/${id}/download`,
  import: (id) => `/api/v1/imports/${id}/rejected`,
};

export function toJob(row: JobRow): PortabilityJob {
  const preview = row.preview ? importPreviewSchema.safeParse(row.preview) : null;
  const report = row.report ? importReportSchema.safeParse(row.report) : null;
  const downloadable =
    row.status === 'done' && row.outputKey !== null && (!row.expiresAt || row.expiresAt > new Date());
  return {
    id: row.id,
    kind: row.kind as PortabilityJob['kind'],
    status: row.status as PortabilityJob['status'],
    progress: row.progress,
    source: (row.source as PortabilityJob['source']) ?? null,
    format: row.format,
    workspaceId: row.workspaceId,
    boardId: row.boardId,
    fileName: row.fileName,
    bytes: row.bytes ?? null,
    preview: preview?.success ? preview.data : null,
    report: report?.success ? report.data : null,
    workspaceIds: row.resultIds,
    error: row.error,
    scheduled: row.scheduled,
    downloadUrl: downloadable ? (DOWNLOAD_PATHS[row.kind]?.(row.id) ?? null) : null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A file name safe in a Content-Disposition header and on every file system. */
export function safeFileName(...parts: string[]): string {
  return (
    parts
      .join('-')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9.]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 120) || 'arquivo'
  );
}
