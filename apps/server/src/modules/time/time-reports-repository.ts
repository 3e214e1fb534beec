import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { BillableFilter } from '@rbax/shared/time/reports';
import type { TimeReportRow } from '@rbax/shared/time/report-build';
import type { TimeEntrySource } from '@rbax/shared/time/entries';
import type { Db } from '#src/db/client.ts';
import { user } from '#src/db/schema/auth.ts';
import { boards } from '#src/db/schema/boards.ts';
import { cards } from '#src/db/schema/cards.ts';
import { boardLabels, cardLabels } from '#src/db/schema/labels.ts';
import { timeEntries, timeRates } from '#src/db/schema/time.ts';
import { workDateSql } from './time-entries-repository.ts';

/** The entries a time report reads (issue 21): already narrowed to boards the caller may read. */

export type ReportFilter = {
  workspaceId: string;
  /** Boards the caller reads in the workspace, narrowed by the report's board filter. */
  boardIds: readonly string[];
  from: string;
  to: string;
  /** Only these authors (the caller alone for a member's own report). */
  userIds?: readonly string[] | undefined;
  labelIds?: readonly string[] | undefined;
  billable: BillableFilter;
};

function conditions(filter: ReportFilter): SQL | undefined {
  const billable = filter.billable === 'all' ? undefined : eq(timeEntries.billable, filter.billable === 'billable');
  return and(
    inArray(timeEntries.boardId, [...filter.boardIds]),
    gte(workDateSql, filter.from),
    lte(workDateSql, filter.to),
    filter.userIds ? inArray(timeEntries.userId, [...filter.userIds]) : undefined,
    filter.labelIds?.length
      ? sql`EXISTS (SELECT 1 FROM ${cardLabels} WHERE ${cardLabels.cardId} = ${timeEntries.cardId} AND ${inArray(cardLabels.labelId, [...filter.labelIds])})`
      : undefined,
    billable,
  );
}

/** The period's entries, newest first, with their author, board, card and the author's rate there. */
export async function reportRows(db: Db, filter: ReportFilter): Promise<TimeReportRow[]> {
  if (filter.boardIds.length === 0) return [];
  const rows = await db
    .select({
      id: timeEntries.id,
      userId: timeEntries.userId,
      userName: user.name,
      userImage: user.image,
      boardId: timeEntries.boardId,
      boardTitle: boards.title,
      cardId: timeEntries.cardId,
      cardTitle: cards.title,
      estimateMinutes: cards.estimateMinutes,
      source: timeEntries.source,
      workDate: sql<string>`${workDateSql}::text`,
      startedAt: timeEntries.startedAt,
      endedAt: timeEntries.endedAt,
      durationSeconds: timeEntries.durationSeconds,
      billable: timeEntries.billable,
      note: timeEntries.note,
      rateCents: sql<string | null>`(${timeRates.hourlyRateBrl} * 100)::text`,
    })
    .from(timeEntries)
    .innerJoin(boards, eq(boards.id, timeEntries.boardId))
    .innerJoin(cards, eq(cards.id, timeEntries.cardId))
    .leftJoin(user, eq(user.id, timeEntries.userId))
    .leftJoin(timeRates, and(eq(timeRates.workspaceId, filter.workspaceId), eq(timeRates.userId, timeEntries.userId)))
    .where(conditions(filter))
    .orderBy(desc(workDateSql), desc(timeEntries.startedAt), desc(timeEntries.id));
  return rows.map((row) => ({
    ...row,
    source: row.source as TimeEntrySource,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt.toISOString(),
    rateCents: row.rateCents === null ? null : Math.round(Number(row.rateCents)),
  }));
}

/** The labels of those boards, for the filter. */
export function labelsOfBoards(db: Db, boardIds: readonly string[]) {
  if (boardIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: boardLabels.id, boardId: boardLabels.boardId, name: boardLabels.name, color: boardLabels.color })
    .from(boardLabels)
    .where(inArray(boardLabels.boardId, [...boardIds]))
    .orderBy(asc(boardLabels.name), asc(boardLabels.id));
}

/** Rates (centavos) of the workspace's members, for the people's column. */
export async function ratesOf(db: Db, workspaceId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ userId: timeRates.userId, cents: sql<string>`(${timeRates.hourlyRateBrl} * 100)::text` })
    .from(timeRates)
    .where(eq(timeRates.workspaceId, workspaceId));
  return new Map(rows.map((row) => [row.userId, Math.round(Number(row.cents))]));
}
