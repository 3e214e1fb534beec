import { z } from 'zod';
import {
  AI_PROPOSAL_CARDS_MAX,
  AI_PROPOSAL_ITEMS_MAX,
  aiProposalPayloadSchema,
  type AiProposal,
  type AiToolName,
} from '@rbax/shared/ai/assist';
import { priorities, type Card } from '@rbax/shared/cards';
import type { Deps } from '#src/lib/deps.ts';
import { isAppError } from '#src/lib/errors.ts';
import { getAging } from '#src/modules/analytics/flow-service.ts';
import { listAssignees } from '#src/modules/automations/automations-assignees-service.ts';
import { getCard } from '#src/modules/cards/cards-service.ts';
import { listItems } from '#src/modules/checklist/checklist-service.ts';
import { listComments } from '#src/modules/comments/comments-service.ts';
import { search } from '#src/modules/search/search-service.ts';
import type { BoardReader } from './ai-board-reader.ts';
import type { AiTool } from './ai-provider.ts';
import { createProposal, ToolRefusal } from './ai-proposals-service.ts';
import { inScope, type AssistScope } from './ai-scope.ts';

/**
 * Smart Assist's tools (issue 24, docs/decisions/047). Each one calls our own services as the
 * person (they authorize through lib/access.ts) and only over the conversation's boards
 * (ai-scope.ts): a board outside it — another workspace's, one they cannot read, an opted-out
 * one — answers "not found", exactly like an unknown id. Tools that would change something only
 * store a proposal (ai-proposals-service.ts).
 */

type D = Pick<Deps, 'db' | 'boardCache'>;
export type ToolContext = {
  deps: D;
  scope: AssistScope;
  readBoard: BoardReader;
  onProposal: (proposal: AiProposal) => void;
};

const idArg = z.string().describe('An id returned by another tool');
const clip = (text: string | null | undefined, max: number) =>
  !text ? null : text.length > max ? `${text.slice(0, max)}…` : text;

const argSchemas = {
  search_cards: z.object({
    query: z.string().min(2).max(200).describe('Words to look for in card titles, descriptions, tags and assignees'),
    boardId: idArg.optional().describe('Only this board'),
  }),
  summarize_board: z.object({
    boardId: idArg,
    columnId: idArg.optional().describe('Only this column'),
  }),
  get_card: z.object({ cardId: idArg }),
  suggest_assignees: z.object({ cardId: idArg }),
  explain_card_risk: z.object({ cardId: idArg }),
  propose_cards: z.object({
    columnId: idArg.describe('The column the new cards go to'),
    cards: z
      .array(
        z.object({
          title: z.string().min(1).max(100),
          description: z.string().max(2000).optional(),
          priority: z.enum(priorities).optional(),
        }),
      )
      .min(1)
      .max(AI_PROPOSAL_CARDS_MAX),
  }),
  propose_card_update: z.object({
    cardId: idArg,
    description: z.string().max(10_000).optional().describe('The whole new description (markdown)'),
    priority: z.enum(priorities).optional(),
    assigneeId: idArg.optional().describe('A member id from suggest_assignees or summarize_board'),
    labelIds: z.array(idArg).max(20).optional().describe('The complete set of label ids of the board to apply'),
  }),
  propose_checklist: z.object({
    cardId: idArg,
    items: z.array(z.string().min(1).max(500)).min(1).max(AI_PROPOSAL_ITEMS_MAX),
  }),
  propose_subtasks: z.object({
    cardId: idArg,
    titles: z.array(z.string().min(1).max(100)).min(1).max(AI_PROPOSAL_CARDS_MAX),
  }),
} satisfies Record<AiToolName, z.ZodType>;

const descriptions: Record<AiToolName, string> = {
  search_cards: 'Search cards on the boards of this workspace the user can read.',
  summarize_board: 'Columns (with WIP limits), cards per column, labels and members of a board.',
  get_card: 'One card in full: description, checklist, recent comments, assignee, dates.',
  suggest_assignees:
    "People who can work the card's board, with their skills, availability, open cards and cap, to suggest an assignee.",
  explain_card_risk:
    "Why a card may be at risk: its age against the board's service level expectation, breach risk, due date, WIP.",
  propose_cards:
    'Propose new cards (e.g. from meeting notes). Nothing is created: the user sees a preview and confirms.',
  propose_card_update:
    'Propose a new description, priority, assignee or labels for a card. Nothing changes until the user confirms.',
  propose_checklist: 'Propose checklist items for a card. Nothing changes until the user confirms.',
  propose_subtasks: 'Propose breaking a card into subtasks. Nothing is created until the user confirms.',
};

/** The tools as the model sees them (JSON Schema from the same zod schemas that parse the calls). */
export function toolDefinitions(): AiTool[] {
  return (Object.keys(argSchemas) as AiToolName[]).map((name) => ({
    type: 'function',
    function: {
      name,
      description: descriptions[name],
      parameters: z.toJSONSchema(argSchemas[name]) as Record<string, unknown>,
    },
  }));
}

const notFound = { error: 'not found (unknown id, or not on a board of this conversation)' };

async function cardInScope(ctx: ToolContext, cardId: string): Promise<Card | null> {
  const card = await getCard(ctx.deps, ctx.scope.user, cardId).catch(() => null);
  return card && inScope(ctx.scope, card.boardId) ? card : null;
}

const runners: { [K in AiToolName]: (ctx: ToolContext, args: z.infer<(typeof argSchemas)[K]>) => Promise<unknown> } = {
  async search_cards(ctx, args) {
    if (args.boardId && !inScope(ctx.scope, args.boardId)) return notFound;
    const found = await search(ctx.deps, ctx.scope.user, { q: args.query, limit: 50 });
    return {
      cards: found.cards
        .filter((card) => inScope(ctx.scope, card.boardId) && (!args.boardId || card.boardId === args.boardId))
        .slice(0, 20)
        .map((card) => ({
          id: card.id,
          title: card.title,
          boardId: card.boardId,
          board: card.boardTitle,
          priority: card.priority,
          dueDate: card.dueDate,
          assignee: card.assignee?.name ?? null,
          tags: card.tags,
        })),
    };
  },

  async summarize_board(ctx, args) {
    if (!inScope(ctx.scope, args.boardId)) return notFound;
    const detail = await ctx.readBoard(args.boardId);
    const names = new Map(detail.members.map((m) => [m.id, m.name]));
    const labels = new Map(detail.labels.map((l) => [l.id, l.name]));
    const columns = detail.columns.filter((column) => !args.columnId || column.id === args.columnId);
    if (columns.length === 0) return notFound;
    return {
      board: { id: detail.board.id, title: detail.board.title, description: clip(detail.board.description, 500) },
      labels: detail.labels.map((l) => ({ id: l.id, name: l.name })),
      members: detail.members.map((m) => ({ id: m.id, name: m.name, role: m.role })),
      columns: columns.map((column) => {
        const cards = detail.cards.filter((card) => card.columnId === column.id);
        return {
          id: column.id,
          name: column.name,
          wipLimit: column.wipLimit,
          cardCount: cards.length,
          cards: cards.slice(0, 40).map((card) => ({
            id: card.id,
            title: card.title,
            description: clip(card.description, 200),
            priority: card.priority ?? null,
            dueDate: card.dueDate ?? null,
            assignee: card.assigneeId ? (names.get(card.assigneeId) ?? null) : null,
            labels: (card.labelIds ?? []).map((id) => labels.get(id)).filter(Boolean),
            completed: Boolean(card.completedAt),
          })),
        };
      }),
    };
  },

  async get_card(ctx, args) {
    const card = await cardInScope(ctx, args.cardId);
    if (!card) return notFound;
    const [detail, items, comments] = await Promise.all([
      ctx.readBoard(card.boardId),
      listItems(ctx.deps, ctx.scope.user, card.id),
      listComments(ctx.deps, ctx.scope.user, card.id),
    ]);
    const labels = new Map(detail.labels.map((l) => [l.id, l.name]));
    return {
      id: card.id,
      boardId: card.boardId,
      board: detail.board.title,
      column: detail.columns.find((c) => c.id === card.columnId)?.name ?? null,
      title: card.title,
      description: clip(card.description, 4000),
      priority: card.priority,
      startDate: card.startDate,
      dueDate: card.dueDate,
      assignee: detail.members.find((m) => m.id === card.assigneeId)?.name ?? null,
      labels: card.labelIds.map((id) => labels.get(id)).filter(Boolean),
      tags: card.tags,
      completed: card.completedAt !== null,
      checklist: items.map((item) => ({ text: item.text, done: item.done })),
      recentComments: comments.slice(-10).map((c) => ({ author: c.author?.name ?? null, body: clip(c.body, 500) })),
    };
  },

  async suggest_assignees(ctx, args) {
    const card = await cardInScope(ctx, args.cardId);
    if (!card) return notFound;
    const { items } = await listAssignees(ctx.deps, ctx.scope.user, card.boardId);
    return {
      card: { id: card.id, title: card.title, tags: card.tags, currentAssigneeId: card.assigneeId },
      candidates: items.map((person) => ({
        id: person.userId,
        name: person.name,
        skills: person.skills,
        available: person.available,
        openCards: person.openCards,
        maxOpenCards: person.maxOpenCards,
      })),
    };
  },

  async explain_card_risk(ctx, args) {
    const card = await cardInScope(ctx, args.cardId);
    if (!card) return notFound;
    const [aging, detail] = await Promise.all([
      getAging(ctx.deps, ctx.scope.user, card.boardId),
      ctx.readBoard(card.boardId),
    ]);
    const item = aging.items.find((entry) => entry.cardId === card.id);
    const column = detail.columns.find((c) => c.id === card.columnId);
    const inColumn = detail.cards.filter((c) => c.columnId === card.columnId).length;
    const waitsFor = detail.dependencies
      .filter((dependency) => dependency.cardId === card.id)
      .map((dependency) => detail.cards.find((c) => c.id === dependency.dependsOnId)?.title ?? null)
      .filter(Boolean);
    return {
      card: { id: card.id, title: card.title, dueDate: card.dueDate, priority: card.priority },
      started: item !== undefined,
      ageDays: item?.ageDays ?? null,
      agingZone: item?.zone ?? null,
      breachRisk: item?.breachRisk ?? null,
      serviceLevelExpectation: { days: aging.sleDays, percentile: aging.slePercentile, basedOnCards: aging.n },
      column: column ? { name: column.name, wipLimit: column.wipLimit, cardsInColumn: inColumn } : null,
      waitsFor,
      overdue: card.dueDate !== null && new Date(card.dueDate).valueOf() < Date.now() && card.completedAt === null,
    };
  },

  async propose_cards(ctx, args) {
    return propose(ctx, { kind: 'create_cards', columnId: args.columnId, cards: args.cards });
  },

  async propose_card_update(ctx, args) {
    const { cardId, ...changes } = args;
    return propose(ctx, { kind: 'update_card', cardId, changes });
  },

  async propose_checklist(ctx, args) {
    return propose(ctx, { kind: 'add_checklist', cardId: args.cardId, items: args.items });
  },

  async propose_subtasks(ctx, args) {
    return propose(ctx, { kind: 'create_subtasks', cardId: args.cardId, titles: args.titles });
  },
};

async function propose(ctx: ToolContext, raw: unknown) {
  const parsed = aiProposalPayloadSchema.safeParse(raw);
  if (!parsed.success) return { error: 'invalid proposal', issues: parsed.error.issues.map((i) => i.message) };
  const proposal = await createProposal(ctx.deps, ctx.scope, ctx.readBoard, parsed.data);
  ctx.onProposal(proposal);
  return {
    proposalId: proposal.id,
    status: 'shown to the user as a preview; nothing changes until they click Apply',
  };
}

export function isToolName(name: string): name is AiToolName {
  return name in argSchemas;
}

/** Runs one tool call; whatever happens, the model gets a JSON answer (never a stack trace). */
export async function runTool(ctx: ToolContext, name: string, rawArguments: string): Promise<unknown> {
  if (!isToolName(name)) return { error: `unknown tool ${name}` };
  let json: unknown;
  try {
    json = rawArguments.trim() === '' ? {} : JSON.parse(rawArguments);
  } catch {
    return { error: 'arguments are not valid JSON' };
  }
  const args = argSchemas[name].safeParse(json);
  if (!args.success) {
    return { error: 'invalid arguments', issues: args.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  }
  try {
    return await (runners[name] as (ctx: ToolContext, args: unknown) => Promise<unknown>)(ctx, args.data);
  } catch (error) {
    if (error instanceof ToolRefusal) return { error: error.message };
    if (isAppError(error) && error.status < 500) {
      return error.status === 404
        ? notFound
        : { error: error.status === 403 ? 'not allowed for this user' : error.code };
    }
    throw error;
  }
}
