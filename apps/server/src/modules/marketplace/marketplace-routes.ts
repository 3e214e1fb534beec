import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  connectOnboardingSchema,
  connectStatusSchema,
  earningsSchema,
  grantInputSchema,
  installInputSchema,
  listTemplatesQuerySchema,
  mineSchema,
  moderationSchema,
  newVersionInputSchema,
  payoutInputSchema,
  payoutListSchema,
  payoutSchema,
  payoutStatuses,
  previewInputSchema,
  previewSchema,
  publishTemplateInputSchema,
  reportInputSchema,
  resolvePayoutInputSchema,
  resolveReportInputSchema,
  reviewInputSchema,
  reviewListSchema,
  reviewReplyInputSchema,
  templateCardSchema,
  templateDetailSchema,
  unpublishInputSchema,
  updateTemplateInputSchema,
} from '@rbax/shared/marketplace/api';
import { idSchema } from '@rbax/shared/validation';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { requestLocale } from '#src/lib/locale.ts';
import { errorResponses, idParams, sessionOnlySecurity } from '#src/lib/route-schemas.ts';
import { reportTemplate, listReviews, replyToReview, saveReview } from './marketplace-community-service.ts';
import { installTemplate } from './marketplace-install.ts';
import {
  approveTemplate,
  moderationQueue,
  resolveReport,
  unpublishTemplate,
} from './marketplace-moderation-service.ts';
import {
  getTemplate,
  listTemplates,
  previewBoard,
  publishTemplate,
  publishVersion,
  updateTemplate,
  withdrawTemplate,
} from './marketplace-service.ts';
import { refreshStripeAccount, startStripeOnboarding } from './marketplace-connect.ts';
import { listPayouts, requestPayout, resolvePayout } from './marketplace-payouts.ts';
import { statementPdf } from './marketplace-statement-pdf.ts';
import { earnings, earningsStatement, grantTemplate, myTemplates, requestAccess } from './marketplace-store-service.ts';

/** `/api/v1/marketplace/*` (issue 27, docs/decisions/052): thin handlers, one service call each. */

const tags = ['marketplace'];
const security = sessionOnlySecurity;
/** A listing's id, or an official template's (`official-kanban`); anything unknown is 404. */
const templateParams = z.object({ id: z.string().min(1).max(60) });

export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const base = '/marketplace';

  app.get(
    `${base}/templates`,
    {
      schema: {
        tags,
        security,
        summary: 'Browse: official and published templates (accent-insensitive search, category, sort, free/premium)',
        querystring: listTemplatesQuerySchema,
        response: { 200: z.array(templateCardSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => listTemplates(deps, await requireUser(request), request.query, requestLocale(request)),
  );

  app.post(
    `${base}/templates`,
    {
      schema: {
        tags,
        security,
        summary: 'Publish a board as a template (manage rights on the board); premium ones wait for approval',
        body: publishTemplateInputSchema,
        response: { 201: templateDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await publishTemplate(deps, await requireUser(request), request.body, requestLocale(request))),
  );

  app.post(
    `${base}/preview`,
    {
      schema: {
        tags,
        security,
        summary: 'What publishing the board would capture (personal data stripped), without publishing',
        body: previewInputSchema,
        response: { 200: previewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => previewBoard(deps, await requireUser(request), request.body),
  );

  app.get(
    `${base}/templates/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'A template: preview, descriptions, versions, author, installs and rating',
        params: templateParams,
        response: { 200: templateDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getTemplate(deps, await requireUser(request), request.params.id, requestLocale(request)),
  );

  app.patch(
    `${base}/templates/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Edit the listing (its author)',
        params: templateParams,
        body: updateTemplateInputSchema,
        response: { 200: templateDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateTemplate(deps, await requireUser(request), request.params.id, request.body, requestLocale(request)),
  );

  app.delete(
    `${base}/templates/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw the listing (its author); buyers keep it',
        params: templateParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await withdrawTemplate(deps, await requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${base}/templates/:id/versions`,
    {
      schema: {
        tags,
        security,
        summary: 'Republish: capture the board again as the next version (its author)',
        params: templateParams,
        body: newVersionInputSchema,
        response: { 201: templateDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await publishVersion(
            deps,
            await requireUser(request),
            request.params.id,
            request.body,
            requestLocale(request),
          ),
        ),
  );

  app.post(
    `${base}/templates/:id/install`,
    {
      schema: {
        tags,
        security,
        summary: "'Usar template': a new board in a workspace where you may create boards, in one transaction",
        params: templateParams,
        body: installInputSchema,
        response: { 201: z.object({ boardId: z.string() }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await installTemplate(
            deps,
            await requireUser(request),
            request.params.id,
            request.body,
            requestLocale(request),
          ),
        ),
  );

  app.get(
    `${base}/templates/:id/reviews`,
    {
      schema: {
        tags,
        security,
        summary: 'Reviews, newest first',
        params: templateParams,
        response: { 200: reviewListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => listReviews(deps, await requireUser(request), request.params.id),
  );

  app.post(
    `${base}/templates/:id/reviews`,
    {
      schema: {
        tags,
        security,
        summary: 'Review (one per person: posting again edits it); not your own template',
        params: templateParams,
        body: reviewInputSchema,
        response: { 200: reviewListSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => saveReview(deps, await requireUser(request), request.params.id, request.body),
  );

  app.put(
    `${base}/templates/:id/reviews/:reviewId/reply`,
    {
      schema: {
        tags,
        security,
        summary: "The author's reply to a review (null removes it)",
        params: templateParams.extend({ reviewId: idSchema }),
        body: reviewReplyInputSchema,
        response: { 200: reviewListSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      replyToReview(deps, await requireUser(request), request.params.id, request.params.reviewId, request.body.reply),
  );

  app.post(
    `${base}/templates/:id/report`,
    {
      schema: {
        tags,
        security,
        summary: "'Denunciar': report a template to the moderators (once while open)",
        params: templateParams,
        body: reportInputSchema,
        response: { 201: z.object({ reported: z.literal(true) }), ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await reportTemplate(deps, await requireUser(request), request.params.id, request.body)),
  );

  app.post(
    `${base}/templates/:id/access-requests`,
    {
      schema: {
        tags,
        security,
        summary: "'Solicitar acesso' to a premium template: notifies the administrators",
        params: templateParams,
        response: { 202: z.object({ requested: z.literal(true) }), ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await requestAccess(deps, await requireUser(request), request.params.id)),
  );

  app.post(
    `${base}/templates/:id/grants`,
    {
      schema: {
        tags,
        security,
        summary: 'Grant a premium template to someone (administrators; audited)',
        params: templateParams,
        body: grantInputSchema,
        response: { 201: z.object({ granted: z.literal(true) }), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await grantTemplate(deps, await requireUser(request), request.params.id, request.body.email)),
  );

  app.get(
    `${base}/mine`,
    {
      schema: {
        tags,
        security,
        summary: "'Meus templates': published by me, and bought or granted to me",
        response: { 200: mineSchema, ...errorResponses(401) },
      },
    },
    async (request) => myTemplates(deps, await requireUser(request), requestLocale(request)),
  );

  app.get(
    `${base}/earnings`,
    {
      schema: {
        tags,
        security,
        summary: "A creator's sales ledger and totals (/monetization)",
        response: { 200: earningsSchema, ...errorResponses(401) },
      },
    },
    async (request) => earnings(deps, await requireUser(request)),
  );

  app.get(
    `${base}/earnings/statement`,
    {
      schema: {
        tags,
        security,
        summary:
          "A creator's statement as CSV or PDF: sales and grants (gross, fee, net) and payout requests, newest first",
        querystring: z.object({
          format: z.enum(['csv', 'pdf'], { error: 'validation.invalidValue' }).default('csv'),
        }),
        produces: ['text/csv', 'application/pdf'],
        response: {
          200: z.any().describe('CSV (UTF-8 with a byte-order mark, RFC 4180) or PDF'),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const name = `extrato-monetizacao-${new Date().toISOString().slice(0, 10)}`;
      reply.header('cache-control', 'no-store');
      if (request.query.format === 'pdf') {
        const pdf = await statementPdf(await earnings(deps, user), user.name, requestLocale(request));
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${name}.pdf"`)
          .send(pdf);
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .send(await earningsStatement(deps, user));
    },
  );

  app.post(
    `${base}/payouts`,
    {
      schema: {
        tags,
        security,
        summary:
          "'Solicitar saque': a payout of at least R$ 50,00 and at most the balance, to a Pix key or a bank account (one pending at a time), or 'Conta Stripe': paid at once to the creator's connected account (Stripe Connect; 502 when Stripe refuses)",
        body: payoutInputSchema,
        response: { 201: payoutSchema, ...errorResponses(400, 401, 409, 502) },
      },
    },
    async (request, reply) => reply.code(201).send(await requestPayout(deps, await requireUser(request), request.body)),
  );

  app.post(
    `${base}/stripe-account/onboarding`,
    {
      schema: {
        tags,
        security,
        summary:
          "'Conectar conta Stripe': the creator's Express connected account (created on first use) and Stripe's onboarding link (Stripe Connect on; creators of premium templates)",
        response: { 200: connectOnboardingSchema, ...errorResponses(401, 403, 409, 502) },
      },
    },
    async (request) => startStripeOnboarding(deps, await requireUser(request)),
  );

  app.post(
    `${base}/stripe-account/refresh`,
    {
      schema: {
        tags,
        security,
        summary: "The creator's connected account read from Stripe again (back from onboarding)",
        response: { 200: connectStatusSchema, ...errorResponses(401, 409, 502) },
      },
    },
    async (request) => refreshStripeAccount(deps, await requireUser(request)),
  );

  app.get(
    `${base}/payouts`,
    {
      schema: {
        tags,
        security,
        summary: 'Payout requests of every creator, pending first (administrators)',
        querystring: z.object({ status: z.enum(payoutStatuses, { error: 'validation.invalidValue' }).optional() }),
        response: { 200: payoutListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listPayouts(deps, await requireUser(request), request.query.status),
  );

  app.post(
    `${base}/payouts/:id/resolve`,
    {
      schema: {
        tags,
        security,
        summary:
          'Mark a pending payout paid or rejected, with a note (administrators; audited; the creator is notified)',
        params: idParams,
        body: resolvePayoutInputSchema,
        response: { 200: payoutSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => resolvePayout(deps, await requireUser(request), request.params.id, request.body),
  );

  app.get(
    `${base}/moderation`,
    {
      schema: {
        tags,
        security,
        summary: 'Premium listings awaiting approval, open reports, unpublished listings (administrators)',
        response: { 200: moderationSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => moderationQueue(deps, await requireUser(request), requestLocale(request)),
  );

  app.post(
    `${base}/templates/:id/approve`,
    {
      schema: {
        tags,
        security,
        summary: 'Approve a premium listing or put an unpublished one back (administrators; audited)',
        params: templateParams,
        response: { 200: z.object({ status: z.literal('published') }), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => approveTemplate(deps, await requireUser(request), request.params.id),
  );

  app.post(
    `${base}/templates/:id/unpublish`,
    {
      schema: {
        tags,
        security,
        summary: 'Take a listing down (administrators; audited)',
        params: templateParams,
        body: unpublishInputSchema,
        response: { 200: z.object({ status: z.literal('unpublished') }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => unpublishTemplate(deps, await requireUser(request), request.params.id, request.body.reason),
  );

  app.post(
    `${base}/reports/:id/resolve`,
    {
      schema: {
        tags,
        security,
        summary: 'Handle a report: dismiss it or unpublish the listing (administrators; audited)',
        params: idParams,
        body: resolveReportInputSchema,
        response: { 200: z.object({ resolved: z.literal(true) }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => resolveReport(deps, await requireUser(request), request.params.id, request.body.action),
  );
};
