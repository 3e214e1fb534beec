import { resolveLocale } from '@rbax/shared/i18n';
import { uuidv7 } from '@rbax/shared/ids';
import { chatEventKinds, type ChatEventKind, type ChatProvider } from '@rbax/shared/integrations';
import type { Config } from '#src/config/env.ts';
import type { Db } from '#src/db/client.ts';
import type { ConsumedEvent } from '#src/modules/event-log/event-log-repository.ts';
import { chatMessageBody, type ChatMessage } from './chat-messages.ts';
import {
  activeChatConnectionsOf,
  chatBoardsOf,
  chatCardsOf,
  columnNamesOf,
  commentBodiesOf,
} from './chat-repository.ts';
import type { NewDelivery } from './webhooks-deliveries-repository.ts';
import { userNamesOf } from './webhooks-repository.ts';

/**
 * The chat messages of a batch of events (docs/decisions/035): for each active chat connection of
 * an event's board that chose its kind, the message as that service formats it, built now — the
 * card's title and column as they are when the event is read.
 */

const EXCERPT_CHARS = 200;
const isChatKind = (kind: string): kind is ChatEventKind => (chatEventKinds as readonly string[]).includes(kind);
const text = (value: unknown) => (typeof value === 'string' ? value : null);

export const boardUrl = (config: Pick<Config, 'publicUrl'>, boardId: string) =>
  `${config.publicUrl}/board/${encodeURIComponent(boardId)}`;
export const cardUrl = (config: Pick<Config, 'publicUrl'>, boardId: string, cardId: string) =>
  `${boardUrl(config, boardId)}/card/${encodeURIComponent(cardId)}`;

const excerptOf = (body: string) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS - 1)}…` : flat;
};

export async function chatDeliveriesFor(
  tx: Db,
  config: Pick<Config, 'publicUrl'>,
  events: readonly ConsumedEvent[],
): Promise<NewDelivery[]> {
  const candidates = events.filter((event) => event.boardId && isChatKind(event.kind));
  if (candidates.length === 0) return [];
  const targets = await activeChatConnectionsOf(tx, [...new Set(candidates.map((event) => event.boardId!))]);
  const pairs = candidates.flatMap((event) =>
    targets
      .filter((t) => t.boardId === event.boardId && t.events.includes(event.kind) && event.createdAt >= t.createdAt)
      .map((target) => ({ event, target })),
  );
  if (pairs.length === 0) return [];

  const chosen = [...new Set(pairs.map((pair) => pair.event))];
  const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];
  const [boards, cards, names, comments] = await Promise.all([
    chatBoardsOf(tx, unique(chosen.map((event) => event.boardId))),
    chatCardsOf(tx, unique(chosen.map((event) => event.entityId))),
    userNamesOf(tx, unique(chosen.map((event) => event.actorId))),
    commentBodiesOf(
      tx,
      unique(chosen.map((event) => (event.kind === 'comment.added' ? text(event.data.commentId) : null))),
    ),
  ]);
  // The column an event is about: where a move went, where the card was; else where it is now.
  const columnOf = (event: ConsumedEvent) =>
    text(event.data.toColumnId) ?? text(event.data.columnId) ?? cards.get(event.entityId ?? '')?.columnId ?? null;
  const columns = await columnNamesOf(tx, unique(chosen.map(columnOf)));

  const deliveries: NewDelivery[] = [];
  const bodies = new Map<string, string>();
  for (const { event, target } of pairs) {
    const board = boards.get(event.boardId!);
    if (!board) continue;
    const provider = target.provider as ChatProvider;
    const key = `${event.id}:${provider}`;
    let body = bodies.get(key);
    if (body === undefined) {
      body = chatMessageBody(provider, messageOf(config, event, board, { cards, names, comments, columns, columnOf }));
      bodies.set(key, body);
    }
    deliveries.push({
      id: uuidv7(),
      target: { kind: 'chat', id: target.id },
      eventId: event.id,
      kind: event.kind,
      body,
    });
  }
  return deliveries;
}

type Context = {
  cards: Map<string, { title: string }>;
  names: Map<string, string>;
  comments: Map<string, string>;
  columns: Map<string, string>;
  columnOf: (event: ConsumedEvent) => string | null;
};

function messageOf(
  config: Pick<Config, 'publicUrl'>,
  event: ConsumedEvent,
  board: { id: string; title: string; locale: string | null },
  context: Context,
): ChatMessage {
  const cardId = event.entityId;
  const current = cardId ? context.cards.get(cardId) : undefined;
  // A deleted card keeps its title in the event; with nothing left to open, it links to the board.
  const title = current?.title ?? text(event.data.title);
  const url =
    cardId && current && event.kind !== 'card.deleted' ? cardUrl(config, board.id, cardId) : boardUrl(config, board.id);
  const columnId = context.columnOf(event);
  const commentId = event.kind === 'comment.added' ? text(event.data.commentId) : null;
  const comment = commentId ? context.comments.get(commentId) : undefined;
  return {
    locale: resolveLocale(board.locale),
    kind: event.kind as ChatEventKind,
    actorName: event.actorId ? (context.names.get(event.actorId) ?? null) : null,
    board: { title: board.title, url: boardUrl(config, board.id) },
    card: title ? { title, url } : null,
    columnName: columnId ? (context.columns.get(columnId) ?? null) : null,
    excerpt: comment ? excerptOf(comment) : null,
    at: event.createdAt,
  };
}
