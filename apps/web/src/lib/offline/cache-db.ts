import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * The persisted query cache (spec §3): database v1 with stores `boards` (key id; indexes
 * userId, timestamp), `cards` (key id; indexes boardId, timestamp) and `queries` (key
 * queryKey; index timestamp). Offline reads come from here after a reload.
 */
export const CACHE_DB_NAME = 'rbax-cache-db';
export const CACHE_DB_VERSION = 1;

/**
 * `queryKey` (JSON) is the key the entry is restored under: the feature that owns the query
 * chose the store (docs/decisions/042), so this module knows no feature's keys. Entries written
 * before it was kept have none and are not restored.
 */
export type BoardEntry = { id: string; userId: string; timestamp: number; data: unknown; queryKey?: string };
export type CardEntry = { id: string; boardId: string; timestamp: number; data: unknown; queryKey?: string };
export type QueryEntry = { queryKey: string; timestamp: number; data: unknown };
export type CacheStore = 'boards' | 'cards' | 'queries';

interface CacheSchema extends DBSchema {
  boards: { key: string; value: BoardEntry; indexes: { userId: string; timestamp: number } };
  cards: { key: string; value: CardEntry; indexes: { boardId: string; timestamp: number } };
  queries: { key: string; value: QueryEntry; indexes: { timestamp: number } };
}

let opening: Promise<IDBPDatabase<CacheSchema>> | null = null;

export function openCacheDb(): Promise<IDBPDatabase<CacheSchema>> {
  opening ??= openDB<CacheSchema>(CACHE_DB_NAME, CACHE_DB_VERSION, {
    upgrade(db) {
      const boards = db.createObjectStore('boards', { keyPath: 'id' });
      boards.createIndex('userId', 'userId');
      boards.createIndex('timestamp', 'timestamp');
      const cards = db.createObjectStore('cards', { keyPath: 'id' });
      cards.createIndex('boardId', 'boardId');
      cards.createIndex('timestamp', 'timestamp');
      const queries = db.createObjectStore('queries', { keyPath: 'queryKey' });
      queries.createIndex('timestamp', 'timestamp');
    },
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

export type CacheContents = { boards: BoardEntry[]; cards: CardEntry[]; queries: QueryEntry[] };

export async function readCache(): Promise<CacheContents> {
  const db = await openCacheDb();
  const tx = db.transaction(['boards', 'cards', 'queries']);
  const [boards, cards, queries] = await Promise.all([
    tx.objectStore('boards').getAll(),
    tx.objectStore('cards').getAll(),
    tx.objectStore('queries').getAll(),
  ]);
  await tx.done;
  return { boards, cards, queries };
}

export type CacheWrite =
  | { store: 'boards'; entry: BoardEntry }
  | { store: 'cards'; entry: CardEntry }
  | { store: 'queries'; entry: QueryEntry };

export async function writeCache(writes: CacheWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const db = await openCacheDb();
  const tx = db.transaction(['boards', 'cards', 'queries'], 'readwrite');
  for (const write of writes) {
    if (write.store === 'boards') void tx.objectStore('boards').put(write.entry);
    else if (write.store === 'cards') void tx.objectStore('cards').put(write.entry);
    else void tx.objectStore('queries').put(write.entry);
  }
  await tx.done;
}

/**
 * Deletes entries older than `before`, except those whose query key (JSON) `keep` says is still
 * in use (a board open on screen stays however long it has not changed).
 */
export async function purgeCache(before: number, keep: (queryKey: string) => boolean): Promise<number> {
  const db = await openCacheDb();
  const tx = db.transaction(['boards', 'cards', 'queries'], 'readwrite');
  let removed = 0;
  for (const store of ['boards', 'cards', 'queries'] as const) {
    let cursor = await tx.objectStore(store).index('timestamp').openCursor(IDBKeyRange.upperBound(before, true));
    while (cursor) {
      const value = cursor.value as Partial<BoardEntry & QueryEntry>;
      if (!value.queryKey || !keep(value.queryKey)) {
        await cursor.delete();
        removed += 1;
      }
      cursor = await cursor.continue();
    }
  }
  await tx.done;
  return removed;
}

export async function clearCache(): Promise<void> {
  const db = await openCacheDb();
  const tx = db.transaction(['boards', 'cards', 'queries'], 'readwrite');
  await Promise.all([
    tx.objectStore('boards').clear(),
    tx.objectStore('cards').clear(),
    tx.objectStore('queries').clear(),
  ]);
  await tx.done;
}
