import {
  CARD_DEPENDENCIES_MAX,
  wouldCreateCycle,
  type AddDependencyInput,
  type CardDependencies,
  type CardDependency,
} from '@rbax/shared/views/dependencies';
import type { MessageKey } from '@rbax/shared/messages';
import type { SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { notFound, validationFailed } from '#src/lib/errors.ts';
import { findCard } from '#src/modules/cards/cards-repository.ts';
import { cardForAction } from '#src/modules/cards/cards-service.ts';
import { appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import {
  boardDependencyRows,
  deleteDependency,
  dependencyCardsOf,
  lockBoardDependencies,
  upsertDependency,
} from './dependencies-repository.ts';

/**
 * Dependencies between cards (issue 22, docs/decisions/043): finish-to-start, both cards on one
 * board, no cycles. Reading needs `read` on the card's board, changing needs `edit`
 * (`lib/access.ts` through `cardForAction`); the card is looked up first, then its board.
 */

type D = Pick<Deps, 'db'>;

const refused = (message: MessageKey) => validationFailed([{ path: ['dependsOnId'], message }]);

/** The board's dependencies, as the board detail sends them. */
export function boardDependencies(deps: D, boardId: string): Promise<CardDependency[]> {
  return boardDependencyRows(deps.db, boardId);
}

/** `GET /cards/:id/dependencies` (read). */
export async function listCardDependencies(deps: D, user: SessionUser, cardId: string): Promise<CardDependencies> {
  const { card } = await cardForAction(deps.db, user, cardId, 'read');
  return dependencyCardsOf(deps.db, card.boardId, card.id);
}

/**
 * `POST /cards/:id/dependencies { dependsOnId }` (edit): the card now waits for the other one.
 * The other card must be another active card of the same board — any other id, even of a board
 * the caller reads, is the same 400, so nothing is learnt about other boards. Adding one that
 * exists changes nothing (`created: false`, no event).
 */
export async function addDependency(
  deps: D,
  user: SessionUser,
  cardId: string,
  input: AddDependencyInput,
): Promise<{ dependency: CardDependency; created: boolean }> {
  const { card, access } = await cardForAction(deps.db, user, cardId, 'edit');
  if (card.archived) throw refused('validation.dependencyCardInvalid');
  if (input.dependsOnId === card.id) throw refused('validation.dependencySelf');
  const other = await findCard(deps.db, input.dependsOnId);
  if (!other || other.boardId !== card.boardId || other.archived) throw refused('validation.dependencyCardInvalid');
  const dependency = { cardId: card.id, dependsOnId: other.id };
  const created = await deps.db.transaction(async (tx) => {
    await lockBoardDependencies(tx, card.boardId);
    const edges = await boardDependencyRows(tx, card.boardId);
    if (edges.some((edge) => edge.cardId === card.id && edge.dependsOnId === other.id)) return false;
    if (edges.filter((edge) => edge.cardId === card.id).length >= CARD_DEPENDENCIES_MAX)
      throw refused('validation.dependencyLimit');
    if (wouldCreateCycle(edges, card.id, other.id)) throw refused('validation.dependencyCycle');
    await upsertDependency(tx, { boardId: card.boardId, ...dependency, createdBy: user.id });
    await appendEvent(tx, {
      kind: 'card.dependency_added',
      boardId: card.boardId,
      workspaceId: access.board.workspaceId,
      actorId: user.id,
      entityId: card.id,
      data: { dependsOnId: other.id, title: other.title },
    });
    return true;
  });
  return { dependency, created };
}

/** `DELETE /cards/:id/dependencies/:dependsOnId` (edit): 404 when the card does not wait for it. */
export async function removeDependency(deps: D, user: SessionUser, cardId: string, dependsOnId: string): Promise<void> {
  const { card, access } = await cardForAction(deps.db, user, cardId, 'edit');
  await deps.db.transaction(async (tx) => {
    await lockBoardDependencies(tx, card.boardId);
    const edges = await boardDependencyRows(tx, card.boardId);
    if (!edges.some((edge) => edge.cardId === card.id && edge.dependsOnId === dependsOnId)) throw notFound();
    await deleteDependency(tx, card.id, dependsOnId);
    const other = await findCard(tx, dependsOnId);
    await appendEvent(tx, {
      kind: 'card.dependency_removed',
      boardId: card.boardId,
      workspaceId: access.board.workspaceId,
      actorId: user.id,
      entityId: card.id,
      data: { dependsOnId, title: other?.title ?? '', reason: 'removed' },
    });
  });
}
