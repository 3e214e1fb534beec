/**
 * Five-field cron expressions for the `schedule` trigger (issue 20; automations.md §7.2):
 * minute hour day-of-month month day-of-week, each `*`, a number, a range `a-b`, a step `x/n`,
 * or a comma list of those. Numbers only (no `MON`/`JAN`, no `L`/`W`/`#`, no `@daily`): the
 * builder writes the simple `every/at` form, and cron is for people who know it.
 */

const FIELD_BOUNDS: readonly (readonly [number, number])[] = [
  [0, 59], // minute
  [0, 23], // hour
  [1, 31], // day of month
  [1, 12], // month
  [0, 7], // day of week (0 and 7 are Sunday)
];

const NUMBER = /^\d{1,2}$/;

function isPart(part: string, [min, max]: readonly [number, number]): boolean {
  const [range, step, ...rest] = part.split('/');
  if (rest.length > 0 || range === undefined) return false;
  if (step !== undefined && (!NUMBER.test(step) || Number(step) < 1 || Number(step) > max)) return false;
  if (range === '*') return true;
  const bounds = range.split('-');
  if (bounds.length > 2 || !bounds.every((bound) => NUMBER.test(bound))) return false;
  const [from, to = from] = bounds.map(Number) as [number, number?];
  return from >= min && to <= max && from <= to;
}

export function isCronExpression(expression: string): boolean {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return false;
  return fields.every((field, index) => field.split(',').every((part) => isPart(part, FIELD_BOUNDS[index]!)));
}
