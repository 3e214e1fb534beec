import { describe, expect, it } from 'vitest';
import { createSubtaskInputSchema, subtaskProgressByParent, subtaskRollup, subtasksOf } from './cards-subtasks.ts';

const card = (id: string, parentId: string | null, position: string, extra: Record<string, unknown> = {}) => ({
  id,
  parentId,
  position,
  completedAt: null as string | null,
  estimateMinutes: null as number | null,
  timeSpentSeconds: 0,
  ...extra,
});

describe('subtasks', () => {
  it('lists a parent’s subtasks by position in byte order, not by locale', () => {
    const cards = [card('c', 'p', 'a1'), card('x', null, 'a0'), card('a', 'p', 'Zz'), card('b', 'q', 'a0')];
    expect(subtasksOf(cards, 'p').map((c) => c.id)).toEqual(['a', 'c']);
  });

  it('counts done and total per parent in one pass', () => {
    const cards = [
      card('a', 'p', 'a0', { completedAt: '2026-01-01T00:00:00.000Z' }),
      card('b', 'p', 'a1'),
      card('c', 'q', 'a0'),
      card('p', null, 'a2'),
    ];
    expect(Object.fromEntries(subtaskProgressByParent(cards))).toEqual({
      p: { total: 2, done: 1 },
      q: { total: 1, done: 0 },
    });
  });

  it('rolls estimates and time up; no estimate anywhere stays null', () => {
    const parent = { estimateMinutes: 60, timeSpentSeconds: 600 };
    const subtasks = [
      card('a', 'p', 'a0', { estimateMinutes: 30, timeSpentSeconds: 120, completedAt: 'x' }),
      card('b', 'p', 'a1', { timeSpentSeconds: 60 }),
    ];
    expect(subtaskRollup(parent, subtasks)).toEqual({
      total: 2,
      done: 1,
      estimateMinutes: 90,
      subtasksEstimateMinutes: 30,
      timeSpentSeconds: 780,
      subtasksTimeSpentSeconds: 180,
    });
    expect(subtaskRollup({ estimateMinutes: null }, [card('a', 'p', 'a0')]).estimateMinutes).toBeNull();
    expect(subtaskRollup({ estimateMinutes: null }, [card('a', 'p', 'a0', { estimateMinutes: 15 })])).toMatchObject({
      estimateMinutes: 15,
    });
  });

  it('takes a title of 1 to 100 characters', () => {
    expect(createSubtaskInputSchema.safeParse({ title: '  ' }).success).toBe(false);
    expect(createSubtaskInputSchema.safeParse({ title: 'x'.repeat(101) }).success).toBe(false);
    expect(createSubtaskInputSchema.parse({ title: ' Textos ' })).toEqual({ title: 'Textos' });
  });
});
