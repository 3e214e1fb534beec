import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { attachments } from '#src/db/schema/attachments.ts';
import { user } from '#src/db/schema/auth.ts';

export type AttachmentRow = typeof attachments.$inferSelect;

export async function findAttachment(db: Db, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, id));
  return row;
}

export async function findAttachmentByKey(db: Db, storageKey: string): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(attachments).where(eq(attachments.storageKey, storageKey));
  return row;
}

export function attachmentsOfCard(db: Db, boardId: string, cardId: string) {
  return db
    .select({ attachment: attachments, uploaderName: user.name, uploaderImage: user.image })
    .from(attachments)
    .leftJoin(user, eq(user.id, attachments.uploadedBy))
    .where(and(eq(attachments.boardId, boardId), eq(attachments.cardId, cardId)))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
}

export async function insertAttachment(db: Db, row: typeof attachments.$inferInsert): Promise<AttachmentRow> {
  const [inserted] = await db.insert(attachments).values(row).returning();
  return inserted!;
}

export async function deleteAttachmentRow(db: Db, cardId: string, id: string): Promise<void> {
  await db.delete(attachments).where(and(eq(attachments.cardId, cardId), eq(attachments.id, id)));
}
