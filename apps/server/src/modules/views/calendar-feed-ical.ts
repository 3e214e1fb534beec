import { CALENDAR_FEED_REFRESH_MINUTES } from '@rbax/shared/views/calendar-feed';
import { addDays, cardDays, type Day } from '@rbax/shared/views/dates';
import { dateOf } from '#src/db/raw.ts';
import type { FeedCardRow } from './calendar-feed-repository.ts';

/**
 * A feed as RFC 5545 text (ical-generator, docs/decisions/043): one all-day event per dated card,
 * on its days in the feed owner's time zone — from its start to its due date, or on its due date
 * alone — so a card due "on the 26th" is on the 26th in every calendar app, whatever the app's
 * zone. The UID is the card's, so an app updates the event when the card changes.
 */

function utcDate(day: Day): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

export async function feedCalendar(
  name: string,
  cards: readonly FeedCardRow[],
  options: { timeZone: string; publicUrl: string; host: string },
): Promise<string> {
  // Loaded with the first feed, not with every server start (issue 25: idle memory).
  const { default: ical } = await import('ical-generator');
  const calendar = ical({
    name: `RBAX Flow · ${name}`,
    prodId: { company: 'RBAX Flow', product: 'Calendar feed', language: 'PT' },
    ttl: CALENDAR_FEED_REFRESH_MINUTES * 60,
  });
  for (const card of cards) {
    const days = cardDays(
      {
        startDate: card.startDate ? dateOf(card.startDate).toISOString() : null,
        dueDate: dateOf(card.dueDate).toISOString(),
      },
      options.timeZone,
    )!;
    const url = `${options.publicUrl}/board/${card.boardId}/card/${card.id}`;
    calendar.createEvent({
      id: `${card.id}@${options.host}`,
      allDay: true,
      start: utcDate(days.start),
      // DTEND of an all-day event is the day after the last one (RFC 5545 §3.6.1).
      end: utcDate(addDays(days.end, 1)),
      stamp: dateOf(card.updatedAt),
      summary: card.completedAt ? `✓ ${card.title}` : card.title,
      description: `${card.boardTitle} · ${card.columnName}\n${url}`,
      url,
    });
  }
  return calendar.toString();
}
