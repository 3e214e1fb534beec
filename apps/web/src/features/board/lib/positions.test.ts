import { generateKeyBetween } from 'fractional-indexing';
import { describe, expect, it } from 'vitest';
import { keyboardMoveTarget, neighboursAt, provisionalPosition } from '@/features/board/lib/positions';

const columns = ['todo', 'doing', 'done'];
const groups = new Map([
  ['todo', [{ id: 'a' }, { id: 'b' }, { id: 'c' }]],
  ['doing', [{ id: 'd' }, { id: 'e' }]],
  ['done', []],
]);

describe('keyboard moves', () => {
  it('Alt+ArrowUp swaps with the card above', () => {
    expect(keyboardMoveTarget(columns, groups, { id: 'c', columnId: 'todo' }, 'up')).toEqual({
      columnId: 'todo',
      index: 1,
      afterId: 'a',
      beforeId: 'b',
    });
  });

  it('Alt+ArrowDown goes below the next card', () => {
    expect(keyboardMoveTarget(columns, groups, { id: 'a', columnId: 'todo' }, 'down')).toEqual({
      columnId: 'todo',
      index: 1,
      afterId: 'b',
      beforeId: 'c',
    });
  });

  it('Alt+ArrowRight goes to the bottom of the next column', () => {
    expect(keyboardMoveTarget(columns, groups, { id: 'b', columnId: 'todo' }, 'right')).toEqual({
      columnId: 'doing',
      index: 2,
      afterId: 'e',
      beforeId: null,
    });
    expect(keyboardMoveTarget(columns, groups, { id: 'd', columnId: 'doing' }, 'right')).toEqual({
      columnId: 'done',
      index: 0,
      afterId: null,
      beforeId: null,
    });
  });

  it('does nothing at the edges', () => {
    expect(keyboardMoveTarget(columns, groups, { id: 'a', columnId: 'todo' }, 'up')).toBeNull();
    expect(keyboardMoveTarget(columns, groups, { id: 'a', columnId: 'todo' }, 'left')).toBeNull();
    expect(keyboardMoveTarget(columns, groups, { id: 'e', columnId: 'doing' }, 'down')).toBeNull();
  });
});

describe('positions', () => {
  it('neighbours of an index', () => {
    expect(neighboursAt([{ id: 'x' }, { id: 'y' }], 0)).toEqual({ afterId: null, beforeId: 'x' });
    expect(neighboursAt([{ id: 'x' }, { id: 'y' }], 2)).toEqual({ afterId: 'y', beforeId: null });
  });

  it('a provisional key sorts between its neighbours', () => {
    const a = generateKeyBetween(null, null);
    const b = generateKeyBetween(a, null);
    const key = provisionalPosition(a, b);
    expect(key > a && key < b).toBe(true);
  });
});
