import { eq, getTableColumns, inArray, isNull, and, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { BackupTable } from '@rbax/shared/portability/backup';
import { flowSettings } from '#src/db/schema/analytics.ts';
import { attachments } from '#src/db/schema/attachments.ts';
import { user } from '#src/db/schema/auth.ts';
import { automationAssignees, automationRules } from '#src/db/schema/automations.ts';
import { boardColumns, boardMembers, boards } from '#src/db/schema/boards.ts';
import { cards, checklistItems } from '#src/db/schema/cards.ts';
import { comments } from '#src/db/schema/comments.ts';
import { events } from '#src/db/schema/event-log.ts';
import { boardBoardLabels, boardLabels, cardLabels } from '#src/db/schema/labels.ts';
import { cardWatchers, commentMentions } from '#src/db/schema/notifications.ts';
import { timeEntries, timeRates } from '#src/db/schema/time.ts';
import { uploads } from '#src/db/schema/uploads.ts';
import { cardDependencies } from '#src/db/schema/views.ts';
import { workspaceMembers, workspaces } from '#src/db/schema/workspaces.ts';

/**
 * The tables a backup carries (docs/decisions/045) and how each is read for one workspace: by the
 * workspace, or by its boards. A restore learns from the same table objects which columns are
 * timestamps and which name a person, so no table's shape is written down twice.
 */

export type TableSpec = { table: PgTable; scope: (workspaceId: string, boardIds: string[]) => SQL | undefined };

const byBoards = (column: PgColumn) => (_: string, boardIds: string[]) =>
  boardIds.length > 0 ? inArray(column, boardIds) : undefined;

export const tableSpecs: Record<BackupTable, TableSpec> = {
  workspaces: { table: workspaces, scope: (id) => eq(workspaces.id, id) },
  workspace_members: { table: workspaceMembers, scope: (id) => eq(workspaceMembers.workspaceId, id) },
  time_rates: { table: timeRates, scope: (id) => eq(timeRates.workspaceId, id) },
  boards: { table: boards, scope: (id) => eq(boards.workspaceId, id) },
  board_members: { table: boardMembers, scope: byBoards(boardMembers.boardId) },
  board_columns: { table: boardColumns, scope: byBoards(boardColumns.boardId) },
  board_labels: { table: boardLabels, scope: byBoards(boardLabels.boardId) },
  board_board_labels: { table: boardBoardLabels, scope: byBoards(boardBoardLabels.boardId) },
  cards: { table: cards, scope: byBoards(cards.boardId) },
  card_labels: { table: cardLabels, scope: byBoards(cardLabels.boardId) },
  card_dependencies: { table: cardDependencies, scope: byBoards(cardDependencies.boardId) },
  checklist_items: { table: checklistItems, scope: byBoards(checklistItems.boardId) },
  comments: { table: comments, scope: byBoards(comments.boardId) },
  comment_mentions: { table: commentMentions, scope: byBoards(commentMentions.boardId) },
  attachments: { table: attachments, scope: byBoards(attachments.boardId) },
  uploads: { table: uploads, scope: byBoards(uploads.boardId) },
  time_entries: { table: timeEntries, scope: byBoards(timeEntries.boardId) },
  card_watchers: { table: cardWatchers, scope: byBoards(cardWatchers.boardId) },
  flow_settings: { table: flowSettings, scope: byBoards(flowSettings.boardId) },
  automation_rules: { table: automationRules, scope: byBoards(automationRules.boardId) },
  automation_assignees: { table: automationAssignees, scope: byBoards(automationAssignees.boardId) },
  // The boards' streams and the workspace's own stream (members, deleted boards).
  events: {
    table: events,
    scope: (id, boardIds) =>
      boardIds.length > 0 ? inArray(events.boardId, boardIds) : and(isNull(events.boardId), eq(events.workspaceId, id)),
  },
};

/** The workspace's own stream (read apart from its boards' streams, which go board by board). */
export const workspaceStream = (workspaceId: string) =>
  and(isNull(events.boardId), eq(events.workspaceId, workspaceId))!;

export type ColumnFacts = {
  /** JS key → kind of value a restore must rebuild. */
  timestamps: Set<string>;
  /** JS keys of columns that reference `user` (a person), and whether they may be null. */
  people: Map<string, boolean>;
  primaryId: string | null;
};

const factsCache = new Map<PgTable, ColumnFacts>();

/** What a restore needs to know about a table's columns, read from the Drizzle schema. */
export function columnFacts(table: PgTable): ColumnFacts {
  const cached = factsCache.get(table);
  if (cached) return cached;
  const columns = getTableColumns(table);
  const byName = new Map(Object.entries(columns).map(([key, column]) => [column.name, key]));
  const people = new Map<string, boolean>();
  for (const fk of getTableConfig(table).foreignKeys) {
    const ref = fk.reference();
    if (ref.foreignTable !== user || ref.columns.length !== 1) continue;
    const key = byName.get(ref.columns[0]!.name);
    if (key) people.set(key, !columns[key]!.notNull);
  }
  const facts: ColumnFacts = {
    timestamps: new Set(
      Object.entries(columns)
        .filter(([, c]) => c.columnType === 'PgTimestamp')
        .map(([key]) => key),
    ),
    people,
    primaryId: columns.id && columns.id.primary && columns.id.dataType === 'string' ? 'id' : null,
  };
  factsCache.set(table, facts);
  return facts;
}
