import { eq } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { user } from '#src/db/schema/auth.ts';

export type UserPatch = { name?: string; locale?: string | null; theme?: string | null };

export async function updateUser(db: Db, userId: string, patch: UserPatch) {
  const [row] = await db.update(user).set(patch).where(eq(user.id, userId)).returning();
  return row;
}
