import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type yauzl from 'yauzl';
import {
  backupEntryOf,
  backupManifestSchema,
  MANIFEST_ENTRY,
  type BackupManifest,
} from '@rbax/shared/portability/backup';
import { AppError } from '#src/lib/errors.ts';

/**
 * Reads a backup zip without trusting it (docs/decisions/045, ARCHITECTURE §8). Every entry's
 * name must be one a backup holds (backupEntryOf: no traversal, no absolute path, nothing
 * unknown), no entry may be a symlink, encrypted or a directory, entries are counted and their
 * bytes counted as they are inflated — never the sizes the zip declares — against the limits,
 * and every entry must be in the manifest with the same size and SHA-256, as every manifest
 * entry must be in the zip. Nothing is written anywhere while checking.
 */

export type ZipLimits = { maxEntries: number; maxUncompressedBytes: number };

export const backupRefused = (reason: string, name?: string) =>
  new AppError(
    422,
    'unprocessable',
    `errors.backup${reason}`,
    name === undefined ? {} : { params: { name: name.slice(0, 120) } },
  );

const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

export type OpenBackup = {
  manifest: BackupManifest;
  entries: Map<string, yauzl.Entry>;
  read(name: string): Promise<Readable>;
  close(): void;
};

async function openZip(file: string): Promise<yauzl.ZipFile> {
  // Loaded on first use, like the other file formats: an idle server does not hold them (decision 046).
  const { default: unzip } = await import('yauzl');
  return new Promise((resolve, reject) => {
    // Names come as bytes (decodeStrings off) so that every name, however strange, reaches our own
    // allow-list and is refused by name, rather than failing the whole file earlier.
    unzip.open(
      file,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: false },
      (error, zip) => {
        if (error || !zip) reject(backupRefused('NotZip'));
        else resolve(zip);
      },
    );
  });
}

function readStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) =>
      error || !stream ? reject(backupRefused('Tampered', nameOf(entry))) : resolve(stream),
    );
  });
}

/** Inflates an entry, hashing and counting what really comes out, against the running total. */
async function digest(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  total: { bytes: number },
  limits: ZipLimits,
  keep: boolean,
) {
  const hash = createHash('sha256');
  const kept: Buffer[] = [];
  let bytes = 0;
  const stream = await readStream(zip, entry);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      total.bytes += chunk.length;
      if (total.bytes > limits.maxUncompressedBytes || (keep && bytes > MANIFEST_MAX_BYTES))
        throw backupRefused('TooLarge');
      hash.update(chunk);
      if (keep) kept.push(chunk);
    }
  } catch (error) {
    stream.destroy();
    throw error instanceof AppError ? error : backupRefused('Tampered', nameOf(entry));
  }
  return { bytes, sha256: hash.digest('hex'), body: keep ? Buffer.concat(kept) : null };
}

/** The entry's name as text (bytes as UTF-8: a backup writes UTF-8 names only). */
const nameOf = (entry: yauzl.Entry): string =>
  typeof entry.fileName === 'string'
    ? entry.fileName
    : Buffer.from(entry.fileName as unknown as Uint8Array).toString('utf8');

function checkEntry(
  entry: yauzl.Entry,
  seen: Map<string, yauzl.Entry>,
  limits: ZipLimits,
  declared: { bytes: number },
) {
  const name = nameOf(entry);
  if (seen.size >= limits.maxEntries) throw backupRefused('TooLarge');
  // An honest zip that declares more than the limit is refused before anything is inflated; a
  // dishonest one is caught by the counting while inflating (digest) and by yauzl's size check.
  declared.bytes += entry.uncompressedSize;
  if (declared.bytes > limits.maxUncompressedBytes) throw backupRefused('TooLarge');
  const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (mode === S_IFLNK) throw backupRefused('UnsafeEntry', name);
  if (entry.isEncrypted() || name.endsWith('/') || backupEntryOf(name) === null)
    throw backupRefused('UnsafeEntry', name);
  if (seen.has(name)) throw backupRefused('UnsafeEntry', name);
}

/** Walks every entry (lazily), checking and hashing; returns the manifest and the entries by name. */
async function walk(zip: yauzl.ZipFile, limits: ZipLimits) {
  const seen = new Map<string, yauzl.Entry>();
  const digests = new Map<string, { bytes: number; sha256: string }>();
  const total = { bytes: 0 };
  const declared = { bytes: 0 };
  let manifestBody: Buffer | null = null;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', () => reject(backupRefused('NotZip')));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      void (async () => {
        checkEntry(entry, seen, limits, declared);
        const name = nameOf(entry);
        seen.set(name, entry);
        const result = await digest(zip, entry, total, limits, name === MANIFEST_ENTRY);
        if (name === MANIFEST_ENTRY) manifestBody = result.body;
        else digests.set(name, result);
        zip.readEntry();
      })().catch(reject);
    });
    zip.readEntry();
  });
  return { seen, digests, manifestBody: manifestBody as Buffer | null };
}

function checkManifest(body: Buffer | null, digests: Map<string, { bytes: number; sha256: string }>): BackupManifest {
  if (!body) throw backupRefused('NotZip');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw backupRefused('NotZip');
  }
  const manifest = backupManifestSchema.safeParse(parsed);
  if (!manifest.success) throw backupRefused('NotZip');
  const listed = new Map(manifest.data.entries.map((e) => [e.path, e]));
  for (const [name, digest] of digests) {
    const entry = listed.get(name);
    if (!entry) throw backupRefused('Unlisted', name);
    if (entry.bytes !== digest.bytes || entry.sha256 !== digest.sha256) throw backupRefused('Tampered', name);
  }
  for (const name of listed.keys()) if (!digests.has(name)) throw backupRefused('Tampered', name);
  const workspaces = new Set(manifest.data.workspaces.map((w) => w.id));
  for (const name of listed.keys()) {
    const kind = backupEntryOf(name);
    if (kind?.kind === 'table' && !workspaces.has(kind.workspaceId)) throw backupRefused('Unlisted', name);
  }
  return manifest.data;
}

/** Opens and checks a backup on local disk; the caller closes it. 422 for anything wrong. */
export async function openBackup(file: string, limits: ZipLimits): Promise<OpenBackup> {
  const zip = await openZip(file);
  try {
    const { seen, digests, manifestBody } = await walk(zip, limits);
    const manifest = checkManifest(manifestBody, digests);
    return {
      manifest,
      entries: seen,
      read: (name) => {
        const entry = seen.get(name);
        if (!entry) throw backupRefused('Tampered', name);
        return readStream(zip, entry);
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}
