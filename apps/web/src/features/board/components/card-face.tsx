import type { BoardLabel } from '@rbax/shared/boards';
import { isOverdue, type BoardMember, type Card } from '@rbax/shared/cards';
import type { PresenceUser } from '@rbax/shared/realtime';
import { CalendarDays, CheckSquare, Eye, MessageSquare, Paperclip } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readableTextColor } from '@/features/boards/components/readable-text-color';
import { CardTimeBadge } from '@/features/board/components/card-time-badge';
import { CardSubtaskProgress } from '@/features/board/components/card-subtask-progress';
import { PriorityBadge } from '@/features/board/components/priority-badge';
import { formatDate } from '@/lib/dates';
import { formatBrl } from '@/features/board/lib/money';
import { cn, initials } from '@/lib/utils';

type CardFaceProps = {
  card: Card;
  /** Where the title link goes (the card dialog route, keeping the filters). */
  to: string;
  labels: ReadonlyMap<string, BoardLabel>;
  members: ReadonlyMap<string, BoardMember>;
  onKeyDown?: ((event: KeyboardEvent<HTMLAnchorElement>) => void) | undefined;
  /** Other people who have this card open now (realtime presence). */
  viewers?: readonly PresenceUser[];
  now?: Date;
  /** Extra marks among the card's facts, from features that know more about it (the ageing zone, issue 19). */
  badges?: ReactNode;
  /** Controls from other features, above the card's link (the timer's start/stop, issue 21). */
  actions?: ReactNode;
};

/** A card on the board: cover, title (the link to its dialog), priority, due date, people and counts. */
export function CardFace({ card, to, labels, members, onKeyDown, viewers = [], now, badges, actions }: CardFaceProps) {
  const { t, i18n } = useTranslation();
  const assignee = card.assigneeId ? members.get(card.assigneeId) : undefined;
  const overdue = isOverdue(card, now);
  const cardLabels = card.labelIds.map((id) => labels.get(id)).filter((label) => label !== undefined);
  const { checklistDone, checklistTotal, comments, attachments } = card.counts;
  const viewedBy = viewers.map((viewer) => viewer.name).join(', ');
  return (
    <div
      data-viewed={viewers.length > 0 || undefined}
      className={cn(
        'relative flex flex-col gap-2 overflow-hidden rounded-lg border bg-card p-3 text-card-foreground shadow-xs transition-shadow focus-within:ring-[3px] focus-within:ring-ring/60 hover:shadow-md',
        viewers.length > 0 && 'border-emerald-500/70',
      )}
    >
      {card.coverUrl ? (
        <img
          src={card.coverUrl}
          alt=""
          className="-mx-3 -mt-3 mb-1 h-28 w-[calc(100%+1.5rem)] max-w-none object-cover"
          loading="lazy"
        />
      ) : null}
      {cardLabels.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label={t('cards.face.labels')}>
          {cardLabels.map((label) => (
            <li
              key={label.id}
              className="rounded-full px-2 py-0.5 text-[0.65rem] font-medium"
              style={{ backgroundColor: label.color, color: readableTextColor(label.color) }}
            >
              {label.name}
            </li>
          ))}
        </ul>
      ) : null}
      <h3 className="text-sm font-medium leading-snug break-words">
        <Link
          to={to}
          data-card-link={card.id}
          draggable={false}
          onKeyDown={onKeyDown}
          aria-keyshortcuts="Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown"
          className="outline-none after:absolute after:inset-0 after:content-['']"
        >
          {card.title}
        </Link>
      </h3>
      {card.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label={t('cards.face.tags')}>
          {card.tags.map((tag) => (
            <li key={tag} className="rounded bg-muted px-1.5 py-0.5 text-[0.65rem] text-muted-foreground">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted-foreground">
        {card.priority ? <PriorityBadge priority={card.priority} /> : null}
        {badges}
        {card.dueDate ? (
          <span
            data-overdue={overdue || undefined}
            className={cn('inline-flex items-center gap-1', overdue && 'font-medium text-destructive')}
          >
            <CalendarDays aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{overdue ? t('cards.face.overdue') : t('cards.face.due')}</span>
            {formatDate(card.dueDate, i18n.language)}
          </span>
        ) : null}
        {checklistTotal > 0 ? (
          <span className="inline-flex items-center gap-1" title={t('cards.face.checklist')}>
            <CheckSquare aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('cards.face.checklist')}</span>
            {`${checklistDone}/${checklistTotal}`}
          </span>
        ) : null}
        {comments > 0 ? (
          <span className="inline-flex items-center gap-1">
            <MessageSquare aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('cards.face.comments', { count: comments })}</span>
            <span aria-hidden="true">{comments}</span>
          </span>
        ) : null}
        {attachments > 0 ? (
          <span className="inline-flex items-center gap-1">
            <Paperclip aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('cards.face.attachments', { count: attachments })}</span>
            <span aria-hidden="true">{attachments}</span>
          </span>
        ) : null}
        {card.valueBrl ? <span className="font-medium text-foreground">{formatBrl(card.valueBrl)}</span> : null}
        <CardTimeBadge card={card} />
        {viewers.length > 0 ? (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-emerald-500/15 px-1.5 py-0.5 text-[0.6rem] font-semibold text-emerald-800 dark:text-emerald-200"
            title={t('cards.face.openBy', { names: viewedBy })}
          >
            <Eye aria-hidden="true" className="size-3" />
            <span aria-hidden="true">{viewers.map((viewer) => initials(viewer.name)).join(' ')}</span>
            <span className="sr-only">{t('cards.face.openBy', { names: viewedBy })}</span>
          </span>
        ) : null}
        {actions}
        {assignee ? (
          <span
            className="ml-auto flex size-6 items-center justify-center rounded-full bg-primary/15 text-[0.6rem] font-semibold text-foreground"
            title={assignee.name}
          >
            <span aria-hidden="true">{initials(assignee.name || assignee.email)}</span>
            <span className="sr-only">{t('cards.face.assignee', { name: assignee.name || assignee.email })}</span>
          </span>
        ) : null}
      </div>
      <CardSubtaskProgress card={card} />
    </div>
  );
}
