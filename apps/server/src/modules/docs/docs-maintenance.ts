import type { Db } from '#src/db/client.ts';
import { appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import { COMPACT_AFTER_UPDATES, loadYDoc, storeDocText } from './doc-content.ts';
import { docMentions, docToText } from './doc-markdown.ts';
import { findDoc, latestVersion, setCardMentions, setUserMentions } from './docs-repository.ts';
import { saveVersion } from './doc-versions.ts';

/**
 * Upkeep after a document's content changed, debounced per document on this instance: its
 * text (search, `updated_at`), the cards and people it mentions ('doc.mentioned' for the new
 * ones), an automatic version every AUTO_VERSION_MS of editing, and compaction.
 */

/** Quiet time before the upkeep runs. */
export const MAINTENANCE_DELAY_MS = 1500;
/** An automatic version at most this often while people edit ("every N minutes"). */
export const AUTO_VERSION_MS = 10 * 60 * 1000;

type Logger = { warn(details: object, message: string): void };

const timers = new Map<string, { timer: NodeJS.Timeout; userId: string | null }>();
const running = new Map<string, Promise<void>>();

export function afterContentChange(
  db: Db,
  log: Logger,
  docId: string,
  userId: string | null,
  compact: () => void,
): void {
  const existing = timers.get(docId);
  if (existing) clearTimeout(existing.timer);
  const timer = setTimeout(() => {
    timers.delete(docId);
    const run = (running.get(docId) ?? Promise.resolve())
      .then(() => maintainDoc(db, docId, userId, compact))
      .catch((error: unknown) => log.warn({ err: error, docId }, 'docs: upkeep failed'))
      .finally(() => {
        if (running.get(docId) === run) running.delete(docId);
      });
    running.set(docId, run);
  }, MAINTENANCE_DELAY_MS);
  timer.unref();
  timers.set(docId, { timer, userId: userId ?? existing?.userId ?? null });
}

/** Runs every pending upkeep now (tests, shutdown). */
export async function flushMaintenance(db: Db): Promise<void> {
  const pending = [...timers.entries()];
  for (const [docId, { timer, userId }] of pending) {
    clearTimeout(timer);
    timers.delete(docId);
    await maintainDoc(db, docId, userId, () => undefined);
  }
  await Promise.all(running.values());
}

export async function maintainDoc(db: Db, docId: string, userId: string | null, compact: () => void): Promise<void> {
  const row = await findDoc(db, docId);
  if (!row) return;
  const { doc, pending } = await loadYDoc(db, docId);
  const text = docToText(doc);
  if (text !== row.text || userId) await storeDocText(db, docId, text, userId);
  const mentions = docMentions(doc);
  const [cardIds, userIds] = await Promise.all([
    setCardMentions(db, docId, mentions.cardIds),
    setUserMentions(db, docId, row.workspaceId, mentions.userIds),
  ]);
  if (cardIds.length > 0 || userIds.length > 0) {
    await db.transaction((tx) =>
      appendEvent(tx, {
        kind: 'doc.mentioned',
        boardId: null,
        workspaceId: row.workspaceId,
        actorId: userId,
        entityId: docId,
        data: { title: row.title, cardIds, userIds: userIds.filter((id) => id !== userId) },
      }),
    );
  }
  const last = await latestVersion(db, docId);
  const due = !last || Date.now() - new Date(last.createdAt).getTime() >= AUTO_VERSION_MS;
  if (due && text !== (last?.text ?? '') && text.trim()) await saveVersion(db, docId, 'auto', userId, doc);
  if (pending >= COMPACT_AFTER_UPDATES) compact();
}
