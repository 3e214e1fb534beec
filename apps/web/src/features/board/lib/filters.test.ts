import { describe, expect, it } from 'vitest';
import { filterFromParams, hasActiveFilter, withoutFilters } from '@/features/board/lib/filters';

describe('board filters in the URL', () => {
  it('reads every filter', () => {
    const params = new URLSearchParams('q=release&assignee=u1&label=l1&priority=high&due=overdue');
    expect(filterFromParams(params)).toEqual({
      text: 'release',
      assigneeId: 'u1',
      labelId: 'l1',
      priority: 'high',
      due: 'overdue',
    });
  });

  it('ignores unknown priorities and due values', () => {
    expect(filterFromParams(new URLSearchParams('priority=urgent&due=yesterday&q=%20'))).toEqual({});
    expect(hasActiveFilter({})).toBe(false);
  });

  it('clears only the filters', () => {
    expect(withoutFilters(new URLSearchParams('q=x&due=today&other=1')).toString()).toBe('other=1');
  });
});
