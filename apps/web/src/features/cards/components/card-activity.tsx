import type { BoardColumn } from '@rbax/shared/boards';
import type { BoardEvent, Card } from '@rbax/shared/cards';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { activityQueryOptions } from '@/features/cards/api/get-activity';
import { formatRelative } from '@/features/cards/lib/dates';

/** One human sentence per event kind, e.g. 'Maria moveu este card de A Fazer para Concluído'. */
export function describeEvent(event: BoardEvent, columns: readonly BoardColumn[], t: TFunction): string {
  const actor = event.actor?.name ?? t('cards.activity.someone');
  const columnName = (id: unknown) =>
    columns.find((column) => column.id === id)?.name ?? t('cards.activity.otherColumn');
  const data = event.data;
  switch (event.kind) {
    case 'card.created':
      return t('cards.activity.created', { actor, column: columnName(data.columnId) });
    case 'card.copied':
      return t('cards.activity.copied', { actor });
    case 'card.moved':
      if (data.fromBoardId && data.toBoardId && data.fromBoardId !== data.toBoardId)
        return t('cards.activity.movedBoard', { actor });
      if (data.fromColumnId === data.toColumnId) return t('cards.activity.reordered', { actor });
      return t('cards.activity.moved', { actor, from: columnName(data.fromColumnId), to: columnName(data.toColumnId) });
    case 'card.updated': {
      const changes = (data.changes ?? {}) as Record<string, { old?: unknown; new?: unknown }>;
      if ('archived' in changes)
        return changes.archived?.new
          ? t('cards.activity.archived', { actor })
          : t('cards.activity.restored', { actor });
      if ('completed' in changes) return t('cards.activity.completed', { actor });
      const fields = Object.keys(changes).map((field) => {
        const name = t(`cards.fields.${field}`, { defaultValue: field });
        return name.charAt(0).toLocaleLowerCase() + name.slice(1);
      });
      return fields.length
        ? t('cards.activity.updatedFields', { actor, fields: fields.join(', ') })
        : t('cards.activity.updated', { actor });
    }
    default:
      if (event.kind.startsWith('comment.')) return t('cards.activity.commented', { actor });
      if (event.kind.startsWith('checklist.')) return t('cards.activity.checklist', { actor });
      if (event.kind.startsWith('attachment.')) return t('cards.activity.attachment', { actor });
      return t('cards.activity.updated', { actor });
  }
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
              <span>{describeEvent(event, columns, t)}</span>
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
