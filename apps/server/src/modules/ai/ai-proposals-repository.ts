import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { aiProposals } from '#src/db/schema/ai.ts';

/** The ai_proposals queries (issue 24): a person's pending changes proposed by Smart Assist. */

export type ProposalRow = typeof aiProposals.$inferSelect;

export async function insertProposal(db: Db, row: typeof aiProposals.$inferInsert): Promise<ProposalRow> {
  const [inserted] = await db.insert(aiProposals).values(row).returning();
  return inserted!;
}

/** The proposal, only when it is this person's (someone else's is as good as unknown). */
export async function findOwnProposal(db: Db, userId: string, id: string): Promise<ProposalRow | null> {
  const [row] = await db
    .select()
    .from(aiProposals)
    .where(and(eq(aiProposals.id, id), eq(aiProposals.userId, userId)));
  return row ?? null;
}

/**
 * Moves a pending, unexpired proposal to `to` in one statement: of two clicks on 'Aplicar' only
 * one gets the row back, so a proposal is applied at most once.
 */
export async function claimProposal(db: Db, id: string, to: 'applying' | 'discarded'): Promise<ProposalRow | null> {
  const [row] = await db
    .update(aiProposals)
    .set({ status: to })
    .where(and(eq(aiProposals.id, id), eq(aiProposals.status, 'pending'), sql`${aiProposals.expiresAt} > now()`))
    .returning();
  return row ?? null;
}

export async function finishProposal(
  db: Db,
  id: string,
  status: 'pending' | 'applied',
  result: { cardIds: string[]; itemIds: string[] } | null,
): Promise<ProposalRow> {
  const [row] = await db
    .update(aiProposals)
    .set({ status, result, appliedAt: status === 'applied' ? new Date() : null })
    .where(eq(aiProposals.id, id))
    .returning();
  return row!;
}

/** Forgets proposals that expired a day ago (nothing was done with them). */
export async function deleteExpiredProposals(db: Db): Promise<void> {
  await db.delete(aiProposals).where(lt(aiProposals.expiresAt, sql`now() - interval '1 day'`));
}
