import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResultSchema } from '@rbax/shared/search';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, sessionSecurity } from '#src/lib/route-schemas.ts';
import { search } from './search-service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        security: sessionSecurity,
        summary:
          'Cards and boards the caller can read whose text holds every word of q (accent- and case-insensitive; under 2 characters: nothing)',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => search(deps, await requireUser(request), request.query),
  );
};
