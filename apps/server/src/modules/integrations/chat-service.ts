import { resolveLocale } from '@rbax/shared/i18n';
import { uuidv7 } from '@rbax/shared/ids';
import {
  CHAT_CONNECTIONS_PER_BOARD_MAX,
  chatUrlMatchesProvider,
  WEBHOOK_TEST_EVENT,
  type ChatConnection,
  type ChatConnectionList,
  type ChatProvider,
  type CreateChatConnectionInput,
  type DeliveryListQuery,
  type UpdateChatConnectionInput,
  type WebhookDelivery,
  type WebhookDeliveryList,
} from '@rbax/shared/integrations';
import type { Config } from '#src/config/env.ts';
import { assertBoard, type SessionUser } from '#src/lib/access.ts';
import { AppError, notFound, validationFailed } from '#src/lib/errors.ts';
import { boardUrl } from './chat-deliveries.ts';
import { chatMessageBody } from './chat-messages.ts';
import {
  chatBoardsOf,
  countBoardChatConnections,
  deleteChatConnectionRow,
  findChatConnection,
  insertChatConnection,
  listBoardChatConnections,
  lockBoardChatConnections,
  updateChatConnectionRow,
  type ChatConnectionRow,
} from './chat-repository.ts';
import { cancelPendingDeliveries, insertDeliveries } from './webhooks-deliveries-repository.ts';
import { lastDeliveriesOf, type LastDelivery } from './webhooks-delivery-log-repository.ts';
import {
  assertDeliverableUrl,
  deliveryOf,
  deliveryPage,
  isAllowListed,
  lastDeliveryView,
  redeliverTo,
} from './webhooks-deliveries-service.ts';
import { sealSecret } from './secrets.ts';
import { secretContext, urlHint } from './webhooks-secrets.ts';
import type { WebhooksDeps } from './webhooks-service.ts';

/**
 * Chat connections of a board (issue 18, docs/decisions/035): Slack, Discord, Microsoft Teams or
 * Google Chat incoming webhooks that receive chosen events of the board. Managed by whoever may
 * edit the board (viewers 403, strangers 404). They go through the webhooks' delivery pipeline
 * and log; their URL, a credential, is stored encrypted and shown only as a hint.
 */

function toChatConnection(row: ChatConnectionRow, last: LastDelivery | undefined): ChatConnection {
  return {
    id: row.id,
    boardId: row.boardId,
    provider: row.provider as ChatProvider,
    urlHint: row.urlHint,
    events: row.events,
    active: row.active,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    consecutiveFailures: row.consecutiveFailures,
    lastDelivery: lastDeliveryView(last),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 400 unless the URL is the provider's kind of incoming webhook (allow-listed hosts excepted) and passes the guard. */
async function assertChatUrl(config: Pick<Config, 'webhooks'>, provider: ChatProvider, url: string): Promise<void> {
  if (!isAllowListed(config, url) && !chatUrlMatchesProvider(provider, url)) {
    throw validationFailed([{ path: ['url'], message: 'validation.chatUrlProvider' }]);
  }
  await assertDeliverableUrl(config, url);
}

async function editableConnection(deps: WebhooksDeps, user: SessionUser, id: string): Promise<ChatConnectionRow> {
  const row = await findChatConnection(deps.db, id);
  if (!row) throw notFound();
  await assertBoard(deps.db, user, 'edit', row.boardId);
  return row;
}

async function viewOf(deps: WebhooksDeps, row: ChatConnectionRow): Promise<ChatConnection> {
  const last = await lastDeliveriesOf(deps.db, 'chat', [row.id]);
  return toChatConnection(row, last.get(row.id));
}

export async function listChatConnections(
  deps: WebhooksDeps,
  user: SessionUser,
  boardId: string,
): Promise<ChatConnectionList> {
  await assertBoard(deps.db, user, 'edit', boardId);
  const rows = await listBoardChatConnections(deps.db, boardId);
  const last = await lastDeliveriesOf(
    deps.db,
    'chat',
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toChatConnection(row, last.get(row.id))) };
}

export async function createChatConnection(
  deps: WebhooksDeps,
  user: SessionUser,
  boardId: string,
  input: CreateChatConnectionInput,
): Promise<ChatConnection> {
  await assertBoard(deps.db, user, 'edit', boardId);
  await assertChatUrl(deps.config, input.provider, input.url);
  const id = uuidv7();
  const row = await deps.db.transaction(async (tx) => {
    await lockBoardChatConnections(tx, boardId);
    if ((await countBoardChatConnections(tx, boardId)) >= CHAT_CONNECTIONS_PER_BOARD_MAX) {
      throw new AppError(409, 'conflict', 'errors.chatConnectionLimit', {
        params: { max: CHAT_CONNECTIONS_PER_BOARD_MAX },
      });
    }
    return insertChatConnection(tx, {
      id,
      boardId,
      provider: input.provider,
      urlEncrypted: sealSecret(deps.config.authSecret, input.url, secretContext('chat', id)),
      urlHint: urlHint(input.url),
      events: input.events,
      active: input.active ?? true,
      createdBy: user.id,
    });
  });
  return toChatConnection(row, undefined);
}

export async function updateChatConnection(
  deps: WebhooksDeps,
  user: SessionUser,
  id: string,
  input: UpdateChatConnectionInput,
): Promise<ChatConnection> {
  const current = await editableConnection(deps, user, id);
  if (input.url !== undefined)
    await assertChatUrl(deps.config, input.provider ?? (current.provider as ChatProvider), input.url);
  const row = await deps.db.transaction(async (tx) => {
    const turningOn = input.active === true && !current.active;
    if (input.active === false && current.active) await cancelPendingDeliveries(tx, { kind: 'chat', id });
    return updateChatConnectionRow(tx, id, {
      ...(input.provider !== undefined ? { provider: input.provider } : {}),
      ...(input.url !== undefined
        ? {
            urlEncrypted: sealSecret(deps.config.authSecret, input.url, secretContext('chat', id)),
            urlHint: urlHint(input.url),
          }
        : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      ...(turningOn ? { consecutiveFailures: 0, disabledAt: null } : {}),
    });
  });
  return viewOf(deps, row);
}

export async function deleteChatConnection(deps: WebhooksDeps, user: SessionUser, id: string): Promise<void> {
  const row = await editableConnection(deps, user, id);
  await deleteChatConnectionRow(deps.db, id, row.boardId);
}

/** A test message in the board's language, linking to the board (queued, one attempt). */
export async function sendChatTest(deps: WebhooksDeps, user: SessionUser, id: string): Promise<WebhookDelivery> {
  const row = await editableConnection(deps, user, id);
  const board = (await chatBoardsOf(deps.db, [row.boardId])).get(row.boardId);
  if (!board) throw notFound();
  const body = chatMessageBody(row.provider as ChatProvider, {
    locale: resolveLocale(board.locale),
    kind: 'ping',
    actorName: user.name,
    board: { title: board.title, url: boardUrl(deps.config, board.id) },
    card: null,
    columnName: null,
    excerpt: null,
    at: new Date(),
  });
  const deliveryId = uuidv7();
  const target = { kind: 'chat' as const, id };
  await insertDeliveries(deps.db, [
    { id: deliveryId, target, eventId: null, kind: WEBHOOK_TEST_EVENT, body, manual: true },
  ]);
  await deps.wake();
  return deliveryOf(deps.db, target, deliveryId);
}

export async function listChatDeliveries(
  deps: WebhooksDeps,
  user: SessionUser,
  id: string,
  query: DeliveryListQuery,
): Promise<WebhookDeliveryList> {
  await editableConnection(deps, user, id);
  return deliveryPage(deps.db, { kind: 'chat', id }, query);
}

export async function redeliverChatDelivery(
  deps: WebhooksDeps,
  user: SessionUser,
  id: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  await editableConnection(deps, user, id);
  return redeliverTo(deps.db, { kind: 'chat', id }, deliveryId, deps.wake);
}
