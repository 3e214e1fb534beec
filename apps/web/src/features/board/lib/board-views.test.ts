import { afterEach, describe, expect, it } from 'vitest';
import { lastBoardId, rememberLastBoard, rememberView, viewOf, withView } from '@/features/board/lib/board-views';

afterEach(() => localStorage.clear());

describe('the board view in the address and on the device', () => {
  it('takes the view from ?view=, else the one remembered for the board, else kanban', () => {
    expect(viewOf(new URLSearchParams(), 'b1')).toBe('kanban');
    rememberView('b1', 'timeline');
    expect(viewOf(new URLSearchParams(), 'b1')).toBe('timeline');
    expect(viewOf(new URLSearchParams(), 'b2')).toBe('kanban');
    expect(viewOf(new URLSearchParams('view=table'), 'b1')).toBe('table');
    expect(viewOf(new URLSearchParams('view=pizza'), 'b1')).toBe('timeline');
  });

  it('keeps the filters when switching and leaves kanban out of the address', () => {
    expect(withView(new URLSearchParams('q=obra&view=table'), 'calendar').toString()).toBe('q=obra&view=calendar');
    expect(withView(new URLSearchParams('q=obra&view=table'), 'kanban').toString()).toBe('q=obra');
  });

  it('remembers the board opened last (the quick actions’ calendar)', () => {
    expect(lastBoardId()).toBeNull();
    rememberLastBoard('b9');
    expect(lastBoardId()).toBe('b9');
  });
});
