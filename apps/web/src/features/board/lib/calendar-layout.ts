import type { Card } from '@rbax/shared/cards';
import { cardDays, daysBetween, type Day } from '@rbax/shared/views/dates';

/**
 * Where cards sit in a calendar week (issue 22): one bar per card from its start to its due day
 * (or on its one date), cut at the week's edges, stacked in lanes so bars never overlap. Longer
 * and earlier cards take the upper lanes, as in common calendar apps. Pure, tested.
 */
export type WeekSegment = {
  card: Card;
  /** First and last column (0–6) the bar covers in this week. */
  from: number;
  to: number;
  lane: number;
  /** The card began before this week / goes on after it. */
  before: boolean;
  after: boolean;
};

export function weekSegments(week: readonly Day[], cards: readonly Card[], timeZone: string): WeekSegment[] {
  const first = week[0]!;
  const last = week[week.length - 1]!;
  const placed: Omit<WeekSegment, 'lane'>[] = [];
  for (const card of cards) {
    const span = cardDays(card, timeZone);
    if (!span || span.end < first || span.start > last) continue;
    placed.push({
      card,
      from: Math.max(0, daysBetween(first, span.start)),
      to: Math.min(week.length - 1, daysBetween(first, span.end)),
      before: span.start < first,
      after: span.end > last,
    });
  }
  placed.sort((a, b) => a.from - b.from || b.to - b.from - (a.to - a.from) || a.card.title.localeCompare(b.card.title));
  const lanes: number[] = []; // the last column taken in each lane
  return placed.map((segment) => {
    let lane = lanes.findIndex((end) => end < segment.from);
    if (lane < 0) lane = lanes.push(segment.to) - 1;
    else lanes[lane] = segment.to;
    return { ...segment, lane };
  });
}

/** The weeks of a list of days (7 at a time). */
export function weeksOf(days: readonly Day[]): Day[][] {
  const weeks: Day[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}
