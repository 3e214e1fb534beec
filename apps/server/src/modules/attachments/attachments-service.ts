import type { Readable } from 'node:stream';
import type { Attachment } from '@rbax/shared/cards';
import { assertBoard, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { assertPlanAllows } from '#src/modules/billing/billing-plan.ts';
import { appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import { notFound } from '#src/lib/errors.ts';
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
import { isImageMime, storeAttachmentContent, type StoredContent } from './attachments-content.ts';

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

/**
 * What never belongs in a displayed name: control characters (NUL is refused by PostgreSQL in
 * text and as \u0000 in jsonb), unpaired UTF-16 surrogates (refused in jsonb, and they break
 * encodeURIComponent in Content-Disposition), bidirectional overrides (which make "gpj.exe"
 * look like "exe.jpg"), line separators and path separators.
 */
const UNSAFE_IN_NAME = /[\p{Cc}\p{Cs}\u2028\u2029\u202a-\u202e\u2066-\u2069/\\]/gu;
const NAME_MAX_CHARS = 200;

/** The original name, trimmed to something displayable (never used in a path). */
export function displayName(name: string): string {
  const clean = [...name.replace(UNSAFE_IN_NAME, '').trim()].slice(0, NAME_MAX_CHARS).join('').trim();
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

/** A file in storage that has no attachment row yet. */
export type StoredAttachmentFile = StoredContent & { filename: string };

/**
 * Streams an upload to storage (type from its first bytes, 413/415 leave nothing behind). The
 * caller then records it with `addAttachment`, or removes it with `discardAttachmentFile` if
 * the request fails after the file was read.
 */
export async function storeAttachmentFile(
  deps: Pick<Deps, 'storage'>,
  file: { stream: Readable; filename: string; mimetype: string },
): Promise<StoredAttachmentFile> {
  const stored = await storeAttachmentContent(deps.storage, file.stream, file.mimetype);
  return { ...stored, filename: file.filename };
}

export async function discardAttachmentFile(deps: Pick<Deps, 'storage'>, file: StoredAttachmentFile): Promise<void> {
  await deps.storage.delete(file.storageKey).catch(() => {});
}

/** Records a stored file as an attachment of the card (edit access checked again); the file is removed on failure. */
export async function addAttachment(
  deps: Pick<Deps, 'db' | 'storage'>,
  user: SessionUser,
  cardId: string,
  file: StoredAttachmentFile,
): Promise<Attachment> {
  try {
    const { card, access } = await cardForAction(deps.db, user, cardId, 'edit');
    await assertPlanAllows(deps.db, access.board.workspaceId, { limit: 'storageBytes', adding: file.size });
    const row = await deps.db.transaction(async (tx) => {
      const inserted = await insertAttachment(tx, {
        id: file.id,
        boardId: card.boardId,
        cardId: card.id,
        storageKey: file.storageKey,
        name: displayName(file.filename),
        size: file.size,
        mime: file.mime,
        uploadedBy: user.id,
      });
      await appendEvent(tx, {
        boardId: card.boardId,
        workspaceId: access.board.workspaceId,
        actorId: user.id,
        kind: 'attachment.added',
        entityId: card.id,
        data: { attachmentId: file.id, name: inserted.name },
      });
      return inserted;
    });
    return toAttachment(row, { name: user.name, image: user.image });
  } catch (error) {
    await discardAttachmentFile(deps, file);
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
