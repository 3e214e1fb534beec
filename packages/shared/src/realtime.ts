import { z } from 'zod';
import { boardEventSchema } from './event-log.ts';

/**
 * The realtime protocol (ARCHITECTURE §6) on `/api/realtime`: JSON messages over one WebSocket
 * per tab, authenticated by the session cookie. Channels: `board:<id>` (its events and who is
 * viewing it) and `user:<id>` (the signed-in user's own notifications).
 */

export const boardChannel = (boardId: string) => `board:${boardId}`;
export const userChannel = (userId: string) => `user:${userId}`;

const channelSchema = z.string().regex(/^(board|user):[A-Za-z0-9-]{1,100}$/);

export const clientMessageSchema = z.discriminatedUnion('type', [
  /** `after`: the last event seq the client has of this board; missed events are replayed. */
  z.object({ type: z.literal('subscribe'), channel: channelSchema, after: z.number().int().min(0).optional() }),
  z.object({ type: z.literal('unsubscribe'), channel: channelSchema }),
  /** Which card the user has open on a subscribed board (null: none). */
  z.object({ type: z.literal('focus'), channel: channelSchema, cardId: z.string().max(100).nullable() }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const presenceUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** The card this person has open, if any. */
  cardId: z.string().nullable(),
});
export type PresenceUser = z.infer<typeof presenceUserSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribed'), channel: z.string(), seq: z.number().int() }),
  z.object({ type: z.literal('event'), channel: z.string(), event: boardEventSchema }),
  /** Too many events were missed to replay: the client reads the board again. */
  z.object({ type: z.literal('resync'), channel: z.string() }),
  z.object({ type: z.literal('presence'), channel: z.string(), users: z.array(presenceUserSchema) }),
  /** The subscription ended (access lost, unknown channel) or a message was refused. */
  z.object({ type: z.literal('error'), channel: z.string().nullable(), code: z.string() }),
  z.object({ type: z.literal('unsubscribed'), channel: z.string(), reason: z.string() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('notification'), channel: z.string(), data: z.record(z.string(), z.unknown()) }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** The most events replayed on subscribe; beyond that the client gets `resync`. */
export const REPLAY_LIMIT = 500;
