import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { user } from '#src/db/schema/auth.ts';
import { feedback } from '#src/db/schema/public-site.ts';

export async function insertFeedback(db: Db, row: typeof feedback.$inferInsert): Promise<{ id: string }> {
  const [inserted] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  return inserted!;
}

export type FeedbackRow = {
  id: string;
  rating: number;
  comment: string | null;
  page: string | null;
  locale: string;
  createdAt: Date;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
};

/** Newest first. Ids are UUIDv7 (time-ordered), so the id is both the order and the cursor. */
export function listFeedback(db: Db, options: { limit: number; before?: string | undefined }): Promise<FeedbackRow[]> {
  return db
    .select({
      id: feedback.id,
      rating: feedback.rating,
      comment: feedback.comment,
      page: feedback.page,
      locale: feedback.locale,
      createdAt: feedback.createdAt,
      userId: user.id,
      userName: user.name,
      userEmail: user.email,
    })
    .from(feedback)
    .leftJoin(user, eq(user.id, feedback.userId))
    .where(options.before === undefined ? undefined : lt(feedback.id, options.before))
    .orderBy(desc(feedback.id))
    .limit(options.limit);
}
