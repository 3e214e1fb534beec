import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  feedbackCreatedSchema,
  feedbackSchema,
  NEWSLETTER_RESULT_PARAM,
  newsletterResponseSchema,
  newsletterSchema,
  publicConfigSchema,
  publicStatsSchema,
  type NewsletterResult,
} from '@rbax/shared/public-site';
import { currentUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { rateLimited } from '#src/lib/errors.ts';
import { requestLocale } from '#src/lib/locale.ts';
import { errorResponses } from '#src/lib/route-schemas.ts';
import { submitFeedback } from './feedback-service.ts';
import { confirmNewsletter, subscribeToNewsletter, unsubscribeNewsletter } from './newsletter-service.ts';
import { getPublicConfig, getPublicStats } from './public-site-service.ts';

const tags = ['public-site'];
const tokenQuery = z.object({ token: z.string().max(200).optional() });

/** The landing's public counters may be a minute old (issue 6). */
const STATS_CACHE_CONTROL = 'public, max-age=60';

/** Where an e-mailed newsletter link lands: the landing, which shows the result. */
const landingWith = (result: NewsletterResult) => `/?${NEWSLETTER_RESULT_PARAM}=${result}`;

/**
 * The public site's own API (issue 6): newsletter with double opt-in, feedback, live counters and
 * run-time configuration. No session needed; the forms are rate-limited per IP.
 */
export const publicSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const { publicFormRateLimit } = app.config;
  /**
   * Per-IP limit of a public form. Under /api/v1 the API-wide limiter already ran, and
   * @fastify/rate-limit runs one limiter per request through route config, so this one is
   * applied by hand (`createRateLimit`) as the route's own onRequest hook.
   */
  const perIp = (name: string, max: number) => {
    const limiter = app.createRateLimit({
      max,
      timeWindow: publicFormRateLimit.windowSeconds * 1000,
      keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) return;
      const seconds = Math.max(1, result.ttlInSeconds);
      reply.header('retry-after', String(seconds));
      throw rateLimited(seconds);
    };
  };
  const redirect = (reply: FastifyReply, result: NewsletterResult) =>
    reply.header('cache-control', 'no-store').redirect(landingWith(result), 303);

  app.post(
    '/newsletter',
    {
      onRequest: perIp('newsletter', publicFormRateLimit.newsletterMax),
      schema: {
        tags,
        summary: 'Sign up for the newsletter (double opt-in); the same answer whatever the address',
        body: newsletterSchema,
        response: { 202: newsletterResponseSchema, ...errorResponses(400, 403, 415, 429) },
      },
    },
    async (request, reply) => {
      await subscribeToNewsletter(deps, request.body.email, requestLocale(request));
      return reply.status(202).send({ status: 'pending' as const });
    },
  );

  app.get(
    '/newsletter/confirm',
    {
      schema: {
        tags,
        summary: `The e-mailed confirmation link; redirects (303) to /?${NEWSLETTER_RESULT_PARAM}=confirmed or =invalid`,
        querystring: tokenQuery,
      },
    },
    async (request, reply) => redirect(reply, await confirmNewsletter(deps, request.query.token)),
  );

  app.get(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags,
        summary: `The e-mailed unsubscribe link; redirects (303) to /?${NEWSLETTER_RESULT_PARAM}=unsubscribed or =invalid`,
        querystring: tokenQuery,
      },
    },
    async (request, reply) => redirect(reply, await unsubscribeNewsletter(deps, request.query.token)),
  );

  app.post(
    '/feedback',
    {
      onRequest: perIp('feedback', publicFormRateLimit.feedbackMax),
      schema: {
        tags,
        summary: 'Send feedback (rating 1–5, optional comment); records the signed-in user when there is one',
        body: feedbackSchema,
        response: { 201: feedbackCreatedSchema, ...errorResponses(400, 403, 415, 429) },
      },
    },
    async (request, reply) => {
      const created = await submitFeedback(deps, await currentUser(request), request.body, requestLocale(request));
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/public/stats',
    {
      schema: {
        tags,
        summary: 'Live counts of boards, cards and automation runs (cacheable for 60 s)',
        response: { 200: publicStatsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', STATS_CACHE_CONTROL);
      return getPublicStats(deps);
    },
  );

  app.get(
    '/public/config',
    {
      schema: {
        tags,
        summary: 'Run-time configuration of the public site (WhatsApp number, chat and scheduling widgets)',
        response: { 200: publicConfigSchema },
      },
    },
    async () => getPublicConfig(deps),
  );
};
