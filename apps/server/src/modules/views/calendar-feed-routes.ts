import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedSchema } from '@rbax/shared/views/calendar-feed';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, idParams, sessionOnlySecurity } from '#src/lib/route-schemas.ts';
import { boardFeedUrl, myFeedUrl, readFeed } from './calendar-feed-service.ts';

const tags = ['views'];
const security = sessionOnlySecurity;
const errors = errorResponses(401, 403, 404);

/** iCal feeds (issue 22, docs/decisions/043): their secret addresses, and the feeds themselves. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  for (const [method, regenerate] of [
    ['get', false],
    ['post', true],
  ] as const) {
    app[method](
      '/boards/:id/calendar-feed',
      {
        schema: {
          tags,
          security,
          summary: regenerate
            ? "A new secret address for the caller's iCal feed of the board (read); the old one stops working"
            : "The secret address of the caller's iCal feed of the board (read), made on first use",
          params: idParams,
          response: { 200: calendarFeedSchema, ...errors },
        },
      },
      async (request) => boardFeedUrl(deps, await requireUser(request), request.params.id, regenerate),
    );
    app[method](
      '/me/calendar-feed',
      {
        schema: {
          tags,
          security,
          summary: regenerate
            ? "A new secret address for the caller's iCal feed of their own cards; the old one stops working"
            : "The secret address of the caller's iCal feed of the cards assigned to them, made on first use",
          response: { 200: calendarFeedSchema, ...errors },
        },
      },
      async (request) => myFeedUrl(deps, await requireUser(request), regenerate),
    );
  }

  app.get(
    '/calendar-feeds/:file',
    {
      schema: {
        tags,
        summary:
          'An iCal feed (text/calendar, RFC 5545) by its secret address, for calendar apps: no session; 404 for a wrong token',
        params: z.object({ file: z.string().max(64) }),
        produces: ['text/calendar'],
        response: { 200: z.string().describe('text/calendar'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const body = await readFeed(deps, request.params.file.replace(/\.ics$/, ''));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="rbax-flow.ics"')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );
};
