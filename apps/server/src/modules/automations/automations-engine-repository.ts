import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { automationRules } from '#src/db/schema/automations.ts';
import type { RuleRow } from './automations-repository.ts';

/** The engine's reads of rules (issue 20): a board's enabled rules in their run order (§7.7 rule 9). */
export function enabledBoardRules(db: Db, boardId: string): Promise<RuleRow[]> {
  return db
    .select()
    .from(automationRules)
    .where(and(eq(automationRules.boardId, boardId), eq(automationRules.enabled, true)))
    .orderBy(asc(automationRules.position), asc(automationRules.createdAt), asc(automationRules.id));
}

/**
 * The enabled rules of several boards in one read, each board's in its run order; boards without
 * any are absent (the consumer reads the rules of every board of a batch at once).
 */
export async function enabledRulesOfBoards(db: Db, boardIds: readonly string[]): Promise<Map<string, RuleRow[]>> {
  const byBoard = new Map<string, RuleRow[]>();
  if (boardIds.length === 0) return byBoard;
  const rows = await db
    .select()
    .from(automationRules)
    .where(and(inArray(automationRules.boardId, [...boardIds]), eq(automationRules.enabled, true)))
    .orderBy(
      asc(automationRules.boardId),
      asc(automationRules.position),
      asc(automationRules.createdAt),
      asc(automationRules.id),
    );
  for (const row of rows) {
    const list = byBoard.get(row.boardId);
    if (list) list.push(row);
    else byBoard.set(row.boardId, [row]);
  }
  return byBoard;
}

/** Every enabled rule, of every board (the scheduler's pass over time triggers). */
export function enabledRules(db: Db): Promise<RuleRow[]> {
  return db
    .select()
    .from(automationRules)
    .where(eq(automationRules.enabled, true))
    .orderBy(asc(automationRules.boardId), asc(automationRules.position), asc(automationRules.id));
}
