import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmImportInputSchema, IMPORT_MAX_BYTES, portabilityJobSchema } from '@rbax/shared/portability/api';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { requestLocale } from '#src/lib/locale.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import {
  confirmImport,
  createImport,
  getImport,
  newJobId,
  openRejectedRows,
  receiveImportFile,
} from './imports-service.ts';
import { readMultipart } from './portability-upload.ts';
import { sendDownload, tags, uploadRateLimit } from './portability-route-helpers.ts';

/** Imports (issue 23): the API contract's `POST /imports`, `POST /imports/:id/confirm`, `GET /imports/:id`. */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const wake = () => app.portability.wake();
  await app.register(multipart, {
    // One byte over reaches the counter in streamToStorage, which answers 413 and keeps nothing.
    limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, fields: 4, parts: 6, fieldSize: 1024, headerPairs: 50 },
  });

  app.post(
    '/imports',
    {
      config: uploadRateLimit,
      schema: {
        tags,
        security: sessionSecurity,
        summary:
          'Upload a file to import (multipart: fields `source` = trello | csv | json and `workspaceId` first, then `file`, ≤ 50 MB, streamed). Needs edit in the workspace. Answers the job with its preview; nothing is written until it is confirmed',
        consumes: ['multipart/form-data'],
        response: { 201: portabilityJobSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const jobId = newJobId();
      let upload: Awaited<ReturnType<typeof receiveImportFile>> | undefined;
      await readMultipart(
        request,
        async (fields, file) => (upload = await receiveImportFile(deps, user, fields, file, jobId)),
      );
      return reply.status(201).send(await createImport(deps, user, jobId, upload!));
    },
  );

  app.post(
    '/imports/:id/confirm',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary:
          'Confirm an import with its mapping (source members → workspace members, label colours → the palette, closed lists skipped or archived; CSV: columns → fields and the target board). Queues the job; 409 once confirmed',
        params: idParams,
        body: confirmImportInputSchema,
        response: { 202: portabilityJobSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const job = await confirmImport(
        { ...deps, wake },
        await requireUser(request),
        request.params.id,
        request.body,
        requestLocale(request),
      );
      return reply.status(202).send(job);
    },
  );

  app.get(
    '/imports/:id',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: 'An import of yours: status, progress (0–100), preview, report and the resulting `boardId`',
        params: idParams,
        response: { 200: portabilityJobSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getImport(deps, await requireUser(request), request.params.id),
  );

  app.get(
    '/imports/:id/rejected',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: "A CSV import's rejected rows with their errors (CSV), for 7 days",
        params: idParams,
        produces: ['text/csv'],
        response: { 200: z.any().describe('The CSV file'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const file = await openRejectedRows(deps, await requireUser(request), request.params.id);
      return sendDownload(reply, { stream: file.stream, mime: 'text/csv; charset=utf-8', fileName: file.fileName });
    },
  );
};
