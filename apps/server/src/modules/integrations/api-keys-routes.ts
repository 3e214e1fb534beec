import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeyListSchema, createApiKeyInputSchema, createdApiKeySchema } from '@rbax/shared/integrations';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, idParams, sessionOnlySecurity } from '#src/lib/route-schemas.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys-service.ts';

const tags = ['integrations'];
// Keys are managed with a session only: a key calling these routes is 403 (api-keys-gate.ts).
const security = sessionOnlySecurity;

export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/api-keys',
    {
      schema: {
        tags,
        security,
        summary: 'Your API keys, newest first (never the keys themselves)',
        response: { 200: apiKeyListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listApiKeys(deps, await requireUser(request)),
  );

  app.post(
    '/api-keys',
    {
      schema: {
        tags,
        security,
        summary: 'Create an API key; the answer carries `key`, shown this once and never again',
        body: createApiKeyInputSchema,
        response: { 201: createdApiKeySchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await createApiKey(deps, await requireUser(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api-keys/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke one of your API keys (its next request is 401; anyone else’s key: 404)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await revokeApiKey(deps, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
