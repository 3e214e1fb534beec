import { eq } from 'drizzle-orm';
import { uuidv7 } from '@rbax/shared/ids';
import type { DocFile } from '@rbax/shared/docs/docs';
import { docFiles } from '#src/db/schema/docs.ts';
import type { SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { notFound } from '#src/lib/errors.ts';
import { isImageMime } from '#src/modules/attachments/attachments-content.ts';
import { discardAttachmentFile, type StoredAttachmentFile } from '#src/modules/attachments/attachments-service.ts';
import { FILES_PREFIX } from '#src/modules/uploads/uploads-service.ts';
import { assertDoc } from './docs-access.ts';

/**
 * Images and files of a document (issue 26): stored by the attachments' pipeline (the type comes
 * from the content, images are re-encoded, 25 MB at most), recorded in `doc_files`, read through
 * `/files/<key>` by whoever may read the document (uploads-routes asks `openDocFile` first).
 */

type D = Pick<Deps, 'db' | 'storage'>;

export async function addDocFile(
  deps: D,
  user: SessionUser,
  docId: string,
  stored: StoredAttachmentFile,
): Promise<DocFile> {
  try {
    await assertDoc(deps.db, user, 'edit', docId);
    const row = {
      id: uuidv7(),
      docId,
      storageKey: stored.storageKey,
      name: stored.filename.slice(0, 200),
      mime: stored.mime,
      size: stored.size,
      uploadedBy: user.id,
    };
    await deps.db.insert(docFiles).values(row);
    return {
      id: row.id,
      name: row.name,
      mime: row.mime,
      size: row.size,
      isImage: isImageMime(row.mime),
      url: `${FILES_PREFIX}${row.storageKey}`,
    };
  } catch (error) {
    await discardAttachmentFile(deps, stored);
    throw error;
  }
}

/** `/files/<key>` of a document's file: null when the key is no document's; 404 without read access. */
export async function openDocFile(deps: D, user: SessionUser, key: string) {
  const [file] = await deps.db.select().from(docFiles).where(eq(docFiles.storageKey, key));
  if (!file) return null;
  await assertDoc(deps.db, user, 'read', file.docId);
  const stream = await deps.storage.get(key).catch(() => {
    throw notFound();
  });
  const disposition = isImageMime(file.mime) ? 'inline' : 'attachment';
  return {
    stream,
    mime: file.mime,
    size: file.size,
    contentDisposition: `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
  };
}
