import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { rows, textArray, type RawTimestamp } from '#src/db/raw.ts';

/**
 * What the workspace reports (analytics, performance) read beside the boards' flow: the cards'
 * current attributes, and the workspace's members. One statement each, over boards already
 * authorized by lib/access.ts.
 */

export type CardAttributesRow = {
  id: string;
  board_id: string;
  priority: string | null;
  due_date: RawTimestamp | null;
  assignee_id: string | null;
  assignee_name: string | null;
  assignee_image: string | null;
  labels: { name: string; color: string }[];
};

/** Every card now on the boards (archived ones too: their history still counts), with its labels. */
export function cardAttributes(db: Db, boardIds: readonly string[]): Promise<CardAttributesRow[]> {
  if (boardIds.length === 0) return Promise.resolve([]);
  return rows<CardAttributesRow>(
    db,
    sql`SELECT c.id, c.board_id, c.priority, c.due_date, c.assignee_id,
               u.name AS assignee_name, u.image AS assignee_image,
               coalesce((SELECT json_agg(json_build_object('name', bl.name, 'color', bl.color) ORDER BY bl.name)
                         FROM card_labels cl JOIN board_labels bl ON bl.id = cl.label_id
                         WHERE cl.card_id = c.id), '[]'::json) AS labels
        FROM cards c
        LEFT JOIN "user" u ON u.id = c.assignee_id
        WHERE c.board_id = ANY(${textArray(boardIds)})`,
  );
}

export type MemberRow = { id: string; name: string; image: string | null };

/** The workspace's members, by name. */
export function workspaceMembers(db: Db, workspaceId: string): Promise<MemberRow[]> {
  return rows<MemberRow>(
    db,
    sql`SELECT u.id, u.name, u.image
        FROM workspace_members wm JOIN "user" u ON u.id = wm.user_id
        WHERE wm.workspace_id = ${workspaceId}
        ORDER BY u.name, u.id`,
  );
}
