import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@rbax/shared/validation';
import {
  addDependencyInputSchema,
  cardDependenciesSchema,
  cardDependencySchema,
} from '@rbax/shared/views/dependencies';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import { addDependency, listCardDependencies, removeDependency } from './dependencies-service.ts';

const tags = ['views'];
const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 404, 409);

/** Dependencies between cards of one board (issue 22, docs/decisions/043). */
export const dependenciesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/cards/:id/dependencies',
    {
      schema: {
        tags,
        security,
        summary: "What the card waits for ('Bloqueado por') and what waits for it ('Bloqueia') (read)",
        params: idParams,
        response: { 200: cardDependenciesSchema, ...errors },
      },
    },
    async (request) => listCardDependencies(deps, await requireUser(request), request.params.id),
  );

  app.post(
    '/cards/:id/dependencies',
    {
      schema: {
        tags,
        security,
        summary:
          'The card waits for another card of the same board to finish (edit). 400 for itself, a card of another board or archived, or a cycle; 200 when it already did.',
        params: idParams,
        body: addDependencyInputSchema,
        response: { 200: cardDependencySchema, 201: cardDependencySchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await addDependency(deps, await requireUser(request), request.params.id, request.body);
      return reply.status(result.created ? 201 : 200).send(result.dependency);
    },
  );

  app.delete(
    '/cards/:id/dependencies/:dependsOnId',
    {
      schema: {
        tags,
        security,
        summary: 'The card no longer waits for that card (edit); 404 when it did not',
        params: z.object({ id: idSchema, dependsOnId: idSchema }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeDependency(deps, await requireUser(request), request.params.id, request.params.dependsOnId);
      return reply.status(204).send(null);
    },
  );
};
