import type { Card } from '@rbax/shared/cards';
import { addDays, cardDays, datesForDays, daysBetween, type Day } from '@rbax/shared/views/dates';
import { announce } from '@atlaskit/pragmatic-drag-and-drop-live-region';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditCard } from '@/features/board/api/use-edit-card';
import { browserTimeZone } from '@/features/board/lib/visible-cards';
import { formatDate } from '@/lib/dates';

/**
 * Date changes from the calendar and the timeline (issue 22): by drag, by Alt+arrows or from the
 * card's menu, all through one edit — shown at once, sent with the card's version, queued offline
 * like a move — and announced to screen readers with the card's new dates.
 */
export function useDateMoves() {
  const { t, i18n } = useTranslation();
  const editCard = useEditCard();
  const timeZone = useMemo(() => browserTimeZone(), []);

  const save = useCallback(
    (card: Card, dates: { startDate: string | null; dueDate: string | null }) => {
      if (dates.startDate === card.startDate && dates.dueDate === card.dueDate) return Promise.resolve(true);
      const shown = [dates.startDate, dates.dueDate]
        .filter((date): date is string => date !== null)
        .map((date) => formatDate(date, i18n.language))
        .join(' – ');
      announce(t('boardView.calendar.moved', { title: card.title, dates: shown || t('boardView.calendar.noDates') }));
      return editCard(card, dates);
    },
    [editCard, t, i18n.language],
  );

  /** The card on new days (a timeline resize or the dates dialog). */
  const setDays = useCallback(
    (card: Card, days: { start: Day; end: Day }) => save(card, datesForDays(card, days, timeZone)),
    [save, timeZone],
  );

  /** The card moved by whole days, keeping its length. */
  const shift = useCallback(
    (card: Card, by: number) => {
      const span = cardDays(card, timeZone);
      return span
        ? setDays(card, { start: addDays(span.start, by), end: addDays(span.end, by) })
        : Promise.resolve(false);
    },
    [setDays, timeZone],
  );

  /** The card's due day put on `day` (a calendar drop), its start moved along; an undated card gets a due date. */
  const dueOn = useCallback(
    (card: Card, day: Day) => {
      const span = cardDays(card, timeZone);
      return span ? shift(card, daysBetween(span.end, day)) : setDays(card, { start: day, end: day });
    },
    [shift, setDays, timeZone],
  );

  const clear = useCallback((card: Card) => save(card, { startDate: null, dueDate: null }), [save]);

  return { timeZone, save, setDays, shift, dueOn, clear };
}

export type DateMoves = ReturnType<typeof useDateMoves>;
