import { matchesCardFilter, type Card, type CardFilter } from '@rbax/shared/cards';
import { hasActiveFilter } from '@/features/board/lib/filters';

/** The board's cards that pass its filters (every view shows the same ones, issue 22). */
export function visibleCards(cards: readonly Card[], filter: CardFilter, now = new Date()): readonly Card[] {
  if (!hasActiveFilter(filter)) return cards;
  return cards.filter((card) => matchesCardFilter(card, filter, now));
}

/** The zone the views place dates in: the browser's, as the card dialog's date fields are. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/Sao_Paulo';
}
