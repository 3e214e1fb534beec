import { FEEDBACK_COMMENT_MAX, feedbackSchema } from '@rbax/shared/public-site';
import { useId, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useMessage } from '@/features/auth/hooks/use-message';
import { useSendFeedback } from '@/features/feedback/api/send-feedback';
import { StarRating } from '@/features/feedback/components/star-rating';
import { siteToast } from '@/features/site-widgets/lib/site-toast';
import { playSound } from '@/features/site-widgets/lib/sound';
import { cn } from '@/lib/utils';

const commentSchema = feedbackSchema.shape.comment;

type FeedbackFormProps = {
  /** After a successful send (the widget closes). */
  onSent: () => void;
  firstRef?: Ref<HTMLInputElement>;
};

/**
 * Spec §4/§5: stars first; after a rating, a comment box with its 'n/500' counter and the
 * 'Comentário muito longo' error; sending state; success toast, reset and close.
 */
export function FeedbackForm({ onSent, firstRef }: FeedbackFormProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const send = useSendFeedback();
  const parsedComment = commentSchema.safeParse(comment);
  const commentError = parsedComment.success ? undefined : message(parsedComment.error.issues[0]?.message);
  const busy = send.isPending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || rating === null) return;
    const parsed = feedbackSchema.safeParse({
      rating,
      comment: comment.trim() || undefined,
      page: window.location.pathname,
    });
    if (!parsed.success) return;
    send.mutate(parsed.data, {
      onSuccess: () => {
        void siteToast('success', t('site.widgets.feedback.success'));
        playSound('success');
        setRating(null);
        setComment('');
        onSent();
      },
      onError: () => {
        void siteToast('error', t('site.widgets.feedback.failed'));
        playSound('error');
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3">
      <StarRating name={`${id}-rating`} value={rating} onChange={setRating} firstRef={firstRef} />
      {rating !== null ? (
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-comment`} className="text-sm font-medium">
            {t('site.widgets.feedback.comment')}
          </label>
          <Textarea
            id={`${id}-comment`}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            placeholder={t('site.widgets.feedback.placeholder')}
            rows={3}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={`${id}-counter${commentError ? ` ${id}-error` : ''}`}
            readOnly={busy}
          />
          <div className="flex items-start justify-between gap-2 text-xs">
            <p id={`${id}-error`} className="font-medium text-destructive">
              {commentError}
            </p>
            <p
              id={`${id}-counter`}
              className={cn('shrink-0 tabular-nums text-muted-foreground', commentError && 'text-destructive')}
            >
              {t('site.widgets.feedback.counter', { count: comment.length, max: FEEDBACK_COMMENT_MAX })}
            </p>
          </div>
        </div>
      ) : null}
      <Button
        type="submit"
        size="sm"
        aria-disabled={busy || rating === null || Boolean(commentError) || undefined}
        className="aria-disabled:opacity-60"
      >
        {busy ? <Spinner /> : null}
        {busy ? t('site.widgets.feedback.sending') : t('site.widgets.feedback.submit')}
      </Button>
    </form>
  );
}

export default FeedbackForm;
