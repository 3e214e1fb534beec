import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gamificationMemberInputSchema,
  gamificationQuerySchema,
  gamificationRecomputeResponseSchema,
  gamificationResponseSchema,
  updateGamificationInputSchema,
} from '@rbax/shared/gamification';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import { getGamification, recomputeGamification, setMyVisibility, updateGamification } from './gamification-service.ts';

const tags = ['gamification'];
const security = sessionSecurity;

/** The workspace 'Ranking' (issue 27, docs/decisions/053). */
export const gamificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/workspaces/:id/gamification',
    {
      schema: {
        tags,
        security,
        summary: "The workspace's ranking for a period (week, month, all), my points, badges and streak, and the rules",
        params: idParams,
        querystring: gamificationQuerySchema,
        response: { 200: gamificationResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      getGamification(deps, await requireUser(request), request.params.id, request.query.period ?? 'week'),
  );

  app.patch(
    '/workspaces/:id/gamification',
    {
      schema: {
        tags,
        security,
        summary: 'Turn the ranking on or off (owner and admins; off by default)',
        params: idParams,
        body: updateGamificationInputSchema,
        response: { 200: gamificationResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateGamification(deps, await requireUser(request), request.params.id, request.body),
  );

  app.put(
    '/workspaces/:id/gamification/me',
    {
      schema: {
        tags,
        security,
        summary: 'Hide myself from (or show myself in) the rankings of the workspace',
        params: idParams,
        body: gamificationMemberInputSchema,
        response: { 200: gamificationResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => setMyVisibility(deps, await requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/workspaces/:id/gamification/recompute',
    {
      schema: {
        tags,
        security,
        summary: "Fold the workspace's points and badges again from the event log (owner and admins)",
        params: idParams,
        response: { 200: gamificationRecomputeResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => recomputeGamification(deps, await requireUser(request), request.params.id),
  );
};
