import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createWebhookInputSchema,
  deliveryListQuerySchema,
  updateWebhookInputSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookSchema,
  webhookWithSecretSchema,
} from '@rbax/shared/integrations';
import { idSchema } from '@rbax/shared/validation';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import { DELIVER_QUEUE } from './webhooks-runtime.ts';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTest,
  updateWebhook,
} from './webhooks-service.ts';

const tags = ['integrations'];
const security = sessionSecurity;
const deliveryParams = z.object({ id: idSchema, deliveryId: idSchema });

/** Outgoing webhooks (issue 18, docs/decisions/035): workspace owners and admins only. */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { ...depsOf(app), wake: () => app.jobs.send(DELIVER_QUEUE) };

  app.get(
    '/workspaces/:id/webhooks',
    {
      schema: {
        tags,
        security,
        summary: 'The workspace’s webhooks (never their secrets)',
        params: idParams,
        response: { 200: webhookListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listWebhooks(deps, await requireUser(request), request.params.id),
  );

  app.post(
    '/workspaces/:id/webhooks',
    {
      schema: {
        tags,
        security,
        summary: 'Create a webhook; the answer carries `secret`, shown this once',
        params: idParams,
        body: createWebhookInputSchema,
        response: { 201: webhookWithSecretSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const created = await createWebhook(deps, await requireUser(request), request.params.id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/webhooks/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a webhook’s URL, events or state (`active: true` turns a disabled one back on)',
        params: idParams,
        body: updateWebhookInputSchema,
        response: { 200: webhookSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateWebhook(deps, await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/webhooks/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a webhook and its delivery log',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteWebhook(deps, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/webhooks/:id/rotate-secret',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the signing secret; the answer carries the new `secret`, shown this once',
        params: idParams,
        response: { 200: webhookWithSecretSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => rotateWebhookSecret(deps, await requireUser(request), request.params.id),
  );

  app.post(
    '/webhooks/:id/test',
    {
      schema: {
        tags,
        security,
        summary: 'Send a `ping` test event (queued: the answer does not wait for the receiver)',
        params: idParams,
        response: { 202: webhookDeliverySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const delivery = await sendWebhookTest(deps, await requireUser(request), request.params.id);
      return reply.status(202).send(delivery);
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        security,
        summary: 'The delivery log, newest first, with every attempt',
        params: idParams,
        querystring: deliveryListQuerySchema,
        response: { 200: webhookDeliveryListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listWebhookDeliveries(deps, await requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      schema: {
        tags,
        security,
        summary: 'Send a delivery again under the same `X-RBAX-Delivery` id (queued)',
        params: deliveryParams,
        response: { 202: webhookDeliverySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      const delivery = await redeliverWebhookDelivery(deps, await requireUser(request), id, deliveryId);
      return reply.status(202).send(delivery);
    },
  );
};
