import type { FlowCardRow } from '@rbax/shared/analytics';
import { dayNumber } from '@/features/analytics/charts/dates';

/** One dot of the scatterplot: every card finished that day with that cycle time (design note §5). */
export type ScatterPoint = { x: number; y: number; date: string; count: number; titles: string[] };

/** Cards finished on the same day with the same cycle time share one dot, which shows their number. */
export function scatterPoints(finished: readonly FlowCardRow[]): ScatterPoint[] {
  const byKey = new Map<string, ScatterPoint>();
  for (const card of finished) {
    if (card.doneOn === null || card.cycleTimeDays === null) continue;
    const cycle = Math.max(1, card.cycleTimeDays);
    const key = `${card.doneOn}|${cycle}`;
    const point = byKey.get(key);
    if (point) {
      point.count += 1;
      point.titles.push(card.title);
    } else {
      byKey.set(key, { x: dayNumber(card.doneOn), y: cycle, date: card.doneOn, count: 1, titles: [card.title] });
    }
  }
  return [...byKey.values()].sort((a, b) => a.x - b.x || a.y - b.y);
}
