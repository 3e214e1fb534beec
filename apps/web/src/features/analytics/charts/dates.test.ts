import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, formatLocalDate, localDateIn, weekStart } from '@/features/analytics/charts/dates';

describe('local dates', () => {
  it('never shift by the browser zone', () => {
    expect(formatLocalDate('2027-03-12', 'pt-BR')).toBe('12/03/2027');
    expect(formatLocalDate('2027-03-12', 'en-US')).toBe('03/12/2027');
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(daysBetween('2027-03-01', '2027-03-30')).toBe(29);
  });

  it('reads today in the board’s zone (São Paulo is still on the previous day at 01:00 UTC)', () => {
    expect(localDateIn('America/Sao_Paulo', new Date('2027-03-12T01:00:00Z'))).toBe('2027-03-11');
    expect(localDateIn('Europe/Lisbon', new Date('2027-03-12T01:00:00Z'))).toBe('2027-03-12');
  });

  it('starts weeks on Monday', () => {
    expect(weekStart('2027-03-14')).toBe('2027-03-08'); // a Sunday
    expect(weekStart('2027-03-08')).toBe('2027-03-08');
  });
});
