import { Readable } from 'node:stream';
import { isLocale, type Locale } from '@rbax/shared/i18n';
import { uuidv7 } from '@rbax/shared/ids';
import { translate } from '@rbax/shared/messages';
import { confirmImportInputSchema, type ImportReport } from '@rbax/shared/portability/api';
import { csvToImportBoard, type CsvRejectedRow } from '@rbax/shared/portability/csv';
import type { ImportBoard } from '@rbax/shared/portability/import-board';
import { applyClosedColumns } from '@rbax/shared/portability/import-options';
import { portabilityLabels } from '@rbax/shared/portability/labels';
import type { Deps } from '#src/lib/deps.ts';
import { csvText } from '#src/modules/time/time-reports-csv.ts';
import { writeImport, type ImportTarget } from './import-writer.ts';
import { readBoardFile, readCsv, readStored } from './import-sources.ts';
import { updateJob, type JobRow } from './portability-jobs-repository.ts';
import { membersAmong, usersByEmail } from './portability-repository.ts';

/** The import job: the confirmed mapping applied to the stored file, written by import-writer.ts. */

const NOTES_KEPT = 500;
const REJECTED_DAYS = 7;

type D = Pick<Deps, 'db' | 'storage'>;

async function boardOf(
  job: JobRow,
  bytes: Buffer,
  options: ReturnType<typeof confirmImportInputSchema.parse>,
  locale: Locale,
) {
  if (job.source !== 'csv')
    return { board: readBoardFile(job.source as 'trello' | 'json', bytes), rejected: [], headers: [] };
  const table = await readCsv(bytes);
  const { board, rejected } = csvToImportBoard(table.rows, options.csv!, {
    title: options.title ?? (job.preview as { title?: string } | null)?.title ?? 'CSV',
    defaultColumn: options.defaultColumn ?? portabilityLabels[locale].defaultColumn,
  });
  return { board, rejected, headers: table.headers };
}

async function peopleOf(deps: D, job: JobRow, board: ImportBoard, members: Record<string, string | null>) {
  const emails = board.cards.map((c) => c.assigneeEmail).filter((e): e is string => !!e);
  const byEmail = await usersByEmail(deps.db, emails);
  const inWorkspace = await membersAmong(deps.db, job.workspaceId!, [...byEmail.values()]);
  return {
    members: new Map(Object.entries(members)),
    emails: new Map([...byEmail].filter(([, id]) => inWorkspace.has(id))),
  };
}

/** The rejected rows as CSV in the product's dialect, with one more column: the errors, translated. */
function rejectedCsv(headers: string[], rows: CsvRejectedRow[], locale: Locale): string {
  const l = portabilityLabels[locale];
  const lines = rows.map((row) => {
    const errors = row.errors.map((e) => `${e.field}: ${translate(e.message, locale)}`).join(' | ');
    return [...headers.map((_, i) => csvText(row.cells[i] ?? '')), csvText(errors)].join(';');
  });
  return `\uFEFF${[[...headers, l.errors].map(csvText).join(';'), ...lines].join('\r\n')}\r\n`;
}

export async function runImport(deps: D, job: JobRow, progress: (p: number) => Promise<void>): Promise<void> {
  const raw = (job.options ?? {}) as Record<string, unknown>;
  const options = confirmImportInputSchema.parse(raw);
  const locale: Locale = isLocale(raw.locale) ? raw.locale : 'pt-BR';
  const bytes = await readStored(deps.storage, job.inputKey!);
  const parsed = await boardOf(job, bytes, options, locale);
  const board = applyClosedColumns(parsed.board, options.closedColumns);
  const people = await peopleOf(deps, job, board, options.members);
  const target: ImportTarget = options.boardId
    ? { kind: 'existing', boardId: options.boardId, workspaceId: job.workspaceId! }
    : {
        kind: 'new',
        workspaceId: job.workspaceId!,
        title: options.title ?? board.title,
        source: job.source as 'trello',
      };
  const origin = portabilityLabels[locale].commentOrigin[job.source as 'trello'] ?? '';
  const result = await writeImport(deps.db, {
    board,
    target,
    actorId: job.userId!,
    people: { ...people, colors: options.colors },
    origin,
    onProgress: progress,
  });
  const report: ImportReport = {
    imported: result.imported,
    skipped: board.skipped.slice(0, NOTES_KEPT),
    warnings: board.warnings.slice(0, NOTES_KEPT),
    skippedCount: board.skipped.length,
    warningCount: board.warnings.length,
    rejectedRows: parsed.rejected.length,
  };
  let outputKey: string | null = null;
  if (parsed.rejected.length > 0) {
    outputKey = `exports/${uuidv7()}.csv`;
    const text = rejectedCsv(parsed.headers, parsed.rejected, locale);
    await deps.storage.putStream(outputKey, Readable.from([Buffer.from(text, 'utf8')]), 'text/csv; charset=utf-8');
  }
  await updateJob(deps.db, job.id, {
    status: 'done',
    progress: 100,
    boardId: result.boardId,
    report,
    outputKey,
    expiresAt: outputKey ? new Date(Date.now() + REJECTED_DAYS * 86_400_000) : null,
    finishedAt: new Date(),
    inputKey: null,
  });
  await deps.storage.delete(job.inputKey!).catch(() => {});
}
