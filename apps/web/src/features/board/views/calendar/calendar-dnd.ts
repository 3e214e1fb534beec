import type { Day } from '@rbax/shared/views/dates';

/** What the calendar drags and where it drops (pragmatic-drag-and-drop data). */
export type CalendarCardDrag = { type: 'calendar-card'; cardId: string };
export type CalendarDayDrop = { type: 'calendar-day'; day: Day };
export type CalendarUndatedDrop = { type: 'calendar-undated' };

export const isCalendarCard = (data: Record<string | symbol, unknown>): data is CalendarCardDrag =>
  data.type === 'calendar-card' && typeof data.cardId === 'string';
export const isCalendarDay = (data: Record<string | symbol, unknown>): data is CalendarDayDrop =>
  data.type === 'calendar-day' && typeof data.day === 'string';
export const isCalendarUndated = (data: Record<string | symbol, unknown>): data is CalendarUndatedDrop =>
  data.type === 'calendar-undated';
