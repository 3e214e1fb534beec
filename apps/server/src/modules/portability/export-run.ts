import { Readable } from 'node:stream';
import { isLocale, type Locale } from '@rbax/shared/i18n';
import type { ExportFormat } from '@rbax/shared/portability/api';
import type { BoardExport } from '@rbax/shared/portability/board-export';
import type { Deps } from '#src/lib/deps.ts';
import { notFound } from '#src/lib/errors.ts';
import { exportBoard } from './board-export.ts';
import { EXPORT_MIME, renderExport, type ExportScope } from './export-files.ts';
import { exportFileName } from './exports-service.ts';
import { updateJob, type JobRow } from './portability-jobs-repository.ts';
import { workspaceScope } from './portability-repository.ts';

/** The export job: the file written to storage under `exports/<id>.<format>`, its link valid for the TTL. */

type D = Pick<Deps, 'db' | 'storage' | 'config'>;

export async function* counted(
  source: AsyncIterable<Buffer | string>,
  counter: { bytes: number },
): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    counter.bytes += buffer.length;
    yield buffer;
  }
}

export async function runExport(deps: D, job: JobRow, progress: (p: number) => Promise<void>): Promise<void> {
  const options = (job.options ?? {}) as { locale?: unknown; timeZone?: unknown };
  const locale: Locale = isLocale(options.locale) ? options.locale : 'pt-BR';
  const timeZone = typeof options.timeZone === 'string' ? options.timeZone : 'America/Sao_Paulo';
  const format = (job.format ?? 'json') as ExportFormat;
  let scope: ExportScope = { workspace: null, members: [] };
  let boardIds: string[];
  let title: string;
  if (job.boardId) {
    boardIds = [job.boardId];
    const doc = await exportBoard(deps.db, job.boardId);
    if (!doc) throw notFound();
    title = doc.board.title;
  } else {
    const found = await workspaceScope(deps.db, job.workspaceId!);
    if (!found) throw notFound();
    scope = { workspace: found.workspace, members: found.members };
    boardIds = found.boards.map((b) => b.id);
    title = found.workspace.name;
  }
  async function* boards(): AsyncGenerator<BoardExport> {
    for (const [index, id] of boardIds.entries()) {
      const doc = await exportBoard(deps.db, id);
      if (doc) yield doc;
      await progress(5 + (85 * (index + 1)) / Math.max(1, boardIds.length));
    }
  }
  const key = `exports/${job.id}.${format}`;
  const counter = { bytes: 0 };
  const stream = renderExport(boards, scope, { format, locale, timeZone, title, db: deps.db });
  await deps.storage.putStream(
    key,
    Readable.from(counted(stream, counter), { objectMode: false }),
    EXPORT_MIME[format],
  );
  const { bytes } = counter;
  await updateJob(deps.db, job.id, {
    status: 'done',
    progress: 100,
    outputKey: key,
    fileName: exportFileName(title, format),
    bytes,
    finishedAt: new Date(),
    expiresAt: new Date(Date.now() + deps.config.portability.exportLinkTtlHours * 3_600_000),
  });
}
