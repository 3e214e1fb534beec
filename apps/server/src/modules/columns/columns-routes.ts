import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardColumnSchema } from '@rbax/shared/boards';
import { createColumnInputSchema, moveColumnInputSchema, updateColumnInputSchema } from '@rbax/shared/columns';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { createColumn, deleteColumn, moveColumn, updateColumn } from './columns-service.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';

const tags = ['columns'];
const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 404);

export const columnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.post(
    '/boards/:id/columns',
    {
      schema: {
        tags,
        security,
        summary: 'Add a column (edit): at the right end, or just right of `afterId`',
        params: idParams,
        body: createColumnInputSchema,
        response: { 201: boardColumnSchema, ...errors },
      },
    },
    async (request, reply) => {
      const column = await createColumn(deps, await requireUser(request), request.params.id, request.body);
      return reply.status(201).send(column);
    },
  );

  app.patch(
    '/columns/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a column, set its WIP limit or colour (edit)',
        params: idParams,
        body: updateColumnInputSchema,
        response: { 200: boardColumnSchema, ...errors },
      },
    },
    async (request) => updateColumn(deps, await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/columns/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Delete a column (edit): soft delete — the column leaves the board and its cards are archived (restorable with PATCH /cards/:id { archived: false }, into the first active column)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteColumn(deps, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/columns/:id/move',
    {
      schema: {
        tags,
        security,
        summary: 'Move a column (edit): `afterId` is the column just left of it, `beforeId` just right',
        params: idParams,
        body: moveColumnInputSchema,
        response: { 200: boardColumnSchema, ...errors },
      },
    },
    async (request) => moveColumn(deps, await requireUser(request), request.params.id, request.body),
  );
};
