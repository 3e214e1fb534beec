import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boardEventsQuerySchema,
  cardSchema,
  copyCardInputSchema,
  createCardInputSchema,
  moveCardInputSchema,
  updateCardInputSchema,
  updateCardResponseSchema,
} from '@rbax/shared/cards';
import { boardEventSchema } from '@rbax/shared/event-log';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import {
  boardEvents,
  cardActivity,
  copyCard,
  createCard,
  deleteCard,
  getCard,
  moveCard,
  updateCard,
} from './cards-service.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';

const tags = ['cards'];
const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 404, 409);

export const cardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.post(
    '/boards/:id/cards',
    {
      schema: {
        tags,
        security,
        summary:
          'Create a card (edit): bottom of the column unless afterId/beforeId; columnId, assigneeId and labelIds must belong to the board (400). An optional client-chosen UUID `id` (offline creation) must be new (409 otherwise).',
        params: idParams,
        body: createCardInputSchema,
        response: { 201: cardSchema, ...errors },
      },
    },
    async (request, reply) => {
      const card = await createCard(deps, await requireUser(request), request.params.id, request.body);
      return reply.status(201).send(card);
    },
  );

  app.get(
    '/cards/:id',
    {
      schema: { tags, security, summary: 'A card (read)', params: idParams, response: { 200: cardSchema, ...errors } },
    },
    async (request) => getCard(deps, await requireUser(request), request.params.id),
  );

  app.patch(
    '/cards/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Edit a card (edit). `archived` archives/restores (a card whose column was deleted is restored at the bottom of the first active column; 409 when the board has none), `completed` sets/clears completedAt. With `version` older than the stored one, a field someone else changed since is a conflict: the newer change wins (yours only when `editedAt`, capped at the server time, is later than theirs) and it is reported in `conflicts` ({ field, yours, theirs, kept }); the other fields apply. Always 200 with { card, conflicts }.',
        params: idParams,
        body: updateCardInputSchema,
        response: { 200: updateCardResponseSchema, ...errors },
      },
    },
    async (request) => updateCard(deps, await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/cards/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a card permanently, with its comments, checklist and attachments (edit)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCard(deps, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/cards/:id/move',
    {
      schema: {
        tags,
        security,
        summary:
          'Move a card (edit; edit on the target board too): `afterId` is the card just above, `beforeId` just below; the server computes the position',
        params: idParams,
        body: moveCardInputSchema,
        response: { 200: cardSchema, ...errors },
      },
    },
    async (request) => moveCard(deps, await requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/cards/:id/copy',
    {
      schema: {
        tags,
        security,
        summary:
          "Copy a card (read on it, edit on the target) to the bottom of a column; title defaults to '<title> (Cópia)'",
        params: idParams,
        body: copyCardInputSchema,
        response: { 201: cardSchema, ...errors },
      },
    },
    async (request, reply) => {
      const card = await copyCard(deps, await requireUser(request), request.params.id, request.body);
      return reply.status(201).send(card);
    },
  );

  app.get(
    '/cards/:id/activity',
    {
      schema: {
        tags,
        security,
        summary: "A card's history (read): its events, newest first, at most 100",
        params: idParams,
        response: { 200: z.array(boardEventSchema), ...errors },
      },
    },
    async (request) => cardActivity(deps, await requireUser(request), request.params.id),
  );

  app.get(
    '/boards/:id/events',
    {
      schema: {
        tags,
        security,
        summary: "A board's events with seq > `after`, ascending (catch-up); `limit` ≤ 1000 (default 500)",
        params: idParams,
        querystring: boardEventsQuerySchema,
        response: { 200: z.array(boardEventSchema), ...errors },
      },
    },
    async (request) => boardEvents(deps, await requireUser(request), request.params.id, request.query),
  );
};
