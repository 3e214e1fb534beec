import { eq } from 'drizzle-orm';
import type { Locale } from '@rbax/shared/i18n';
import { workspaces } from '#src/db/schema/workspaces.ts';
import { assertBoard, assertWorkspace, type SessionUser } from '#src/lib/access.ts';
import { notFound } from '#src/lib/errors.ts';
import { getCard } from '#src/modules/cards/cards-service.ts';
import { readableBoards } from '#src/modules/search/search-service.ts';
import type { AiProviderDeps } from './ai-provider.ts';
import { aiBoardOptedOut } from './ai-errors.ts';
import { optedOutBoardIds } from './ai-settings-repository.ts';

/**
 * What one Smart Assist conversation may see (issue 24, docs/decisions/047): the boards of ONE
 * workspace that the person can read now (lib/access.ts decides), not archived, not opted out.
 * Every tool checks its board against this set before it calls a service, and the service
 * authorizes again; nothing outside the set is ever put in front of the model.
 */
export type AssistScope = {
  user: SessionUser;
  locale: Locale;
  workspaceId: string;
  workspaceName: string;
  boardId: string | null;
  cardId: string | null;
  boards: Map<string, { id: string; title: string }>;
};

export async function assistScope(
  deps: AiProviderDeps,
  user: SessionUser,
  locale: Locale,
  input: { workspaceId: string; boardId?: string | undefined; cardId?: string | undefined },
): Promise<AssistScope> {
  await assertWorkspace(deps.db, user, 'read', input.workspaceId);
  const [workspace] = await deps.db
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, input.workspaceId));
  if (!workspace) throw notFound();
  const [readable, optedOut] = await Promise.all([
    readableBoards(deps, user),
    optedOutBoardIds(deps.db, input.workspaceId),
  ]);
  const excluded = new Set(optedOut);
  const boards = new Map(
    readable
      .filter((board) => board.workspaceId === input.workspaceId && !excluded.has(board.id))
      .map((board) => [board.id, { id: board.id, title: board.title }]),
  );
  let boardId = input.boardId ?? null;
  if (boardId) {
    const access = await assertBoard(deps.db, user, 'read', boardId);
    if (access.board.workspaceId !== input.workspaceId) throw notFound();
    if (excluded.has(boardId)) throw aiBoardOptedOut();
    if (!boards.has(boardId)) throw notFound();
  }
  if (input.cardId) {
    const card = await getCard(deps, user, input.cardId);
    if (!boards.has(card.boardId)) throw notFound();
    boardId ??= card.boardId;
  }
  return {
    user,
    locale,
    workspaceId: input.workspaceId,
    workspaceName: workspace.name,
    boardId,
    cardId: input.cardId ?? null,
    boards,
  };
}

/** Whether a board is one this conversation may use. */
export function inScope(scope: AssistScope, boardId: string): boolean {
  return scope.boards.has(boardId);
}
