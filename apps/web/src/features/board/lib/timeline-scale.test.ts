import { endOfDayIn, startOfDayIn } from '@rbax/shared/views/dates';
import { describe, expect, it } from 'vitest';
import { barGeometry, timelineRange, timelineTicks } from '@/features/board/lib/timeline-scale';
import { cardFixture } from '@/test/card-fixtures';

const SP = 'America/Sao_Paulo';

describe('timeline scale', () => {
  it('covers every dated card and today, with a margin that grows with the zoom', () => {
    const card = cardFixture({
      startDate: startOfDayIn('2026-12-01', SP).toISOString(),
      dueDate: endOfDayIn('2026-12-10', SP).toISOString(),
    });
    expect(timelineRange([card], '2026-11-26', SP, 'day')).toEqual({ start: '2026-11-19', days: 22 + 7 });
    expect(timelineRange([], '2026-11-26', SP, 'month').start).toBe('2026-08-28');
  });

  it('places a bar by its days: one day wide for a single date', () => {
    const range = { start: '2026-11-01', days: 60 };
    expect(barGeometry({ start: '2026-11-03', end: '2026-11-05' }, range, 'day')).toEqual({ left: 80, width: 120 });
    expect(barGeometry({ start: '2026-11-03', end: '2026-11-03' }, range, 'week')).toEqual({ left: 32, width: 16 });
  });

  it('ticks weeks on the language’s first day and months on the 1st', () => {
    const range = { start: '2026-11-01', days: 40 };
    const weeks = timelineTicks(range, 'week', 0).map((tick) => tick.day);
    expect(weeks.slice(0, 2)).toEqual(['2026-11-01', '2026-11-08']);
    expect(timelineTicks(range, 'month', 0).map((tick) => tick.day)).toEqual(['2026-11-01', '2026-12-01']);
  });
});
