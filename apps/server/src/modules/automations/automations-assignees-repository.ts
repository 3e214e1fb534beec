import { sql, type SQL } from 'drizzle-orm';
import { PRIORITY_WEIGHT } from '@rbax/shared/automations/auto-assign';
import type { AutoAssignAction } from '@rbax/shared/automations/rules';
import type { Db } from '#src/db/client.ts';
import { rows, textArray, type RawTimestamp } from '#src/db/raw.ts';
import type { BoardAccessFacts } from '#src/lib/access.ts';
import { activeColumns, findFlowBoard, findSettingsRow } from '#src/modules/analytics/flow-board-repository.ts';
import { resolveFlowSettings } from '#src/modules/analytics/flow-settings.ts';

/**
 * Auto-assignment's people on a board (issue 20, design note §7.6): everyone with some access to
 * the board, with what decides their level (lib/access.ts decides who may edit), their profile,
 * their settings on this board (`automation_assignees`) and their load — one statement for the
 * engine (by the rule's metric and scope) and for the assignees API (open cards on the board).
 */

export type PoolRow = {
  userId: string;
  name: string;
  email: string;
  image: string | null;
  banned: boolean;
  available: boolean;
  skills: string[];
  maxOpenCards: number | null;
  lastAutoAssignedAt: RawTimestamp | null;
  load: number;
  facts: BoardAccessFacts;
};

type RawPoolRow = {
  user_id: string;
  name: string;
  email: string;
  image: string | null;
  banned: boolean | null;
  available: boolean;
  skills: string[] | null;
  max_open_cards: number | null;
  last_auto_assigned_at: RawTimestamp | null;
  load: string | number;
  owner_id: string;
  workspace_id: string | null;
  workspace_role: string | null;
  board_member_role: string | null;
};

/** The board's done column (flow settings, else its last column): its cards are not open. */
export async function doneColumnOf(db: Db, boardId: string): Promise<string | null> {
  const board = await findFlowBoard(db, boardId);
  if (!board) return null;
  const columns = await activeColumns(db, boardId);
  const settings = resolveFlowSettings(boardId, await findSettingsRow(db, boardId), columns, board.template);
  return settings.doneColumnId || null;
}

export type LoadQuery = {
  metric: AutoAssignAction['load']['metric'];
  /** The cards counted: of this board, or of every board of this workspace. */
  scope: { boardId: string } | { workspaceId: string };
  /** Columns whose cards are not open (the done column, the rule's exclusions). */
  excludedColumnIds: readonly string[];
  /** The card being assigned is not part of anyone's load. */
  exceptCardId?: string;
};

const metrics: Record<LoadQuery['metric'], SQL> = {
  open_cards: sql`count(*)`,
  remaining_brl: sql`coalesce(sum(round(x.value_brl * 100)), 0)`,
  weighted: sql`coalesce(sum(CASE x.priority WHEN 'critical' THEN ${PRIORITY_WEIGHT.critical}
    WHEN 'high' THEN ${PRIORITY_WEIGHT.high} WHEN 'medium' THEN ${PRIORITY_WEIGHT.medium}
    WHEN 'low' THEN ${PRIORITY_WEIGHT.low} ELSE 0 END), 0)`,
  open_checklist_items: sql`coalesce(sum((SELECT count(*) FROM checklist_items i WHERE i.card_id = x.id AND NOT i.done)), 0)`,
};

/**
 * Everyone with some access to the board (owner, workspace members, shares) with their access
 * facts, profile, settings here and load; `userIds` narrows it. Ordered by user id.
 */
export async function boardPool(
  db: Db,
  boardId: string,
  load: LoadQuery,
  userIds?: readonly string[],
): Promise<PoolRow[]> {
  const scope =
    'workspaceId' in load.scope
      ? sql`x.board_id IN (SELECT id FROM boards WHERE workspace_id = ${load.scope.workspaceId})`
      : sql`x.board_id = ${load.scope.boardId}`;
  const found = await rows<RawPoolRow>(
    db,
    sql`SELECT u.id AS user_id, u.name, u.email, u.image, u.banned, u.available, u.skills,
               a.max_open_cards, a.last_auto_assigned_at,
               b.owner_id, b.workspace_id, wm.role AS workspace_role, bm.role AS board_member_role,
               (SELECT ${metrics[load.metric]} FROM cards x
                  JOIN board_columns col ON col.id = x.column_id AND NOT col.archived
                 WHERE x.assignee_id = u.id AND NOT x.archived AND ${scope}
                   ${load.exceptCardId ? sql`AND x.id <> ${load.exceptCardId}` : sql``}
                   AND x.column_id <> ALL(${textArray(load.excludedColumnIds)})) AS load
        FROM boards b
        JOIN (
          SELECT owner_id AS user_id FROM boards WHERE id = ${boardId}
          UNION
          SELECT wm.user_id FROM workspace_members wm JOIN boards ob ON ob.workspace_id = wm.workspace_id
          WHERE ob.id = ${boardId}
          UNION
          SELECT user_id FROM board_members WHERE board_id = ${boardId}
        ) m ON true
        JOIN "user" u ON u.id = m.user_id
        LEFT JOIN workspace_members wm ON wm.workspace_id = b.workspace_id AND wm.user_id = u.id
        LEFT JOIN board_members bm ON bm.board_id = b.id AND bm.user_id = u.id
        LEFT JOIN automation_assignees a ON a.board_id = b.id AND a.user_id = u.id
        WHERE b.id = ${boardId} ${userIds ? sql`AND u.id = ANY(${textArray(userIds)})` : sql``}
        ORDER BY u.id`,
  );
  return found.map((row) => ({
    userId: row.user_id,
    name: row.name,
    email: row.email,
    image: row.image,
    banned: row.banned === true,
    available: row.available,
    skills: row.skills ?? [],
    maxOpenCards: row.max_open_cards,
    lastAutoAssignedAt: row.last_auto_assigned_at,
    load: Number(row.load),
    facts: {
      ownerId: row.owner_id,
      workspaceId: row.workspace_id,
      workspaceRole: row.workspace_role,
      boardMemberRole: row.board_member_role,
    },
  }));
}

/** Sets (or, with null, removes) a person's cap on open cards of the board. */
export async function setMaxOpenCards(db: Db, boardId: string, userId: string, max: number | null): Promise<void> {
  await db.execute(
    sql`INSERT INTO automation_assignees (board_id, user_id, max_open_cards, updated_at)
        VALUES (${boardId}, ${userId}, ${max}::int, now())
        ON CONFLICT (board_id, user_id) DO UPDATE SET max_open_cards = excluded.max_open_cards, updated_at = now()`,
  );
}

/** Auto-assignment chose the person now (round robin and ties read it). */
export async function stampAutoAssigned(db: Db, boardId: string, userId: string, at: Date): Promise<void> {
  await db.execute(
    sql`INSERT INTO automation_assignees (board_id, user_id, last_auto_assigned_at, updated_at)
        VALUES (${boardId}, ${userId}, ${at.toISOString()}::timestamptz, now())
        ON CONFLICT (board_id, user_id) DO UPDATE SET last_auto_assigned_at = excluded.last_auto_assigned_at,
          updated_at = now()`,
  );
}
