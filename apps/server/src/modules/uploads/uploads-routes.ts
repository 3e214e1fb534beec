import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COVER_MAX_BYTES, uploadPurposes, uploadResponseSchema } from '@rbax/shared/boards';
import { errorBodySchema } from '@rbax/shared/errors';
import { currentUser, requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { notFound, validationFailed } from '#src/lib/errors.ts';
import { STORAGE_KEY_PATTERN } from '#src/lib/storage.ts';
import { openAttachmentFile } from '#src/modules/attachments/attachments-service.ts';
import { imageTooLarge, openFile, storeAvatar, storeCover } from './uploads-service.ts';
import { openDocFile } from '#src/modules/docs/docs-files.ts';

/** Uploads per user per minute (ARCHITECTURE §8: rate limits on uploads). */
export const UPLOAD_RATE_LIMIT = 30;

const isFileTooLarge = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * `POST /api/v1/uploads` — multipart with the field `purpose` (only `board-cover` for now)
 * FIRST, then the field `file`. The purpose decides the limits before any byte of the file is
 * read, so it must come before the file. Nothing is buffered past the 5 MB cap.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: COVER_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
  });

  app.post(
    '/uploads',
    {
      config: {
        rateLimit: {
          max: UPLOAD_RATE_LIMIT,
          timeWindow: 60_000,
          keyGenerator: async (request) => `upload:${(await currentUser(request))?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['uploads'],
        security: [{ session: [] }],
        summary:
          "Upload a board cover or an avatar: multipart fields 'purpose=board-cover|avatar' then 'file' (PNG, JPEG or WEBP, ≤ 5 MB)",
        consumes: ['multipart/form-data'],
        response: {
          201: uploadResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!request.isMultipart()) throw validationFailed([{ path: ['file'], message: 'validation.required' }]);
      let purpose: string | undefined;
      let file: { data: Buffer; filename: string } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'purpose') purpose = String(part.value);
            continue;
          }
          if (part.fieldname !== 'file' || file) {
            part.file.resume();
            continue;
          }
          if (!purpose || !(uploadPurposes as readonly string[]).includes(purpose)) {
            part.file.resume();
            throw validationFailed([{ path: ['purpose'], message: 'validation.invalidValue' }]);
          }
          file = { data: await part.toBuffer(), filename: part.filename ?? 'image' };
        }
      } catch (error) {
        if (isFileTooLarge(error)) throw imageTooLarge();
        throw error;
      }
      if (!file) throw validationFailed([{ path: ['file'], message: 'validation.required' }]);
      const result = purpose === 'avatar' ? await storeAvatar(deps, user, file) : await storeCover(deps, user, file);
      return reply.status(201).send(result);
    },
  );
};

/** `GET /files/<key>`: authorized per request (ARCHITECTURE §8). */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  app.get(
    '/files/*',
    {
      schema: {
        tags: ['uploads'],
        security: [{ session: [] }],
        summary:
          'Download a stored file: a cover (its uploader, or anyone who can read a board using it), an avatar (any signed-in user) or an attachment (anyone who can read its board)',
        params: z.object({ '*': z.string().max(300) }),
        response: { 200: z.any().describe('The file'), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      // A path that can never name a stored file is plain 404, signed in or not.
      if (!STORAGE_KEY_PATTERN.test(key)) throw notFound();
      const user = await requireUser(request);
      // An image or file of a document (issue 26): whoever may read the document.
      const docFile = key.startsWith('attachments/') ? await openDocFile(deps, user, key) : null;
      if (docFile) {
        return reply
          .type(docFile.mime)
          .header('content-length', docFile.size)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', docFile.contentDisposition)
          .header('cache-control', 'private, max-age=3600')
          .send(docFile.stream);
      }
      if (key.startsWith('attachments/')) {
        const attachment = await openAttachmentFile(deps, user, key);
        return reply
          .type(attachment.mime)
          .header('content-length', attachment.size)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', attachment.contentDisposition)
          .header('cache-control', 'private, max-age=3600')
          .send(attachment.stream);
      }
      const file = await openFile(deps, user, key);
      return reply
        .type(file.mime)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'private, max-age=3600')
        .send(file.stream);
    },
  );
};
