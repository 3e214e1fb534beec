import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { rows, textArray } from '#src/db/raw.ts';
import { createNotifications, type Candidate } from '#src/modules/notifications/notifications-producer.ts';
import { boardFlow } from './flow-service.ts';

/**
 * Breach-risk notifications (issue 19, flow-metrics.md §3, docs/decisions/037): the periodic job
 * reads the ageing of every board with work in progress and tells a card's assignee (or, with
 * nobody assigned, its creator) once its breach risk reaches the board's threshold — once per card
 * per start (dedupe key `<card>:<started on>`: a card moved back behind the commitment point and
 * started again can warn again). Through `createNotifications`: the person's preference, and
 * access to the board now, decide.
 */

/** Boards not archived with a card on them that is neither departed nor discarded. */
async function boardsWithWork(db: Db): Promise<string[]> {
  const found = await rows<{ board_id: string }>(
    db,
    sql`SELECT b.id AS board_id FROM boards b
        WHERE NOT b.archived
          AND EXISTS (SELECT 1 FROM flow_card_facts f
                      WHERE f.board_id = b.id AND NOT f.departed AND f.discarded_at IS NULL)
        ORDER BY b.id`,
  );
  return found.map((row) => row.board_id);
}

type RiskCard = {
  id: string;
  title: string;
  user_id: string | null;
  board_title: string;
  board_icon: string | null;
  workspace_id: string | null;
};

async function cardsToWarn(db: Db, boardId: string, cardIds: readonly string[]): Promise<RiskCard[]> {
  return rows<RiskCard>(
    db,
    sql`SELECT c.id, c.title, coalesce(c.assignee_id, c.created_by) AS user_id, b.title AS board_title,
               b.icon AS board_icon, b.workspace_id
        FROM cards c JOIN boards b ON b.id = c.board_id
        WHERE c.board_id = ${boardId} AND c.id = ANY(${textArray(cardIds)}) AND NOT c.archived`,
  );
}

/** One pass over every board as of `now`; returns the notifications made. */
export async function notifyBreachRisks(db: Db, now: Date = new Date()): Promise<string[]> {
  const created: string[] = [];
  for (const boardId of await boardsWithWork(db)) {
    const { settings, output } = await boardFlow(db, boardId, { asOf: now, defaultDays: 1 });
    const risky = output.aging.filter((item) => item.breachRisk !== null && item.breachRisk >= settings.riskThreshold);
    if (risky.length === 0) continue;
    const startedOn = new Map(output.cards.map((card) => [card.cardId, card.startedOn]));
    const byId = new Map(risky.map((item) => [item.cardId, item]));
    const candidates: Candidate[] = [];
    for (const card of await cardsToWarn(db, boardId, [...byId.keys()])) {
      const item = byId.get(card.id)!;
      if (!card.user_id) continue;
      candidates.push({
        userId: card.user_id,
        kind: 'card.at_risk',
        actorId: null,
        workspaceId: card.workspace_id,
        boardId,
        cardId: card.id,
        eventId: null,
        dedupeKey: `${card.id}:${startedOn.get(card.id) ?? ''}`,
        data: {
          cardTitle: card.title,
          boardTitle: card.board_title,
          boardIcon: card.board_icon,
          ageDays: item.ageDays,
          sleDays: output.sle.days,
          breachRisk: item.breachRisk,
        },
      });
    }
    if (candidates.length > 0) created.push(...(await db.transaction((tx) => createNotifications(tx, candidates))));
  }
  return created;
}
