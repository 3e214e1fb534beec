import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardSchema } from '@rbax/shared/cards';
import { createSubtaskInputSchema, subtasksResponseSchema } from '@rbax/shared/cards-subtasks';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import { createSubtask, listSubtasks } from './subtasks-service.ts';

const tags = ['cards'];
const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Subtasks (issue 21, docs/decisions/040). The rest of their API is the card's: `parentId` in
 * `PATCH /cards/:id` demotes (a card of the same board) or promotes (null); `POST /cards/:id/move`
 * reorders a subtask among its siblings; `children` chooses what a parent's move or archive does.
 */
export const subtasksRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/cards/:id/subtasks',
    {
      schema: {
        tags,
        security,
        summary:
          "A card's active subtasks in order (read), with the roll-up: done/total, the card's estimate plus its subtasks', its time spent plus theirs",
        params: idParams,
        response: { 200: subtasksResponseSchema, ...errors },
      },
    },
    async (request) => listSubtasks(deps, await requireUser(request), request.params.id),
  );

  app.post(
    '/cards/:id/subtasks',
    {
      schema: {
        tags,
        security,
        summary:
          "Add a subtask (edit): a card of the same board under this one, last among its siblings, in the parent's column; 400 when the card is itself a subtask (depth 1) or archived. An optional client-chosen UUID `id` (offline) must be new (409).",
        params: idParams,
        body: createSubtaskInputSchema,
        response: { 201: cardSchema, ...errors },
      },
    },
    async (request, reply) => {
      const card = await createSubtask(deps, await requireUser(request), request.params.id, request.body);
      return reply.status(201).send(card);
    },
  );
};
