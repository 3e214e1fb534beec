import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checklistItemSchema,
  createChecklistItemInputSchema,
  moveChecklistItemInputSchema,
  updateChecklistItemInputSchema,
} from '@rbax/shared/cards';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { addItem, deleteItem, listItems, moveItem, updateItem } from './checklist-service.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';

const tags = ['checklist'];
const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 404);

export const checklistRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/cards/:id/checklist',
    {
      schema: {
        tags,
        security,
        summary: "A card's checklist, in order (read)",
        params: idParams,
        response: { 200: z.array(checklistItemSchema), ...errors },
      },
    },
    async (request) => listItems(deps, await requireUser(request), request.params.id),
  );

  app.post(
    '/cards/:id/checklist',
    {
      schema: {
        tags,
        security,
        summary: 'Add a checklist item at the end (edit)',
        params: idParams,
        body: createChecklistItemInputSchema,
        response: { 201: checklistItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = await addItem(deps, await requireUser(request), request.params.id, request.body.text);
      return reply.status(201).send(item);
    },
  );

  app.patch(
    '/checklist/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit or tick a checklist item (edit)',
        params: idParams,
        body: updateChecklistItemInputSchema,
        response: { 200: checklistItemSchema, ...errors },
      },
    },
    async (request) => updateItem(deps, await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/checklist/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a checklist item (edit)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteItem(deps, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/checklist/:id/move',
    {
      schema: {
        tags,
        security,
        summary: 'Reorder a checklist item (edit): `afterId` just above, `beforeId` just below',
        params: idParams,
        body: moveChecklistItemInputSchema,
        response: { 200: checklistItemSchema, ...errors },
      },
    },
    async (request) => moveItem(deps, await requireUser(request), request.params.id, request.body),
  );
};
