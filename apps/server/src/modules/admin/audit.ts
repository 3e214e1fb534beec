import type { AuditAction, AuditEntry, AuditList } from '@rbax/shared/admin';
import { count, desc } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { auditLog } from '#src/db/schema/admin.ts';
import { assertAdmin, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { uuidv7 } from '@rbax/shared/ids';

/**
 * The audit log of administrator actions (issue 8). Each action writes its row with the same
 * transaction as the change, so a change is never without its row and a row never without its
 * change. Names are copied in: the rows stay readable after either person is deleted.
 */

export type AuditRecord = {
  action: AuditAction;
  targetType: 'user' | 'feedback' | 'newsletter' | 'workspace' | 'marketplace_template' | 'marketplace_payout' | 'invoice' | 'instance';
  targetId?: string | null;
  targetLabel?: string | null;
  details?: Record<string, unknown>;
};

export async function writeAudit(tx: Db, actor: { id: string; name: string }, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    id: uuidv7(),
    actorId: actor.id,
    actorName: actor.name,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId ?? null,
    targetLabel: record.targetLabel ?? null,
    details: record.details ?? {},
  });
}

const toEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  id: row.id,
  actorId: row.actorId,
  actorName: row.actorName,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  details: row.details,
  createdAt: row.createdAt.toISOString(),
});

/** Administrators only: newest first, one page at a time. */
export async function getAuditPage(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  query: { page: number; pageSize: number },
): Promise<AuditList> {
  assertAdmin(user);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(auditLog),
  ]);
  return { items: rows.map(toEntry), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}
