import { z } from 'zod';
import { CARD_DESCRIPTION_MAX, CARD_TITLE_MAX, CHECKLIST_TEXT_MAX, priorities } from '../cards.ts';
import { idSchema, safeTextSchema } from '../validation.ts';

/**
 * Smart Assist (issue 24, docs/decisions/047-ai-providers-and-assist.md): a chat over the boards
 * the person can read in one workspace. The server answers as a server-sent event stream of text
 * deltas and proposals; a proposal changes nothing until `POST /api/v1/ai/actions/:id/apply`.
 */

export const AI_MESSAGE_MAX = 8_000;
export const AI_MESSAGES_MAX = 40;
/** Cards one proposal may create (meeting notes) and items one checklist proposal may add. */
export const AI_PROPOSAL_CARDS_MAX = 20;
export const AI_PROPOSAL_ITEMS_MAX = 30;
/** How long a proposal waits for the person's answer. */
export const AI_PROPOSAL_TTL_MS = 60 * 60 * 1000;

export const aiChatMessageSchema = z.object({
  role: z.enum(['user', 'assistant'], { error: 'validation.invalidValue' }),
  content: safeTextSchema
    .trim()
    .min(1, { error: 'validation.required' })
    .max(AI_MESSAGE_MAX, { error: 'validation.aiMessageTooLong' }),
});
export type AiChatMessage = z.infer<typeof aiChatMessageSchema>;

/** `POST /api/v1/ai/assist`. The last message is the person's question. */
export const aiAssistInputSchema = z
  .object({
    workspaceId: idSchema,
    boardId: idSchema.optional(),
    /** The card the assistant is opened on (the card panel), if any. */
    cardId: idSchema.optional(),
    messages: z
      .array(aiChatMessageSchema)
      .min(1, { error: 'validation.required' })
      .max(AI_MESSAGES_MAX, { error: 'validation.aiTooManyMessages' }),
  })
  .refine((input) => input.messages.at(-1)?.role === 'user', {
    error: 'validation.invalidValue',
    path: ['messages'],
  });
export type AiAssistInput = z.input<typeof aiAssistInputSchema>;

/* ---------- proposals ---------- */

const titleSchema = safeTextSchema.trim().min(1).max(CARD_TITLE_MAX);
const descriptionSchema = safeTextSchema.max(CARD_DESCRIPTION_MAX);

export const aiProposalKinds = ['create_cards', 'update_card', 'add_checklist', 'create_subtasks'] as const;
export type AiProposalKind = (typeof aiProposalKinds)[number];

export const aiProposalPayloadSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('create_cards'),
    columnId: idSchema,
    cards: z
      .array(
        z.object({
          title: titleSchema,
          description: descriptionSchema.optional(),
          priority: z.enum(priorities).optional(),
        }),
      )
      .min(1)
      .max(AI_PROPOSAL_CARDS_MAX),
  }),
  z.object({
    kind: z.literal('update_card'),
    cardId: idSchema,
    changes: z
      .object({
        description: descriptionSchema.optional(),
        priority: z.enum(priorities).optional(),
        assigneeId: idSchema.optional(),
        labelIds: z.array(idSchema).max(20).optional(),
      })
      .refine((changes) => Object.keys(changes).length > 0),
  }),
  z.object({
    kind: z.literal('add_checklist'),
    cardId: idSchema,
    items: z.array(safeTextSchema.trim().min(1).max(CHECKLIST_TEXT_MAX)).min(1).max(AI_PROPOSAL_ITEMS_MAX),
  }),
  z.object({
    kind: z.literal('create_subtasks'),
    cardId: idSchema,
    titles: z.array(titleSchema).min(1).max(AI_PROPOSAL_CARDS_MAX),
  }),
]);
export type AiProposalPayload = z.infer<typeof aiProposalPayloadSchema>;

export const aiProposalStatuses = ['pending', 'applied', 'discarded'] as const;
export type AiProposalStatus = (typeof aiProposalStatuses)[number];

export const aiProposalSchema = z.object({
  id: z.string(),
  status: z.enum(aiProposalStatuses),
  workspaceId: z.string(),
  boardId: z.string(),
  payload: aiProposalPayloadSchema,
  /** Names for the preview, read when the proposal was made. */
  preview: z.object({
    boardTitle: z.string(),
    columnName: z.string().nullable(),
    cardTitle: z.string().nullable(),
    assigneeName: z.string().nullable(),
    labelNames: z.array(z.string()),
  }),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** What applying made (cards, checklist items), once applied. */
  result: z.object({ cardIds: z.array(z.string()), itemIds: z.array(z.string()) }).nullable(),
});
export type AiProposal = z.infer<typeof aiProposalSchema>;

/* ---------- the stream ---------- */

/** One server-sent event of `POST /api/v1/ai/assist` (`event: <type>`, `data: <json>`). */
export const aiStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), delta: z.string() }),
  /** A tool the assistant is using (shown as "Procurando cards…"). */
  z.object({ type: z.literal('tool'), name: z.string() }),
  z.object({ type: z.literal('proposal'), proposal: aiProposalSchema }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
  z.object({
    type: z.literal('done'),
    usage: z.object({ promptTokens: z.number().int(), completionTokens: z.number().int() }),
  }),
]);
export type AiStreamEvent = z.infer<typeof aiStreamEventSchema>;

/** The tools the assistant may call (names the model sees; the web shows a label for each). */
export const aiToolNames = [
  'search_cards',
  'summarize_board',
  'get_card',
  'suggest_assignees',
  'explain_card_risk',
  'propose_cards',
  'propose_card_update',
  'propose_checklist',
  'propose_subtasks',
] as const;
export type AiToolName = (typeof aiToolNames)[number];

/**
 * Splits a server-sent event stream into events: feed it text as it arrives, it returns the
 * complete events so far (the web client; also the tests). Unknown event types are skipped.
 */
export function createAiStreamParser(): (chunk: string) => AiStreamEvent[] {
  let buffer = '';
  return (chunk) => {
    buffer += chunk;
    const events: AiStreamEvent[] = [];
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (data) {
        try {
          const parsed = aiStreamEventSchema.safeParse(JSON.parse(data));
          if (parsed.success) events.push(parsed.data);
        } catch {
          // A malformed event is skipped; the stream goes on.
        }
      }
      end = buffer.indexOf('\n\n');
    }
    return events;
  };
}
