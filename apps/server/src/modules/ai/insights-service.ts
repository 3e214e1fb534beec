import { and, eq } from 'drizzle-orm';
import {
  boardInsights,
  detectOverload,
  rankInsights,
  type AiInsightsQuery,
  type AiInsightsResponse,
  type Insight,
  type InsightCardInput,
  type InsightCardRef,
  type PersonLoadInput,
} from '@rbax/shared/ai/insights';
import type { Locale } from '@rbax/shared/i18n';
import { boards } from '#src/db/schema/boards.ts';
import { dateOf } from '#src/db/raw.ts';
import { assertBoard, assertWorkspace, readableBoardRows, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { throughputWindow } from '#src/modules/analytics/flow-forecast.ts';
import { boardFlow, type BoardFlow } from '#src/modules/analytics/flow-service.ts';
import { listAssignees } from '#src/modules/automations/automations-assignees-service.ts';
import { openInsightCards, type InsightCardRow } from './insights-repository.ts';
import { insightsSummary, type SummaryScope } from './insights-summary.ts';

/**
 * AI Insights (issue 24, docs/decisions/048): per board or across a workspace's boards,
 * deterministic insights from the flow analytics — the board's flow as the reports compute it
 * (`boardFlow`: ageing, breach risk, CFD, throughput), the forecast window of the forecasts
 * (`throughputWindow`), the people's load and caps of auto-assignment (`listAssignees`) — read by
 * the shared rules (`@rbax/shared/ai/insights`). With `?summary=1` and a model configured for
 * the workspace, the model writes a summary and suggestions on top; without, nothing calls out.
 */

type BoardRef = AiInsightsResponse['boards'][number];

type BoardData = { board: BoardRef; flow: BoardFlow };

const toBoardRef = (board: { id: string; title: string; icon: string; color: string }): BoardRef => ({
  id: board.id,
  title: board.title,
  icon: board.icon,
  color: board.color,
});

function toCardInput(row: InsightCardRow): InsightCardInput {
  return {
    id: row.id,
    title: row.title,
    columnId: row.column_id,
    assignee: row.assignee_id
      ? { id: row.assignee_id, name: row.assignee_name ?? '', image: row.assignee_image ?? null }
      : null,
    dueDate: row.due_date === null ? null : dateOf(row.due_date).toISOString(),
    lastActivityAt: row.last_activity_at === null ? null : dateOf(row.last_activity_at).toISOString(),
  };
}

/** Each board's insights but people's; the boards' open cards by board. */
async function insightsOfBoards(deps: Deps, items: readonly BoardData[], now: Date) {
  const rows = await openInsightCards(
    deps.db,
    items.map((item) => item.board.id),
    items.map((item) => item.flow.settings.doneColumnId),
  );
  const cardsByBoard = new Map<string, InsightCardInput[]>(items.map((item) => [item.board.id, []]));
  for (const row of rows) cardsByBoard.get(row.board_id)?.push(toCardInput(row));
  const insights: Insight[] = [];
  for (const { board, flow } of items) {
    insights.push(
      ...boardInsights({
        board,
        columns: flow.columns,
        settings: flow.settings,
        flow: flow.output,
        cards: cardsByBoard.get(board.id) ?? [],
        forecastSamples: throughputWindow(flow.output, flow.settings.sleWindowDays).samples,
        now: now.toISOString(),
      }),
    );
  }
  return { insights, cardsByBoard };
}

/**
 * Everyone who can work the boards, with their open cards and cap on each (auto-assignment's
 * list: the same numbers its panel shows), and their open cards to link, due first.
 */
async function peopleLoads(
  deps: Deps,
  user: SessionUser,
  boardIds: readonly string[],
  cardsByBoard: Map<string, InsightCardInput[]>,
): Promise<PersonLoadInput[]> {
  const people = new Map<
    string,
    PersonLoadInput & { loads: PersonLoadInput['loads'][number][]; cards: InsightCardRef[] }
  >();
  for (const boardId of boardIds) {
    const { items } = await listAssignees(deps, user, boardId);
    for (const item of items) {
      let entry = people.get(item.userId);
      if (!entry) {
        entry = {
          person: { id: item.userId, name: item.name, image: item.image },
          available: item.available,
          loads: [],
          cards: [],
        };
        people.set(item.userId, entry);
      }
      entry.loads.push({ boardId, openCards: item.openCards, capacity: item.maxOpenCards });
      for (const card of cardsByBoard.get(boardId) ?? []) {
        if (card.assignee?.id === item.userId) entry.cards.push({ id: card.id, title: card.title, boardId });
      }
    }
  }
  const dueOf = new Map<string, number>();
  for (const cards of cardsByBoard.values()) {
    for (const card of cards) dueOf.set(card.id, card.dueDate === null ? Infinity : Date.parse(card.dueDate));
  }
  for (const entry of people.values()) entry.cards.sort((a, b) => dueOf.get(a.id)! - dueOf.get(b.id)!);
  return [...people.values()];
}

async function answer(
  deps: Deps,
  user: SessionUser,
  scope: SummaryScope,
  items: readonly BoardData[],
  query: AiInsightsQuery,
  locale: Locale,
  now: Date,
): Promise<AiInsightsResponse> {
  const { insights, cardsByBoard } = await insightsOfBoards(deps, items, now);
  const people = await peopleLoads(
    deps,
    user,
    items.map((item) => item.board.id),
    cardsByBoard,
  );
  const overload = detectOverload(
    people,
    scope.kind === 'board' ? { id: scope.boardId, boardId: scope.boardId } : { id: scope.workspaceId, boardId: null },
  );
  const ranked = rankInsights([...insights, ...overload]);
  const boardRefs = items.map((item) => item.board);
  const ai = await insightsSummary(
    deps,
    { scope, boards: boardRefs, insights: ranked.insights, locale },
    query.summary,
  );
  return {
    scope:
      scope.kind === 'board'
        ? { kind: 'board', boardId: scope.boardId }
        : { kind: 'workspace', workspaceId: scope.workspaceId },
    generatedAt: now.toISOString(),
    boards: boardRefs,
    insights: ranked.insights,
    totals: ranked.totals,
    ai: { available: ai.available, status: ai.status },
    summary: ai.summary,
    summaryError: ai.summaryError,
  };
}

/** GET /api/v1/boards/:id/ai-insights (board read; 404 for anyone else). */
export async function getBoardInsights(
  deps: Deps,
  user: SessionUser,
  boardId: string,
  query: AiInsightsQuery,
  locale: Locale,
  now: Date = new Date(),
): Promise<AiInsightsResponse> {
  const access = await assertBoard(deps.db, user, 'read', boardId);
  const flow = await boardFlow(deps.db, boardId, { asOf: now });
  const scope: SummaryScope = { kind: 'board', boardId, workspaceId: access.board.workspaceId };
  return answer(deps, user, scope, [{ board: toBoardRef(access.board), flow }], query, locale, now);
}

/**
 * GET /api/v1/workspaces/:id/ai-insights (any member; 404 for anyone else): over the workspace's
 * boards that are not archived and that the caller can read — never another workspace's.
 */
export async function getWorkspaceInsights(
  deps: Deps,
  user: SessionUser,
  workspaceId: string,
  query: AiInsightsQuery,
  locale: Locale,
  now: Date = new Date(),
): Promise<AiInsightsResponse> {
  await assertWorkspace(deps.db, user, 'read', workspaceId);
  const rows = await readableBoardRows(
    deps.db,
    user,
    and(eq(boards.workspaceId, workspaceId), eq(boards.archived, false)),
  );
  const boardRows = rows
    .map((row) => row.board)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  const items: BoardData[] = [];
  for (const board of boardRows) {
    items.push({ board: toBoardRef(board), flow: await boardFlow(deps.db, board.id, { asOf: now }) });
  }
  return answer(deps, user, { kind: 'workspace', workspaceId }, items, query, locale, now);
}
