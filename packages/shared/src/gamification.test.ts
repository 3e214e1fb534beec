import { describe, expect, it } from 'vitest';
import { gamificationRules, weekStartOf, workingDayStreak } from './gamification.ts';

describe('workingDayStreak', () => {
  // 2026-11-23 is a Monday.
  it('counts working days in a row back from today', () => {
    expect(workingDayStreak(['2026-11-24', '2026-11-25', '2026-11-26'], '2026-11-26')).toBe(3);
  });

  it('starts from the last working day when today has nothing yet', () => {
    expect(workingDayStreak(['2026-11-24', '2026-11-25'], '2026-11-26')).toBe(2);
    expect(workingDayStreak(['2026-11-24'], '2026-11-26')).toBe(0);
  });

  it('neither counts nor breaks on weekends', () => {
    // Thu, Fri, (Sat, Sun off), Mon, Tue, Wed: five working days.
    const days = ['2026-11-19', '2026-11-20', '2026-11-23', '2026-11-24', '2026-11-25'];
    expect(workingDayStreak(days, '2026-11-25')).toBe(5);
    expect(workingDayStreak([...days, '2026-11-22'], '2026-11-25')).toBe(5);
    // Seen on Sunday: the streak that ended on Friday.
    expect(workingDayStreak(['2026-11-19', '2026-11-20'], '2026-11-22')).toBe(2);
  });

  it('is zero with nothing done', () => {
    expect(workingDayStreak([], '2026-11-26')).toBe(0);
  });
});

describe('weekStartOf and the rules', () => {
  it('finds the Monday of the week', () => {
    expect(weekStartOf('2026-11-26')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
  });

  it('sends every badge with its criterion', () => {
    expect(gamificationRules().badges).toEqual([
      { id: 'first_delivery', award: 'card_done', count: 1 },
      { id: 'on_time_10', award: 'on_time', count: 10 },
      { id: 'streak_5', award: null, count: 5 },
      { id: 'focus_10', award: 'focus_session', count: 10 },
    ]);
  });
});
