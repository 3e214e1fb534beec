import { and, eq } from 'drizzle-orm';
import { FLOW_DEFAULT_TIME_ZONE, FLOW_RANGE_DEFAULT_DAYS } from '@rbax/shared/analytics';
import { priorities, type Priority } from '@rbax/shared/cards';
import { localDate } from '@rbax/shared/flow/dates';
import type { WorkspaceRole } from '@rbax/shared/workspaces';
import { boards } from '#src/db/schema/boards.ts';
import { dateOf } from '#src/db/raw.ts';
import { assertWorkspace, readableBoardRows, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { boardFlow, type BoardFlow } from './flow-service.ts';
import { resolveRange, type DateRange } from './report-range.ts';
import { cardAttributes, type CardAttributesRow } from './workspace-analytics-repository.ts';

/**
 * What the workspace reports (GET /workspaces/:id/analytics and /performance) stand on: the
 * workspace's boards (not archived) the caller can read, each board's flow (flow-service.ts: its
 * settings and every card's created/started/done dates in the board's own zone), the cards'
 * current attributes, and the range.
 *
 * Dates: each board's cards are dated in that board's zone; the range's days (and "today" for
 * its default) are read in the report's zone, the first board's (the oldest), or
 * America/Sao_Paulo without boards.
 */

type D = Pick<Deps, 'db'>;

export type WorkspaceBoardFlow = {
  board: { id: string; title: string; icon: string; color: string };
  flow: BoardFlow;
  /** The started, unfinished, not discarded cards now (the ageing list). */
  wipCardIds: Set<string>;
};

export type CardAttributes = {
  boardId: string;
  priority: Priority | null;
  /** An instant. */
  dueDate: Date | null;
  assignee: { id: string; name: string; image: string | null } | null;
  labels: { name: string; color: string }[];
};

export type WorkspaceFlows = {
  role: WorkspaceRole;
  range: DateRange;
  timeZone: string;
  boards: WorkspaceBoardFlow[];
  /** By card id, the cards still on one of the boards. */
  cards: Map<string, CardAttributes>;
};

const asPriority = (value: string | null): Priority | null =>
  value && (priorities as readonly string[]).includes(value) ? (value as Priority) : null;

function toAttributes(row: CardAttributesRow): CardAttributes {
  return {
    boardId: row.board_id,
    priority: asPriority(row.priority),
    dueDate: row.due_date === null ? null : dateOf(row.due_date),
    assignee: row.assignee_id
      ? { id: row.assignee_id, name: row.assignee_name ?? '', image: row.assignee_image ?? null }
      : null,
    labels: row.labels ?? [],
  };
}

/**
 * 404 for someone outside the workspace (lib/access.ts); 400 `validation.flowRangeInvalid` for
 * a bad range. One flow per board (flow-service.ts) and one statement for the cards' attributes.
 */
export async function workspaceFlows(
  deps: D,
  user: SessionUser,
  workspaceId: string,
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): Promise<WorkspaceFlows> {
  const role = await assertWorkspace(deps.db, user, 'read', workspaceId);
  const rows = await readableBoardRows(
    deps.db,
    user,
    and(eq(boards.workspaceId, workspaceId), eq(boards.archived, false)),
  );
  const boardRows = rows
    .map((row) => row.board)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  const boardIds = boardRows.map((board) => board.id);
  const [flows, attributes] = await Promise.all([
    Promise.all(boardRows.map((board) => boardFlow(deps.db, board.id, { asOf: now, defaultDays: 1 }))),
    cardAttributes(deps.db, boardIds),
  ]);
  const timeZone = flows[0]?.settings.timeZone ?? FLOW_DEFAULT_TIME_ZONE;
  const range = resolveRange(query, localDate(now.toISOString(), timeZone), FLOW_RANGE_DEFAULT_DAYS);
  return {
    role,
    range,
    timeZone,
    boards: boardRows.map((board, index) => {
      const flow = flows[index]!;
      return {
        board: { id: board.id, title: board.title, icon: board.icon, color: board.color },
        flow,
        wipCardIds: new Set(flow.output.aging.map((item) => item.cardId)),
      };
    }),
    cards: new Map(attributes.map((row) => [row.id, toAttributes(row)])),
  };
}
