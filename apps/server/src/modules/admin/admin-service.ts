import { and, inArray, ne } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { user } from '#src/db/schema/auth.ts';

/** Start-up: accounts listed in ADMIN_EMAILS get the admin role. Returns how many changed. */
export async function promoteAdminEmails(db: Db, adminEmails: readonly string[]): Promise<number> {
  if (adminEmails.length === 0) return 0;
  const rows = await db
    .update(user)
    .set({ role: 'admin' })
    .where(and(inArray(user.email, [...adminEmails]), ne(user.role, 'admin')))
    .returning({ id: user.id });
  return rows.length;
}
