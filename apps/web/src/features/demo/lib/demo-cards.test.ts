import { describe, expect, it } from 'vitest';
import { countByStatus, moveDemoCard, type DemoCard } from '@/features/demo/lib/demo-cards';

const cards: DemoCard[] = [
  { id: 'a', title: 'A', description: '', status: 'todo', priority: 'high', assignee: 'Ana' },
  { id: 'b', title: 'B', description: '', status: 'todo', priority: 'low', assignee: 'Bia' },
  { id: 'c', title: 'C', description: '', status: 'done', priority: 'medium', assignee: 'Caio' },
];

describe('demo cards', () => {
  it('moves a card to the end of another column and updates the counts', () => {
    const moved = moveDemoCard(cards, 'a', 'done');
    expect(moved.map((card) => `${card.id}:${card.status}`)).toEqual(['b:todo', 'c:done', 'a:done']);
    expect(countByStatus(moved)).toEqual({ todo: 1, inprogress: 0, done: 2 });
  });

  it('changes nothing for a drop on the same column or an unknown card', () => {
    expect(moveDemoCard(cards, 'a', 'todo')).toBe(cards);
    expect(moveDemoCard(cards, 'zzz', 'done')).toBe(cards);
  });
});
