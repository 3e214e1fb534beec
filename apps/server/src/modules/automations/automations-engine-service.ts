import { inArray, sql } from 'drizzle-orm';
import { uuidv7 } from '@rbax/shared/ids';
import {
  isEventTrigger,
  type AutomationDryRunResult,
  type AutomationDryRunTrigger,
  type AutomationRun,
  type CreateAutomation,
} from '@rbax/shared/automations/rules';
import { assertBoard, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { conflict, notFound, validationFailed } from '#src/lib/errors.ts';
import type { Db } from '#src/db/client.ts';
import { rows } from '#src/db/raw.ts';
import { automationRuns } from '#src/db/schema/automations.ts';
import type { ConsumedEvent } from '#src/modules/event-log/event-log-repository.ts';
import type { EmittedEvent } from './automations-action-context.ts';
import { loadCardState, type CardState } from './automations-card-state.ts';
import { planEvents, runPlanned } from './automations-consumer.ts';
import { enabledBoardRules } from './automations-engine-repository.ts';
import { parseRule, runRule, type ParsedRule, type RunResult } from './automations-executor.ts';
import { DirectLedger, DryLedger } from './automations-ledger.ts';
import { findRule } from './automations-repository.ts';
import { assertRuleReferences } from './automations-references.ts';
import { assertPlanAllows } from '#src/modules/billing/billing-plan.ts';

/**
 * The engine's endpoints (issue 20): a dry run of a rule on a chosen card, and a button's run.
 * - Dry run (`POST /automations/:id/dry-run`, or `POST /boards/:id/automations/dry-run` for a
 *   rule not saved yet): whoever may edit the board's cards (members and up). The rule runs inside a transaction that is rolled back: the conditions are evaluated
 *   against the card as it is, each action says what it would change (auto-assignment with its
 *   decision table), and nothing is written — no run, no event, no delivery. The events its
 *   actions wrote are then fed, in the same transaction, to the board's other enabled rules as
 *   the consumer would (only those with `allowTriggerByAutomation` take them, to depth 3, each
 *   rule once per card in the chain): the answer's `triggers` (§7.7.13).
 * - Button run (`POST /automations/:id/run`): members and up (viewers 403, strangers 404); a card
 *   button names its card, a board button runs on every active card of the board that meets the
 *   conditions (at most BOARD_BUTTON_CARDS_MAX). Runs synchronously; each press is its own run
 *   key, so pressing twice runs twice (the actions are idempotent by state).
 */

export type EngineDeps = Pick<Deps, 'db' | 'config'> & { wakeWebhooks?: () => Promise<void> };

export const BOARD_BUTTON_CARDS_MAX = 500;

class RolledBack extends Error {
  constructor(
    readonly result: RunResult,
    readonly triggers: AutomationDryRunTrigger[],
  ) {
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
  return dryRun(deps, user, await ruleForEdit(deps, user, id), cardId);
}

/**
 * A rule not saved yet, tried like a saved one (`POST /boards/:id/automations/dry-run`): members
 * and up; its ids must be the board's (400 with paths under `rule`).
 */
export async function dryRunDraft(
  deps: EngineDeps,
  user: SessionUser,
  boardId: string,
  input: { rule: CreateAutomation; cardId: string },
): Promise<AutomationDryRunResult> {
  await assertBoard(deps.db, user, 'edit', boardId);
  await assertRuleReferences(deps.db, boardId, input.rule, ['rule']);
  const { name, trigger, conditions, actions, options } = input.rule;
  const draft: ParsedRule = {
    id: uuidv7(),
    boardId,
    name,
    version: 0,
    createdBy: user.id,
    createdAt: new Date(),
    trigger,
    conditions,
    actions,
    options,
  };
  return dryRun(deps, user, draft, input.cardId);
}

async function dryRun(
  deps: EngineDeps,
  user: SessionUser,
  rule: ParsedRule,
  cardId: string,
): Promise<AutomationDryRunResult> {
  try {
    await deps.db.transaction(async (tx) => {
      const card = await loadCardState(tx, cardId);
      if (!card || card.boardId !== rule.boardId) throw badCard();
      const now = new Date();
      const emitted: EmittedEvent[] = [];
      // An event rule's run starts a chain (the cycle guard keeps it); a button's does not.
      const root = isEventTrigger(rule.trigger) ? `dry:${uuidv7()}` : null;
      const result = await runRule(
        tx,
        rule,
        card,
        {
          eventId: null,
          dedupeKey: `${rule.id}:dry:${uuidv7()}`,
          depth: 0,
          rootEventId: root,
          actor: { kind: 'human', userId: user.id },
        },
        { now, publicUrl: deps.config.publicUrl, dryRun: true, emitted },
      );
      throw new RolledBack(result, await followChain(tx, rule, card, root, emitted, deps.config.publicUrl));
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
    return {
      matched: error.result.failedPath === null,
      failedPath: error.result.failedPath,
      steps: error.result.steps,
      triggers: error.triggers,
    };
  }
  throw new Error('unreachable');
}

/** The events a dry run wrote, as the consumer would read them. */
function consumed(events: readonly EmittedEvent[], at: Date): ConsumedEvent[] {
  return events.map((event) => ({
    id: event.id,
    seq: event.seq,
    kind: event.kind,
    boardId: event.boardId,
    workspaceId: event.workspaceId,
    actorId: null,
    entityId: event.entityId,
    data: event.data,
    createdAt: at,
  }));
}

/**
 * Feeds the dry run's events to the board's enabled event rules, round after round, until no
 * run writes an event (the depth cap ends it by the third); what ran, and how, is the answer.
 */
async function followChain(
  tx: Db,
  rule: ParsedRule,
  card: CardState,
  root: string | null,
  emitted: EmittedEvent[],
  publicUrl: string,
): Promise<AutomationDryRunTrigger[]> {
  const rules = (await enabledBoardRules(tx, rule.boardId))
    .map(parseRule)
    .filter((other): other is ParsedRule => other !== null && isEventTrigger(other.trigger));
  if (rules.length === 0) return [];
  const ledger = new DryLedger(new Map(rules.map((other) => [other.id, other.name])));
  if (root) ledger.started(root, rule.id, card.id);
  for (let pending = emitted.splice(0); pending.length > 0; pending = emitted.splice(0)) {
    const planned = await planEvents(consumed(pending, new Date()), () => Promise.resolve(rules));
    if (planned.length > 0) await runPlanned(tx, planned, ledger, { publicUrl, emitted });
  }
  return ledger.triggers;
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
  // A button press is a run like any other: past the plan's monthly runs it is refused (402).
  await assertPlanAllows(deps.db, await boardWorkspaceId(deps.db, rule.boardId), { limit: 'automationRunsPerMonth' });
  const now = new Date();
  const { runIds, webhooks } = await deps.db.transaction(async (tx) => {
    const cardIds = cardId ? [cardId] : await boardCardIds(tx, rule.boardId);
    const ledger = new DirectLedger(tx);
    const ids: string[] = [];
    let queued = 0;
    for (const target of cardIds) {
      // Turned off after too many failures in a row (§7.7.10): the other cards wait for it.
      if (ledger.isDisabled(rule.id)) break;
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
          rootEventId: null,
          actor: { kind: 'human', userId: user.id },
        },
        { now, publicUrl: deps.config.publicUrl, ledger },
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

async function boardWorkspaceId(db: Db, boardId: string): Promise<string | null> {
  const [row] = await rows<{ workspace_id: string | null }>(
    db,
    sql`SELECT workspace_id FROM boards WHERE id = ${boardId}`,
  );
  return row?.workspace_id ?? null;
}

async function boardCardIds(db: Db, boardId: string): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`SELECT c.id FROM cards c JOIN board_columns col ON col.id = c.column_id AND NOT col.archived
        WHERE c.board_id = ${boardId} AND NOT c.archived ORDER BY c.id LIMIT ${BOARD_BUTTON_CARDS_MAX}`,
  );
  return found.map((row) => row.id);
}
