import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GITHUB_BODY_LIMIT_BYTES,
  GITHUB_DELIVERIES_PER_MINUTE,
  GITHUB_HEADERS,
  githubConnectionSecretSchema,
  githubConnectionSchema,
  githubConnectionStateSchema,
  githubDeliveryResultSchema,
  updateGithubConnectionInputSchema,
} from '@rbax/shared/integrations';
import { idSchema } from '@rbax/shared/validation';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { rateLimited } from '#src/lib/errors.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import { receiveGithubDelivery } from './github-inbound.ts';
import {
  connectGithub,
  disconnectGithub,
  getGithubConnection,
  rotateGithubSecret,
  updateGithubConnection,
} from './github-service.ts';

const tags = ['integrations'];
const security = sessionSecurity;

/**
 * GitHub (issue 18, docs/decisions/036-github-inbound.md): the board's connection, managed by
 * those who may manage the board, and the inbound endpoint a repository's webhook calls.
 */
export const githubRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/boards/:id/github',
    {
      schema: {
        tags,
        security,
        summary: "The board's GitHub connection, or null (never its secret)",
        params: idParams,
        response: { 200: githubConnectionStateSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getGithubConnection(deps, await requireUser(request), request.params.id),
  );

  app.post(
    '/boards/:id/github',
    {
      schema: {
        tags,
        security,
        summary:
          'Connect the board to GitHub, replacing any earlier connection: the payload URL and the secret, shown this once',
        params: idParams,
        response: { 201: githubConnectionSecretSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const created = await connectGithub(deps, await requireUser(request), request.params.id);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/boards/:id/github',
    {
      schema: {
        tags,
        security,
        summary: 'Choose the column merged pull requests move cards to (null: none), or pause and resume',
        params: idParams,
        body: updateGithubConnectionInputSchema,
        response: { 200: githubConnectionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateGithubConnection(deps, await requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/boards/:id/github/rotate-secret',
    {
      schema: {
        tags,
        security,
        summary: 'A new secret for the same payload URL, shown this once; the old one stops working',
        params: idParams,
        response: { 200: githubConnectionSecretSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => rotateGithubSecret(deps, await requireUser(request), request.params.id),
  );

  app.delete(
    '/boards/:id/github',
    {
      schema: {
        tags,
        security,
        summary: 'Disconnect the board from GitHub (its payload URL answers 404 from then on)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await disconnectGithub(deps, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  await app.register(githubInboundRoute);
};

/**
 * The inbound endpoint, in its own context: its JSON body is kept as the raw bytes (the signature
 * covers exactly those), up to GITHUB_BODY_LIMIT_BYTES, and parsed only once the signature holds.
 */
const githubInboundRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // Under /api/v1 the per-IP limiter already ran (one `rateLimit` per request), so this one is applied by hand.
  const limiter = app.createRateLimit({
    max: GITHUB_DELIVERIES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `github:${(request.params as { connectionId?: string }).connectionId}`,
  });
  const perConnection = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header('retry-after', String(seconds));
    throw rateLimited(seconds);
  };

  const header = (request: FastifyRequest, name: string) => {
    const value = request.headers[name.toLowerCase()];
    return typeof value === 'string' ? value : undefined;
  };

  app.post(
    '/integrations/github/:connectionId',
    {
      bodyLimit: GITHUB_BODY_LIMIT_BYTES,
      onRequest: perConnection,
      schema: {
        tags,
        security: [],
        summary:
          'Inbound GitHub webhook (content type application/json; events push and pull_request). No session: `X-Hub-Signature-256` must be the HMAC-SHA256 of the raw body under the connection secret (else 401); unknown or paused connection 404; ping 200; other events 202; `X-GitHub-Delivery` makes a redelivery write nothing',
        params: z.object({ connectionId: idSchema }),
        response: {
          200: githubDeliveryResultSchema,
          202: githubDeliveryResultSchema,
          ...errorResponses(400, 401, 404, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const answer = await receiveGithubDelivery(deps, {
        connectionId: request.params.connectionId,
        event: header(request, GITHUB_HEADERS.event),
        deliveryId: header(request, GITHUB_HEADERS.delivery),
        signature: header(request, GITHUB_HEADERS.signature),
        body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      });
      return reply.status(answer.status).send(answer.result);
    },
  );
};
