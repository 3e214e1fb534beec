import type { BoardColumn } from '@rbax/shared/boards';
import type { Card } from '@rbax/shared/cards';
import type { BoardEvent } from '@rbax/shared/event-log';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { activityQueryOptions } from '@/features/board/api/get-activity';
import { formatRelative } from '@/lib/dates';
import { timeDescribers } from '@/features/board/card-dialog/card-activity-time';
import { dependencyDescribers } from '@/features/board/card-dialog/card-activity-dependencies';
import { describeParentChange, subtaskDescribers } from '@/features/board/card-dialog/card-activity-subtasks';

/** Only a column's id and name are read (the monitoring feed sends just those). */
type ColumnName = Pick<BoardColumn, 'id' | 'name'>;

type Describe = (event: BoardEvent, context: { actor: string; columns: readonly ColumnName[]; t: TFunction }) => string;

/** Activity quotes user text (item, file name); a long one is cut so the sentence stays one line. */
const QUOTE_MAX = 60;

function quoted(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  return text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text;
}

function columnName(columns: readonly ColumnName[], id: unknown, t: TFunction): string {
  return columns.find((column) => column.id === id)?.name ?? t('cards.activity.otherColumn');
}

/** The event is written on both boards of a cross-board move; which one we read tells the direction. */
const describeMove: Describe = ({ boardId, data }, { actor, columns, t }) => {
  if (data.fromBoardId && data.toBoardId && data.fromBoardId !== data.toBoardId) {
    return boardId === data.fromBoardId
      ? t('cards.activity.movedToBoard', { actor })
      : t('cards.activity.movedFromBoard', { actor, column: columnName(columns, data.toColumnId, t) });
  }
  if (data.fromColumnId === data.toColumnId) return t('cards.activity.reordered', { actor });
  return t('cards.activity.moved', {
    actor,
    from: columnName(columns, data.fromColumnId, t),
    to: columnName(columns, data.toColumnId, t),
  });
};

/** Older logs carried archiving and completion inside 'card.updated'; they still read right. */
const describeUpdate: Describe = ({ data }, { actor, t }) => {
  const changes = (data.changes ?? {}) as Record<string, { old?: unknown; new?: unknown }>;
  if ('archived' in changes)
    return changes.archived?.new ? t('cards.activity.archived', { actor }) : t('cards.activity.restored', { actor });
  const parent = describeParentChange(changes, actor, t);
  if (parent) return parent;
  if ('completed' in changes)
    return changes.completed?.new
      ? t('cards.activity.completed', { actor })
      : t('cards.activity.uncompleted', { actor });
  const fields = Object.keys(changes).map((field) => {
    const name = t(`cards.fields.${field}`, { defaultValue: field });
    return name.charAt(0).toLocaleLowerCase() + name.slice(1);
  });
  return fields.length
    ? t('cards.activity.updatedFields', { actor, fields: fields.join(', ') })
    : t('cards.activity.updated', { actor });
};

/** The server logs only what changed: a tick carries `done`, a rename carries `text`. */
const describeChecklistUpdate: Describe = ({ data }, { actor, t }) => {
  const item = quoted(data.text);
  if (typeof data.done === 'boolean') {
    if (data.done)
      return item ? t('cards.activity.itemDone', { actor, item }) : t('cards.activity.someItemDone', { actor });
    return item ? t('cards.activity.itemUndone', { actor, item }) : t('cards.activity.someItemUndone', { actor });
  }
  return item ? t('cards.activity.itemRenamed', { actor, item }) : t('cards.activity.checklist', { actor });
};

/** A commit or pull request that mentions the card (GitHub, decision 036): its author is GitHub's, not an actor. */
const describeLinked: Describe = ({ data }, { t }) => {
  const title = quoted(data.title);
  if (!title) return t('cards.activity.someLinked');
  const key = data.kind === 'pull_request' ? (data.merged ? 'pullRequestMerged' : 'pullRequestLinked') : 'commitLinked';
  const author = quoted(data.author);
  return author ? t(`cards.activity.${key}`, { title, author }) : t(`cards.activity.${key}NoAuthor`, { title });
};

/** Where a linked commit or pull request lives; only web addresses become links. */
export function linkedUrl(event: BoardEvent): string | null {
  const url = event.kind === 'card.linked' ? event.data.url : null;
  return typeof url === 'string' && /^https?:\/\//i.test(url) ? url : null;
}

const describers: Record<string, Describe> = {
  'card.created': ({ data }, { actor, columns, t }) =>
    data.parentId
      ? t('cards.activity.createdSubtask', { actor })
      : t('cards.activity.created', { actor, column: columnName(columns, data.columnId, t) }),
  'card.copied': (_, { actor, t }) => t('cards.activity.copied', { actor }),
  'card.moved': describeMove,
  'card.updated': describeUpdate,
  'card.archived': (_, { actor, t }) => t('cards.activity.archived', { actor }),
  'card.restored': (_, { actor, t }) => t('cards.activity.restored', { actor }),
  'card.completed': (_, { actor, t }) => t('cards.activity.completed', { actor }),
  'card.uncompleted': (_, { actor, t }) => t('cards.activity.uncompleted', { actor }),
  'card.deleted': (_, { actor, t }) => t('cards.activity.deleted', { actor }),
  'comment.added': (_, { actor, t }) => t('cards.activity.commented', { actor }),
  'comment.updated': (_, { actor, t }) => t('cards.activity.commentUpdated', { actor }),
  'comment.deleted': (_, { actor, t }) => t('cards.activity.commentDeleted', { actor }),
  'checklist.item_added': ({ data }, { actor, t }) => {
    const item = quoted(data.text);
    return item ? t('cards.activity.itemAdded', { actor, item }) : t('cards.activity.someItemAdded', { actor });
  },
  'checklist.item_updated': describeChecklistUpdate,
  'checklist.item_moved': (_, { actor, t }) => t('cards.activity.itemMoved', { actor }),
  'checklist.item_deleted': (_, { actor, t }) => t('cards.activity.itemDeleted', { actor }),
  'attachment.added': ({ data }, { actor, t }) => {
    const file = quoted(data.name);
    return file ? t('cards.activity.attached', { actor, file }) : t('cards.activity.someAttached', { actor });
  },
  'card.linked': describeLinked,
  ...timeDescribers,
  ...subtaskDescribers,
  ...dependencyDescribers,
  'attachment.deleted': ({ data }, { actor, t }) => {
    const file = quoted(data.name);
    return file
      ? t('cards.activity.attachmentDeleted', { actor, file })
      : t('cards.activity.someAttachmentDeleted', { actor });
  },
};

/** 'Automação · <rule>' for an automation's event (the rule's name is in its marker; older events have none). */
function automationActor(marker: unknown, t: TFunction): string | null {
  if (!marker || typeof marker !== 'object') return null;
  const rule = quoted((marker as { ruleName?: unknown }).ruleName);
  return rule ? t('cards.activity.automationRule', { rule }) : t('cards.activity.automation');
}

/** One human sentence per event kind, e.g. 'Maria moveu este card de A Fazer para Concluído'. */
export function describeEvent(event: BoardEvent, columns: readonly ColumnName[], t: TFunction): string {
  const actor = event.actor?.name ?? automationActor(event.data.automation, t) ?? t('cards.activity.someone');
  const describe = Object.hasOwn(describers, event.kind) ? describers[event.kind] : undefined;
  if (describe) return describe(event, { actor, columns, t });
  // A kind newer than this client still gets a sentence of its family.
  if (event.kind.startsWith('comment.')) return t('cards.activity.commented', { actor });
  if (event.kind.startsWith('checklist.')) return t('cards.activity.checklist', { actor });
  if (event.kind.startsWith('attachment.')) return t('cards.activity.attachment', { actor });
  return t('cards.activity.updated', { actor });
}

/** The sentence; a commit or pull request's one links to it on GitHub. */
function ActivitySentence({ event, columns }: { event: BoardEvent; columns: readonly BoardColumn[] }) {
  const { t } = useTranslation();
  const sentence = describeEvent(event, columns, t);
  const url = linkedUrl(event);
  if (!url) return <span>{sentence}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="min-w-0 break-words rounded-sm font-medium text-link underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
    >
      {sentence}
      <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px]" />{' '}
      <span className="sr-only">{t('cards.activity.opensInNewTab')}</span>
    </a>
  );
}

function newestFirst(events: readonly BoardEvent[]): BoardEvent[] {
  return [...events].sort((a, b) => b.seq - a.seq);
}

export function CardActivity({ card, columns }: { card: Card; columns: readonly BoardColumn[] }) {
  const { t, i18n } = useTranslation();
  const query = useQuery(activityQueryOptions(card.id));
  return (
    <section aria-labelledby="card-activity-title" className="grid gap-2">
      <h3 id="card-activity-title" className="text-sm font-semibold">
        {t('cards.activity.title')}
      </h3>
      {query.data && query.data.length > 0 ? (
        <ol className="grid gap-1.5 text-sm" aria-label={t('cards.activity.title')}>
          {newestFirst(query.data).map((event) => (
            <li key={event.id} className="flex flex-wrap gap-x-2">
              <ActivitySentence event={event} columns={columns} />
              <time className="text-xs text-muted-foreground" dateTime={event.createdAt}>
                {formatRelative(event.createdAt, i18n.language)}
              </time>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">
          {query.isPending ? t('common.loading') : t('cards.activity.empty')}
        </p>
      )}
    </section>
  );
}
