import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ATTACHMENT_MAX_BYTES, attachmentSchema } from '@rbax/shared/cards';
import { errorBodySchema } from '@rbax/shared/errors';
import { currentUser, requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { validationFailed } from '#src/lib/errors.ts';
import { UPLOAD_RATE_LIMIT } from '#src/modules/uploads/uploads-routes.ts';
import { fileTooLarge } from './attachments-content.ts';
import {
  addAttachment,
  authorizeAttachment,
  deleteAttachment,
  discardAttachmentFile,
  listAttachments,
  storeAttachmentFile,
  type StoredAttachmentFile,
} from './attachments-service.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';

const tags = ['attachments'];
const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 404);

const isFileTooLarge = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

export const attachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  await app.register(multipart, {
    throwFileSizeLimit: true,
    // One byte over the limit reaches the service, which refuses the file as it streams and
    // leaves nothing in storage; busboy discards whatever follows.
    limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 50 },
  });

  app.get(
    '/cards/:id/attachments',
    {
      schema: {
        tags,
        security,
        summary: "A card's attachments, oldest first (read)",
        params: idParams,
        response: { 200: z.array(attachmentSchema), ...errors },
      },
    },
    async (request) => listAttachments(deps, await requireUser(request), request.params.id),
  );

  app.post(
    '/cards/:id/attachments',
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
          "Attach a file (edit): multipart field 'file', ≤ 25 MB (413 while streaming). Type from the content: images (PNG, JPEG, WEBP, GIF; re-encoded), PDF, text, CSV, ZIP and office documents; anything else 415",
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          201: attachmentSchema,
          ...errors,
          413: errorBodySchema,
          415: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      // Access first: nobody streams 25 MB into a card they cannot edit.
      await authorizeAttachment(deps, user, request.params.id);
      if (!request.isMultipart()) throw validationFailed([{ path: ['file'], message: 'validation.required' }]);
      // The file streams to storage while the request is read; it becomes an attachment only
      // once the whole request was read without error.
      let stored: StoredAttachmentFile | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') continue;
          if (part.fieldname !== 'file' || stored) {
            part.file.resume();
            continue;
          }
          const file = { stream: part.file, filename: part.filename ?? 'arquivo', mimetype: part.mimetype };
          stored = await storeAttachmentFile(deps, file);
        }
      } catch (error) {
        if (stored) await discardAttachmentFile(deps, stored);
        if (isFileTooLarge(error)) throw fileTooLarge();
        throw error;
      }
      if (!stored) throw validationFailed([{ path: ['file'], message: 'validation.required' }]);
      const attachment = await addAttachment(deps, user, request.params.id, stored);
      return reply.status(201).send(attachment);
    },
  );

  app.delete(
    '/attachments/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an attachment and its file (edit)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAttachment(deps, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
