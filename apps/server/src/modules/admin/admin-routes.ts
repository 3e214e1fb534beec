import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@rbax/shared/errors';
import { adminStatusSchema } from '@rbax/shared/me';
import { feedbackListQuerySchema, feedbackListSchema, newsletterStatsSchema } from '@rbax/shared/public-site';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, sessionSecurity } from '#src/lib/route-schemas.ts';
import { getFeedbackPage } from '#src/modules/public-site/feedback-service.ts';
import { getNewsletterStats } from '#src/modules/public-site/newsletter-service.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/admin/status',
    {
      schema: {
        tags: ['admin'],
        summary: "Whether the signed-in user is an administrator (the spec's verify-admin)",
        security: [{ session: [] }],
        response: { 200: adminStatusSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ isAdmin: (await requireUser(request)).isAdmin }),
  );

  app.get(
    '/admin/feedback',
    {
      schema: {
        tags: ['admin'],
        summary: "The public site's feedback, newest first (administrators)",
        security: sessionSecurity,
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => getFeedbackPage(deps, await requireUser(request), request.query),
  );

  app.get(
    '/admin/newsletter/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Newsletter subscribers by status (administrators)',
        security: sessionSecurity,
        response: { 200: newsletterStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getNewsletterStats(deps, await requireUser(request)),
  );
};
