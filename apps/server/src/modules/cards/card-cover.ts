import type { Db } from '#src/db/client.ts';
import type { SessionUser } from '#src/lib/access.ts';
import { validationFailed } from '#src/lib/errors.ts';
import { STORAGE_KEY_PATTERN } from '#src/lib/storage.ts';
import { findAttachmentByKey } from '#src/modules/attachments/attachments-repository.ts';
import { findUploadByKey } from '#src/modules/uploads/uploads-repository.ts';
import { FILES_PREFIX } from '#src/modules/uploads/uploads-service.ts';

export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** A card cover is an image attached to that card, or an upload the user made; else 400. */
export async function assertCardCoverUsable(
  db: Db,
  user: SessionUser,
  cardId: string,
  coverUrl: string,
): Promise<void> {
  const key = coverUrl.startsWith(FILES_PREFIX) ? coverUrl.slice(FILES_PREFIX.length) : '';
  let usable = false;
  if (STORAGE_KEY_PATTERN.test(key)) {
    const attachment = await findAttachmentByKey(db, key);
    if (attachment) usable = attachment.cardId === cardId && IMAGE_MIME_TYPES.includes(attachment.mime);
    else usable = (await findUploadByKey(db, key))?.ownerId === user.id;
  }
  if (!usable) throw validationFailed([{ path: ['coverUrl'], message: 'validation.imageInvalid' }]);
}
