import { boardLevelAllows, boardLevelOfUser } from '#src/lib/access.ts';
import type { Db } from '#src/db/client.ts';
import { createNotifications } from '#src/modules/notifications/notifications-producer.ts';
import { disableRuleRow, findRuleBoard } from './automations-repository.ts';

/**
 * Auto-disable (issue 20, design note §7.7.10): a rule whose newest AUTO_DISABLE_AFTER_FAILURES
 * runs that say whether it works are all `failed` or `loop_blocked` is turned off in the
 * transaction that records the last of them (the ledgers count, automations-ledger.ts), and the
 * person who made it is told — while they still manage the board; else the board's owner — by an
 * `automation.disabled` notification (their preferences apply; e-mail goes out with the sweep).
 */

export type DisablingRule = { id: string; boardId: string; name: string; createdBy: string | null };

/** Who is told: the rule's creator while a board manager, else the board's owner. */
async function recipientOf(tx: Db, rule: DisablingRule, ownerId: string): Promise<string> {
  if (rule.createdBy && rule.createdBy !== ownerId) {
    const level = await boardLevelOfUser(tx, rule.createdBy, rule.boardId);
    if (level && boardLevelAllows(level, 'manage')) return rule.createdBy;
  }
  return ownerId;
}

/** Turns the rule off and notifies; false when it was off already (nothing written). */
export async function disableFailingRule(
  tx: Db,
  rule: DisablingRule,
  lastRunId: string,
  lastError: string | null,
): Promise<boolean> {
  if (!(await disableRuleRow(tx, rule.id))) return false;
  const board = await findRuleBoard(tx, rule.boardId);
  if (!board) return true;
  await createNotifications(tx, [
    {
      userId: await recipientOf(tx, rule, board.ownerId),
      kind: 'automation.disabled',
      actorId: null,
      workspaceId: board.workspaceId,
      boardId: rule.boardId,
      cardId: null,
      eventId: null,
      dedupeKey: `automation.disabled:${rule.id}:${lastRunId}`,
      data: {
        automationId: rule.id,
        automationName: rule.name,
        boardTitle: board.title,
        boardIcon: board.icon,
        ...(lastError ? { excerpt: lastError.slice(0, 500) } : {}),
      },
    },
  ]);
  return true;
}
