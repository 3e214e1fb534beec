import { sql } from 'drizzle-orm';
import type { EventKind, LogEvent } from '@rbax/shared/event-log';
import { typedEvent } from '@rbax/shared/event-log';
import { isEventTrigger } from '@rbax/shared/automations/rules';
import { automationGate, matchTrigger, readAutomationMarker } from '@rbax/shared/automations/triggers';
import type { Db } from '#src/db/client.ts';
import { firstRow } from '#src/db/raw.ts';
import type { EventConsumerDefinition } from '#src/modules/event-log/event-log-consumer.ts';
import type { ConsumedEvent } from '#src/modules/event-log/event-log-repository.ts';
import { loadCardState } from './automations-card-state.ts';
import { parseRule, recordBlockedRun, runRule, type ParsedRule, type RunTrigger } from './automations-executor.ts';
import { enabledBoardRules } from './automations-engine-repository.ts';
import { insertNoMatchRuns, pruneNoMatchRuns, type NoMatchRun } from './automations-runs-repository.ts';

/**
 * The `automations` consumer of the event log (issue 20, design note §7.7; docs/decisions/034):
 * for each event of a board, the board's enabled event-triggered rules in their order, each gated
 * (an automation's event reaches a rule only with `allowTriggerByAutomation`, and never past
 * CHAIN_DEPTH_MAX: `loop_blocked`), matched against the event and the card as it is now, then run
 * (automations-executor.ts) — the runs, their effects, their events and the cursor commit
 * together, so a batch read twice runs nothing twice (the run key) and a batch that failed left
 * nothing. It starts at the log's end: a new rule applies to what happens from now on (§7.7.14).
 *
 * Events written here reach sockets like any other: `appendEvent` selects `pg_notify` in its
 * statement, delivered when the batch commits; the realtime and the other consumers then read them.
 */

export const AUTOMATIONS_CONSUMER = 'automations';

/** Kinds the event triggers read (triggers.ts). */
export const automationKinds: readonly EventKind[] = [
  'card.created',
  'card.moved',
  'card.updated',
  'comment.added',
  'checklist.item_updated',
];

export type AutomationsBatch = { runs: number; webhooks: number };

export function automationsConsumer(
  config: { publicUrl: string },
  afterCommit: (batch: AutomationsBatch) => Promise<void>,
): EventConsumerDefinition<AutomationsBatch> {
  return {
    name: AUTOMATIONS_CONSUMER,
    kinds: automationKinds,
    async handle(tx, events) {
      const batch: AutomationsBatch = { runs: 0, webhooks: 0 };
      const noMatch: NoMatchRun[] = [];
      const rulesOf = new Map<string, ParsedRule[]>();
      for (const event of events) {
        if (!event.boardId || !event.entityId || !automationKinds.includes(event.kind as EventKind)) continue;
        let rules = rulesOf.get(event.boardId);
        if (!rules) {
          rules = (await enabledBoardRules(tx, event.boardId))
            .map(parseRule)
            .filter((rule): rule is ParsedRule => rule !== null && isEventTrigger(rule.trigger));
          rulesOf.set(event.boardId, rules);
        }
        if (rules.length === 0) continue;
        await handleEvent(tx, event, rules, config, batch, noMatch);
      }
      // The batch's `no_match` runs in one statement; the newest NO_MATCH_KEPT_PER_RULE of each rule are kept.
      await insertNoMatchRuns(tx, noMatch);
      for (const ruleId of new Set(noMatch.map((run) => run.ruleId))) await pruneNoMatchRuns(tx, ruleId);
      return batch;
    },
    afterCommit,
  };
}

function logEventOf(event: ConsumedEvent): LogEvent {
  return {
    id: String(event.id),
    seq: event.seq,
    boardId: event.boardId,
    workspaceId: event.workspaceId,
    kind: event.kind,
    entityId: event.entityId,
    actor: event.actorId ? { id: event.actorId, name: '', image: null } : null,
    data: event.data,
    createdAt: event.createdAt.toISOString(),
  };
}

async function handleEvent(
  tx: Db,
  event: ConsumedEvent,
  rules: readonly ParsedRule[],
  config: { publicUrl: string },
  batch: AutomationsBatch,
  noMatch: NoMatchRun[],
): Promise<void> {
  const typed = typedEvent(logEventOf(event));
  if (!typed) return;
  const marker = readAutomationMarker(event.data);
  const cardId = event.entityId!;
  let commentText: string | undefined;
  if (typed.kind === 'comment.added') {
    const row = await firstRow<{ body: string }>(tx, sql`SELECT body FROM comments WHERE id = ${typed.data.commentId}`);
    commentText = row?.body;
  }
  // Fresh state (§7.7.8): the card is read once, and again after a rule changed something.
  let card = await loadCardState(tx, cardId);
  for (const rule of rules) {
    if (!card || card.boardId !== event.boardId) return;
    const depth = marker?.depth ?? 0;
    const trigger: RunTrigger = {
      eventId: event.id,
      dedupeKey: `${rule.id}:${event.id}:${cardId}`,
      depth,
      actor: { kind: marker ? 'automation' : 'human', userId: event.actorId },
      ...(commentText !== undefined ? { comment: { text: commentText } } : {}),
    };
    // No retroactive sweep (§7.7.14): a rule applies to events written after it was created.
    if (event.createdAt < rule.createdAt) continue;
    const gate = automationGate(rule.options, marker);
    if (gate === 'skip') continue;
    const context = {
      card: { assigneeId: card.assigneeId, checklist: card.checklist },
      automation: marker,
      ...(commentText !== undefined ? { commentText } : {}),
    };
    if (!matchTrigger(rule.trigger, typed, context)) continue;
    if (gate === 'loop_blocked') {
      await recordBlockedRun(tx, rule, cardId, trigger, 'loop_blocked', new Date());
      batch.runs += 1;
      continue;
    }
    // An archived card takes no more rules (its own archive rule ran, or it was archived meanwhile).
    if (card.archived) continue;
    const result = await runRule(tx, rule, card, trigger, {
      now: new Date(),
      publicUrl: config.publicUrl,
      deferNoMatch: (run) => noMatch.push(run),
    });
    batch.runs += 1;
    batch.webhooks += result.webhooks;
    if (result.steps.some((step) => step.changed)) card = await loadCardState(tx, cardId);
  }
}
