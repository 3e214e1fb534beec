import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cardTimeEntriesSchema,
  createTimeEntryInputSchema,
  timeEntrySchema,
  updateTimeEntryInputSchema,
} from '@rbax/shared/time/entries';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import { deleteTimeEntry, listTimeEntries, logTimeEntry, updateTimeEntry } from './time-entries-service.ts';

const tags = ['time'];
const security = sessionSecurity;

export const timeEntriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/cards/:id/time-entries',
    {
      schema: {
        tags,
        security,
        summary: "A card's time entries, newest first, with the total in seconds and the estimate (read)",
        params: idParams,
        response: { 200: cardTimeEntriesSchema, ...errorResponses(400, 401, 404) },
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
        summary:
          'Record time on a card (edit): a manual entry (`source: manual`, `workDate`, `duration` as `1h30`, `90m`, ' +
          '`1,5h`, `1:30` or minutes, `note`, `billable`) or a finished focus session (`source: pomodoro`)',
        params: idParams,
        body: createTimeEntryInputSchema,
        response: { 201: timeEntrySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const entry = await logTimeEntry(deps, await requireUser(request), request.params.id, request.body);
      return reply.status(201).send(entry);
    },
  );

  app.patch(
    '/time-entries/:id',
    {
      schema: {
        tags,
        security,
        summary:
          "Change an entry's day, duration, note or billable flag (its author, or an owner or admin of the workspace)",
        params: idParams,
        body: updateTimeEntryInputSchema,
        response: { 200: timeEntrySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateTimeEntry(deps, await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/time-entries/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an entry (its author, or an owner or admin of the workspace)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteTimeEntry(deps, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
