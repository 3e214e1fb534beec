import { describe, expect, it } from 'vitest';
import { formatCell, formatClock, formatHours } from '@/features/time/lib/format';

describe('time formats', () => {
  it('writes a clock, decimal hours and short cells', () => {
    expect(formatClock(249)).toBe('0:04:09');
    expect(formatClock(45_000)).toBe('12:30:00');
    expect(formatHours(9000, 'pt-BR')).toBe('2,5 h');
    expect(formatHours(9000, 'en-US')).toBe('2.5 h');
    expect(formatCell(0)).toBe('—');
    expect(formatCell(5400)).toBe('1h30');
  });
});
