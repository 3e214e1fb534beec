import { sql } from 'drizzle-orm';
import { isTimeTrigger, type TriggerOf } from '@rbax/shared/automations/rules';
import type { Db } from '#src/db/client.ts';
import { dateOf, rows, textArray, type RawTimestamp } from '#src/db/raw.ts';
import { loadCardState } from './automations-card-state.ts';
import { enabledRules } from './automations-engine-repository.ts';
import { pruneNoMatchRuns } from './automations-runs-repository.ts';
import { parseRule, runRule, type ParsedRule } from './automations-executor.ts';
import { DirectLedger } from './automations-ledger.ts';
import { automationRunsAllowed } from '#src/modules/billing/billing-plan.ts';

/**
 * Time triggers (issue 20, design note §7.2 and §7.7 rule 6), scanned every minute by pg-boss
 * (automations-runtime.ts; tests call `scanTimeTriggers` by hand). Each (rule, card, slot) runs
 * once: the run key is `ruleId:cardId:slot`, the slot being
 * - the due date for `card.due_approaching` and `card.overdue` (moving the due date re-arms it),
 * - the last activity (or last move) for `card.stale`,
 * - the fire minute for `schedule` (in the rule's zone; a minute the scanner missed is skipped).
 * No retroactive sweep (§7.7 rule 14): a card fires only when the moment it crossed the threshold
 * is after the rule was created (a new 'overdue' rule does not fire on every old overdue card).
 * Each rule's pass is one transaction (its runs and effects commit together), run only while the
 * workspace's plan has automation runs left this month (billing).
 */

export const SCAN_CARDS_MAX = 500;

export type ScanResult = { runs: number; webhooks: number };

type Slot = { cardId: string; slot: string };

export async function scanTimeTriggers(
  db: Db,
  config: { publicUrl: string },
  now: Date = new Date(),
): Promise<ScanResult> {
  const total: ScanResult = { runs: 0, webhooks: 0 };
  for (const row of await enabledRules(db)) {
    const rule = parseRule(row);
    if (!rule || !isTimeTrigger(rule.trigger)) continue;
    const since = row.createdAt;
    const slots = await slotsOf(db, rule, since, now);
    if (slots.length === 0) continue;
    await db.transaction(async (tx) => {
      // One pass per rule at a time (another instance's scan waits, then finds the keys taken).
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`automations-scan:${rule.id}`}))`);
      // Past the workspace plan's monthly runs, time rules wait like event rules (a due date's slot
      // is found again once the plan allows; a schedule's missed minutes are skipped, as ever).
      if (!(await automationRunsAllowed(db, tx, rule.boardId))) return;
      const ledger = new DirectLedger(tx);
      for (const { cardId, slot } of slots) {
        // Turned off after too many failures in a row (§7.7.10): the rest of the pass waits for it.
        if (ledger.isDisabled(rule.id)) break;
        const card = await loadCardState(tx, cardId);
        if (!card || card.archived || card.boardId !== rule.boardId) continue;
        const result = await runRule(
          tx,
          rule,
          card,
          {
            eventId: null,
            dedupeKey: `${rule.id}:${cardId}:${slot}`,
            depth: 0,
            rootEventId: null,
            actor: { kind: 'automation', userId: null },
          },
          { now, publicUrl: config.publicUrl, ledger },
        );
        if (result.status !== 'skipped_duplicate') total.runs += 1;
        total.webhooks += result.webhooks;
      }
      await pruneNoMatchRuns(tx, [rule.id]);
    });
  }
  return total;
}

const activeCards = (boardId: string) =>
  sql`FROM cards c JOIN board_columns col ON col.id = c.column_id AND NOT col.archived
      WHERE c.board_id = ${boardId} AND NOT c.archived`;

async function slotsOf(db: Db, rule: ParsedRule, since: Date, now: Date): Promise<Slot[]> {
  const trigger = rule.trigger;
  const at = now.toISOString();
  const from = since.toISOString();
  const iso = (value: RawTimestamp) => dateOf(value).toISOString();
  switch (trigger.type) {
    case 'card.due_approaching': {
      const before = `${trigger.beforeMinutes} minutes`;
      const found = await rows<{ id: string; due: RawTimestamp }>(
        db,
        sql`SELECT c.id, c.due_date AS due ${activeCards(rule.boardId)}
            AND c.due_date IS NOT NULL AND c.due_date > ${at}::timestamptz
            AND c.due_date - ${before}::interval <= ${at}::timestamptz
            AND c.due_date - ${before}::interval >= ${from}::timestamptz
            ORDER BY c.due_date, c.id LIMIT ${SCAN_CARDS_MAX}`,
      );
      return found.map((row) => ({ cardId: row.id, slot: `due:${iso(row.due)}` }));
    }
    case 'card.overdue': {
      const after = `${trigger.afterMinutes} minutes`;
      const found = await rows<{ id: string; due: RawTimestamp }>(
        db,
        sql`SELECT c.id, c.due_date AS due ${activeCards(rule.boardId)}
            AND c.due_date IS NOT NULL AND c.due_date + ${after}::interval <= ${at}::timestamptz
            AND c.due_date + ${after}::interval >= ${from}::timestamptz
            ORDER BY c.due_date, c.id LIMIT ${SCAN_CARDS_MAX}`,
      );
      return found.map((row) => ({ cardId: row.id, slot: `overdue:${iso(row.due)}` }));
    }
    case 'card.stale':
      return staleSlots(db, rule.boardId, trigger, at, from);
    case 'schedule': {
      const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
      if (minute < since || !scheduleFires(trigger, minute)) return [];
      const columns = trigger.scope.columnIds;
      const found = await rows<{ id: string }>(
        db,
        sql`SELECT c.id ${activeCards(rule.boardId)}
            ${columns ? sql`AND c.column_id = ANY(${textArray(columns)})` : sql``}
            ORDER BY c.id LIMIT ${SCAN_CARDS_MAX}`,
      );
      return found.map((row) => ({ cardId: row.id, slot: `schedule:${minute.toISOString()}` }));
    }
    default:
      return [];
  }
}

async function staleSlots(
  db: Db,
  boardId: string,
  trigger: TriggerOf<'card.stale'>,
  at: string,
  from: string,
): Promise<Slot[]> {
  const kinds = trigger.basis === 'not_moved' ? sql`AND e.kind IN ('card.created', 'card.moved')` : sql``;
  const columns = trigger.inColumnIds;
  const found = await rows<{ id: string; last: RawTimestamp }>(
    db,
    sql`SELECT s.id, s.last FROM (
          SELECT c.id, coalesce(
            (SELECT max(e.created_at) FROM events e WHERE e.board_id = c.board_id AND e.entity_id = c.id ${kinds}),
            c.created_at) AS last
          ${activeCards(boardId)}
          ${columns ? sql`AND c.column_id = ANY(${textArray(columns)})` : sql``}
        ) s
        WHERE s.last + ${`${trigger.days} days`}::interval <= ${at}::timestamptz
          AND s.last + ${`${trigger.days} days`}::interval >= ${from}::timestamptz
        ORDER BY s.last, s.id LIMIT ${SCAN_CARDS_MAX}`,
  );
  return found.map((row) => ({ cardId: row.id, slot: `stale:${dateOf(row.last).toISOString()}` }));
}

/* ---------- schedules ---------- */

/** The minute's fields in the zone: minute, hour, day of month, month, weekday (0 Sunday). */
function localFields(date: Date, timeZone: string): [number, number, number, number, number] {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    minute: 'numeric',
    hour: 'numeric',
    day: 'numeric',
    month: 'numeric',
    weekday: 'short',
  }).formatToParts(date);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return [Number(get('minute')), Number(get('hour')) % 24, Number(get('day')), Number(get('month')), weekday];
}

function cronFieldMatches(field: string, value: number, [min, max]: readonly [number, number], weekday: boolean) {
  return field.split(',').some((part) => {
    const [range = '*', stepText] = part.split('/');
    const step = stepText ? Number(stepText) : 1;
    let from = min;
    let to = max;
    if (range !== '*') {
      const bounds = range.split('-').map(Number);
      from = bounds[0]!;
      to = bounds.length === 2 ? bounds[1]! : stepText ? max : from;
    }
    const matches = (candidate: number) => candidate >= from && candidate <= to && (candidate - from) % step === 0;
    // Day of week: 0 and 7 are both Sunday.
    return matches(value) || (weekday && value === 0 && matches(7));
  });
}

const CRON_BOUNDS: readonly (readonly [number, number])[] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

/** Whether a cron expression fires at the minute (fields in the zone). */
export function cronFires(expression: string, minute: Date, timeZone: string): boolean {
  const fields = expression.trim().split(/\s+/);
  const values = localFields(minute, timeZone);
  const matches = fields.map((field, i) => cronFieldMatches(field, values[i]!, CRON_BOUNDS[i]!, i === 4));
  const [minuteOk, hourOk, domOk, monthOk, dowOk] = matches;
  // Standard cron: when both day fields are restricted, either may match.
  const dayOk = fields[2] !== '*' && fields[4] !== '*' ? domOk || dowOk : domOk && dowOk;
  return !!(minuteOk && hourOk && monthOk && dayOk);
}

export function scheduleFires(trigger: TriggerOf<'schedule'>, minute: Date): boolean {
  if (trigger.cron) return cronFires(trigger.cron, minute, trigger.tz);
  if (!trigger.every || !trigger.at) return false;
  const [m, h, day, , weekday] = localFields(minute, trigger.tz);
  const [hh, mm] = trigger.at.split(':').map(Number);
  if (h !== hh || m !== mm) return false;
  switch (trigger.every) {
    case 'day':
      return true;
    case 'weekday':
      return weekday >= 1 && weekday <= 5;
    case 'week':
      return weekday === trigger.weekday;
    case 'month':
      return day === trigger.dayOfMonth;
  }
}
