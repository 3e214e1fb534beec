import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ATTACHMENT_MAX_BYTES } from '@rbax/shared/cards';
import { errorBodySchema } from '@rbax/shared/errors';
import { z } from 'zod';
import {
  createDocInputSchema,
  docDetailSchema,
  docFileSchema,
  docExportQuerySchema,
  docListQuerySchema,
  docMentionSchema,
  docSummarySchema,
  docVersionSchema,
  updateDocInputSchema,
} from '@rbax/shared/docs/docs';
import { idSchema } from '@rbax/shared/validation';
import { currentUser, requireUser } from '#src/lib/access.ts';
import { fileTooLarge } from '#src/modules/attachments/attachments-content.ts';
import {
  discardAttachmentFile,
  storeAttachmentFile,
  type StoredAttachmentFile,
} from '#src/modules/attachments/attachments-service.ts';
import { UPLOAD_RATE_LIMIT } from '#src/modules/uploads/uploads-routes.ts';
import { depsOf } from '#src/lib/deps.ts';
import { payloadTooLarge, validationFailed } from '#src/lib/errors.ts';
import { requestLocale } from '#src/lib/locale.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import { assertDoc } from './docs-access.ts';
import { addDocFile } from './docs-files.ts';
import { docsMentioning } from './docs-mentions.ts';
import {
  createDoc,
  createVersion,
  deleteDoc,
  exportDoc,
  getDoc,
  listDocs,
  listVersions,
  restoreVersion,
  updateDoc,
} from './docs-service.ts';

const tags = ['docs'];
const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 404, 409);
/** Largest Yjs update accepted through REST (a big paste; the socket takes up to 11 KB). */
const REST_UPDATE_MAX = 2 * 1024 * 1024;

/**
 * Documents (issue 26, docs/decisions/051). The content itself flows through the realtime
 * channel `doc:<id>`; `POST /docs/:id/updates` takes updates too large for a socket message.
 */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 50 },
  });

  app.post(
    '/docs/:id/files',
    {
      config: {
        rateLimit: {
          max: UPLOAD_RATE_LIMIT,
          timeWindow: 60_000,
          keyGenerator: async (request) => `upload:${(await currentUser(request))?.id ?? request.ip}`,
        },
      },
      schema: {
        tags,
        security,
        summary:
          "Puts an image or file in the document (edit): multipart field 'file', the attachments' types and limit (≤ 25 MB)",
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: docFileSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await assertDoc(deps.db, user, 'edit', request.params.id);
      if (!request.isMultipart()) throw validationFailed([{ path: ['file'], message: 'validation.required' }]);
      let stored: StoredAttachmentFile | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') continue;
          if (part.fieldname !== 'file' || stored) {
            part.file.resume();
            continue;
          }
          stored = await storeAttachmentFile(deps, {
            stream: part.file,
            filename: part.filename ?? 'arquivo',
            mimetype: part.mimetype,
          });
        }
      } catch (error) {
        if (stored) await discardAttachmentFile(deps, stored);
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
        throw error;
      }
      if (!stored) throw validationFailed([{ path: ['file'], message: 'validation.required' }]);
      return reply.status(201).send(await addDocFile(deps, user, request.params.id, stored));
    },
  );

  app.get(
    '/workspaces/:id/docs',
    {
      schema: {
        tags,
        security,
        summary: "The workspace's documents the caller may read, as a flat tree (parentId, position)",
        params: idParams,
        querystring: docListQuerySchema,
        response: { 200: z.array(docSummarySchema), ...errors },
      },
    },
    async (request) => listDocs(deps, await requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/workspaces/:id/docs',
    {
      schema: {
        tags,
        security,
        summary: 'Creates a document (members; on a board, its editors), empty, from a template or from Markdown',
        params: idParams,
        body: createDocInputSchema,
        response: { 201: docDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const doc = await createDoc(
        deps,
        await requireUser(request),
        request.params.id,
        request.body,
        requestLocale(request),
      );
      return reply.status(201).send(doc);
    },
  );

  app.get(
    '/docs/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A document (read)',
        params: idParams,
        response: { 200: docDetailSchema, ...errors },
      },
    },
    async (request) => getDoc(deps, await requireUser(request), request.params.id),
  );

  app.patch(
    '/docs/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Renames, moves (parentId, afterId), archives or restores (edit); marks as favourite (read); restricts to chosen people (manage)',
        params: idParams,
        body: updateDocInputSchema,
        response: { 200: docDetailSchema, ...errors },
      },
    },
    async (request) => updateDoc(deps, await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/docs/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes the document and its pages for good (edit)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteDoc(deps, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/docs/:id/versions',
    {
      schema: {
        tags,
        security,
        summary: 'Saved versions, newest first, with who and when and their Markdown (read)',
        params: idParams,
        response: { 200: z.array(docVersionSchema), ...errors },
      },
    },
    async (request) => listVersions(deps, await requireUser(request), request.params.id),
  );

  app.post(
    '/docs/:id/versions',
    {
      schema: {
        tags,
        security,
        summary: 'Saves the current content as a version (edit)',
        params: idParams,
        response: { 201: docVersionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createVersion(deps, await requireUser(request), request.params.id)),
  );

  app.post(
    '/docs/:id/versions/:versionId/restore',
    {
      schema: {
        tags,
        security,
        summary: "Restores a version's content (edit); the content before is kept as a version",
        params: z.object({ id: idSchema, versionId: idSchema }),
        response: { 200: docDetailSchema, ...errors },
      },
    },
    async (request) =>
      restoreVersion(deps, await requireUser(request), request.params.id, request.params.versionId, (docId) =>
        app.docHub.changed(docId),
      ),
  );

  app.get(
    '/docs/:id/export',
    {
      schema: {
        tags,
        security,
        summary: 'The document as Markdown or PDF (read)',
        params: idParams,
        querystring: docExportQuerySchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const file = await exportDoc(deps, await requireUser(request), request.params.id, request.query.format);
      return reply
        .type(file.type)
        .header(
          'content-disposition',
          `attachment; filename="${file.filename.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );

  app.post(
    '/docs/:id/updates',
    {
      bodyLimit: REST_UPDATE_MAX * 2,
      schema: {
        tags,
        security,
        summary: 'Stores a Yjs update too large for a socket message (edit); base64 in `update`',
        params: idParams,
        body: z.object({ update: z.string().max(REST_UPDATE_MAX * 2) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await assertDoc(deps.db, user, 'edit', request.params.id);
      const update = new Uint8Array(Buffer.from(request.body.update, 'base64'));
      if (update.byteLength > REST_UPDATE_MAX) throw payloadTooLarge();
      const { decodeUpdate } = await import('yjs');
      try {
        decodeUpdate(update);
      } catch {
        throw validationFailed([{ path: ['update'], message: 'validation.invalidValue' }]);
      }
      await app.docHub.store(request.params.id, update, user.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/cards/:id/docs',
    {
      schema: {
        tags,
        security,
        summary: 'Documents that mention the card and the caller may read',
        params: idParams,
        response: { 200: z.array(docMentionSchema), ...errors },
      },
    },
    async (request) => docsMentioning(deps, await requireUser(request), request.params.id),
  );
};
