import { sql } from 'drizzle-orm';
import type { FavoriteType } from '@rbax/shared/global-hub';
import type { Db } from '#src/db/client.ts';
import { rows } from '#src/db/raw.ts';

/** The `global-hub` module's SQL (docs/decisions/053): the caller's workspaces and favourites. */

export type HubWorkspaceRow = { id: string; name: string; role: string };

export async function workspacesOf(db: Db, userId: string): Promise<HubWorkspaceRow[]> {
  return rows<HubWorkspaceRow>(
    db,
    sql`SELECT w.id, w.name, m.role FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
      WHERE m.user_id = ${userId}`,
  );
}

export async function favoritesOf(db: Db, userId: string): Promise<{ item_type: string; item_id: string }[]> {
  return rows(
    db,
    sql`SELECT item_type, item_id FROM global_hub_favorites WHERE user_id = ${userId} ORDER BY created_at, item_id`,
  );
}

export async function insertFavorite(db: Db, userId: string, type: FavoriteType, id: string): Promise<void> {
  await db.execute(sql`INSERT INTO global_hub_favorites (user_id, item_type, item_id) VALUES (${userId}, ${type}, ${id})
    ON CONFLICT DO NOTHING`);
}

export async function deleteFavorite(db: Db, userId: string, type: FavoriteType, id: string): Promise<void> {
  await db.execute(
    sql`DELETE FROM global_hub_favorites WHERE user_id = ${userId} AND item_type = ${type} AND item_id = ${id}`,
  );
}
