import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiSettingsSchema, updateAiSettingsInputSchema } from '@rbax/shared/ai/settings';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import { getAiSettings, updateAiSettings } from './ai-settings-service.ts';

const tags = ['ai'];
const security = sessionSecurity;

export const aiSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/workspaces/:id/ai-settings',
    {
      schema: {
        tags,
        security,
        summary: "A workspace's AI settings and this month's token usage (members; the key is never returned)",
        params: idParams,
        response: { 200: aiSettingsSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getAiSettings(deps, await requireUser(request), request.params.id),
  );

  app.put(
    '/workspaces/:id/ai-settings',
    {
      schema: {
        tags,
        security,
        summary: 'Turn AI on or off, choose the provider, key (write-only), monthly cap and boards kept out (owner)',
        params: idParams,
        body: updateAiSettingsInputSchema,
        response: { 200: aiSettingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateAiSettings(deps, await requireUser(request), request.params.id, request.body),
  );
};
