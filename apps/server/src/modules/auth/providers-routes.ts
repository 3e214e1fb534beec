import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authProvidersSchema } from '@rbax/shared/me';

/** Which sign-in methods this installation offers; the web hides the Google button when false. */
export const providersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/providers',
    { schema: { tags: ['auth'], summary: 'Available sign-in methods', response: { 200: authProvidersSchema } } },
    async () => ({ google: app.config.google !== undefined }),
  );
};
