import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SearchDoc } from '@rbax/shared/search';
import type { Db } from '#src/db/client.ts';
import { docs } from '#src/db/schema/docs.ts';
import { workspaceMembers, workspaces } from '#src/db/schema/workspaces.ts';
import { keyWorkspaceIds, type Actor } from '#src/lib/access.ts';
import { docLevelFrom, workspaceDocFacts } from './docs-access.ts';

/**
 * Documents in Ctrl+K search (issue 26): active documents of the caller's workspaces whose
 * folded title and text (`search_text`, migration 0024, decision 023's folding) hold every
 * word, kept only when the caller may read them (restricted ones included for their people).
 */
export async function searchDocs(db: Db, actor: Actor, patterns: string[], limit: number): Promise<SearchDoc[]> {
  if (patterns.length === 0) return [];
  const keyScope = keyWorkspaceIds(actor);
  const memberships = await db
    .select({ workspaceId: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, actor.id));
  const workspaceIds = memberships.map((m) => m.workspaceId).filter((id) => !keyScope || keyScope.includes(id));
  if (workspaceIds.length === 0) return [];
  const rows = await db
    .select({ doc: docs, workspaceName: workspaces.name })
    .from(docs)
    .innerJoin(workspaces, eq(workspaces.id, docs.workspaceId))
    .where(
      and(
        inArray(docs.workspaceId, workspaceIds),
        eq(docs.archived, false),
        ...patterns.map((pattern) => sql`"docs"."search_text" LIKE public.rbax_fold(${pattern})`),
      ),
    )
    .orderBy(sql`${docs.updatedAt} DESC`)
    .limit(limit * 3);
  const out: SearchDoc[] = [];
  const byWorkspace = new Map<string, typeof rows>();
  for (const row of rows) byWorkspace.set(row.doc.workspaceId, [...(byWorkspace.get(row.doc.workspaceId) ?? []), row]);
  for (const [workspaceId, group] of byWorkspace) {
    const facts = await workspaceDocFacts(
      db,
      actor,
      workspaceId,
      group.map((row) => row.doc),
    );
    for (const row of group) {
      if (docLevelFrom(row.doc, facts, actor))
        out.push({ id: row.doc.id, title: row.doc.title, icon: row.doc.icon, workspaceName: row.workspaceName });
    }
  }
  return out.slice(0, limit);
}
