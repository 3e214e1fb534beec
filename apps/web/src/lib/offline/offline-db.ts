import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * The offline queue (spec §3, ARCHITECTURE §7): database `rbax-offline-db` v4, store
 * `pending-requests` (id auto-increment, url, method, headers, body as JSON text,
 * timestamp). Shared by the page and the service worker; no DOM or React here.
 */
export const OFFLINE_DB_NAME = 'rbax-offline-db';
export const OFFLINE_DB_VERSION = 4;
export const PENDING_STORE = 'pending-requests';

export type PendingMethod = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type PendingRequest = {
  id?: number;
  url: string;
  method: PendingMethod;
  /** Always carries the request's `Idempotency-Key`: a replay never writes twice. */
  headers: Record<string, string>;
  body: string | null;
  timestamp: number;
};

interface OfflineSchema extends DBSchema {
  [PENDING_STORE]: { key: number; value: PendingRequest };
}

let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

export function openOfflineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, OFFLINE_DB_VERSION, {
    upgrade(db) {
      // Earlier versions of the schema had no other stores worth keeping.
      if (!db.objectStoreNames.contains(PENDING_STORE)) {
        db.createObjectStore(PENDING_STORE, { keyPath: 'id', autoIncrement: true });
      }
    },
    blocking() {
      // A newer version elsewhere (another tab after a deploy) wants the database: let it.
      void opening?.then((db) => db.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

export async function addPendingRequest(request: Omit<PendingRequest, 'id'>): Promise<number> {
  const db = await openOfflineDb();
  return db.add(PENDING_STORE, request as PendingRequest);
}

/** In the order they were made (auto-increment ids). */
export async function listPendingRequests(): Promise<PendingRequest[]> {
  const db = await openOfflineDb();
  return db.getAll(PENDING_STORE);
}

export async function deletePendingRequest(id: number): Promise<void> {
  const db = await openOfflineDb();
  await db.delete(PENDING_STORE, id);
}

export async function countPendingRequests(): Promise<number> {
  const db = await openOfflineDb();
  return db.count(PENDING_STORE);
}

export async function clearPendingRequests(): Promise<void> {
  const db = await openOfflineDb();
  await db.clear(PENDING_STORE);
}
