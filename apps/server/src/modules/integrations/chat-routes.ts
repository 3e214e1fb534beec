import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatConnectionListSchema,
  chatConnectionSchema,
  createChatConnectionInputSchema,
  deliveryListQuerySchema,
  updateChatConnectionInputSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
} from '@rbax/shared/integrations';
import { idSchema } from '@rbax/shared/validation';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import {
  createChatConnection,
  deleteChatConnection,
  listChatConnections,
  listChatDeliveries,
  redeliverChatDelivery,
  sendChatTest,
  updateChatConnection,
} from './chat-service.ts';
import { DELIVER_QUEUE } from './webhooks-runtime.ts';

const tags = ['integrations'];
const security = sessionSecurity;
const deliveryParams = z.object({ id: idSchema, deliveryId: idSchema });

/** Chat connections of a board (issue 18, docs/decisions/035): whoever may edit the board. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { ...depsOf(app), wake: () => app.jobs.send(DELIVER_QUEUE) };

  app.get(
    '/boards/:id/chat-connections',
    {
      schema: {
        tags,
        security,
        summary: 'The board’s chat connections (URLs shown only as a hint)',
        params: idParams,
        response: { 200: chatConnectionListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listChatConnections(deps, await requireUser(request), request.params.id),
  );

  app.post(
    '/boards/:id/chat-connections',
    {
      schema: {
        tags,
        security,
        summary: 'Connect a Slack, Discord, Microsoft Teams or Google Chat incoming webhook to the board',
        params: idParams,
        body: createChatConnectionInputSchema,
        response: { 201: chatConnectionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const created = await createChatConnection(deps, await requireUser(request), request.params.id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/chat-connections/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a chat connection’s service and URL, events or state',
        params: idParams,
        body: updateChatConnectionInputSchema,
        response: { 200: chatConnectionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateChatConnection(deps, await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/chat-connections/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a chat connection and its delivery log',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteChatConnection(deps, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/chat-connections/:id/test',
    {
      schema: {
        tags,
        security,
        summary: 'Send a test message (queued: the answer does not wait for the chat service)',
        params: idParams,
        response: { 202: webhookDeliverySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const delivery = await sendChatTest(deps, await requireUser(request), request.params.id);
      return reply.status(202).send(delivery);
    },
  );

  app.get(
    '/chat-connections/:id/deliveries',
    {
      schema: {
        tags,
        security,
        summary: 'The chat connection’s delivery log, newest first',
        params: idParams,
        querystring: deliveryListQuerySchema,
        response: { 200: webhookDeliveryListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listChatDeliveries(deps, await requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/chat-connections/:id/deliveries/:deliveryId/redeliver',
    {
      schema: {
        tags,
        security,
        summary: 'Send a chat message again (queued)',
        params: deliveryParams,
        response: { 202: webhookDeliverySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      const delivery = await redeliverChatDelivery(deps, await requireUser(request), id, deliveryId);
      return reply.status(202).send(delivery);
    },
  );
};
