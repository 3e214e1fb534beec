import { Readable } from 'node:stream';
import { ATTACHMENT_MAX_BYTES } from '@rbax/shared/cards';
import { AppError } from '#src/lib/errors.ts';
import { loadSharp } from '#src/lib/load-sharp.ts';
import { uuidv7 } from '@rbax/shared/ids';
import type { Storage } from '#src/lib/storage.ts';
import { IMAGE_MIME_TYPES } from '#src/modules/cards/card-cover.ts';

/**
 * What an attachment's bytes may be, and how they reach storage (issue 17): the type is decided
 * from the first bytes, then the file streams to storage without being held in memory; only
 * images, which sharp re-encodes, are read whole (at most ATTACHMENT_MAX_BYTES).
 */

export const fileTooLarge = () => new AppError(413, 'payload_too_large', 'validation.fileTooLarge');
export const fileTypeNotAllowed = () => new AppError(415, 'unsupported_media_type', 'validation.fileTypeNotAllowed');

const MAX_INPUT_PIXELS = 40_000_000;
const IMAGE_MAX_WIDTH = 4000;
/**
 * Bytes read before the type is decided. file-type needs 4,100 for most types; zip-based office
 * documents are told apart from plain zips by their first entries, which 64 KiB holds in
 * practice. The text check reads only the first 4,096, as before streaming.
 */
const HEAD_BYTES = 64 * 1024;
const TEXT_CHECK_BYTES = 4096;

/** Types recognised from the content (file-type) that may be attached, with their stored extension. */
const detectedTypes: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'application/x-cfb': 'cfb',
};
/** Office formats whose content is a plain zip/cfb container: trusted by declared type only then. */
const declaredContainerTypes: Record<string, { container: string; ext: string }> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    container: 'application/zip',
    ext: 'docx',
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { container: 'application/zip', ext: 'xlsx' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    container: 'application/zip',
    ext: 'pptx',
  },
  'application/msword': { container: 'application/x-cfb', ext: 'doc' },
  'application/vnd.ms-excel': { container: 'application/x-cfb', ext: 'xls' },
  'application/vnd.ms-powerpoint': { container: 'application/x-cfb', ext: 'ppt' },
};
const textTypes: Record<string, string> = { 'text/plain': 'txt', 'text/csv': 'csv' };
const MARKUP = /<\s*(!doctype|html|head|body|script|svg|iframe|\?xml)/i;

export const isImageMime = (mime: string) => IMAGE_MIME_TYPES.includes(mime);

/**
 * What may be stored, from the file's first bytes: type from the content; text only when
 * declared text/plain or text/csv, without NUL bytes or markup (HTML/SVG are refused: they
 * would run in the app's origin).
 */
async function classify(head: Buffer, declared: string): Promise<{ mime: string; ext: string }> {
  // file-type loads with the first attachment, not at start (issue 25).
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(head);
  if (type) {
    const container = declaredContainerTypes[declared];
    if (container && container.container === type.mime) return { mime: declared, ext: container.ext };
    const ext = detectedTypes[type.mime];
    if (!ext || ext === 'cfb') throw fileTypeNotAllowed();
    return { mime: type.mime, ext };
  }
  const ext = textTypes[declared];
  const start = head.subarray(0, TEXT_CHECK_BYTES);
  if (!ext || start.includes(0) || MARKUP.test(start.toString('utf8'))) throw fileTypeNotAllowed();
  return { mime: `${declared}; charset=utf-8`, ext };
}

async function reencode(data: Buffer, ext: string): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: ext === 'gif' })
      .rotate()
      .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true });
    if (ext === 'png') return await image.png().toBuffer();
    if (ext === 'jpg') return await image.jpeg({ quality: 85 }).toBuffer();
    if (ext === 'webp') return await image.webp({ quality: 85 }).toBuffer();
    return await image.gif().toBuffer();
  } catch {
    throw fileTypeNotAllowed();
  }
}

/**
 * The chunks of an upload, one at a time, counting the bytes read. Reading through one
 * iterator (never `for await` over the stream) means a refusal does not destroy the request
 * stream, so `drain` can still read the rest.
 */
function chunkReader(source: Readable) {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let bytes = 0;
  const reader = {
    get bytes() {
      return bytes;
    },
    async next(): Promise<Buffer | undefined> {
      let result: IteratorResult<Buffer>;
      try {
        result = await iterator.next();
      } catch (cause) {
        // The request itself broke off (client gone, body cut short): the client's failure.
        throw new AppError(400, 'validation_failed', 'errors.validationFailed', { cause });
      }
      if (result.done) return undefined;
      bytes += result.value.length;
      return result.value;
    },
    /**
     * Reads and drops the rest of a refused upload, so the client is still sending nothing
     * when the error response goes out and receives it (rather than a reset connection), and
     * so its full size is known.
     */
    async drain(): Promise<void> {
      try {
        while ((await reader.next()) !== undefined) continue;
      } catch {
        // The request itself failed (client gone): there is nothing left to read.
      }
    },
  };
  return reader;
}
type ChunkReader = ReturnType<typeof chunkReader>;

async function readHead(reader: ChunkReader): Promise<Buffer[]> {
  const head: Buffer[] = [];
  while (reader.bytes < HEAD_BYTES) {
    const chunk = await reader.next();
    if (!chunk) break;
    head.push(chunk);
  }
  return head;
}

/** The head, then the rest of the upload; fails as soon as it passes ATTACHMENT_MAX_BYTES. */
async function* within(reader: ChunkReader, head: Buffer[]): AsyncGenerator<Buffer> {
  if (reader.bytes > ATTACHMENT_MAX_BYTES) throw fileTooLarge();
  yield* head;
  for (let chunk = await reader.next(); chunk; chunk = await reader.next()) {
    if (reader.bytes > ATTACHMENT_MAX_BYTES) throw fileTooLarge();
    yield chunk;
  }
}

export type StoredContent = { id: string; storageKey: string; mime: string; size: number };

async function store(storage: Storage, reader: ChunkReader, declared: string): Promise<StoredContent> {
  const head = await readHead(reader);
  const { mime, ext } = await classify(Buffer.concat(head), declared);
  const id = uuidv7();
  const storageKey = `attachments/${id}.${ext}`;
  if (isImageMime(mime)) {
    // sharp decodes from memory (a stream given to sharp is buffered whole too), so an image is
    // read whole, bounded by the attachment limit, and only its re-encoded form is stored.
    const chunks: Buffer[] = [];
    for await (const chunk of within(reader, head)) chunks.push(chunk);
    const body = await reencode(Buffer.concat(chunks), ext);
    await storage.put(storageKey, body, mime);
    return { id, storageKey, mime, size: body.length };
  }
  // Not objectMode: the byte-sized buffer keeps at most a few chunks in memory per upload.
  await storage.putStream(storageKey, Readable.from(within(reader, head), { objectMode: false }), mime);
  return { id, storageKey, mime, size: reader.bytes };
}

/**
 * Streams an upload to storage under a new key once its first bytes show an allowed type.
 * 415 for a refused type, 413 past ATTACHMENT_MAX_BYTES; either way nothing is left in storage
 * and the rest of the upload has been read. Too large wins over every other refusal, as when
 * the whole file was read before its type was looked at.
 */
export async function storeAttachmentContent(
  storage: Storage,
  source: Readable,
  declared: string,
): Promise<StoredContent> {
  const reader = chunkReader(source);
  try {
    return await store(storage, reader, declared);
  } catch (error) {
    await reader.drain();
    throw reader.bytes > ATTACHMENT_MAX_BYTES ? fileTooLarge() : error;
  }
}
