import { weekStart } from '@/features/analytics/charts/dates';

export type ThroughputDay = { date: string; count: number };
export type ThroughputWeek = { week: string; count: number; days: number };

/**
 * Weekly sums from Monday (ISO weeks); the first and last weeks of a range may be partial, so each
 * says how many of its days are in the range.
 */
export function weeklyThroughput(days: readonly ThroughputDay[]): ThroughputWeek[] {
  const weeks: ThroughputWeek[] = [];
  for (const day of days) {
    const week = weekStart(day.date);
    const last = weeks[weeks.length - 1];
    if (last && last.week === week) {
      last.count += day.count;
      last.days += 1;
    } else {
      weeks.push({ week, count: day.count, days: 1 });
    }
  }
  return weeks;
}

/** How many days had 0, 1, 2… cards finished, from 0 to the busiest day (zero days are real samples, §1.1). */
export function throughputHistogram(days: readonly ThroughputDay[]): { value: number; days: number }[] {
  if (days.length === 0) return [];
  const max = Math.max(...days.map((day) => day.count));
  const counts = Array.from({ length: max + 1 }, (_, value) => ({ value, days: 0 }));
  for (const day of days) counts[day.count]!.days += 1;
  return counts;
}

export function totalOf(days: readonly { count: number }[]): number {
  return days.reduce((sum, day) => sum + day.count, 0);
}
