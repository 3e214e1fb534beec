import type { ResizeOptions } from 'sharp';
import { coverMimeTypes, COVER_MAX_BYTES, type UploadResponse } from '@rbax/shared/boards';
import type { Db } from '#src/db/client.ts';
import { canReadBoardWithCover, isMarketplaceCover, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError, notFound, validationFailed } from '#src/lib/errors.ts';
import { loadSharp } from '#src/lib/load-sharp.ts';
import { uuidv7 } from '@rbax/shared/ids';
import { STORAGE_KEY_PATTERN, type Storage } from '#src/lib/storage.ts';
import {
  deleteUploadRows,
  findUploadByKey,
  insertUpload,
  linkUploadToBoard,
  otherBoardWithCover,
  setUploadBoard,
  uploadsOfBoards,
} from './uploads-repository.ts';

/** Widest stored cover; larger images are scaled down. */
export const COVER_MAX_WIDTH = 2400;
/** Decompression-bomb guard for sharp (pixels). */
const MAX_INPUT_PIXELS = 40_000_000;

export const FILES_PREFIX = '/files/';
export const imageTooLarge = () => new AppError(413, 'payload_too_large', 'validation.imageTooLarge');
export const imageInvalid = () => new AppError(415, 'unsupported_media_type', 'validation.imageInvalid');

const extensions: Record<(typeof coverMimeTypes)[number], 'png' | 'jpg' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** A file name safe for a Content-Disposition header. */
export function safeFileName(name: string, ext: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${base || 'image'}.${ext}`;
}

type ImageKind = {
  purpose: 'board-cover' | 'avatar';
  prefix: string;
  resize: (size: { width: number; height: number }) => ResizeOptions;
};

const COVER: ImageKind = {
  purpose: 'board-cover',
  prefix: 'board-covers',
  resize: () => ({ width: COVER_MAX_WIDTH, withoutEnlargement: true }),
};
/** Avatars are cropped square; 512 px covers a 2x display of the largest avatar shown. */
export const AVATAR_SIZE = 512;
const AVATAR: ImageKind = {
  purpose: 'avatar',
  prefix: 'avatars',
  resize: ({ width, height }) => {
    const side = Math.min(AVATAR_SIZE, width, height);
    return { width: side, height: side, fit: 'cover' };
  },
};

/**
 * Stores an image: type from the content (PNG, JPEG, WEBP), re-encoded by sharp (EXIF
 * rotation applied, metadata dropped, size capped), under a server-generated key.
 */
async function storeImage(
  deps: Pick<Deps, 'db' | 'storage'>,
  user: SessionUser,
  file: { data: Buffer; filename: string },
  kind: ImageKind,
): Promise<UploadResponse> {
  if (file.data.length > COVER_MAX_BYTES) throw imageTooLarge();
  // file-type loads with the first upload, not at start (issue 25).
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(file.data);
  const mime = type?.mime as (typeof coverMimeTypes)[number] | undefined;
  if (!mime || !(coverMimeTypes as readonly string[]).includes(mime)) throw imageInvalid();
  const ext = extensions[mime];
  let encoded: Buffer;
  const sharp = await loadSharp();
  try {
    const source = sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await source.metadata();
    // EXIF orientations 5-8 swap the sides once rotated.
    const swapped = (meta.orientation ?? 1) >= 5;
    const size = {
      width: (swapped ? meta.height : meta.width) ?? 1,
      height: (swapped ? meta.width : meta.height) ?? 1,
    };
    const image = source.rotate().resize(kind.resize(size));
    encoded = await (
      ext === 'png' ? image.png() : ext === 'jpg' ? image.jpeg({ quality: 85 }) : image.webp({ quality: 85 })
    ).toBuffer();
  } catch {
    throw imageInvalid();
  }
  const id = uuidv7();
  const storageKey = `${kind.prefix}/${id}.${ext}`;
  await deps.storage.put(storageKey, encoded, mime);
  try {
    await insertUpload(deps.db, {
      id,
      storageKey,
      ownerId: user.id,
      purpose: kind.purpose,
      mime,
      size: encoded.length,
      originalName: safeFileName(file.filename, ext),
    });
  } catch (error) {
    await deps.storage.delete(storageKey).catch(() => {});
    throw error;
  }
  return { id, url: `${FILES_PREFIX}${storageKey}` };
}

export const storeCover = (
  deps: Pick<Deps, 'db' | 'storage'>,
  user: SessionUser,
  file: { data: Buffer; filename: string },
) => storeImage(deps, user, file, COVER);

/** A profile picture; set on the profile by `PATCH /api/v1/me { image }`. */
export const storeAvatar = (
  deps: Pick<Deps, 'db' | 'storage'>,
  user: SessionUser,
  file: { data: Buffer; filename: string },
) => storeImage(deps, user, file, AVATAR);

const keyOfUrl = (url: string) => (url.startsWith(FILES_PREFIX) ? url.slice(FILES_PREFIX.length) : '');

/**
 * A cover URL may be set when it is an upload the user made, or one already used as the cover
 * of a board they can read (a duplicate keeps its source's cover). Else 400.
 */
export async function assertCoverUsable(db: Db, user: SessionUser, coverUrl: string): Promise<void> {
  const key = keyOfUrl(coverUrl);
  const upload = STORAGE_KEY_PATTERN.test(key) ? await findUploadByKey(db, key) : undefined;
  const usable =
    upload !== undefined && (upload.ownerId === user.id || (await canReadBoardWithCover(db, user, coverUrl)));
  if (!usable) throw validationFailed([{ path: ['coverUrl'], message: 'validation.imageInvalid' }]);
}

export async function linkCoverToBoard(tx: Db, coverUrl: string, boardId: string): Promise<void> {
  await linkUploadToBoard(tx, keyOfUrl(coverUrl), boardId);
}

/**
 * Inside the transaction deleting `boardIds`: their uploads still used as another board's
 * cover move to that board; the rest are deleted. Returns the storage keys to delete after commit.
 */
export async function releaseBoardUploads(tx: Db, boardIds: string[]): Promise<string[]> {
  if (boardIds.length === 0) return [];
  const rows = await uploadsOfBoards(tx, boardIds);
  const doomed: typeof rows = [];
  for (const row of rows) {
    const other = await otherBoardWithCover(tx, `${FILES_PREFIX}${row.storageKey}`, boardIds);
    if (other) await setUploadBoard(tx, row.id, other);
    else doomed.push(row);
  }
  await deleteUploadRows(
    tx,
    doomed.map((r) => r.id),
  );
  return doomed.map((r) => r.storageKey);
}

export async function deleteStoredFiles(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
}

/**
 * A stored file for GET /files/<key>: the uploader, or anyone who can read a board whose cover
 * it is. Everything else — unknown key, bad format, no access — is 404.
 */
export async function openFile(deps: Pick<Deps, 'db' | 'storage'>, user: SessionUser, key: string) {
  if (!STORAGE_KEY_PATTERN.test(key)) throw notFound();
  const upload = await findUploadByKey(deps.db, key);
  if (!upload) throw notFound();
  // Avatars are shown next to names everywhere in the app: any signed-in user may see them.
  const allowed =
    upload.ownerId === user.id ||
    upload.purpose === 'avatar' ||
    (await canReadBoardWithCover(deps.db, user, `${FILES_PREFIX}${key}`)) ||
    (await isMarketplaceCover(deps.db, `${FILES_PREFIX}${key}`));
  if (!allowed) throw notFound();
  const stream = await deps.storage.get(key).catch(() => {
    throw notFound();
  });
  return { stream, mime: upload.mime, size: upload.size, fileName: upload.originalName };
}

/** The avatar upload behind `url` when the user made it; else 400 (an avatar is never someone else's file). */
export async function assertOwnAvatar(db: Db, user: { id: string }, url: string): Promise<void> {
  const key = keyOfUrl(url);
  const upload =
    key.startsWith('avatars/') && STORAGE_KEY_PATTERN.test(key) ? await findUploadByKey(db, key) : undefined;
  if (!upload || upload.ownerId !== user.id || upload.purpose !== 'avatar') {
    throw validationFailed([{ path: ['image'], message: 'validation.imageInvalid' }]);
  }
}

/**
 * Inside the transaction replacing or removing an avatar: forgets the old avatar's upload row.
 * Returns the storage key to delete after commit (none for an external picture, e.g. Google's).
 */
export async function releaseAvatar(tx: Db, userId: string, url: string | null): Promise<string[]> {
  const key = url ? keyOfUrl(url) : '';
  if (!key.startsWith('avatars/') || !STORAGE_KEY_PATTERN.test(key)) return [];
  const upload = await findUploadByKey(tx, key);
  if (!upload || upload.ownerId !== userId || upload.purpose !== 'avatar') return [];
  await deleteUploadRows(tx, [upload.id]);
  return [key];
}
