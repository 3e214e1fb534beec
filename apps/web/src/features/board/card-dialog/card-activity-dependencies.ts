import type { BoardEvent } from '@rbax/shared/event-log';
import type { TFunction } from 'i18next';

type Describe = (event: BoardEvent, context: { actor: string; t: TFunction }) => string;

const titleOf = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};

/** The card history's sentences for dependencies (issue 22), written on the card that waits. */
export const dependencyDescribers: Record<string, Describe> = {
  'card.dependency_added': ({ data }, { actor, t }) =>
    t('cards.activity.dependencyAdded', { actor, title: titleOf(data.title) }),
  'card.dependency_removed': ({ data }, { actor, t }) =>
    data.reason === 'moved'
      ? t('cards.activity.dependencyDropped', { title: titleOf(data.title) })
      : t('cards.activity.dependencyRemoved', { actor, title: titleOf(data.title) }),
};
