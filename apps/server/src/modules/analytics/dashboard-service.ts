import {
  DASHBOARD_ACTIVITY_LIMIT,
  DASHBOARD_DUE_SOON_DAYS,
  DASHBOARD_LIST_LIMIT,
  type DashboardCard,
  type DashboardResponse,
} from '@rbax/shared/analytics';
import { priorities, type Priority } from '@rbax/shared/cards';
import type { Monitoring } from '@rbax/shared/monitoring';
import { addDays } from '@rbax/shared/flow/dates';
import type { AgingItem } from '@rbax/shared/flow/types';
import { dateOf } from '#src/db/raw.ts';
import type { SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { latestActivity } from '#src/modules/monitoring/monitoring-service.ts';
import { readableBoards } from '#src/modules/search/search-service.ts';
import {
  assignedCards,
  cardsAmong,
  dueSoonCards,
  overdueCards,
  type DashboardCardRow,
  type MyCardsScope,
} from './dashboard-repository.ts';
import { boardFlows, type BoardFlow } from './flow-service.ts';
import { isoWeekOf } from './report-range.ts';

type D = Pick<Deps, 'db'>;
type BoardRef = { id: string; title: string; icon: string; color: string };

const DAY_MS = 86_400_000;

const asPriority = (value: string | null): Priority | null =>
  value && (priorities as readonly string[]).includes(value) ? (value as Priority) : null;

const boardOf = (row: { board_id: string; board_title: string; board_icon: string; board_color: string }) => ({
  id: row.board_id,
  title: row.board_title,
  icon: row.board_icon,
  color: row.board_color,
});

/** At risk: the breach risk reached the board's threshold, or the card is past its SLE (red, dark red). */
function atRisk(item: AgingItem, threshold: number): boolean {
  return item.zone === 'red' || item.zone === 'darkred' || (item.breachRisk !== null && item.breachRisk >= threshold);
}

const riskOrder = (a: AgingItem, b: AgingItem) => (b.breachRisk ?? 0) - (a.breachRisk ?? 0) || b.ageDays - a.ageDays;

/**
 * A board's work in progress now (started, unfinished, not discarded: its ageing list), its WIP
 * limit — the sum of the limits of the started columns before done, only when each has one — and
 * the cards finished this ISO week and last (Monday first, the board's zone), from the flow.
 */
function boardSummary(board: BoardRef, { settings, columns, output }: BoardFlow): DashboardResponse['boards'][number] {
  const start = columns.findIndex((column) => column.id === settings.startColumnId);
  const done = columns.findIndex((column) => column.id === settings.doneColumnId);
  const started = start >= 0 && done >= start ? columns.slice(start, done) : [];
  const limits = started.map((column) => column.wipLimit);
  const thisWeek = isoWeekOf(output.asOfDate);
  const lastWeek = addDays(thisWeek, -7);
  let throughputThisWeek = 0;
  let throughputLastWeek = 0;
  for (const card of output.cards) {
    if (card.discarded || card.doneOn === null || card.doneOn < lastWeek) continue;
    if (card.doneOn >= thisWeek) throughputThisWeek += 1;
    else throughputLastWeek += 1;
  }
  return {
    ...board,
    wip: output.aging.length,
    wipLimit:
      limits.length > 0 && limits.every((limit) => limit !== null)
        ? limits.reduce<number>((sum, limit) => sum + limit, 0)
        : null,
    throughputThisWeek,
    throughputLastWeek,
  };
}

/** A monitoring activity item as the dashboard shows it. */
function toActivity(item: Monitoring['activity'][number]): DashboardResponse['activity'][number] {
  return {
    id: item.id,
    kind: item.kind,
    createdAt: item.createdAt,
    actor: item.actor,
    board: item.board,
    card: { id: item.card.id, title: item.card.title },
    data: item.data,
  };
}

/** The ageing of every started card of the boards, and those at risk on their board. */
function ageingOf(flows: readonly BoardFlow[]) {
  const aging = new Map<string, AgingItem>();
  const risky: AgingItem[] = [];
  for (const { settings, output } of flows) {
    for (const item of output.aging) {
      aging.set(item.cardId, item);
      if (atRisk(item, settings.riskThreshold)) risky.push(item);
    }
  }
  return { aging, risky };
}

const toCard =
  (aging: ReadonlyMap<string, AgingItem>) =>
  (row: DashboardCardRow): DashboardCard => {
    const item = aging.get(row.id);
    return {
      id: row.id,
      title: row.title,
      board: boardOf(row),
      column: { id: row.column_id, name: row.column_name },
      priority: asPriority(row.priority),
      dueDate: row.due_date === null ? null : dateOf(row.due_date).toISOString(),
      aging: item ? { ageDays: item.ageDays, zone: item.zone, breachRisk: item.breachRisk, n: item.n } : null,
    };
  };

/**
 * GET /api/v1/me/dashboard: over the boards the caller can read (not archived; lib/access.ts),
 * the open cards assigned to them — all, overdue, due in the next DASHBOARD_DUE_SOON_DAYS days,
 * at risk of missing the board's SLE (the riskiest first) — each list the DASHBOARD_LIST_LIMIT
 * most urgent; each board's WIP and throughput this week and last; the latest card activity.
 * One flow per board (flow-service.ts), one statement per list.
 */
export async function getDashboard(deps: D, user: SessionUser, now: Date = new Date()): Promise<DashboardResponse> {
  let boards = await readableBoards(deps, user);
  if (boards.length === 0) {
    return { assigned: [], overdue: [], dueSoon: [], atRisk: [], boards: [], activity: [], columns: [] };
  }
  // Every board in one snapshot and a handful of statements (a board deleted meanwhile is left out).
  const read = await boardFlows(
    deps.db,
    boards.map((board) => board.id),
    { asOf: now, defaultDays: 1 },
  );
  boards = boards.filter((_, index) => read[index] !== undefined);
  const flows = read.filter((flow): flow is BoardFlow => flow !== undefined);
  const boardIds = boards.map((board) => board.id);
  const { aging, risky } = ageingOf(flows);
  const scope: MyCardsScope = {
    userId: user.id,
    boardIds,
    doneColumnIds: flows.map((flow) => flow.settings.doneColumnId).filter((id) => id !== ''),
    limit: DASHBOARD_LIST_LIMIT,
  };
  const [assigned, overdue, dueSoon, riskyMine, activity] = await Promise.all([
    assignedCards(deps.db, scope),
    overdueCards(deps.db, scope, now),
    dueSoonCards(deps.db, scope, now, new Date(now.getTime() + DASHBOARD_DUE_SOON_DAYS * DAY_MS)),
    cardsAmong(
      deps.db,
      { ...scope, limit: risky.length },
      risky.map((item) => item.cardId),
    ),
    latestActivity(deps, boardIds, DASHBOARD_ACTIVITY_LIMIT),
  ]);
  const card = toCard(aging);
  const riskyRows = new Map(riskyMine.map((row) => [row.id, row]));
  return {
    assigned: assigned.map(card),
    overdue: overdue.map(card),
    dueSoon: dueSoon.map(card),
    atRisk: risky
      .filter((item) => riskyRows.has(item.cardId))
      .sort(riskOrder)
      .slice(0, DASHBOARD_LIST_LIMIT)
      .map((item) => card(riskyRows.get(item.cardId)!)),
    boards: boards
      .map(({ id, title, icon, color }, index) => boardSummary({ id, title, icon, color }, flows[index]!))
      .sort((a, b) => a.title.localeCompare(b.title, 'pt-BR') || (a.id < b.id ? -1 : 1)),
    activity: activity.activity.map(toActivity),
    columns: activity.columns,
  };
}
