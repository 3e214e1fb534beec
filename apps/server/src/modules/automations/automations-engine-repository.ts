import { and, asc, eq } from 'drizzle-orm';
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

/** Every enabled rule, of every board (the scheduler's pass over time triggers). */
export function enabledRules(db: Db): Promise<RuleRow[]> {
  return db
    .select()
    .from(automationRules)
    .where(eq(automationRules.enabled, true))
    .orderBy(asc(automationRules.boardId), asc(automationRules.position), asc(automationRules.id));
}
