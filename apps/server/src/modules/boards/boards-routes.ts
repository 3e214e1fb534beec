import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boardDetailSchema,
  boardSummarySchema,
  createBoardInputSchema,
  listBoardsQuerySchema,
  updateBoardInputSchema,
} from '@rbax/shared/boards';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { requestLocale } from '#src/lib/locale.ts';
import { createBoard, deleteBoard, boardDetailResponse, listBoards, updateBoard } from './boards-service.ts';
import { errorResponses, idParams, sendJsonText, sessionSecurity } from '#src/lib/route-schemas.ts';

const tags = ['boards'];
const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 404);

export const boardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/boards',
    {
      schema: {
        tags,
        security,
        summary: 'Boards the caller can read: ?workspaceId=<id>|none, ?archived=false|true (default false)',
        querystring: listBoardsQuerySchema,
        response: { 200: z.array(boardSummarySchema), ...errors },
      },
    },
    async (request) => listBoards(deps, await requireUser(request), request.query),
  );

  app.post(
    '/boards',
    {
      schema: {
        tags,
        security,
        summary: 'Create a board: blank, from a template, or duplicating a readable board',
        body: createBoardInputSchema,
        response: { 201: boardSummarySchema, ...errors },
      },
    },
    async (request, reply) => {
      const board = await createBoard(deps, await requireUser(request), request.body, requestLocale(request));
      return reply.status(201).send(board);
    },
  );

  app.get(
    '/boards/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'The whole board: columns, non-archived cards (label ids, counts), labels and members. Weak ETag per board state and viewer; If-None-Match → 304.',
        params: idParams,
        response: { 200: boardDetailSchema, 304: z.null().describe('Not modified'), ...errors },
      },
    },
    // Sent as the JSON text the service assembles (no serializer pass over thousands of cards).
    async (request, reply) => {
      const result = await boardDetailResponse(deps, await requireUser(request), request.params.id, {
        acceptEncoding: request.headers['accept-encoding'],
        ifNoneMatch: request.headers['if-none-match'],
      });
      // Revalidated on every use: the ETag changes with every event of the board.
      reply.header('cache-control', 'private, no-cache').header('etag', result.etag).header('vary', 'accept-encoding');
      if (result.notModified) return reply.status(304).send(null);
      if (result.encoding !== 'identity') reply.header('content-encoding', result.encoding);
      return sendJsonText(reply, result.body);
    },
  );

  app.patch(
    '/boards/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a board (edit); archive, restore or move between workspaces (manage)',
        params: idParams,
        body: updateBoardInputSchema,
        response: { 200: boardSummarySchema, ...errors },
      },
    },
    async (request) => updateBoard(deps, await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/boards/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a board and everything in it (manage)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteBoard(deps, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
