import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { firstRow } from '#src/db/raw.ts';

/**
 * Exact counts for the landing's footer, in one round trip. Every board and card that exists is
 * counted, archived ones included: they were created and still exist (deleted rows are gone).
 * Automation runs are the rows of `automation_runs` whose status is `success` (issue 20: the
 * actions ran and changed something; see `automationRunStatuses` in shared/automations/rules.ts),
 * counted through `automation_runs_status_idx`.
 */
export async function countPublicStats(db: Db): Promise<{ boards: number; cards: number; automationRuns: number }> {
  const row = await firstRow<{ boards: number; cards: number; automation_runs: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM boards) AS boards,
               (SELECT count(*)::int FROM cards) AS cards,
               (SELECT count(*)::int FROM automation_runs WHERE status = 'success') AS automation_runs`,
  );
  return { boards: row?.boards ?? 0, cards: row?.cards ?? 0, automationRuns: row?.automation_runs ?? 0 };
}
