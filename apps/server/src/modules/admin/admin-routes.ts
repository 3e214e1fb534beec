import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminStatsSchema,
  adminUserListSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  auditListSchema,
  auditQuerySchema,
  banUserInputSchema,
  deleteUserSummarySchema,
  newsletterSubscriberListSchema,
  newsletterSubscribersQuerySchema,
  updateAdminUserInputSchema,
} from '@rbax/shared/admin';
import { errorBodySchema } from '@rbax/shared/errors';
import { z } from 'zod';
import { adminStatusSchema } from '@rbax/shared/me';
import { feedbackListQuerySchema, feedbackListSchema, newsletterStatsSchema } from '@rbax/shared/public-site';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import { PASSWORD_RECOVERY_PATH } from '#src/modules/auth/auth-routes.ts';
import { getFeedbackPage } from '#src/modules/public-site/feedback-service.ts';
import { getNewsletterStats } from '#src/modules/public-site/newsletter-service.ts';
import { exportFeedbackCsv, exportNewsletterCsv, getNewsletterSubscribers, type CsvFile } from './admin-exports.ts';
import { getAdminStats } from './admin-stats.ts';
import {
  banAdminUser,
  deleteAdminUser,
  getAdminUsers,
  sendAdminPasswordReset,
  setAdminUserRole,
  unbanAdminUser,
} from './admin-users-service.ts';
import { getAuditPage } from './audit.ts';

const tags = ['admin'];
const csvResponse = z.string().describe('CSV, UTF-8 with a byte-order mark (RFC 4180)');

function sendCsv(reply: FastifyReply, file: CsvFile) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

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

  app.get(
    '/admin/feedback.csv',
    {
      schema: {
        tags,
        summary: "Export the public site's feedback as CSV (administrators; audited)",
        security: sessionSecurity,
        produces: ['text/csv'],
        response: { 200: csvResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => sendCsv(reply, await exportFeedbackCsv(deps, await requireUser(request))),
  );

  app.get(
    '/admin/newsletter',
    {
      schema: {
        tags,
        summary: 'Newsletter subscribers, newest first (administrators)',
        security: sessionSecurity,
        querystring: newsletterSubscribersQuerySchema,
        response: { 200: newsletterSubscriberListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => getNewsletterSubscribers(deps, await requireUser(request), request.query),
  );

  app.get(
    '/admin/newsletter.csv',
    {
      schema: {
        tags,
        summary: 'Export the newsletter subscribers as CSV (administrators; audited)',
        security: sessionSecurity,
        produces: ['text/csv'],
        response: { 200: csvResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => sendCsv(reply, await exportNewsletterCsv(deps, await requireUser(request))),
  );

  app.get(
    '/admin/stats',
    {
      schema: {
        tags,
        summary: 'Totals of accounts, boards and cards, and sign-ups per UTC day of the last 30 days',
        security: sessionSecurity,
        response: { 200: adminStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getAdminStats(deps, await requireUser(request)),
  );

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'Accounts: search (name or e-mail, accents and case ignored), sort and pages',
        security: sessionSecurity,
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => getAdminUsers(deps, await requireUser(request), request.query),
  );

  app.patch(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'Promote to or demote from administrator (never the last administrator)',
        security: sessionSecurity,
        params: idParams,
        body: updateAdminUserInputSchema,
        response: { 200: adminUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => setAdminUserRole(deps, await requireUser(request), request.params.id, request.body.role),
  );

  app.post(
    '/admin/users/:id/ban',
    {
      schema: {
        tags,
        summary: 'Ban an account with a reason; all of its sessions end at once',
        security: sessionSecurity,
        params: idParams,
        body: banUserInputSchema,
        response: { 200: adminUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => banAdminUser(deps, await requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/admin/users/:id/unban',
    {
      schema: {
        tags,
        summary: 'Lift the ban of an account',
        security: sessionSecurity,
        params: idParams,
        response: { 200: adminUserSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => unbanAdminUser(deps, await requireUser(request), request.params.id),
  );

  app.post(
    '/admin/users/:id/reset-password',
    {
      schema: {
        tags,
        summary: "Send the account the password-reset e-mail (in the account's language)",
        security: sessionSecurity,
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await sendAdminPasswordReset(deps, await requireUser(request), request.params.id, async ({ email, locale }) => {
        await app.auth.api.requestPasswordReset({
          body: { email, redirectTo: PASSWORD_RECOVERY_PATH },
          // The mail's language comes from Accept-Language (modules/auth/auth.ts).
          request: new Request(app.config.publicUrl, { headers: { 'accept-language': locale ?? 'pt-BR' } }),
          headers: new Headers({ 'accept-language': locale ?? 'pt-BR' }),
        });
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary:
          'Delete an account: owned workspaces go to another member (or are deleted when alone), its boards in workspaces stay there, personal boards are deleted',
        security: sessionSecurity,
        params: idParams,
        response: { 200: deleteUserSummarySchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => deleteAdminUser(deps, await requireUser(request), request.params.id),
  );

  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        summary: 'Audit log of administrator actions, newest first',
        security: sessionSecurity,
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => getAuditPage(deps, await requireUser(request), request.query),
  );
};
