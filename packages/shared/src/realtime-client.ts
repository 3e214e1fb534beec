import type { ServerMessage } from './realtime.ts';

/**
 * What the web's realtime client needs of the protocol (realtime.ts, which re-exports it): the
 * channel names and a check of the server's messages, without zod, so the app's first load
 * carries none (issue 25).
 */

export const boardChannel = (boardId: string) => `board:${boardId}`;
export const userChannel = (userId: string) => `user:${userId}`;
/** `doc:<id>`: a document's Yjs content and awareness (issue 26, docs/decisions/051). */
export const docChannel = (docId: string) => `doc:${docId}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown) => typeof value === 'number' && Number.isInteger(value);
const isText = (value: unknown) => typeof value === 'string';

/**
 * The web client's check of a server message: the shape `serverMessageSchema` (realtime.ts) describes, checked
 * by hand so the first load of the app carries no zod (issue 25; realtime.test.ts keeps the two
 * in agreement). The server is ours; this guards against a message from another version.
 */
export function isServerMessage(data: unknown): data is ServerMessage {
  if (!isRecord(data) || !isText(data.type)) return false;
  switch (data.type) {
    case 'pong':
      return true;
    case 'error':
      return (data.channel === null || isText(data.channel)) && isText(data.code);
    case 'subscribed':
      return isText(data.channel) && isInt(data.seq);
    case 'resync':
      return isText(data.channel);
    case 'event': {
      const event = data.event;
      return (
        isText(data.channel) &&
        isRecord(event) &&
        isText(event.id) &&
        isInt(event.seq) &&
        isText(event.kind) &&
        isText(event.boardId) &&
        (event.workspaceId === null || isText(event.workspaceId)) &&
        (event.entityId === null || isText(event.entityId)) &&
        (event.actor === null || isRecord(event.actor)) &&
        isText(event.createdAt) &&
        isRecord(event.data)
      );
    }
    case 'presence':
      return (
        isText(data.channel) &&
        Array.isArray(data.users) &&
        data.users.every(
          (user) =>
            isRecord(user) &&
            isText(user.id) &&
            isText(user.name) &&
            (user.image === null || isText(user.image)) &&
            (user.cardId === null || isText(user.cardId)),
        )
      );
    case 'unsubscribed':
      return isText(data.channel) && isText(data.reason);
    case 'doc-sync':
      return (
        isText(data.channel) &&
        isText(data.update) &&
        isText(data.stateVector) &&
        (data.level === 'read' || data.level === 'edit' || data.level === 'manage')
      );
    case 'doc-update':
    case 'doc-awareness':
      return isText(data.channel) && isText(data.update);
    case 'doc-ack':
      return isText(data.channel) && isInt(data.ref);
    case 'notification':
      return isText(data.channel) && isRecord(data.data);
    default:
      return false;
  }
}
