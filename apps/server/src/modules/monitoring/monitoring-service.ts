import { priorities, type Priority } from '@rbax/shared/cards';
import {
  MONITORING_ACTIVITY_LIMIT,
  MONITORING_LIST_LIMIT,
  WIP_CARDS_PER_COLUMN,
  type Monitoring,
  type MonitoringCard,
} from '@rbax/shared/monitoring';
import { dateOf } from '#src/db/raw.ts';
import type { SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { readableBoards } from '#src/modules/search/search-service.ts';
import {
  columnNames,
  columnsOverWip,
  overdueCards,
  recentActivity,
  staleCards,
  type ActivityRow,
  type CardRow,
} from './monitoring-repository.ts';

type D = Pick<Deps, 'db'>;

const DAY_MS = 86_400_000;

const asPriority = (value: string | null): Priority | null =>
  value && (priorities as readonly string[]).includes(value) ? (value as Priority) : null;

const iso = (value: Parameters<typeof dateOf>[0]) => dateOf(value).toISOString();

const boardOf = (row: { board_id: string; board_title: string; board_icon: string; board_color: string }) => ({
  id: row.board_id,
  title: row.board_title,
  icon: row.board_icon,
  color: row.board_color,
});

function toCard(row: CardRow): MonitoringCard {
  return {
    id: row.id,
    title: row.title,
    boardId: row.board_id,
    board: boardOf(row),
    column: { id: row.column_id, name: row.column_name },
    priority: asPriority(row.priority),
    dueDate: row.due_date === null ? null : iso(row.due_date),
    assignee: row.assignee_id
      ? { id: row.assignee_id, name: row.assignee_name ?? '', image: row.assignee_image ?? null }
      : null,
  };
}

function toActivity(row: ActivityRow): Monitoring['activity'][number] {
  return {
    id: row.id,
    seq: Number(row.seq),
    boardId: row.board_id,
    workspaceId: row.workspace_id,
    kind: row.kind,
    entityId: row.entity_id,
    actor: row.actor_id ? { id: row.actor_id, name: row.actor_name ?? '', image: row.actor_image ?? null } : null,
    data: (row.data ?? {}) as Record<string, unknown>,
    createdAt: iso(row.created_at),
    board: boardOf(row),
    card: { id: row.card_id, title: row.card_title, boardId: row.card_board_id },
  };
}

/** The column ids a move or creation names, so the page can say 'de A Fazer para Feito'. */
function columnIdsOf(activity: Monitoring['activity']): string[] {
  const ids = new Set<string>();
  for (const { data } of activity) {
    for (const key of ['fromColumnId', 'toColumnId', 'columnId']) {
      const value = data[key];
      if (typeof value === 'string') ids.add(value);
    }
  }
  return [...ids];
}

/**
 * The latest card events of some boards, newest first, and the names of the columns their moves
 * and creations name (monitoring's activity feed; the dashboard's too).
 */
export async function latestActivity(
  deps: D,
  boardIds: readonly string[],
  limit: number,
): Promise<{ activity: Monitoring['activity']; columns: Monitoring['columns'] }> {
  if (boardIds.length === 0) return { activity: [], columns: [] };
  const activity = (await recentActivity(deps.db, boardIds, limit)).map(toActivity);
  return { activity, columns: await columnNames(deps.db, columnIdsOf(activity)) };
}

/**
 * GET /api/v1/monitoring: the four lists over the boards the user can read now (lib/access.ts
 * rules, archived boards left out), each limited, with totals.
 */
export async function getMonitoring(
  deps: D,
  user: SessionUser,
  query: { staleDays: number },
  now: Date = new Date(),
): Promise<Monitoring> {
  const boardIds = (await readableBoards(deps, user)).map((board) => board.id);
  const generatedAt = now.toISOString();
  if (boardIds.length === 0) {
    return {
      generatedAt,
      activity: [],
      wip: { items: [], total: 0 },
      overdue: { items: [], total: 0 },
      stale: { days: query.staleDays, items: [], total: 0 },
      columns: [],
    };
  }
  const [{ activity, columns }, wipRows, overdueRows, staleRows] = await Promise.all([
    latestActivity(deps, boardIds, MONITORING_ACTIVITY_LIMIT),
    columnsOverWip(deps.db, boardIds, { limit: MONITORING_LIST_LIMIT, cardsPerColumn: WIP_CARDS_PER_COLUMN }),
    overdueCards(deps.db, boardIds, { now, limit: MONITORING_LIST_LIMIT }),
    staleCards(deps.db, boardIds, {
      before: new Date(now.getTime() - query.staleDays * DAY_MS),
      limit: MONITORING_LIST_LIMIT,
    }),
  ]);
  return {
    generatedAt,
    activity,
    wip: {
      items: wipRows.map((row) => ({
        board: boardOf(row),
        column: { id: row.column_id, name: row.column_name },
        wipLimit: row.wip_limit,
        cardCount: row.card_count,
        cards: row.cards ?? [],
      })),
      total: wipRows[0]?.total ?? 0,
    },
    overdue: { items: overdueRows.map(toCard), total: overdueRows[0]?.total ?? 0 },
    stale: {
      days: query.staleDays,
      items: staleRows.map((row) => ({ ...toCard(row), lastMovedAt: iso(row.last_moved_at) })),
      total: staleRows[0]?.total ?? 0,
    },
    columns,
  };
}
