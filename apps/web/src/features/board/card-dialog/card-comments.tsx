import { Zap } from 'lucide-react';
import { COMMENT_MAX, type Card, type Comment } from '@rbax/shared/cards';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { patchCardInCache, useBoardDetail } from '@/features/board/api/get-board-detail';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCreateComment } from '@/features/board/api/create-comment';
import { useDeleteComment } from '@/features/board/api/delete-comment';
import { commentsQueryOptions } from '@/features/board/api/get-comments';
import { useUpdateComment } from '@/features/board/api/update-comment';
import { MarkdownView } from '@/features/board/components/markdown-view';
import { formatRelative } from '@/lib/dates';
import { MentionTextarea } from '@/features/notifications/components/mention-textarea';
import { useMentions, type MentionPerson } from '@/features/notifications/hooks/use-mentions';
import { initials } from '@/lib/utils';

/** The board's readers but oneself: who a comment may mention. */
function useMentionablePeople(boardId: string): MentionPerson[] {
  const { user } = useAuth();
  const members = useBoardDetail(boardId).data?.members;
  return useMemo(() => {
    const seen = new Set<string>();
    return (members ?? []).filter((m) => m.id !== user?.id && !seen.has(m.id) && seen.add(m.id));
  }, [members, user?.id]);
}

/**
 * Comments in Markdown: add; edit and delete your own; author and relative time. Typing '@'
 * suggests the board's people; the ones chosen are sent as mentions (issue 7).
 */
export function CardComments({ card }: { card: Card }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(commentsQueryOptions(card.id));
  const [body, setBody] = useState('');
  const people = useMentionablePeople(card.boardId);
  const mentions = useMentions(people);
  const onCountChange = (delta: number) =>
    patchCardInCache(queryClient, card.boardId, card.id, {
      counts: { ...card.counts, comments: Math.max(0, card.counts.comments + delta) },
    });
  const create = useCreateComment(card.id, onCountChange);

  return (
    <section aria-labelledby="card-comments-title" className="grid gap-3">
      <h3 id="card-comments-title" className="text-sm font-semibold">
        {t('cards.comments.title')}
      </h3>
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const value = body.trim();
          if (!value) return;
          setBody('');
          const ids = mentions.idsFor(value);
          mentions.reset();
          create.mutate(
            { body: value, mentions: ids },
            {
              onError: () => {
                setBody((current) => current || value);
                toast.error(t('cards.toasts.saveFailed'));
              },
            },
          );
        }}
      >
        <MentionTextarea
          rows={3}
          value={body}
          maxLength={COMMENT_MAX}
          placeholder={t('cards.comments.placeholder')}
          aria-label={t('cards.comments.input')}
          aria-describedby="card-comments-mention-hint"
          onValueChange={setBody}
          people={people}
          onPick={mentions.pick}
        />
        <p id="card-comments-mention-hint" className="text-xs text-muted-foreground">
          {t('notifications.mentions.hint')}
        </p>
        <div>
          <Button type="submit" size="sm" disabled={!body.trim()}>
            {t('cards.comments.add')}
          </Button>
        </div>
      </form>
      {query.data && query.data.length > 0 ? (
        <ul className="grid gap-3" aria-label={t('cards.comments.title')}>
          {query.data.map((comment) => (
            <CommentItem key={comment.id} comment={comment} card={card} people={people} onCountChange={onCountChange} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CommentItem({
  comment,
  card,
  people,
  onCountChange,
}: {
  comment: Comment;
  card: Card;
  people: MentionPerson[];
  onCountChange: (delta: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(comment.body);
  const mentions = useMentions(people, comment.mentions);
  const update = useUpdateComment(card.id);
  const remove = useDeleteComment(card.id, onCountChange);
  const own = Boolean(user && comment.author?.id === user.id);
  const author =
    comment.author?.name ??
    (comment.automation
      ? t('cards.activity.automationRule', { rule: comment.automation.ruleName })
      : t('cards.comments.unknownAuthor'));
  const onError = () => toast.error(t('cards.toasts.saveFailed'));

  return (
    <li className="flex gap-2">
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/15 text-[0.65rem] font-semibold"
      >
        {comment.automation ? <Zap className="size-3.5" /> : initials(author)}
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{author}</span>{' '}
          <time dateTime={comment.createdAt}>{formatRelative(comment.createdAt, i18n.language)}</time>
          {comment.edited ? ` · ${t('cards.comments.edited')}` : null}
        </p>
        {editing ? (
          <div className="grid gap-2">
            <MentionTextarea
              autoFocus
              data-escape-local
              rows={3}
              value={value}
              maxLength={COMMENT_MAX}
              aria-label={t('cards.comments.editInput')}
              onValueChange={setValue}
              people={people}
              onPick={mentions.pick}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault();
                  setEditing(false);
                }
              }}
            />
            <div className="flex gap-2">
              <Button
                size="sm"
                disabled={!value.trim() || update.isPending}
                onClick={() =>
                  update.mutate(
                    { id: comment.id, body: value.trim(), mentions: mentions.idsFor(value.trim()) },
                    { onSuccess: () => setEditing(false), onError },
                  )
                }
              >
                {t('cards.save')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
                {t('common.cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="rounded-md bg-muted/50 px-3 py-2">
            <MarkdownView source={comment.body} mentions={comment.mentions.map((person) => person.name)} />
          </div>
        )}
        {own && !editing ? (
          <div className="flex gap-1">
            <Button
              variant="link"
              size="sm"
              className="h-auto p-0 text-xs"
              aria-label={t('cards.comments.edit')}
              onClick={() => {
                setValue(comment.body);
                setEditing(true);
              }}
            >
              {t('cards.edit')}
            </Button>
            <span aria-hidden="true">·</span>
            <Button
              variant="link"
              size="sm"
              className="h-auto p-0 text-xs text-destructive"
              aria-label={t('cards.comments.delete')}
              onClick={() => remove.mutate(comment.id, { onError })}
            >
              {t('cards.delete')}
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
