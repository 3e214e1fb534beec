import { startOfDayIn, endOfDayIn } from '@rbax/shared/views/dates';
import { describe, expect, it } from 'vitest';
import { weekSegments } from '@/features/board/lib/calendar-layout';
import { cardFixture } from '@/test/card-fixtures';

const SP = 'America/Sao_Paulo';
const week = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
const card = (id: string, start: string | null, due: string | null) =>
  cardFixture({
    id,
    title: id,
    startDate: start ? startOfDayIn(start, SP).toISOString() : null,
    dueDate: due ? endOfDayIn(due, SP).toISOString() : null,
  });

describe('weekSegments', () => {
  it('places a due-only card on its day and a spanning card across its days', () => {
    const segments = weekSegments(
      week,
      [card('due', null, '2026-11-26'), card('span', '2026-11-23', '2026-11-25')],
      SP,
    );
    expect(segments.map(({ card: c, from, to }) => [c.id, from, to])).toEqual([
      ['span', 1, 3],
      ['due', 4, 4],
    ]);
  });

  it('cuts a card at the week’s edges and says it goes on', () => {
    const [segment] = weekSegments(week, [card('long', '2026-11-18', '2026-12-02')], SP);
    expect(segment).toMatchObject({ from: 0, to: 6, before: true, after: true });
  });

  it('stacks overlapping cards in lanes and reuses a lane once it is free', () => {
    const segments = weekSegments(
      week,
      [
        card('a', '2026-11-22', '2026-11-24'),
        card('b', '2026-11-23', '2026-11-23'),
        card('c', '2026-11-25', '2026-11-26'),
      ],
      SP,
    );
    expect(Object.fromEntries(segments.map((s) => [s.card.id, s.lane]))).toEqual({ a: 0, b: 1, c: 0 });
  });

  it('leaves out cards without dates and cards of other weeks', () => {
    expect(weekSegments(week, [card('none', null, null), card('later', null, '2026-12-10')], SP)).toEqual([]);
  });
});
