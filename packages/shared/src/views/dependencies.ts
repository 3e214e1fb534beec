import { z } from 'zod';
import { idSchema } from '../validation.ts';
import { addDays, cardDays, datesForDays, daysBetween, type Day } from './dates.ts';

/**
 * Dependencies between cards of one board (issue 22, docs/decisions/043): finish-to-start —
 * `cardId` cannot start before `dependsOnId` is finished ('Bloqueado por' on the card,
 * 'Bloqueia' on the other one). Stored by the server, sent with the board, drawn by the
 * timeline; the rules below are shared so the web refuses a cycle before asking.
 */

/** Most cards one card may wait for (a guard against scripted abuse; plans need far fewer). */
export const CARD_DEPENDENCIES_MAX = 50;

/** `POST /api/v1/cards/:id/dependencies`: the card `:id` waits for `dependsOnId`. */
export const addDependencyInputSchema = z.object({ dependsOnId: idSchema });
export type AddDependencyInput = z.infer<typeof addDependencyInputSchema>;

/** One dependency as the board and the API send it. */
export const cardDependencySchema = z.object({ cardId: z.string(), dependsOnId: z.string() });
export type CardDependency = z.infer<typeof cardDependencySchema>;

/** A card on the other end of a dependency, enough to name it and judge its dates. */
export const dependencyCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  columnId: z.string(),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  archived: z.boolean(),
});
export type DependencyCard = z.infer<typeof dependencyCardSchema>;

/** `GET /api/v1/cards/:id/dependencies`: what the card waits for and what waits for it. */
export const cardDependenciesSchema = z.object({
  blockedBy: z.array(dependencyCardSchema),
  blocking: z.array(dependencyCardSchema),
});
export type CardDependencies = z.infer<typeof cardDependenciesSchema>;

type Edges = readonly CardDependency[];

function prerequisitesOf(edges: Edges): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const edge of edges) map.set(edge.cardId, [...(map.get(edge.cardId) ?? []), edge.dependsOnId]);
  return map;
}

/**
 * Whether "`cardId` waits for `dependsOnId`" would close a cycle: the card itself, or a card
 * that already waits (directly or through others) for `cardId`.
 */
export function wouldCreateCycle(edges: Edges, cardId: string, dependsOnId: string): boolean {
  if (cardId === dependsOnId) return true;
  const prerequisites = prerequisitesOf(edges);
  const seen = new Set<string>();
  const stack = [dependsOnId];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next === cardId) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(prerequisites.get(next) ?? []));
  }
  return false;
}

type Dated = { id: string; startDate: string | null; dueDate: string | null };

/**
 * Dependencies whose card starts before what it waits for is finished (the timeline's warning):
 * both cards have dates and the start is earlier than the other's due date.
 */
export function lateDependencies(cards: readonly Dated[], edges: Edges): CardDependency[] {
  const byId = new Map(cards.map((card) => [card.id, card]));
  return edges.filter((edge) => {
    const card = byId.get(edge.cardId);
    const before = byId.get(edge.dependsOnId);
    const start = card?.startDate ?? card?.dueDate;
    const end = before?.dueDate ?? before?.startDate;
    return Boolean(start && end && new Date(start).getTime() < new Date(end).getTime());
  });
}

/**
 * The critical path of the plan as scheduled: the cards with no slack (total float ≤ 0) when
 * every dependency is finish-to-start and the plan ends on its last day. A card's latest finish
 * is the day before its earliest-starting dependent must start (the plan's end for a card nobody
 * waits for); its float is how many days it could start later without moving that. Cards without
 * dates take no part. Returns the critical cards and the dependencies between two of them.
 */
export function criticalPath(
  cards: readonly Dated[],
  edges: Edges,
  timeZone: string,
): { cardIds: Set<string>; edges: CardDependency[] } {
  const spans = new Map<string, { start: Day; end: Day }>();
  for (const card of cards) {
    const span = cardDays(card, timeZone);
    if (span) spans.set(card.id, span);
  }
  const usable = edges.filter((edge) => spans.has(edge.cardId) && spans.has(edge.dependsOnId));
  if (spans.size === 0 || hasCycle(usable)) return { cardIds: new Set(), edges: [] };
  const planEnd = [...spans.values()].reduce((end, span) => (span.end > end ? span.end : end), '0000-01-01');
  const dependents = new Map<string, string[]>();
  for (const edge of usable)
    dependents.set(edge.dependsOnId, [...(dependents.get(edge.dependsOnId) ?? []), edge.cardId]);
  const latestStart = new Map<string, Day>();
  const visit = (id: string): Day => {
    const known = latestStart.get(id);
    if (known) return known;
    const span = spans.get(id)!;
    const after = (dependents.get(id) ?? []).map((next) => addDays(visit(next), -1));
    const latestFinish = after.reduce((min, day) => (day < min ? day : min), planEnd);
    const start = addDays(latestFinish, -daysBetween(span.start, span.end));
    latestStart.set(id, start);
    return start;
  };
  const cardIds = new Set([...spans.keys()].filter((id) => daysBetween(spans.get(id)!.start, visit(id)) <= 0));
  return {
    cardIds,
    edges: usable.filter((edge) => cardIds.has(edge.cardId) && cardIds.has(edge.dependsOnId)),
  };
}

function hasCycle(edges: Edges): boolean {
  const checked: CardDependency[] = [];
  for (const edge of edges) {
    if (wouldCreateCycle(checked, edge.cardId, edge.dependsOnId)) return true;
    checked.push(edge);
  }
  return false;
}

/**
 * New dates for the cards that wait, directly or not, for `movedId` after it moved (the
 * timeline's 'push dependents'): each one that would start on or before the last day of what it
 * waits for moves later by whole days, keeping its length; cards that already start after stay.
 * `cards` holds the moved card with its new dates. Returns only the cards that change.
 */
export function pushDependents(
  cards: readonly Dated[],
  edges: Edges,
  movedId: string,
  timeZone: string,
): { id: string; startDate: string | null; dueDate: string | null }[] {
  const current = new Map(cards.map((card) => [card.id, { ...card }]));
  const prerequisites = prerequisitesOf(edges);
  const dependents = new Map<string, string[]>();
  for (const edge of edges)
    dependents.set(edge.dependsOnId, [...(dependents.get(edge.dependsOnId) ?? []), edge.cardId]);
  const changed = new Set<string>();
  const queue = [movedId];
  // Bounded: each pass only moves cards later, and a card is re-queued only when it moved.
  for (let steps = 0; queue.length > 0 && steps < cards.length * cards.length + 1; steps += 1) {
    const id = queue.shift()!;
    for (const next of dependents.get(id) ?? []) {
      const card = current.get(next);
      const span = card ? cardDays(card, timeZone) : null;
      if (!card || !span) continue;
      const mustStartAfter = (prerequisites.get(next) ?? [])
        .map((before) => current.get(before))
        .map((before) => (before ? cardDays(before, timeZone)?.end : undefined))
        .filter((day): day is Day => Boolean(day))
        .reduce((max, day) => (day > max ? day : max), '0000-01-01');
      const shift = daysBetween(span.start, addDays(mustStartAfter, 1));
      if (shift <= 0) continue;
      Object.assign(
        card,
        datesForDays(card, { start: addDays(span.start, shift), end: addDays(span.end, shift) }, timeZone),
      );
      changed.add(next);
      queue.push(next);
    }
  }
  return [...changed].map((id) => {
    const { startDate, dueDate } = current.get(id)!;
    return { id, startDate, dueDate };
  });
}
