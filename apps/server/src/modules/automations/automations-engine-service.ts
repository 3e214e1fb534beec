import { uuidv7 } from '@rbax/shared/ids';
import type { AutomationDryRunResult, AutomationRun } from '@rbax/shared/automations/rules';
import { assertBoard, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { conflict, notFound, validationFailed } from '#src/lib/errors.ts';
import type { Db } from '#src/db/client.ts';
import { rows } from '#src/db/raw.ts';
import { sql } from 'drizzle-orm';
import { loadCardState } from './automations-card-state.ts';
import { parseRule, runRule, type ParsedRule, type RunResult } from './automations-executor.ts';
import { findRule } from './automations-repository.ts';
import { automationRuns } from '#src/db/schema/automations.ts';
import { inArray } from 'drizzle-orm';

/**
 * The engine's endpoints (issue 20): a dry run of a rule on a chosen card, and a button's run.
 * - Dry run (`POST /automations/:id/dry-run`): whoever may edit the board's cards (members and
 *   up). The rule runs inside a transaction that is rolled back: the conditions are evaluated
 *   against the card as it is, each action says what it would change (auto-assignment with its
 *   decision table), and nothing is written — no run, no event, no delivery.
 * - Button run (`POST /automations/:id/run`): members and up (viewers 403, strangers 404); a card
 *   button names its card, a board button runs on every active card of the board that meets the
 *   conditions (at most BOARD_BUTTON_CARDS_MAX). Runs synchronously; each press is its own run
 *   key, so pressing twice runs twice (the actions are idempotent by state).
 */

export type EngineDeps = Pick<Deps, 'db' | 'config'> & { wakeWebhooks?: () => Promise<void> };

export const BOARD_BUTTON_CARDS_MAX = 500;

class RolledBack extends Error {
  constructor(readonly result: RunResult) {
    super('dry run');
  }
}

async function ruleForEdit(
  deps: EngineDeps,
  user: SessionUser,
  id: string,
): Promise<ParsedRule & { enabled: boolean }> {
  const row = await findRule(deps.db, id);
  if (!row) throw notFound();
  await assertBoard(deps.db, user, 'edit', row.boardId);
  const rule = parseRule(row);
  if (!rule) throw conflict();
  return { ...rule, enabled: row.enabled };
}

const badCard = () => validationFailed([{ path: ['cardId'], message: 'validation.invalidValue' }]);

export async function dryRunAutomation(
  deps: EngineDeps,
  user: SessionUser,
  id: string,
  cardId: string,
): Promise<AutomationDryRunResult> {
  const rule = await ruleForEdit(deps, user, id);
  try {
    await deps.db.transaction(async (tx) => {
      const card = await loadCardState(tx, cardId);
      if (!card || card.boardId !== rule.boardId) throw badCard();
      const result = await runRule(
        tx,
        rule,
        card,
        { eventId: null, dedupeKey: `${rule.id}:dry:${uuidv7()}`, depth: 0, actor: { kind: 'human', userId: user.id } },
        { now: new Date(), publicUrl: deps.config.publicUrl, dryRun: true },
      );
      throw new RolledBack(result);
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
    return {
      matched: error.result.failedPath === null,
      failedPath: error.result.failedPath,
      steps: error.result.steps,
    };
  }
  throw new Error('unreachable');
}

export async function runAutomationButton(
  deps: EngineDeps,
  user: SessionUser,
  id: string,
  cardId: string | undefined,
): Promise<{ items: AutomationRun[] }> {
  const rule = await ruleForEdit(deps, user, id);
  if (!rule.enabled) throw conflict();
  const kind = rule.trigger.type;
  if (kind !== 'button.card' && kind !== 'button.board') throw conflict('errors.conflict');
  if (kind === 'button.card' && !cardId) throw badCard();
  const now = new Date();
  const { runIds, webhooks } = await deps.db.transaction(async (tx) => {
    const cardIds = cardId ? [cardId] : await boardCardIds(tx, rule.boardId);
    const ids: string[] = [];
    let queued = 0;
    for (const target of cardIds) {
      const card = await loadCardState(tx, target);
      if (!card || card.boardId !== rule.boardId) throw badCard();
      if (card.archived && cardId) throw badCard();
      const result = await runRule(
        tx,
        rule,
        card,
        {
          eventId: null,
          dedupeKey: `${rule.id}:button:${uuidv7()}`,
          depth: 0,
          actor: { kind: 'human', userId: user.id },
        },
        { now, publicUrl: deps.config.publicUrl },
      );
      // A board button keeps only the runs of the cards that met the conditions.
      if (!cardId && result.status === 'no_match') {
        await tx.delete(automationRuns).where(inArray(automationRuns.id, [result.runId]));
        continue;
      }
      ids.push(result.runId);
      queued += result.webhooks;
    }
    return { runIds: ids, webhooks: queued };
  });
  if (webhooks > 0) await deps.wakeWebhooks?.().catch(() => undefined);
  if (runIds.length === 0) return { items: [] };
  const found = await deps.db.select().from(automationRuns).where(inArray(automationRuns.id, runIds));
  const order = new Map(runIds.map((runId, index) => [runId, index]));
  found.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return {
    items: found.map((row) => ({
      id: row.id,
      ruleId: row.ruleId,
      ruleVersion: row.ruleVersion,
      triggerEventId: row.triggerEventId === null ? null : String(row.triggerEventId),
      cardId: row.cardId,
      status: row.status as AutomationRun['status'],
      depth: row.depth,
      startedAt: row.startedAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      durationMs: row.durationMs,
      steps: row.steps as AutomationRun['steps'],
      failedPath: row.failedPath,
      error: row.error,
    })),
  };
}

async function boardCardIds(db: Db, boardId: string): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`SELECT c.id FROM cards c JOIN board_columns col ON col.id = c.column_id AND NOT col.archived
        WHERE c.board_id = ${boardId} AND NOT c.archived ORDER BY c.id LIMIT ${BOARD_BUTTON_CARDS_MAX}`,
  );
  return found.map((row) => row.id);
}
