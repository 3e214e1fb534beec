import {
  AI_PROPOSAL_TTL_MS,
  aiProposalPayloadSchema,
  type AiProposal,
  type AiProposalPayload,
} from '@rbax/shared/ai/assist';
import type { Card } from '@rbax/shared/cards';
import { uuidv7 } from '@rbax/shared/ids';
import { assertBoard, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import { createCard, getCard, updateCard } from '#src/modules/cards/cards-service.ts';
import { createSubtask } from '#src/modules/cards/subtasks-service.ts';
import { addItem } from '#src/modules/checklist/checklist-service.ts';
import type { BoardReader } from './ai-board-reader.ts';
import {
  claimProposal,
  deleteExpiredProposals,
  finishProposal,
  findOwnProposal,
  insertProposal,
  type ProposalRow,
} from './ai-proposals-repository.ts';
import { inScope, type AssistScope } from './ai-scope.ts';

/**
 * Changes Smart Assist proposes (issue 24, docs/decisions/047). A tool never writes a card: it
 * stores a proposal owned by the person, for an hour, and streams its preview. `apply` runs the
 * ordinary services as that person — so access is checked again then, and the events are the
 * usual ones with them as the actor. A proposal is applied at most once (409 after).
 */

type D = Pick<Deps, 'db' | 'boardCache'>;

/** A tool's refusal: the model reads the reason, the person sees nothing change. */
export class ToolRefusal extends Error {}

export const proposalExpired = () => new AppError(409, 'conflict', 'errors.aiProposalExpired');
export const proposalDone = () => new AppError(409, 'conflict', 'errors.aiProposalDone');

export function toProposal(row: ProposalRow): AiProposal {
  return {
    id: row.id,
    status: row.status === 'applying' ? 'pending' : (row.status as AiProposal['status']),
    workspaceId: row.workspaceId,
    boardId: row.boardId,
    payload: aiProposalPayloadSchema.parse(row.payload),
    preview: row.preview as AiProposal['preview'],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    result: row.result ?? null,
  };
}

/** The card, when it is on a board of the conversation (else the tool is refused). */
async function cardInScope(deps: D, scope: AssistScope, cardId: string): Promise<Card> {
  const card = await getCard(deps, scope.user, cardId).catch(() => null);
  if (!card || !inScope(scope, card.boardId)) throw new ToolRefusal('card not found');
  return card;
}

/** Stores a proposal after checking it against the board as the person sees it now. */
export async function createProposal(
  deps: D,
  scope: AssistScope,
  readBoard: BoardReader,
  payload: AiProposalPayload,
): Promise<AiProposal> {
  const card = 'cardId' in payload ? await cardInScope(deps, scope, payload.cardId) : null;
  let boardId = card?.boardId ?? null;
  if (payload.kind === 'create_cards') {
    for (const id of scope.boards.keys()) {
      const detail = await readBoard(id);
      if (detail.columns.some((column) => column.id === payload.columnId)) boardId = id;
      if (boardId) break;
    }
  }
  if (!boardId) throw new ToolRefusal('column not found on the boards of this conversation');
  const access = await assertBoard(deps.db, scope.user, 'read', boardId);
  if (access.level === 'read') throw new ToolRefusal('the user can only read this board; they cannot change it');
  const detail = await readBoard(boardId);
  const column = payload.kind === 'create_cards' ? detail.columns.find((c) => c.id === payload.columnId) : undefined;
  let assigneeName: string | null = null;
  let labelNames: string[] = [];
  if (payload.kind === 'update_card') {
    const { assigneeId, labelIds } = payload.changes;
    if (assigneeId) {
      const member = detail.members.find((m) => m.id === assigneeId);
      if (!member) throw new ToolRefusal('assigneeId is not a member of the board');
      assigneeName = member.name;
    }
    if (labelIds) {
      const byId = new Map(detail.labels.map((label) => [label.id, label.name]));
      if (!labelIds.every((id) => byId.has(id))) throw new ToolRefusal('a labelId is not a label of the board');
      labelNames = labelIds.map((id) => byId.get(id)!);
    }
  }
  // Proposals nobody answered are forgotten a day after they expired (one indexed delete).
  await deleteExpiredProposals(deps.db);
  const now = Date.now();
  const row = await insertProposal(deps.db, {
    id: uuidv7(),
    userId: scope.user.id,
    workspaceId: scope.workspaceId,
    boardId,
    kind: payload.kind,
    payload,
    preview: {
      boardTitle: detail.board.title,
      columnName: column?.name ?? null,
      cardTitle: card?.title ?? null,
      assigneeName,
      labelNames,
    },
    expiresAt: new Date(now + AI_PROPOSAL_TTL_MS),
  });
  return toProposal(row);
}

/** What a proposal makes, through the services, as the person; the ids made so far on failure. */
async function carryOut(
  deps: D,
  user: SessionUser,
  proposal: ProposalRow,
  made: { cardIds: string[]; itemIds: string[] },
): Promise<void> {
  const payload = aiProposalPayloadSchema.parse(proposal.payload);
  switch (payload.kind) {
    case 'create_cards':
      for (const card of payload.cards) {
        const created = await createCard(deps, user, proposal.boardId, {
          columnId: payload.columnId,
          title: card.title,
          ...(card.description !== undefined && { description: card.description }),
          ...(card.priority !== undefined && { priority: card.priority }),
        });
        made.cardIds.push(created.id);
      }
      return;
    case 'update_card': {
      const updated = await updateCard(deps, user, payload.cardId, payload.changes);
      made.cardIds.push(updated.card.id);
      return;
    }
    case 'add_checklist':
      for (const text of payload.items) made.itemIds.push((await addItem(deps, user, payload.cardId, text)).id);
      return;
    case 'create_subtasks':
      for (const title of payload.titles) {
        made.cardIds.push((await createSubtask(deps, user, payload.cardId, { title })).id);
      }
      return;
  }
}

/** `POST /api/v1/ai/actions/:id/apply`: someone else's proposal is 404, a used or expired one 409. */
export async function applyProposal(deps: D, user: SessionUser, id: string): Promise<AiProposal> {
  const found = await findOwnProposal(deps.db, user.id, id);
  if (!found) throw notFound();
  if (found.status !== 'pending') throw proposalDone();
  if (found.expiresAt.valueOf() <= Date.now()) throw proposalExpired();
  // The board may have been shared differently since: 404/403 before anything is claimed.
  await assertBoard(deps.db, user, 'edit', found.boardId);
  const claimed = await claimProposal(deps.db, id, 'applying');
  if (!claimed) throw proposalDone();
  const made = { cardIds: [] as string[], itemIds: [] as string[] };
  try {
    await carryOut(deps, user, claimed, made);
  } catch (error) {
    // Nothing made: it can be tried again. Something made: it is applied, as far as it went.
    const nothing = made.cardIds.length === 0 && made.itemIds.length === 0;
    await finishProposal(deps.db, id, nothing ? 'pending' : 'applied', nothing ? null : made);
    throw error;
  }
  return toProposal(await finishProposal(deps.db, id, 'applied', made));
}

/** `POST /api/v1/ai/actions/:id/discard`. */
export async function discardProposal(deps: D, user: SessionUser, id: string): Promise<AiProposal> {
  const found = await findOwnProposal(deps.db, user.id, id);
  if (!found) throw notFound();
  if (found.status !== 'pending') throw proposalDone();
  const claimed = await claimProposal(deps.db, id, 'discarded');
  if (!claimed) throw found.expiresAt.valueOf() <= Date.now() ? proposalExpired() : proposalDone();
  return toProposal(claimed);
}
