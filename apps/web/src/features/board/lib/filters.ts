import { dueFilters, priorities, type CardFilter, type DueFilter, type Priority } from '@rbax/shared/cards';

/** URL search params of the board page's filters bar. */
export const filterParams = ['q', 'assignee', 'label', 'priority', 'due'] as const;

export function filterFromParams(params: URLSearchParams): CardFilter {
  const filter: CardFilter = {};
  const text = params.get('q')?.trim();
  if (text) filter.text = text;
  const assignee = params.get('assignee');
  if (assignee) filter.assigneeId = assignee;
  const label = params.get('label');
  if (label) filter.labelId = label;
  const priority = params.get('priority');
  if (priority && (priorities as readonly string[]).includes(priority)) filter.priority = priority as Priority;
  const due = params.get('due');
  if (due && (dueFilters as readonly string[]).includes(due)) filter.due = due as DueFilter;
  return filter;
}

export function hasActiveFilter(filter: CardFilter): boolean {
  return Object.values(filter).some(Boolean);
}

/** The same params with one filter set (or removed when empty). */
export function withFilterParam(params: URLSearchParams, key: (typeof filterParams)[number], value: string | null) {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}

export function withoutFilters(params: URLSearchParams) {
  const next = new URLSearchParams(params);
  for (const key of filterParams) next.delete(key);
  return next;
}
