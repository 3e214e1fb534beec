import { describe, expect, it } from 'vitest';
import { nextCell } from '@/features/board/lib/grid-keys';

const size = { rows: 10, cols: 5, page: 4, ctrl: false };

describe('nextCell', () => {
  it('moves one cell with the arrows and stops at the edges', () => {
    expect(nextCell({ row: 0, col: 0 }, 'ArrowDown', size)).toEqual({ row: 1, col: 0 });
    expect(nextCell({ row: 0, col: 0 }, 'ArrowUp', size)).toEqual({ row: 0, col: 0 });
    expect(nextCell({ row: 3, col: 4 }, 'ArrowRight', size)).toEqual({ row: 3, col: 4 });
    expect(nextCell({ row: 3, col: 4 }, 'ArrowLeft', size)).toEqual({ row: 3, col: 3 });
  });

  it('pages, and goes to the row ends with Home/End and to the table ends with Ctrl', () => {
    expect(nextCell({ row: 8, col: 1 }, 'PageDown', size)).toEqual({ row: 9, col: 1 });
    expect(nextCell({ row: 8, col: 1 }, 'PageUp', size)).toEqual({ row: 4, col: 1 });
    expect(nextCell({ row: 5, col: 2 }, 'Home', size)).toEqual({ row: 5, col: 0 });
    expect(nextCell({ row: 5, col: 2 }, 'End', { ...size, ctrl: true })).toEqual({ row: 9, col: 4 });
  });

  it('leaves other keys to the cell', () => {
    expect(nextCell({ row: 0, col: 0 }, 'Enter', size)).toBeNull();
  });
});
