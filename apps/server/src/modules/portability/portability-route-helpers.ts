import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '#src/lib/access.ts';
import { UPLOAD_RATE_LIMIT } from '#src/modules/uploads/uploads-routes.ts';

/** What the module's route files share: downloads, the upload rate limit. */

export const tags = ['portability'];

/** A file download: attachment with an RFC 5987 name, never cached, never sniffed. */
export function sendDownload(
  reply: FastifyReply,
  file: { stream: Readable | string; mime: string; fileName: string; bytes?: number | null },
) {
  reply
    .type(file.mime)
    .header(
      'content-disposition',
      `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  if (file.bytes) reply.header('content-length', file.bytes);
  return reply.send(file.stream);
}

/** Uploads (imports, restores) share the upload limit per person. */
export const uploadRateLimit = {
  rateLimit: {
    max: UPLOAD_RATE_LIMIT,
    timeWindow: 60_000,
    keyGenerator: async (request: FastifyRequest) => `upload:${(await currentUser(request))?.id ?? request.ip}`,
  },
};
