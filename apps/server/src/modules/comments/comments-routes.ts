import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commentInputSchema, commentSchema } from '@rbax/shared/cards';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { addComment, deleteComment, editComment, listComments } from './comments-service.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';

const tags = ['comments'];
const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 404);

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/cards/:id/comments',
    {
      schema: {
        tags,
        security,
        summary: "A card's comments, newest last (read); bodies are raw markdown",
        params: idParams,
        response: { 200: z.array(commentSchema), ...errors },
      },
    },
    async (request) => listComments(deps, await requireUser(request), request.params.id),
  );

  app.post(
    '/cards/:id/comments',
    {
      schema: {
        tags,
        security,
        summary: 'Comment on a card (edit); `mentions`: user ids of board readers named as @Name in the body',
        params: idParams,
        body: commentInputSchema,
        response: { 201: commentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const comment = await addComment(deps, await requireUser(request), request.params.id, request.body);
      return reply.status(201).send(comment);
    },
  );

  app.patch(
    '/comments/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a comment (its author only; others 403)',
        params: idParams,
        body: commentInputSchema,
        response: { 200: commentSchema, ...errors },
      },
    },
    async (request) => editComment(deps, await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/comments/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a comment (its author only; others 403)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteComment(deps, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
