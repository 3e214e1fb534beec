import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boardLabelSchema,
  createLabelInputSchema,
  setBoardLabelsInputSchema,
  setBoardLabelsResponseSchema,
  updateLabelInputSchema,
} from '@rbax/shared/boards';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { createLabel, deleteLabel, getLabels, setBoardLabels, updateLabel } from './labels-service.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';

const tags = ['labels'];
const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 404);

export const labelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/boards/:id/labels',
    {
      schema: {
        tags,
        security,
        summary: "A board's labels, by name",
        params: idParams,
        response: { 200: z.array(boardLabelSchema), ...errors },
      },
    },
    async (request) => getLabels(deps, await requireUser(request), request.params.id),
  );

  app.post(
    '/boards/:id/labels',
    {
      schema: {
        tags,
        security,
        summary: 'Create a label (edit)',
        params: idParams,
        body: createLabelInputSchema,
        response: { 201: boardLabelSchema, ...errors },
      },
    },
    async (request, reply) => {
      const label = await createLabel(deps, await requireUser(request), request.params.id, request.body);
      return reply.status(201).send(label);
    },
  );

  app.patch(
    '/labels/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename or recolour a label (edit on its board)',
        params: idParams,
        body: updateLabelInputSchema,
        response: { 200: boardLabelSchema, ...errors },
      },
    },
    async (request) => updateLabel(deps, await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/labels/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a label (edit on its board)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteLabel(deps, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/boards/:id/board-labels',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the labels chosen for the board (edit); ids must be labels of this board',
        params: idParams,
        body: setBoardLabelsInputSchema,
        response: { 200: setBoardLabelsResponseSchema, ...errors },
      },
    },
    async (request) => setBoardLabels(deps, await requireUser(request), request.params.id, request.body.labelIds),
  );
};
