import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { clientMessageSchema, type ClientMessage } from '@rbax/shared/realtime';
import { currentUser } from '#src/lib/access.ts';
import { useSecureCookies } from '#src/modules/auth/auth.ts';
import { signedSessionToken } from '#src/modules/auth/session-lookup.ts';
import { AppError, forbidden, unauthorized } from '#src/lib/errors.ts';
import {
  ACCESS_CHANNEL,
  EVENTS_CHANNEL,
  SESSION_END_CHANNEL,
  USER_CHANNEL,
  WORKSPACE_STREAM_PREFIX,
} from '#src/modules/event-log/event-log-writer.ts';
import { DOC_AWARENESS_CHANNEL, DOCS_CHANNEL } from '#src/modules/docs/doc-content.ts';
import { DocHub } from '#src/modules/docs/doc-hub.ts';
import { RealtimeHub, type Connection } from './realtime-hub.ts';

export const REALTIME_PATH = '/api/realtime';
const HEARTBEAT_MS = 30_000;
const MAX_MESSAGE_BYTES = 16 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
    /** The `doc:<id>` channels (issue 26, modules/docs). */
    docHub: DocHub;
  }
}

/**
 * `GET /api/realtime` (WebSocket, ARCHITECTURE §6): the session cookie authenticates, the
 * Origin must be ours; then `subscribe`/`unsubscribe`/`focus`/`ping` messages (see
 * @rbax/shared/realtime). Every instance listens to PostgreSQL NOTIFY and feeds its hub.
 */
export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  const hub = new RealtimeHub(app.database.db, app.log);
  app.decorate('realtime', hub);
  const docHub = new DocHub(
    app.database.db,
    app.log,
    (connection, message) => hub.send(connection, message),
    (connection) => hub.isConnected(connection),
  );
  app.decorate('docHub', docHub);
  app.eventLog.on(DOCS_CHANNEL, (docId) => docHub.changed(docId));
  app.eventLog.on(DOC_AWARENESS_CHANNEL, (payload) => docHub.remoteAwareness(payload));
  // The process's one LISTEN connection belongs to the event log; realtime follows its channels.
  const warn = (message: string) => (error: unknown) => app.log.warn({ err: error }, message);
  app.eventLog.on(EVENTS_CHANNEL, (stream) => {
    if (!stream.startsWith(WORKSPACE_STREAM_PREFIX)) hub.boardChanged(stream);
  });
  app.eventLog.on(ACCESS_CHANNEL, (scope) => {
    const [kind, id] = scope.split(':');
    if (kind === 'doc') {
      void docHub.recheckAccess({ docId: id }).catch(warn('docs: access re-check failed'));
      return;
    }
    const check =
      kind === 'user'
        ? hub.recheckAccess({ userId: id })
        : kind === 'board'
          ? hub.recheckAccess({ boardId: id })
          : hub.recheckAccess({});
    void check.catch(warn('realtime: access re-check failed'));
    void docHub.recheckAccess(kind === 'user' ? { userId: id } : {}).catch(warn('docs: access re-check failed'));
  });
  app.eventLog.on(USER_CHANNEL, (payload) => {
    try {
      const { userId, data } = JSON.parse(payload) as { userId: string; data: Record<string, unknown> };
      hub.notifyUser(userId, data);
    } catch {
      app.log.warn({ payload }, 'realtime: unreadable user message');
    }
  });
  app.eventLog.on(SESSION_END_CHANNEL, (userId) => {
    hub.sessionEnded(userId).catch(warn('realtime: session check failed'));
  });
  app.eventLog.onResume(() => {
    hub.resumeAll();
    docHub.resumeAll();
  });
  const heartbeat = setInterval(() => {
    hub.sweep();
    hub.closeEndedSessions().catch(warn('realtime: session check failed'));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    docHub.closeAll();
    hub.closeAll();
  });

  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      schema: { hide: true },
      // Refused before the upgrade: a page of another origin, or nobody signed in.
      preValidation: async (request) => {
        if (request.headers.origin !== app.config.publicOrigin) throw forbidden();
        if (!(await currentUser(request))) throw unauthorized();
      },
    },
    async (socket, request) => {
      const user = (await currentUser(request))!;
      const token = signedSessionToken(request.headers.cookie, app.config.authSecret, useSecureCookies(app.config))!;
      const connection = hub.add(socket, user, token);
      // A sign-out committed between the check before the upgrade and `add` found no socket to close.
      hub
        .closeEndedSessions([connection])
        .catch((error: unknown) => request.log.warn({ err: error }, 'realtime: session check failed'));
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('close', () => {
        docHub.remove(connection);
        hub.remove(connection);
      });
      socket.on('message', (raw) => {
        connection.alive = true;
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(raw));
        } catch {
          parsed = null;
        }
        const result = clientMessageSchema.safeParse(parsed);
        if (!result.success) {
          hub.send(connection, { type: 'error', channel: null, code: 'invalid_message' });
          return;
        }
        const message = result.data;
        if (message.type === 'ping') {
          hub.send(connection, { type: 'pong' });
          return;
        }
        const [kind, id] = message.channel.split(':') as ['board' | 'user' | 'doc', string];
        if (kind === 'doc') {
          handleDocMessage(docHub, connection, id, message, (error) => {
            const code = error instanceof AppError ? error.code : 'internal_error';
            if (!(error instanceof AppError)) request.log.error({ err: error }, 'realtime: document message failed');
            hub.send(connection, { type: 'error', channel: message.channel, code });
          });
          return;
        }
        if (message.type === 'doc-update' || message.type === 'doc-awareness') {
          hub.send(connection, { type: 'error', channel: message.channel, code: 'invalid_message' });
          return;
        }
        if (kind === 'user') {
          const code = id === user.id ? null : 'not_found';
          if (code) hub.send(connection, { type: 'error', channel: message.channel, code });
          else if (message.type === 'subscribe')
            hub.send(connection, { type: 'subscribed', channel: message.channel, seq: 0 });
          return;
        }
        if (message.type === 'subscribe') {
          hub.subscribeBoard(connection, id, message.after).catch((error: unknown) => {
            const code = error instanceof AppError ? error.code : 'internal_error';
            if (!(error instanceof AppError)) request.log.error({ err: error }, 'realtime: subscribe failed');
            hub.send(connection, { type: 'error', channel: message.channel, code });
          });
        } else if (message.type === 'unsubscribe') {
          hub.unsubscribeBoard(connection, id, 'requested');
        } else {
          hub.focusCard(connection, id, message.cardId);
        }
      });
    },
  );
}

/** A message on a `doc:<id>` channel (modules/docs/doc-hub.ts). */
function handleDocMessage(
  docHub: DocHub,
  connection: Connection,
  docId: string,
  message: ClientMessage,
  fail: (error: unknown) => void,
): void {
  switch (message.type) {
    case 'subscribe':
      docHub.subscribe(connection, docId, message.stateVector).catch(fail);
      return;
    case 'unsubscribe':
      docHub.unsubscribe(connection, docId, 'requested');
      return;
    case 'doc-update':
      docHub.update(connection, docId, message.update, message.ref).catch(fail);
      return;
    case 'doc-awareness':
      docHub.awareness(connection, docId, message.update).catch(fail);
      return;
    default:
      return;
  }
}
