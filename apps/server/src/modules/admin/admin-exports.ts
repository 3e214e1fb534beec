import type { NewsletterSubscriber, NewsletterSubscriberList } from '@rbax/shared/admin';
import { count, desc, eq } from 'drizzle-orm';
import { user } from '#src/db/schema/auth.ts';
import { feedback, newsletterSubscribers } from '#src/db/schema/public-site.ts';
import { assertAdmin, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { writeAudit } from './audit.ts';
import { csvFileName, toCsv } from './csv.ts';

/**
 * The public site's newsletter subscribers and feedback for administrators: a paged list and
 * CSV exports. An export is itself an administrator action (personal data leaves the
 * installation), so it writes an audit row.
 */

/** An export holds at most this many rows (newest first). */
export const CSV_EXPORT_MAX_ROWS = 100_000;

export type CsvFile = { fileName: string; body: string; rows: number };

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const toSubscriber = (row: typeof newsletterSubscribers.$inferSelect): NewsletterSubscriber => ({
  id: row.id,
  email: row.email,
  status: row.status as NewsletterSubscriber['status'],
  locale: row.locale,
  createdAt: row.createdAt.toISOString(),
  confirmedAt: iso(row.confirmedAt),
  unsubscribedAt: iso(row.unsubscribedAt),
});

function selectSubscribers(deps: Pick<Deps, 'db'>, limit: number, offset = 0) {
  const t = newsletterSubscribers;
  return deps.db.select().from(t).orderBy(desc(t.createdAt), desc(t.id)).limit(limit).offset(offset);
}

export async function getNewsletterSubscribers(
  deps: Pick<Deps, 'db'>,
  actor: SessionUser,
  query: { page: number; pageSize: number },
): Promise<NewsletterSubscriberList> {
  assertAdmin(actor);
  const [rows, [total]] = await Promise.all([
    selectSubscribers(deps, query.pageSize, (query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(newsletterSubscribers),
  ]);
  return { items: rows.map(toSubscriber), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

export async function exportNewsletterCsv(deps: Pick<Deps, 'db'>, actor: SessionUser): Promise<CsvFile> {
  assertAdmin(actor);
  const rows = (await selectSubscribers(deps, CSV_EXPORT_MAX_ROWS)).map(toSubscriber);
  const body = toCsv(
    ['email', 'status', 'locale', 'created_at', 'confirmed_at', 'unsubscribed_at'],
    rows.map((r) => [r.email, r.status, r.locale, r.createdAt, r.confirmedAt, r.unsubscribedAt]),
  );
  await deps.db.transaction((tx) =>
    writeAudit(tx, actor, { action: 'newsletter.exported', targetType: 'newsletter', details: { rows: rows.length } }),
  );
  return { fileName: csvFileName('newsletter'), body, rows: rows.length };
}

export async function exportFeedbackCsv(deps: Pick<Deps, 'db'>, actor: SessionUser): Promise<CsvFile> {
  assertAdmin(actor);
  const rows = await deps.db
    .select({
      id: feedback.id,
      rating: feedback.rating,
      comment: feedback.comment,
      page: feedback.page,
      locale: feedback.locale,
      createdAt: feedback.createdAt,
      userName: user.name,
      userEmail: user.email,
    })
    .from(feedback)
    .leftJoin(user, eq(user.id, feedback.userId))
    .orderBy(desc(feedback.id))
    .limit(CSV_EXPORT_MAX_ROWS);
  const body = toCsv(
    ['created_at', 'rating', 'comment', 'page', 'locale', 'user_name', 'user_email'],
    rows.map((r) => [r.createdAt.toISOString(), r.rating, r.comment, r.page, r.locale, r.userName, r.userEmail]),
  );
  await deps.db.transaction((tx) =>
    writeAudit(tx, actor, { action: 'feedback.exported', targetType: 'feedback', details: { rows: rows.length } }),
  );
  return { fileName: csvFileName('feedback'), body, rows: rows.length };
}
