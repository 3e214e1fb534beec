import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { globalHubResponseSchema, hubFavoriteParamsSchema, hubFavoriteResponseSchema } from '@rbax/shared/global-hub';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, sessionSecurity } from '#src/lib/route-schemas.ts';
import { getGlobalHub, setFavorite } from './global-hub-service.ts';

const tags = ['global-hub'];
const security = sessionSecurity;

/** The Global Hub (issue 27, docs/decisions/053): one request for everything across workspaces. */
export const globalHubRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/global-hub',
    {
      schema: {
        tags,
        security,
        summary:
          'My work across every workspace I belong to (assigned, overdue, due soon, at risk), grouped by workspace, ' +
          "with each workspace's WIP and throughput, recent activity and my favourites",
        response: { 200: globalHubResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => getGlobalHub(deps, await requireUser(request)),
  );

  app.put(
    '/global-hub/favorites/:type/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Add a board to my favourites (one I can read)',
        params: hubFavoriteParamsSchema,
        response: { 200: hubFavoriteResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => setFavorite(deps, await requireUser(request), request.params.type, request.params.id, true),
  );

  app.delete(
    '/global-hub/favorites/:type/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove an item from my favourites',
        params: hubFavoriteParamsSchema,
        response: { 200: hubFavoriteResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => setFavorite(deps, await requireUser(request), request.params.type, request.params.id, false),
  );
};
