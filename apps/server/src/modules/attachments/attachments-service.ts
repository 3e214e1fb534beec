import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import type { Attachment } from '@rbax/shared/cards';
import { assertBoard, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { appendEvent } from '#src/lib/events.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import { uuidv7 } from '#src/lib/ids.ts';
import { IMAGE_MIME_TYPES } from '#src/modules/cards/card-cover.ts';
import { cardForAction } from '#src/modules/cards/cards-service.ts';
import { FILES_PREFIX } from '#src/modules/uploads/uploads-service.ts';
import {
  attachmentsOfCard,
  deleteAttachmentRow,
  findAttachment,
  findAttachmentByKey,
  insertAttachment,
  type AttachmentRow,
} from './attachments-repository.ts';

export const fileTooLarge = () => new AppError(413, 'payload_too_large', 'validation.fileTooLarge');
export const fileTypeNotAllowed = () => new AppError(415, 'unsupported_media_type', 'validation.fileTypeNotAllowed');

const MAX_INPUT_PIXELS = 40_000_000;
const IMAGE_MAX_WIDTH = 4000;

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

/**
 * What may be stored: type from the content; text only when declared text/plain or text/csv,
 * without NUL bytes or markup (HTML/SVG are refused: they would run in the app's origin).
 */
async function classify(data: Buffer, declared: string): Promise<{ mime: string; ext: string }> {
  const type = await fileTypeFromBuffer(data);
  if (type) {
    const container = declaredContainerTypes[declared];
    if (container && container.container === type.mime) return { mime: declared, ext: container.ext };
    const ext = detectedTypes[type.mime];
    if (!ext || ext === 'cfb') throw fileTypeNotAllowed();
    return { mime: type.mime, ext };
  }
  const ext = textTypes[declared];
  const head = data.subarray(0, 4096);
  if (!ext || head.includes(0) || MARKUP.test(head.toString('utf8'))) throw fileTypeNotAllowed();
  return { mime: `${declared}; charset=utf-8`, ext };
}

async function reencode(data: Buffer, ext: string): Promise<Buffer> {
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

const isImageMime = (mime: string) => IMAGE_MIME_TYPES.includes(mime);

function toAttachment(row: AttachmentRow, uploader: { name: string | null; image: string | null }): Attachment {
  return {
    id: row.id,
    cardId: row.cardId,
    name: row.name,
    size: row.size,
    mime: row.mime,
    url: `${FILES_PREFIX}${row.storageKey}`,
    isImage: isImageMime(row.mime),
    uploadedBy: row.uploadedBy ? { id: row.uploadedBy, name: uploader.name ?? '', image: uploader.image } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The original name, trimmed to something displayable (never used in a path). */
function displayName(name: string): string {
  const clean = [...name]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch !== '\u007f' && ch !== '/' && ch !== '\\')
    .join('')
    .trim()
    .slice(0, 200);
  return clean || 'arquivo';
}

export async function listAttachments(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  cardId: string,
): Promise<Attachment[]> {
  const { card } = await cardForAction(deps.db, user, cardId, 'read');
  const rows = await attachmentsOfCard(deps.db, card.boardId, card.id);
  return rows.map((r) => toAttachment(r.attachment, { name: r.uploaderName, image: r.uploaderImage }));
}

/** Edit access is checked by `authorize` before the file is read, then the content decides. */
export async function authorizeAttachment(deps: Pick<Deps, 'db'>, user: SessionUser, cardId: string) {
  return cardForAction(deps.db, user, cardId, 'edit');
}

export async function addAttachment(
  deps: Pick<Deps, 'db' | 'storage'>,
  user: SessionUser,
  cardId: string,
  file: { data: Buffer; filename: string; mimetype: string },
): Promise<Attachment> {
  const { card, access } = await cardForAction(deps.db, user, cardId, 'edit');
  const { mime, ext } = await classify(file.data, file.mimetype);
  const body = isImageMime(mime) ? await reencode(file.data, ext) : file.data;
  const id = uuidv7();
  const storageKey = `attachments/${id}.${ext}`;
  await deps.storage.put(storageKey, body, mime);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const inserted = await insertAttachment(tx, {
        id,
        boardId: card.boardId,
        cardId: card.id,
        storageKey,
        name: displayName(file.filename),
        size: body.length,
        mime,
        uploadedBy: user.id,
      });
      await appendEvent(tx, {
        boardId: card.boardId,
        workspaceId: access.board.workspaceId,
        actorId: user.id,
        kind: 'attachment.added',
        entityId: card.id,
        data: { attachmentId: id, name: inserted.name },
      });
      return inserted;
    });
    return toAttachment(row, { name: user.name, image: user.image });
  } catch (error) {
    await deps.storage.delete(storageKey).catch(() => {});
    throw error;
  }
}

export async function deleteAttachment(
  deps: Pick<Deps, 'db' | 'storage'>,
  user: SessionUser,
  attachmentId: string,
): Promise<void> {
  const attachment = await findAttachment(deps.db, attachmentId);
  if (!attachment) throw notFound();
  const access = await assertBoard(deps.db, user, 'edit', attachment.boardId);
  await deps.db.transaction(async (tx) => {
    await deleteAttachmentRow(tx, attachment.cardId, attachment.id);
    await appendEvent(tx, {
      boardId: attachment.boardId,
      workspaceId: access.board.workspaceId,
      actorId: user.id,
      kind: 'attachment.deleted',
      entityId: attachment.cardId,
      data: { attachmentId: attachment.id, name: attachment.name },
    });
  });
  await deps.storage.delete(attachment.storageKey).catch(() => {});
}

/**
 * GET /files/attachments/<key>: anyone who can read the attachment's board; everyone else 404.
 * Images inline, everything else as a download.
 */
export async function openAttachmentFile(deps: Pick<Deps, 'db' | 'storage'>, user: SessionUser, key: string) {
  const attachment = await findAttachmentByKey(deps.db, key);
  if (!attachment) throw notFound();
  await assertBoard(deps.db, user, 'read', attachment.boardId);
  const stream = await deps.storage.get(key).catch(() => {
    throw notFound();
  });
  const disposition = isImageMime(attachment.mime) ? 'inline' : 'attachment';
  return {
    stream,
    mime: attachment.mime,
    size: attachment.size,
    contentDisposition: `${disposition}; filename*=UTF-8''${encodeURIComponent(attachment.name)}`,
  };
}
