import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAssignPlanInputSchema,
  adminBillingOverviewSchema,
  adminTrialInputSchema,
  billingDetailsInputSchema,
  billingSettingsInputSchema,
  checkoutInputSchema,
  checkoutResponseSchema,
  invoiceListSchema,
  invoiceSchema,
  subscriptionResponseSchema,
  updateSubscriptionInputSchema,
} from '@rbax/shared/billing/api';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { requestLocale } from '#src/lib/locale.ts';
import { errorResponses, idParams, sessionOnlySecurity, sessionSecurity } from '#src/lib/route-schemas.ts';
import { billingMode } from './billing-plan.ts';
import {
  assignPlan,
  changeSubscription,
  getBillingOverview,
  getInvoices,
  getSubscription,
  invoiceForPdf,
  invoiceNumberText,
  recordInvoicePayment,
  saveBillingDetails,
  setBillingMode,
  setTrialEnd,
} from './billing-service.ts';
import {
  createCheckout,
  createPortal,
  createTemplateCheckout,
  receiveStripeWebhook,
  stripeProvider,
} from './billing-stripe.ts';
import { invoicePdf } from './invoice-pdf.ts';

const tags = ['billing'];

/** Billing (issue 28, docs/decisions/054-billing.md): subscriptions, invoices, administrators, the provider's webhook. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/workspaces/:id/subscription',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary:
          "The workspace's plan, status (trialing, active, past_due, canceled, free), trial end, seats and usage against the plan's limits (members; billing details to the owner)",
        params: idParams,
        response: { 200: subscriptionResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getSubscription(deps, await requireUser(request), request.params.id),
  );

  app.patch(
    '/workspaces/:id/subscription',
    {
      schema: {
        tags,
        security: sessionOnlySecurity,
        summary: 'Change seats (prorated) or cancel at the end of the period (owner; manual and stripe modes)',
        params: idParams,
        body: updateSubscriptionInputSchema,
        response: { 200: subscriptionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const provider = (await billingMode(deps.db)) === 'stripe' ? stripeProvider(deps.db) : null;
      return changeSubscription(deps, user, request.params.id, request.body, provider);
    },
  );

  app.post(
    '/workspaces/:id/subscription/checkout',
    {
      schema: {
        tags,
        security: sessionOnlySecurity,
        summary: "Start a subscription on the provider's hosted Checkout page (owner; stripe mode): returns its URL",
        params: idParams,
        body: checkoutInputSchema,
        response: { 200: checkoutResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => createCheckout(deps, await requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/marketplace/templates/:id/checkout',
    {
      schema: {
        tags: ['billing', 'marketplace'],
        security: sessionOnlySecurity,
        summary:
          "Buy a listed premium template on the provider's hosted Checkout (one-off payment in BRL; stripe mode): returns its URL; the webhook grants it once the payment is confirmed",
        params: z.object({ id: z.string().min(1).max(60) }),
        response: { 200: checkoutResponseSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => createTemplateCheckout(deps, await requireUser(request), request.params.id),
  );

  app.post(
    '/workspaces/:id/subscription/portal',
    {
      schema: {
        tags,
        security: sessionOnlySecurity,
        summary:
          "Open the provider's customer portal to change the payment method (owner; stripe mode): returns its URL",
        params: idParams,
        response: { 200: checkoutResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => createPortal(deps, await requireUser(request), request.params.id),
  );

  app.put(
    '/workspaces/:id/billing-details',
    {
      schema: {
        tags,
        security: sessionOnlySecurity,
        summary: 'The legal data printed on invoices: name, CPF or CNPJ (validated), e-mail and address (owner)',
        params: idParams,
        body: billingDetailsInputSchema,
        response: { 200: subscriptionResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => saveBillingDetails(deps, await requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/workspaces/:id/invoices',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: "The workspace's invoices, newest first (owner)",
        params: idParams,
        response: { 200: invoiceListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getInvoices(deps, await requireUser(request), request.params.id),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: 'The invoice as a PDF: numbered, in BRL, with the legal data of the workspace (owner)',
        params: idParams,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('PDF'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceForPdf(deps, await requireUser(request), request.params.id);
      const pdf = await invoicePdf(invoice, requestLocale(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${invoiceNumberText(invoice)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  /* ---------- administrators ---------- */

  app.get(
    '/admin/billing',
    {
      schema: {
        tags,
        security: sessionOnlySecurity,
        summary: 'Instance revenue, MRR, trials, churn and every workspace with its plan and status (administrators)',
        response: { 200: adminBillingOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getBillingOverview(deps, await requireUser(request)),
  );

  app.put(
    '/admin/billing/settings',
    {
      schema: {
        tags,
        security: sessionOnlySecurity,
        summary:
          'The billing mode (off, manual, stripe), overriding BILLING_MODE; stripe needs its configuration (administrators)',
        body: billingSettingsInputSchema,
        response: { 200: adminBillingOverviewSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => setBillingMode(deps, await requireUser(request), request.body.mode),
  );

  app.put(
    '/admin/workspaces/:id/plan',
    {
      schema: {
        tags,
        security: sessionOnlySecurity,
        summary:
          "Assign a workspace's plan (manual mode; administrators). A paid plan starts or renews a period and records its payment as a paid invoice unless recordPayment is false",
        params: idParams,
        body: adminAssignPlanInputSchema,
        response: { 200: subscriptionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => assignPlan(deps, await requireUser(request), request.params.id, request.body),
  );

  app.put(
    '/admin/workspaces/:id/trial',
    {
      schema: {
        tags,
        security: sessionOnlySecurity,
        summary: "Extend or end a workspace's trial, or give a Free workspace a new one (administrators)",
        params: idParams,
        body: adminTrialInputSchema,
        response: { 200: subscriptionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => setTrialEnd(deps, await requireUser(request), request.params.id, new Date(request.body.endsAt)),
  );

  app.post(
    '/admin/invoices/:id/pay',
    {
      schema: {
        tags,
        security: sessionOnlySecurity,
        summary: 'Record the payment of an open invoice received outside the product (administrators)',
        params: idParams,
        response: { 200: invoiceSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => recordInvoicePayment(deps, await requireUser(request), request.params.id),
  );

  await app.register(billingWebhookRoute);
};

/** The provider's webhook, in its own context: the body stays raw bytes, which the signature covers. */
const billingWebhookRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/billing/webhook',
    {
      schema: {
        tags,
        security: [],
        summary:
          "Stripe's webhook (no session): `Stripe-Signature` verified with Stripe's library against the raw body (else 400); an event id already handled changes nothing; older subscription events than the last applied are ignored",
        response: {
          200: z.object({ received: z.literal(true), duplicate: z.boolean(), ignored: z.boolean() }),
          ...errorResponses(400, 409, 413, 415),
        },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      return receiveStripeWebhook(
        deps,
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
      );
    },
  );
};
