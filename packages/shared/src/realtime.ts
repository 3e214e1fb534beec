import { z } from 'zod';
import { boardEventSchema } from './event-log.ts';

/**
 * The realtime protocol (ARCHITECTURE §6) on `/api/realtime`: JSON messages over one WebSocket
 * per tab, authenticated by the session cookie. Channels: `board:<id>` (its events and who is
 * viewing it) and `user:<id>` (the signed-in user's own notifications).
 */

export { boardChannel, docChannel, isServerMessage, userChannel } from './realtime-client.ts';

const channelSchema = z.string().regex(/^(board|user|doc):[A-Za-z0-9-]{1,100}$/);
const docChannelSchema = z.string().regex(/^doc:[A-Za-z0-9-]{1,100}$/);
/** Base64 of a Yjs update; larger updates go through `POST /api/v1/docs/:id/updates`. */
const base64Schema = z
  .string()
  .max(15_000)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/);
/** Most bytes of a Yjs update sent on the socket (its base64 fits the socket's 16 KB message). */
export const DOC_SOCKET_UPDATE_MAX = 11_000;

export const clientMessageSchema = z.discriminatedUnion('type', [
  /** `after`: the last event seq the client has of this board; missed events are replayed. */
  z.object({
    type: z.literal('subscribe'),
    channel: channelSchema,
    after: z.number().int().min(0).optional(),
    /** `doc:` channels: the client's Yjs state vector, so the server sends only what it lacks. */
    stateVector: base64Schema.optional(),
  }),
  /** A Yjs update of a document the client edits; `ref` comes back in `doc-ack` once stored. */
  z.object({ type: z.literal('doc-update'), channel: docChannelSchema, update: base64Schema, ref: z.number().int() }),
  /** The client's awareness (cursor, selection, name, colour) on a document. */
  z.object({ type: z.literal('doc-awareness'), channel: docChannelSchema, update: base64Schema }),
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
  /** `doc:` subscribed: what the client lacks, the server's state vector and the caller's level. */
  z.object({
    type: z.literal('doc-sync'),
    channel: z.string(),
    update: z.string(),
    stateVector: z.string(),
    level: z.enum(['read', 'edit', 'manage']),
  }),
  z.object({ type: z.literal('doc-update'), channel: z.string(), update: z.string() }),
  z.object({ type: z.literal('doc-ack'), channel: z.string(), ref: z.number().int() }),
  z.object({ type: z.literal('doc-awareness'), channel: z.string(), update: z.string() }),
  z.object({ type: z.literal('notification'), channel: z.string(), data: z.record(z.string(), z.unknown()) }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** The most events replayed on subscribe; beyond that the client gets `resync`. */
export const REPLAY_LIMIT = 500;
