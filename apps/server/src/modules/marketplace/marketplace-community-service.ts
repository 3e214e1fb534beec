import { uuidv7 } from '@rbax/shared/ids';
import { officialKind, type Review } from '@rbax/shared/marketplace/api';
import type { SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError, conflict, forbidden, notFound } from '#src/lib/errors.ts';
import {
  findReview,
  hasOpenReport,
  insertReport,
  reviewsOf,
  setReviewReply,
  upsertReview,
} from './marketplace-repository.ts';
import { visibleTemplate } from './marketplace-service.ts';

/**
 * Reviews and reports of listings (issue 27): one review per person (a second one edits it), the
 * author replies; anyone who sees a listing may report it once while the report is open.
 */

type D = Pick<Deps, 'db'>;

const officialReadOnly = () => new AppError(422, 'unprocessable', 'marketplace.officialReadOnly');

export async function listReviews(
  deps: D,
  user: SessionUser,
  id: string,
): Promise<{ items: Review[]; canReply: boolean }> {
  if (officialKind(id)) return { items: [], canReply: false };
  const row = await visibleTemplate(deps, user, id);
  const rows = await reviewsOf(deps.db, id);
  return {
    items: rows.map(({ r, name, image }) => ({
      id: r.id,
      user: name === null ? null : { id: r.userId, name, image },
      rating: r.rating,
      body: r.body,
      reply: r.reply,
      repliedAt: r.repliedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      mine: r.userId === user.id,
    })),
    canReply: row.authorId === user.id,
  };
}

export async function saveReview(
  deps: D,
  user: SessionUser,
  id: string,
  input: { rating: number; body: string },
): Promise<{ items: Review[]; canReply: boolean }> {
  if (officialKind(id)) throw officialReadOnly();
  const row = await visibleTemplate(deps, user, id);
  if (row.authorId === user.id) throw new AppError(403, 'forbidden', 'marketplace.ownReview');
  if (row.status !== 'published') throw notFound();
  await deps.db.transaction((tx) =>
    upsertReview(tx, { id: uuidv7(), templateId: id, userId: user.id, rating: input.rating, body: input.body }),
  );
  return listReviews(deps, user, id);
}

/** The author answers a review (null removes the answer). */
export async function replyToReview(
  deps: D,
  user: SessionUser,
  id: string,
  reviewId: string,
  reply: string | null,
): Promise<{ items: Review[]; canReply: boolean }> {
  if (officialKind(id)) throw officialReadOnly();
  const row = await visibleTemplate(deps, user, id);
  const review = await findReview(deps.db, id, reviewId);
  if (!review) throw notFound();
  if (row.authorId !== user.id) throw forbidden();
  await setReviewReply(deps.db, reviewId, reply && reply.length > 0 ? reply : null);
  return listReviews(deps, user, id);
}

export async function reportTemplate(
  deps: D,
  user: SessionUser,
  id: string,
  input: { reason: string; details?: string | undefined },
): Promise<{ reported: true }> {
  if (officialKind(id)) throw officialReadOnly();
  await visibleTemplate(deps, user, id);
  if (await hasOpenReport(deps.db, id, user.id)) throw conflict('marketplace.alreadyReported');
  await insertReport(deps.db, {
    id: uuidv7(),
    templateId: id,
    reporterId: user.id,
    reason: input.reason,
    details: input.details || null,
  });
  return { reported: true };
}
