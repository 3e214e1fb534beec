import { PassThrough, Readable } from 'node:stream';
import type { Locale } from '@rbax/shared/i18n';
import type { ExportFormat } from '@rbax/shared/portability/api';
import {
  EXPORT_FORMAT_VERSION,
  WORKSPACE_EXPORT_FORMAT,
  type BoardExport,
} from '@rbax/shared/portability/board-export';
import { reportSections } from '@rbax/shared/portability/report-schedules';
import { portabilityLabels } from '@rbax/shared/portability/labels';
import type { Db } from '#src/db/client.ts';
import { boardFlow } from '#src/modules/analytics/flow-service.ts';
import { cardsCsv } from './export-csv.ts';
import { reportPdf } from './export-pdf.ts';
import { cardsXlsx } from './export-xlsx.ts';
import { boardReport, type FlowSummary } from './report-model.ts';

/** An export rendered as a stream in its format (issue 23): for a response or for storage. */

export const EXPORT_MIME: Record<ExportFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** The board's flow metrics from the analytics module, or null when it has nothing to say. */
export async function flowSummary(db: Db, boardId: string): Promise<FlowSummary | null> {
  try {
    const { output, source } = await boardFlow(db, boardId);
    void source;
    return {
      throughput: output.throughput.reduce((sum, day) => sum + day.count, 0),
      cycleP50: output.percentiles.p50,
      cycleP85: output.percentiles.p85,
      wip: output.aging.length,
      sleDays: output.sle.days,
      slePercentile: output.sle.percentile,
    };
  } catch {
    // A board without history or settings: the report goes out without metrics.
    return null;
  }
}

export type Workspace = { id: string; name: string; slug: string; description: string | null; createdAt: Date };
export type ExportScope = {
  workspace: Workspace | null;
  members: { id: string; name: string; email: string; role: string }[];
};

async function* workspaceJson(docs: AsyncIterable<BoardExport>, scope: ExportScope): AsyncGenerator<string> {
  const ws = scope.workspace!;
  const head = {
    format: WORKSPACE_EXPORT_FORMAT,
    version: EXPORT_FORMAT_VERSION,
    exportedAt: new Date().toISOString(),
    workspace: {
      id: ws.id,
      name: ws.name,
      slug: ws.slug,
      description: ws.description,
      createdAt: ws.createdAt.toISOString(),
    },
    members: scope.members,
  };
  yield `${JSON.stringify(head).slice(0, -1)},"boards":[`;
  let first = true;
  for await (const doc of docs) {
    yield `${first ? '' : ','}${JSON.stringify(doc)}`;
    first = false;
  }
  yield ']}';
}

export type RenderOptions = { format: ExportFormat; locale: Locale; timeZone: string; title: string; db: Db };

/**
 * The boards (one: a board export; several, with `scope.workspace`: the workspace's) as a stream.
 * JSON and CSV are written a board at a time; XLSX and PDF need every board first.
 */
export function renderExport(
  boards: () => AsyncIterable<BoardExport>,
  scope: ExportScope,
  options: RenderOptions,
): Readable {
  if (options.format === 'json') {
    if (scope.workspace) return Readable.from(workspaceJson(boards(), scope));
    return Readable.from(
      (async function* () {
        for await (const doc of boards()) yield JSON.stringify(doc);
      })(),
    );
  }
  if (options.format === 'csv') {
    return Readable.from(
      (async function* () {
        let first = true;
        for await (const doc of boards()) {
          const lines = cardsCsv([doc], options.locale);
          const header = lines.next();
          if (first && !header.done) yield header.value;
          first = false;
          yield* lines;
        }
        if (first) yield* cardsCsv([], options.locale);
      })(),
    );
  }
  const out = new PassThrough();
  void (async () => {
    const docs: BoardExport[] = [];
    for await (const doc of boards()) docs.push(doc);
    if (options.format === 'xlsx') return cardsXlsx(docs, options.locale, out);
    const now = new Date();
    const reports = [];
    for (const doc of docs) reports.push(boardReport(doc, await flowSummary(options.db, doc.board.id), now));
    const l = portabilityLabels[options.locale];
    return reportPdf(
      reports,
      {
        locale: options.locale,
        timeZone: options.timeZone,
        title: options.title,
        subtitle: scope.workspace ? l.pdf.workspaceReport : l.pdf.boardReport,
        sections: reportSections,
        now,
      },
      out,
    );
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
