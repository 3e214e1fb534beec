import type { BoardEvent } from '@rbax/shared/event-log';
import type { TFunction } from 'i18next';

type Describe = (event: BoardEvent, context: { actor: string; t: TFunction }) => string;

/** A subtask's title as the history quotes it; one too long is cut so the sentence stays one line. */
function titleOf(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/**
 * The card history's sentences for subtasks (issue 21, docs/decisions/040). On the parent:
 * 'card.subtask_added' (created under it or demoted) and 'card.subtask_removed' (promoted,
 * deleted or put under another card). On the subtask itself, its parent changing is a
 * 'card.updated' with `changes.parentId` (`describeParentChange`).
 */
export const subtaskDescribers: Record<string, Describe> = {
  'card.subtask_added': ({ data }, { actor, t }) =>
    data.origin === 'demoted'
      ? t('cards.activity.subtaskDemoted', { actor, title: titleOf(data.title) })
      : t('cards.activity.subtaskAdded', { actor, title: titleOf(data.title) }),
  'card.subtask_removed': ({ data }, { actor, t }) => {
    const title = titleOf(data.title);
    if (data.reason === 'deleted') return t('cards.activity.subtaskDeleted', { actor, title });
    if (data.reason === 'moved') return t('cards.activity.subtaskMovedAway', { actor, title });
    return t('cards.activity.subtaskPromoted', { actor, title });
  },
};

/** 'Ana transformou este card em subtarefa' / 'esta subtarefa em card'; null when the parent did not change. */
export function describeParentChange(changes: Record<string, { new?: unknown }>, actor: string, t: TFunction) {
  if (!('parentId' in changes)) return null;
  return changes.parentId?.new
    ? t('cards.activity.becameSubtask', { actor })
    : t('cards.activity.becameCard', { actor });
}
