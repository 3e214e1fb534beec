import type { Locale } from '@rbax/shared/i18n';
import type { FeedbackEntry, FeedbackList, feedbackSchema } from '@rbax/shared/public-site';
import type { z } from 'zod';
import { assertAdmin, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { uuidv7 } from '@rbax/shared/ids';
import { insertFeedback, listFeedback, type FeedbackRow } from './feedback-repository.ts';

/** Feedback from the public site's widget; the sender is recorded when signed in (issue 6). */
export async function submitFeedback(
  deps: Pick<Deps, 'db'>,
  user: SessionUser | null,
  input: z.output<typeof feedbackSchema>,
  locale: Locale,
): Promise<{ id: string }> {
  return insertFeedback(deps.db, {
    id: uuidv7(),
    rating: input.rating,
    // An empty (or blank) comment is no comment.
    comment: input.comment ? input.comment : null,
    page: input.page ? input.page : null,
    userId: user?.id ?? null,
    locale,
  });
}

const toEntry = (row: FeedbackRow): FeedbackEntry => ({
  id: row.id,
  rating: row.rating,
  comment: row.comment,
  page: row.page,
  locale: row.locale,
  user:
    row.userId !== null && row.userName !== null && row.userEmail !== null
      ? { id: row.userId, name: row.userName, email: row.userEmail }
      : null,
  createdAt: row.createdAt.toISOString(),
});

/** Administrators only: newest first, `limit` at a time; `nextCursor` is null on the last page. */
export async function getFeedbackPage(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  query: { limit: number; before?: string | undefined },
): Promise<FeedbackList> {
  assertAdmin(user);
  const rows = await listFeedback(deps.db, { limit: query.limit + 1, before: query.before });
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(toEntry),
    nextCursor: rows.length > query.limit ? page.at(-1)!.id : null,
  };
}
