import { describe, expect, it } from 'vitest';
import { parseStaleDays } from '@/features/monitoring/lib/stale-days';

describe('parseStaleDays', () => {
  it('accepts the choices of the select and falls back to 7 days', () => {
    expect(parseStaleDays('3')).toBe(3);
    expect(parseStaleDays('30')).toBe(30);
    expect(parseStaleDays(null)).toBe(7);
    expect(parseStaleDays('5')).toBe(7);
    expect(parseStaleDays('muitos')).toBe(7);
  });
});
