import type { BoardEvent } from '@rbax/shared/event-log';
import type { TFunction } from 'i18next';
import { formatDuration } from '@/lib/duration';
import { i18n } from '@/lib/i18n';

type Describe = (event: BoardEvent, context: { actor: string; t: TFunction }) => string;

const duration = (value: unknown) =>
  typeof value === 'number' && value > 0 ? formatDuration(value, i18n.language) : null;

/**
 * The card history's sentences for time (issues 7 and 21): entries recorded by hand or by focus
 * mode, the timer started and stopped, entries changed and deleted.
 */
export const timeDescribers: Record<string, Describe> = {
  'time.logged': ({ data }, { actor, t }) => {
    const time = duration(data.durationSeconds);
    if (data.source === 'pomodoro' || !time)
      return time ? t('focus.activity.logged', { actor, time }) : t('focus.activity.someLogged', { actor });
    return t('cards.activity.timeLogged', { actor, time });
  },
  'time.started': (_, { actor, t }) => t('cards.activity.timerStarted', { actor }),
  'time.stopped': ({ data }, { actor, t }) => {
    if (data.reason === 'discarded') return t('cards.activity.timerDiscarded', { actor });
    const time = duration(data.durationSeconds);
    return time
      ? t('cards.activity.timerStopped', { actor, time })
      : t('cards.activity.timerStoppedNothing', { actor });
  },
  'time.updated': (_, { actor, t }) => t('cards.activity.timeUpdated', { actor }),
  'time.deleted': ({ data }, { actor, t }) => {
    const time = duration(data.durationSeconds);
    return time ? t('cards.activity.timeDeleted', { actor, time }) : t('cards.activity.someTimeDeleted', { actor });
  },
};
