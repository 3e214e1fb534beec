import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { user } from '#src/db/schema/auth.ts';
import { timeRates } from '#src/db/schema/time.ts';
import { workspaceMembers } from '#src/db/schema/workspaces.ts';

/** The time_rates queries: one optional BRL rate per workspace member (issue 21). */

export type MemberRateRow = {
  userId: string;
  name: string;
  image: string | null;
  role: string;
  hourlyRateBrl: string | null;
};

/** The workspace's members with their rates, by name (or just one member). */
export function memberRates(db: Db, workspaceId: string, onlyUserId?: string): Promise<MemberRateRow[]> {
  return db
    .select({
      userId: workspaceMembers.userId,
      name: user.name,
      image: user.image,
      role: workspaceMembers.role,
      hourlyRateBrl: timeRates.hourlyRateBrl,
    })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .leftJoin(
      timeRates,
      and(eq(timeRates.workspaceId, workspaceMembers.workspaceId), eq(timeRates.userId, workspaceMembers.userId)),
    )
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        onlyUserId ? eq(workspaceMembers.userId, onlyUserId) : undefined,
      ),
    )
    .orderBy(asc(user.name), asc(user.id));
}

export async function upsertRate(
  tx: Db,
  row: { workspaceId: string; userId: string; hourlyRateBrl: string; updatedBy: string },
): Promise<void> {
  await tx
    .insert(timeRates)
    .values(row)
    .onConflictDoUpdate({
      target: [timeRates.workspaceId, timeRates.userId],
      set: { hourlyRateBrl: row.hourlyRateBrl, updatedBy: row.updatedBy, updatedAt: new Date() },
    });
}

export async function deleteRate(tx: Db, workspaceId: string, userId: string): Promise<void> {
  await tx.delete(timeRates).where(and(eq(timeRates.workspaceId, workspaceId), eq(timeRates.userId, userId)));
}
