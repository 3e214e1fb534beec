import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type * as Y from 'yjs';
import type { Db } from '#src/db/client.ts';
import { firstRow } from '#src/db/raw.ts';
import { docSnapshots, docUpdates, docs } from '#src/db/schema/docs.ts';
import { loadDocLibs, yjs } from './doc-libs.ts';

/**
 * Where a document's Yjs content lives (docs/decisions/051): every update is appended to
 * `doc_updates` (one row, acknowledged only after commit), and compaction folds the snapshot
 * and the updates up to some id into a new snapshot, deleting those updates, in one
 * transaction. Loading = snapshot + the updates after it; any instance can load, append and
 * compact, so several instances share documents through PostgreSQL.
 */

/** NOTIFY channel: a document has new updates (payload: its id). */
export const DOCS_CHANNEL = 'rbax_docs';
/** NOTIFY channel: awareness (cursors) of a document, JSON `{ docId, from, update }`. */
export const DOC_AWARENESS_CHANNEL = 'rbax_doc_awareness';
/** Updates after which a document is compacted. */
export const COMPACT_AFTER_UPDATES = 200;
/**
 * Updates younger than this stay as they are: an instance reads new rows after their NOTIFY, and
 * a row folded into the snapshot before it read it would never reach its editors.
 */
export const COMPACT_MIN_AGE_MS = 10_000;

const asBytes = (value: unknown): Uint8Array =>
  value instanceof Uint8Array ? value : new Uint8Array(value as ArrayLike<number>);

export type DocState = { update: Uint8Array; lastId: number; pending: number };

/** The document's whole state as one update, and the id of the last update it includes. */
export async function loadDocState(db: Db, docId: string): Promise<DocState> {
  await loadDocLibs();
  const [snapshot] = await db.select().from(docSnapshots).where(eq(docSnapshots.docId, docId));
  const after = snapshot?.throughUpdateId ?? 0;
  const updates = await db
    .select({ id: docUpdates.id, update: docUpdates.update })
    .from(docUpdates)
    .where(and(eq(docUpdates.docId, docId), gt(docUpdates.id, after)))
    .orderBy(asc(docUpdates.id));
  const parts = [...(snapshot ? [asBytes(snapshot.state)] : []), ...updates.map((u) => asBytes(u.update))];
  const update =
    parts.length === 0
      ? yjs.encodeStateAsUpdate(new yjs.Doc())
      : parts.length === 1
        ? parts[0]!
        : yjs.mergeUpdates(parts);
  return { update, lastId: Number(updates.at(-1)?.id ?? after), pending: updates.length };
}

/** A Y.Doc of the stored state. */
export async function loadYDoc(db: Db, docId: string): Promise<{ doc: Y.Doc; lastId: number; pending: number }> {
  const state = await loadDocState(db, docId);
  const doc = new yjs.Doc();
  yjs.applyUpdate(doc, state.update);
  return { doc, lastId: state.lastId, pending: state.pending };
}

/** Updates of the document after `afterId`, in order. */
export async function docUpdatesAfter(
  db: Db,
  docId: string,
  afterId: number,
  limit = 500,
): Promise<{ id: number; update: Uint8Array }[]> {
  const rows = await db
    .select({ id: docUpdates.id, update: docUpdates.update })
    .from(docUpdates)
    .where(and(eq(docUpdates.docId, docId), gt(docUpdates.id, afterId)))
    .orderBy(asc(docUpdates.id))
    .limit(limit);
  return rows.map((row) => ({ id: Number(row.id), update: asBytes(row.update) }));
}

/** Appends one update (committed when this returns) and announces it to every instance. */
export async function appendDocUpdate(
  db: Db,
  docId: string,
  update: Uint8Array,
  userId: string | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    // One writer per document at a time: ids are then taken in commit order, so an instance that
    // read up to id N never finds a smaller id committed later (a bigserial alone does not promise
    // that with concurrent writers). Also waits for a compaction of the document in progress.
    await tx.execute(sql`SELECT 1 FROM docs WHERE id = ${docId} FOR NO KEY UPDATE`);
    const [row] = await tx.insert(docUpdates).values({ docId, update, userId }).returning({ id: docUpdates.id });
    await tx.execute(sql`SELECT pg_notify(${DOCS_CHANNEL}, ${docId})`);
    return Number(row!.id);
  });
}

/** The first state of a new document (same transaction as the document row). */
export async function writeInitialState(tx: Db, docId: string, doc: Y.Doc): Promise<void> {
  await tx.insert(docSnapshots).values({ docId, state: yjs.encodeStateAsUpdate(doc), throughUpdateId: 0 });
}

/**
 * Folds the snapshot and the updates so far into a new snapshot (garbage-collected: deleted
 * content shrinks to tombstones) and deletes those updates. The document row is locked, so two
 * instances compacting the same document take turns; updates appended meanwhile stay.
 */
export async function compactDoc(
  db: Db,
  docId: string,
  { minAgeMs = COMPACT_MIN_AGE_MS }: { minAgeMs?: number } = {},
): Promise<Y.Doc | null> {
  await loadDocLibs();
  return db.transaction(async (tx) => {
    const locked = await firstRow<{ id: string }>(tx, sql`SELECT id FROM docs WHERE id = ${docId} FOR UPDATE`);
    if (!locked) return null;
    const [snapshot] = await tx.select().from(docSnapshots).where(eq(docSnapshots.docId, docId));
    const after = snapshot?.throughUpdateId ?? 0;
    const all = await tx
      .select({
        id: docUpdates.id,
        update: docUpdates.update,
        old: sql<boolean>`${docUpdates.createdAt} <= now() - make_interval(secs => ${minAgeMs / 1000})`,
      })
      .from(docUpdates)
      .where(and(eq(docUpdates.docId, docId), gt(docUpdates.id, after)))
      .orderBy(asc(docUpdates.id));
    // Only updates old enough that every instance has read them: the oldest run of them.
    const firstRecent = all.findIndex((row) => !row.old);
    const updates = firstRecent < 0 ? all : all.slice(0, firstRecent);
    const doc = new yjs.Doc({ gc: true });
    if (snapshot) yjs.applyUpdate(doc, asBytes(snapshot.state));
    for (const row of updates) yjs.applyUpdate(doc, asBytes(row.update));
    if (updates.length === 0) return doc;
    const through = Number(updates.at(-1)!.id);
    const state = yjs.encodeStateAsUpdate(doc);
    await tx
      .insert(docSnapshots)
      .values({ docId, state, throughUpdateId: through })
      .onConflictDoUpdate({
        target: docSnapshots.docId,
        set: { state, throughUpdateId: through, updatedAt: new Date() },
      });
    await tx.delete(docUpdates).where(and(eq(docUpdates.docId, docId), lte(docUpdates.id, through)));
    return doc;
  });
}

/**
 * Makes the document's content equal to `target`'s (restoring a version): the change is one
 * ordinary update, so every editor receives it and nobody's later edit is lost.
 */
export function replaceContent(current: Y.Doc, target: Y.Doc, fragmentName: string): Uint8Array {
  const before = yjs.encodeStateVector(current);
  current.transact(() => {
    const fragment = current.getXmlFragment(fragmentName);
    if (fragment.length > 0) fragment.delete(0, fragment.length);
    const copies = target
      .getXmlFragment(fragmentName)
      .toArray()
      .map((node) => node.clone());
    fragment.insert(0, copies as (Y.XmlElement | Y.XmlText)[]);
  });
  return yjs.encodeStateAsUpdate(current, before);
}

/** Touches the document's `updated_at`/`updated_by` and stores its plain text for search. */
export async function storeDocText(db: Db, docId: string, text: string, userId: string | null): Promise<void> {
  await db
    .update(docs)
    .set({ text, updatedAt: new Date(), ...(userId ? { updatedBy: userId } : {}) })
    .where(eq(docs.id, docId));
}
