import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardTimeEntriesSchema, createTimeEntryInputSchema, timeEntrySchema } from '@rbax/shared/time-entries';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import { listTimeEntries, logTimeEntry } from './time-entries-service.ts';

const tags = ['time-entries'];
const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 404);

export const timeEntriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/cards/:id/time-entries',
    {
      schema: {
        tags,
        security,
        summary: "A card's time entries, newest first, with the total in seconds (read)",
        params: idParams,
        response: { 200: cardTimeEntriesSchema, ...errors },
      },
    },
    async (request) => listTimeEntries(deps, await requireUser(request), request.params.id),
  );

  app.post(
    '/cards/:id/time-entries',
    {
      schema: {
        tags,
        security,
        summary: 'Record time spent on a card, e.g. a completed focus session (edit)',
        params: idParams,
        body: createTimeEntryInputSchema,
        response: { 201: timeEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await logTimeEntry(deps, await requireUser(request), request.params.id, request.body);
      return reply.status(201).send(entry);
    },
  );
};
