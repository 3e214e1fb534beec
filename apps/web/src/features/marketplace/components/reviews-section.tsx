import type { Review, TemplateDetail } from '@rbax/shared/marketplace/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useReplyToReview, useSaveReview } from '@/features/marketplace/api/marketplace-mutations';
import { useTemplateReviews } from '@/features/marketplace/api/marketplace-queries';
import { StarInput, StarsShown } from '@/features/marketplace/components/star-rating';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';

const failed = (error: Error, fallback: string) =>
  error instanceof ApiError && !error.isUnexpected ? error.message : fallback;

/** 'Avaliações': one review per person (editable), newest first; the author replies under each. */
export function ReviewsSection({ template }: { template: TemplateDetail }) {
  const { t } = useTranslation();
  const reviews = useTemplateReviews(template.id);
  const mine = reviews.data?.items.find((r) => r.mine);

  return (
    <section aria-labelledby="reviews-title" className="grid gap-4">
      <h2 id="reviews-title" className="text-lg font-semibold">
        {t('marketplace.reviews.title')}
      </h2>
      {/* Shown once the reviews are in (so it starts from the person's own review) and never
          remounted after a save: the save's toast belongs to this form. */}
      {template.canReview && reviews.data ? <ReviewForm templateId={template.id} mine={mine} /> : null}
      {reviews.isPending ? (
        <Skeleton className="h-24 rounded-xl" />
      ) : reviews.isError ? (
        <p role="alert">{t('marketplace.loadFailed')}</p>
      ) : reviews.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('marketplace.reviews.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {reviews.data.items.map((review) => (
            <ReviewItem key={review.id} templateId={template.id} review={review} canReply={reviews.data.canReply} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewForm({ templateId, mine }: { templateId: string; mine: Review | undefined }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [body, setBody] = useState(mine?.body ?? '');
  const save = useSaveReview(templateId);
  return (
    <form
      className="grid gap-3 rounded-xl border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (rating === 0) {
          toast.error(t('marketplace.reviews.pickRating'));
          return;
        }
        save.mutate(
          { rating, body },
          {
            onSuccess: () => toast.success(t('marketplace.reviews.saved')),
            onError: (error) => toast.error(failed(error, t('marketplace.reviews.saveFailed'))),
          },
        );
      }}
    >
      <p className="text-sm font-medium">
        {mine ? t('marketplace.reviews.editYours') : t('marketplace.reviews.writeYours')}
      </p>
      <StarInput value={rating} onChange={setRating} />
      <div className="grid gap-2">
        <Label htmlFor="review-body">{t('marketplace.reviews.body')}</Label>
        <Textarea id="review-body" value={body} maxLength={2000} onChange={(e) => setBody(e.target.value)} />
      </div>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {mine ? t('marketplace.reviews.update') : t('marketplace.reviews.submit')}
      </Button>
    </form>
  );
}

function ReviewItem({ templateId, review, canReply }: { templateId: string; review: Review; canReply: boolean }) {
  const { t, i18n } = useTranslation();
  const [replying, setReplying] = useState(false);
  const [text, setText] = useState(review.reply ?? '');
  const reply = useReplyToReview(templateId);
  return (
    <li className="grid gap-2 rounded-xl border p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <StarsShown value={review.rating} />
        <span className="font-medium">{review.user?.name ?? t('marketplace.reviews.deletedUser')}</span>
        <span className="text-muted-foreground">{formatDate(review.updatedAt, i18n.language)}</span>
      </div>
      {review.body ? <p className="text-sm whitespace-pre-wrap">{review.body}</p> : null}
      {review.reply && !replying ? (
        <div className="ml-4 border-l-2 pl-3 text-sm">
          <p className="font-medium">{t('marketplace.reviews.authorReply')}</p>
          <p className="whitespace-pre-wrap">{review.reply}</p>
        </div>
      ) : null}
      {canReply && !replying ? (
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setReplying(true)}>
          {review.reply ? t('marketplace.reviews.editReply') : t('marketplace.reviews.reply')}
        </Button>
      ) : null}
      {replying ? (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            reply.mutate(
              { reviewId: review.id, reply: text.trim() || null },
              {
                onSuccess: () => setReplying(false),
                onError: (error) => toast.error(failed(error, t('marketplace.reviews.saveFailed'))),
              },
            );
          }}
        >
          <Label htmlFor={`reply-${review.id}`}>{t('marketplace.reviews.replyLabel')}</Label>
          <Textarea id={`reply-${review.id}`} value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={reply.isPending}>
              {t('marketplace.reviews.sendReply')}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setReplying(false)}>
              {t('marketplace.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}
