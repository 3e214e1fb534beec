import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createExportInputSchema,
  exportQuerySchema,
  portabilityJobListSchema,
  portabilityJobSchema,
} from '@rbax/shared/portability/api';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { requestLocale } from '#src/lib/locale.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import { boardExportStream, getExport, listExports, openExport, queueExport } from './exports-service.ts';
import { sendDownload, tags } from './portability-route-helpers.ts';

/** Exports (issue 23): a board's file at once; a workspace's (or a board's) as a job with an expiring link. */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const wake = () => app.portability.wake();
  const file = z.any().describe('The file');

  app.get(
    '/boards/:id/export',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary:
          "A board's export, in the Accept-Language: `json` (complete, with history; packages/shared/src/portability/board-export.ts), `csv` and `xlsx` (cards with every field), `pdf` (A4 report). Needs read",
        params: idParams,
        querystring: exportQuerySchema,
        produces: [
          'application/json',
          'text/csv',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'application/pdf',
        ],
        response: { 200: file, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { format, timeZone } = request.query;
      const out = await boardExportStream(
        deps,
        await requireUser(request),
        request.params.id,
        format,
        requestLocale(request),
        timeZone,
      );
      return sendDownload(reply, out);
    },
  );

  for (const scope of ['boards', 'workspaces'] as const) {
    app.post(
      `/${scope}/:id/exports`,
      {
        schema: {
          tags,
          security: sessionSecurity,
          summary:
            scope === 'boards'
              ? "Export a board as a background job (read); the finished file's link expires after EXPORT_LINK_TTL_HOURS"
              : 'Export every board of a workspace as a background job (owners and admins); the link expires after EXPORT_LINK_TTL_HOURS',
          params: idParams,
          body: createExportInputSchema,
          response: { 202: portabilityJobSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const target = scope === 'boards' ? { boardId: request.params.id } : { workspaceId: request.params.id };
        const { format, timeZone } = request.body;
        const job = await queueExport(
          { ...deps, wake },
          await requireUser(request),
          target,
          format,
          requestLocale(request),
          timeZone,
        );
        return reply.status(202).send(job);
      },
    );
  }

  app.get(
    '/workspaces/:id/exports',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: 'Your export jobs in a workspace, newest first',
        params: idParams,
        response: { 200: portabilityJobListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ jobs: await listExports(deps, await requireUser(request), request.params.id) }),
  );

  app.get(
    '/exports/:id',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: 'An export job of yours: status, progress and, when done, its download link and expiry',
        params: idParams,
        response: { 200: portabilityJobSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getExport(deps, await requireUser(request), request.params.id),
  );

  app.get(
    '/exports/:id/download',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: "The export's file (yours, while you can still read what it is of and until it expires: then 404)",
        params: idParams,
        response: { 200: file, ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) =>
      sendDownload(reply, await openExport(deps, await requireUser(request), request.params.id)),
  );
};
