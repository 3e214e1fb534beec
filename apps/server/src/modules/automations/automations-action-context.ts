import type { EventData, EventKind } from '@rbax/shared/event-log';
import type { AutomationMarker } from '@rbax/shared/automations/triggers';
import { isTimeZone } from '@rbax/shared/analytics';
import { isLocale } from '@rbax/shared/i18n';
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { firstRow } from '#src/db/raw.ts';
import { appendEvent, type NewEvent } from '#src/modules/event-log/event-log-writer.ts';
import { updateCardRow } from '#src/modules/cards/cards-repository.ts';
import { freshNames, type CardState } from './automations-card-state.ts';

/**
 * What every action works with (issue 20, design note §7.4): the run's context, the way its
 * events are written as the 'Automação' actor — no actor, `data.automation` (the marker:
 * rule, run, depth, root event and rule name; event-log.ts) — and the template variables.
 * The actions are in automations-actions.ts (the card) and automations-actions-outside.ts
 * (notifications and webhooks).
 */

export class ActionError extends Error {}

export type ActionContext = {
  tx: Db;
  card: CardState;
  marker: AutomationMarker;
  /** The person whose event triggered the run (assign_user `to: 'actor'`), if any. */
  actorId: string | null;
  ruleName: string;
  now: Date;
  publicUrl: string;
  /** Set when a webhook delivery was queued (the caller wakes the delivery worker after commit). */
  effects: { webhooks: number; notifications: number };
  /** When set, every event the actions write is added here (the dry run follows the chain). */
  emitted?: EmittedEvent[];
};

export type EmittedEvent = {
  id: number;
  seq: number;
  kind: EventKind;
  boardId: string;
  workspaceId: string | null;
  entityId: string;
  data: Record<string, unknown>;
};

export type ActionResult = { changed: boolean; detail?: unknown };

/** The kind's data with the automation marker (the catalogue lists it as optional `automation`). */
export function marked<K extends EventKind>(data: EventData<K>, marker: AutomationMarker): EventData<K> {
  return { ...data, automation: marker } as EventData<K>;
}

export async function emit<K extends EventKind>(ctx: ActionContext, kind: K, data: EventData<K>): Promise<number> {
  return emitFor(ctx, ctx.card.id, kind, marked(data, ctx.marker));
}

export async function emitFor<K extends EventKind>(ctx: ActionContext, entityId: string, kind: K, data: EventData<K>) {
  const event = {
    kind,
    boardId: ctx.card.boardId,
    workspaceId: ctx.card.workspaceId,
    actorId: null,
    entityId,
    data,
  } as NewEvent<K>;
  const { id, seq } = await appendEvent(ctx.tx, event);
  ctx.emitted?.push({
    id,
    seq,
    kind,
    boardId: ctx.card.boardId,
    workspaceId: ctx.card.workspaceId,
    entityId,
    data: data as Record<string, unknown>,
  });
  return id;
}

/** Bumps the card's version with `patch` and returns the new version. */
export async function patchCard(ctx: ActionContext, patch: Parameters<typeof updateCardRow>[3]): Promise<number> {
  const next = await updateCardRow(ctx.tx, ctx.card.boardId, ctx.card.id, patch);
  if (!next) throw new ActionError('card not found');
  ctx.card.version = next.version;
  return next.version;
}

export async function cardUpdated(ctx: ActionContext, changes: Record<string, { old: unknown; new: unknown }>) {
  await emit(ctx, 'card.updated', { version: ctx.card.version, changes });
}

export function assertEditable(card: CardState) {
  if (card.archived) throw new ActionError('the card is archived');
}

/** The template variables, the card's names read again first when an earlier action changed them. */
export async function templateVars(ctx: ActionContext) {
  const card = await freshNames(ctx.tx, ctx.card);
  // `{{actor.name}}`: the person whose event (or button press) started the run; none for a time trigger.
  // Dates and priorities are written in the board owner's language and time zone (the team's).
  const people = await firstRow<{ actor: string | null; locale: string | null; timezone: string | null }>(
    ctx.tx,
    sql`SELECT (SELECT name FROM "user" WHERE id = ${ctx.actorId}) AS actor, o.locale, o.timezone
        FROM boards b JOIN "user" o ON o.id = b.owner_id WHERE b.id = ${card.boardId}`,
  );
  const actor = people?.actor ? { name: people.actor } : null;
  return {
    actor,
    card: {
      title: card.title,
      priority: card.priority,
      valueBrl: card.valueBrl,
      dueDate: card.dueDate?.toISOString() ?? null,
      url: `${ctx.publicUrl}/board/${encodeURIComponent(card.boardId)}/card/${encodeURIComponent(card.id)}`,
      labels: card.labelNames,
    },
    assignee: card.assigneeName ? { name: card.assigneeName } : null,
    column: { name: card.columnName },
    board: { name: card.boardName },
    now: ctx.now,
    locale: isLocale(people?.locale) ? people.locale : undefined,
    timeZone: people?.timezone && isTimeZone(people.timezone) ? people.timezone : undefined,
  };
}
