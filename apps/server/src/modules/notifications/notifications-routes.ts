import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardWatchSchema,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationSchema,
  notificationsQuerySchema,
  readAllResponseSchema,
  updateNotificationInputSchema,
  updateNotificationPreferencesInputSchema,
} from '@rbax/shared/notifications';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import {
  getPreferences,
  getWatch,
  listNotifications,
  readAllNotifications,
  setWatch,
  updateNotification,
  updatePreferences,
} from './notifications-service.ts';

const tags = ['notifications'];
const security = sessionSecurity;

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: "The signed-in user's notifications, newest first, with the unread count",
        querystring: notificationsQuerySchema,
        response: { 200: notificationListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listNotifications(deps, await requireUser(request), request.query),
  );

  app.patch(
    '/notifications/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Mark one of your notifications read or unread (anyone else’s: 404)',
        params: idParams,
        body: updateNotificationInputSchema,
        response: { 200: notificationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => updateNotification(deps, await requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        security,
        summary: 'Mark all your notifications read',
        response: { 200: readAllResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => readAllNotifications(deps, await requireUser(request)),
  );

  app.get(
    '/notification-preferences',
    {
      schema: {
        tags,
        security,
        summary: 'How you get each kind of notification: in_app, email (in the app and by e-mail) or off',
        response: { 200: notificationPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => getPreferences(deps, await requireUser(request)),
  );

  app.put(
    '/notification-preferences',
    {
      schema: {
        tags,
        security,
        summary: 'Change the channel of some kinds (the others keep theirs)',
        body: updateNotificationPreferencesInputSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => updatePreferences(deps, await requireUser(request), request.body),
  );

  const watchSchema = (summary: string) => ({
    tags: ['cards'],
    security,
    summary,
    params: idParams,
    response: { 200: cardWatchSchema, ...errorResponses(401, 404) },
  });

  app.get('/cards/:id/watch', { schema: watchSchema('Whether you watch the card (read)') }, async (request) =>
    getWatch(deps, await requireUser(request), request.params.id),
  );
  app.put(
    '/cards/:id/watch',
    { schema: watchSchema('Watch the card: its comments notify you (read)') },
    async (request) => setWatch(deps, await requireUser(request), request.params.id, true),
  );
  app.delete('/cards/:id/watch', { schema: watchSchema('Stop watching the card (read)') }, async (request) =>
    setWatch(deps, await requireUser(request), request.params.id, false),
  );
};
