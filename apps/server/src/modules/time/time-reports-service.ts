import { eq } from 'drizzle-orm';
import { buildTimeReport, type TimeReportRow } from '@rbax/shared/time/report-build';
import type { TimeReport, TimeReportQuery } from '@rbax/shared/time/reports';
import { boards } from '#src/db/schema/boards.ts';
import { readableBoardRows, timeReportScope, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { memberRates } from './time-rates-repository.ts';
import { labelsOfBoards, ratesOf, reportRows } from './time-reports-repository.ts';

/**
 * `GET /api/v1/time-reports` (issue 21): a workspace's time in a period. Only boards the caller
 * reads count (archived ones too: their time was spent); members get their own entries, owners
 * and admins everyone's (`timeReportScope` in lib/access.ts). The views are built from the same
 * rows by the shared `buildTimeReport`, so their totals agree.
 */

type D = Pick<Deps, 'db'>;

export type TimeReportData = { report: TimeReport; rows: TimeReportRow[] };

export async function timeReport(deps: D, user: SessionUser, query: TimeReportQuery): Promise<TimeReportData> {
  const scope = await timeReportScope(deps.db, user, query.workspaceId);
  const readable = (await readableBoardRows(deps.db, user, eq(boards.workspaceId, query.workspaceId)))
    .map((row) => row.board)
    .sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));
  const readableIds = readable.map((board) => board.id);
  const boardIds = query.boardIds ? readableIds.filter((id) => query.boardIds!.includes(id)) : readableIds;
  const [rows, labels, members, rates] = await Promise.all([
    reportRows(deps.db, {
      workspaceId: query.workspaceId,
      boardIds,
      from: query.from,
      to: query.to,
      userIds: scope === 'self' ? [user.id] : query.userIds,
      labelIds: query.labelIds,
      billable: query.billable,
    }),
    labelsOfBoards(deps.db, readableIds),
    memberRates(deps.db, query.workspaceId, scope === 'self' ? user.id : undefined),
    ratesOf(deps.db, query.workspaceId),
  ]);
  const visibleRates = scope === 'all' ? rates : new Map([...rates].filter(([userId]) => userId === user.id));
  const report = buildTimeReport(rows, {
    workspaceId: query.workspaceId,
    from: query.from,
    to: query.to,
    scope,
    rates: visibleRates,
    options: {
      boards: readable.map((board) => ({ id: board.id, title: board.title })),
      people: members.map((member) => ({ id: member.userId, name: member.name, image: member.image })),
      labels,
    },
  });
  return { report, rows };
}
