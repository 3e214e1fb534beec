import type { Card } from '@rbax/shared/cards';
import { addDays, cardDays, daysBetween, weekday, type Day } from '@rbax/shared/views/dates';

/**
 * The timeline's horizontal scale (issue 22): pixels per day at each zoom, the range shown
 * (every dated card and today, with a margin), and the header's ticks. Pure, tested.
 */
export const timelineZooms = ['day', 'week', 'month'] as const;
export type TimelineZoom = (typeof timelineZooms)[number];

export const DAY_WIDTH: Record<TimelineZoom, number> = { day: 40, week: 16, month: 4 };

export type TimelineRange = { start: Day; days: number };

/** From a little before the earliest card (or today) to a little after the latest one. */
export function timelineRange(cards: readonly Card[], today: Day, timeZone: string, zoom: TimelineZoom): TimelineRange {
  let first = today;
  let last = today;
  for (const card of cards) {
    const span = cardDays(card, timeZone);
    if (!span) continue;
    if (span.start < first) first = span.start;
    if (span.end > last) last = span.end;
  }
  const margin = zoom === 'day' ? 7 : zoom === 'week' ? 28 : 90;
  const start = addDays(first, -margin);
  return { start, days: daysBetween(start, last) + 1 + margin };
}

export type Tick = { day: Day; offset: number; label: 'day' | 'week' | 'month'; major: boolean };

/** Header ticks: days (weeks marked) at the day zoom, week starts at the week zoom, months at the month zoom. */
export function timelineTicks(range: TimelineRange, zoom: TimelineZoom, firstDay: 0 | 1): Tick[] {
  const ticks: Tick[] = [];
  for (let offset = 0; offset < range.days; offset += 1) {
    const day = addDays(range.start, offset);
    const monthStart = day.endsWith('-01');
    if (zoom === 'day') ticks.push({ day, offset, label: 'day', major: weekday(day) === firstDay || monthStart });
    else if (zoom === 'week' && weekday(day) === firstDay) ticks.push({ day, offset, label: 'week', major: false });
    else if (zoom === 'month' && monthStart) ticks.push({ day, offset, label: 'month', major: true });
  }
  return ticks;
}

/** A bar's left edge and width in pixels for a card's days. */
export function barGeometry(span: { start: Day; end: Day }, range: TimelineRange, zoom: TimelineZoom) {
  const width = DAY_WIDTH[zoom];
  return { left: daysBetween(range.start, span.start) * width, width: (daysBetween(span.start, span.end) + 1) * width };
}
