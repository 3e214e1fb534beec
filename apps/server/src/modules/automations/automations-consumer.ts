import { sql } from 'drizzle-orm';
import type { EventKind, LogEvent } from '@rbax/shared/event-log';
import { isImportedEvent, typedEvent } from '@rbax/shared/event-log';
import { isEventTrigger, type Trigger } from '@rbax/shared/automations/rules';
import {
  automationGate,
  matchTrigger,
  readAutomationMarker,
  type AutomationMarker,
} from '@rbax/shared/automations/triggers';
import type { Db } from '#src/db/client.ts';
import { firstRow } from '#src/db/raw.ts';
import type { EventConsumerDefinition } from '#src/modules/event-log/event-log-consumer.ts';
import type { ConsumedEvent } from '#src/modules/event-log/event-log-repository.ts';
import type { EmittedEvent } from './automations-action-context.ts';
import { BatchLedger } from './automations-batch.ts';
import { loadCardStates, type CardState } from './automations-card-state.ts';
import { parseRule, recordBlockedRun, runRule, type ParsedRule, type RunTrigger } from './automations-executor.ts';
import { enabledRulesOfBoards } from './automations-engine-repository.ts';
import type { RunLedger } from './automations-ledger.ts';

/**
 * The `automations` consumer of the event log (issue 20, design note §7.7; docs/decisions/034
 * and 038): for each event of a board, the board's enabled event-triggered rules in their order,
 * each gated (an automation's event reaches a rule only with `allowTriggerByAutomation`, never
 * past CHAIN_DEPTH_MAX, and never twice on a card in the chain one person's event started: both
 * `loop_blocked`), matched against the event and the card as it is now, then run
 * (automations-executor.ts) — the runs, their effects, their events and the cursor commit
 * together, so a batch read twice runs nothing twice (the run key) and a batch that failed left
 * nothing. It starts at the log's end: a new rule applies to what happens from now on (§7.7.14).
 *
 * A batch reads the cards its events are about in one statement (rows locked, in id order), keeps
 * them up to date in memory as actions change them, and records its runs through a BatchLedger
 * (automations-batch.ts): one write of all runs at the end.
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

/** The kind of event each event trigger reads (a cheap first filter before the card is read). */
const triggerKinds: Record<string, EventKind> = {
  'card.created': 'card.created',
  'card.moved': 'card.moved',
  'card.field_changed': 'card.updated',
  'card.assignee_changed': 'card.updated',
  'card.label_added': 'card.updated',
  'card.label_removed': 'card.updated',
  'comment.added': 'comment.added',
  'checklist.item_checked': 'checklist.item_updated',
  'checklist.completed': 'checklist.item_updated',
};

export type AutomationsBatch = { runs: number; webhooks: number };

export function automationsConsumer(
  config: { publicUrl: string },
  afterCommit: (batch: AutomationsBatch) => Promise<void>,
  /** The workspace plan's automation runs (billing): a board past them runs no rules this month. */
  runsAllowed: (tx: Db, boardId: string) => Promise<boolean> = async () => true,
): EventConsumerDefinition<AutomationsBatch> {
  return {
    name: AUTOMATIONS_CONSUMER,
    kinds: automationKinds,
    async handle(tx, events) {
      // Every board's rules in one read; the plan is asked only about boards that have some.
      const stored = await enabledRulesOfBoards(tx, boardsOf(events));
      const rulesOf = new Map<string, ParsedRule[]>();
      const rules = async (boardId: string) => {
        let found = rulesOf.get(boardId);
        if (!found) {
          const eventRules = (stored.get(boardId) ?? [])
            .map(parseRule)
            .filter((rule): rule is ParsedRule => rule !== null && isEventTrigger(rule.trigger));
          found = eventRules.length > 0 && (await runsAllowed(tx, boardId)) ? eventRules : [];
          rulesOf.set(boardId, found);
        }
        return found;
      };
      const planned = await planEvents(events, rules);
      if (planned.length === 0) return { runs: 0, webhooks: 0 };
      // Savepoints only for a batch of one event — which is how a failed batch is retried.
      const ledger = new BatchLedger(tx, events.length === 1);
      await ledger.prepare(planned[0]!.event.id, planned.at(-1)!.event.id, chainRoots(planned));
      const batch = await runPlanned(tx, planned, ledger, config);
      await ledger.flush();
      return batch;
    },
    afterCommit,
  };
}

/** An event some rule may fire on: its marker and those rules (in their order). */
export type PlannedEvent = { event: ConsumedEvent; marker: AutomationMarker | null; rules: ParsedRule[] };

const reads = (trigger: Trigger, kind: string) => triggerKinds[trigger.type] === kind;

/** The boards whose events some rule may read (the filter of `planEvents`, before any rule). */
function boardsOf(events: readonly ConsumedEvent[]): string[] {
  const boards = new Set<string>();
  for (const event of events) {
    if (event.boardId && event.entityId && automationKinds.includes(event.kind as EventKind)) boards.add(event.boardId);
  }
  return [...boards];
}

/** The events of `events` that some enabled rule of their board may fire on, with those rules. */
export async function planEvents(
  events: readonly ConsumedEvent[],
  rulesOf: (boardId: string) => Promise<ParsedRule[]>,
): Promise<PlannedEvent[]> {
  const planned: PlannedEvent[] = [];
  for (const event of events) {
    if (!event.boardId || !event.entityId || !automationKinds.includes(event.kind as EventKind)) continue;
    // An import's or a restore's history happened elsewhere: no rule acts on it (issue 23).
    if (isImportedEvent(event.data)) continue;
    const marker = readAutomationMarker(event.data);
    const rules = (await rulesOf(event.boardId)).filter(
      (rule) =>
        // No retroactive sweep (§7.7.14): a rule applies to events written after it was created.
        event.createdAt >= rule.createdAt &&
        reads(rule.trigger, event.kind) &&
        automationGate(rule.options, marker) !== 'skip',
    );
    if (rules.length > 0) planned.push({ event, marker, rules });
  }
  return planned;
}

/** The chains (person's events) the batch's automation events belong to, for the cycle guard. */
function chainRoots(planned: readonly PlannedEvent[]): number[] {
  const roots = planned
    .map((p) => p.marker?.rootEventId)
    .filter((root): root is string => !!root && /^\d+$/.test(root));
  return [...new Set(roots)].map(Number);
}

/** Runs the planned events' rules, the cards read once and kept up to date by the actions. */
export async function runPlanned(
  tx: Db,
  planned: readonly PlannedEvent[],
  ledger: RunLedger,
  options: { publicUrl: string; emitted?: EmittedEvent[] },
): Promise<AutomationsBatch> {
  const batch: AutomationsBatch = { runs: 0, webhooks: 0 };
  const cards = await loadCardStates(tx, [...new Set(planned.map((p) => p.event.entityId!))]);
  for (const p of planned) await handleEvent(tx, p, cards.get(p.event.entityId!), ledger, options, batch);
  return batch;
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
  { event, marker, rules }: PlannedEvent,
  card: CardState | undefined,
  ledger: RunLedger,
  options: { publicUrl: string; emitted?: EmittedEvent[] },
  batch: AutomationsBatch,
): Promise<void> {
  const typed = typedEvent(logEventOf(event));
  if (!typed) return;
  const cardId = event.entityId!;
  let commentText: string | undefined;
  if (typed.kind === 'comment.added') {
    const row = await firstRow<{ body: string }>(tx, sql`SELECT body FROM comments WHERE id = ${typed.data.commentId}`);
    commentText = row?.body;
  }
  // The chain this event belongs to: its own, for a person's event (§7.7.4).
  const root = marker ? (marker.rootEventId ?? null) : String(event.id);
  for (const rule of rules) {
    // Fresh state (§7.7.8): the card as the earlier rules left it.
    if (!card || card.boardId !== event.boardId) return;
    if (ledger.isDisabled(rule.id)) continue;
    const context = {
      card: { assigneeId: card.assigneeId, checklist: card.checklist },
      automation: marker,
      ...(commentText !== undefined ? { commentText } : {}),
    };
    if (!matchTrigger(rule.trigger, typed, context)) continue;
    const trigger: RunTrigger = {
      eventId: event.id,
      dedupeKey: `${rule.id}:${event.id}:${cardId}`,
      depth: marker?.depth ?? 0,
      rootEventId: root,
      actor: { kind: marker ? 'automation' : 'human', userId: event.actorId },
      ...(commentText !== undefined ? { comment: { text: commentText } } : {}),
    };
    const looping = marker !== null && root !== null && ledger.ranInChain(root, rule.id, cardId);
    if (automationGate(rule.options, marker) === 'loop_blocked' || looping) {
      await recordBlockedRun(ledger, rule, cardId, trigger, 'loop_blocked', new Date());
      batch.runs += 1;
      continue;
    }
    // An archived card takes no more rules (its own archive rule ran, or it was archived meanwhile).
    if (card.archived) continue;
    const result = await runRule(tx, rule, card, trigger, {
      now: new Date(),
      publicUrl: options.publicUrl,
      ledger,
      ...(options.emitted ? { emitted: options.emitted } : {}),
    });
    batch.runs += 1;
    batch.webhooks += result.webhooks;
  }
}
