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
import { createBoard, deleteBoard, getBoard, listBoards, updateBoard } from './boards-service.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';

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
        summary: 'The whole board: columns, non-archived cards (label ids, counts), labels and members',
        params: idParams,
        response: { 200: boardDetailSchema, ...errors },
      },
    },
    async (request) => getBoard(deps, await requireUser(request), request.params.id),
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
