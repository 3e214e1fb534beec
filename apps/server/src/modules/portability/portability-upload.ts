import { Readable } from 'node:stream';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, payloadTooLarge, validationFailed } from '#src/lib/errors.ts';
import type { Storage } from '#src/lib/storage.ts';

/**
 * Uploads of the module (an import's file, a backup to restore) stream into storage as they
 * arrive, counted chunk by chunk: past the limit the upload is refused with 413 and nothing is
 * left in storage (ARCHITECTURE §8: size limited before buffering; docs/decisions/030).
 */

/** Counts bytes through; throws 413 as soon as `max` is passed. */
async function* capped(source: AsyncIterable<Buffer>, max: number, seen: { bytes: number }) {
  for await (const chunk of source) {
    seen.bytes += chunk.length;
    if (seen.bytes > max) throw payloadTooLarge();
    yield chunk;
  }
}

/** Reads and drops what is left of a refused upload, so the client gets the answer, not a reset. */
async function drain(stream: Readable): Promise<void> {
  try {
    for await (const _ of stream) continue;
  } catch {
    // The client went away: nothing left to read.
  }
}

export async function streamToStorage(
  storage: Storage,
  source: Readable,
  key: string,
  options: { maxBytes: number; mime: string },
): Promise<number> {
  const seen = { bytes: 0 };
  try {
    await storage.putStream(
      key,
      Readable.from(capped(source, options.maxBytes, seen), { objectMode: false }),
      options.mime,
    );
  } catch (error) {
    await drain(source);
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge();
    // The request broke off mid-body: the client's failure, not ours.
    throw new AppError(400, 'validation_failed', 'errors.validationFailed', { cause: error });
  }
  return seen.bytes;
}

export type UploadedFile = { fileName: string; bytes: number };

/**
 * Walks a multipart request: text fields first (collected), then `file`, which `onFile` streams
 * away once it has seen the fields it needs (so access is checked before a byte is stored).
 * A second file or a file before the fields is refused.
 */
export async function readMultipart(
  request: FastifyRequest,
  onFile: (fields: Record<string, string>, file: MultipartFile) => Promise<UploadedFile>,
): Promise<{ fields: Record<string, string>; file: UploadedFile }> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', 'errors.unsupportedMediaType');
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      const value = (part as MultipartValue).value;
      if (typeof value === 'string') fields[part.fieldname] = value;
      continue;
    }
    if (part.fieldname !== 'file' || file) {
      await drain(part.file);
      continue;
    }
    file = await onFile(fields, part);
  }
  if (!file) throw validationFailed([{ path: ['file'], message: 'validation.required' }]);
  return { fields, file };
}
