import { describe, expect, it } from 'vitest';
import { formatDuration } from '@/lib/duration';

describe('formatDuration', () => {
  it('writes seconds, minutes and hours in the language', () => {
    expect(formatDuration(45, 'pt-BR')).toBe('45 s');
    expect(formatDuration(3000, 'pt-BR')).toBe('50 min');
    expect(formatDuration(3600, 'pt-BR')).toBe('1 h');
    expect(formatDuration(4500, 'pt-BR')).toBe('1 h 15 min');
    expect(formatDuration(4500, 'en-US')).toBe('1 hr 15 min');
  });
});
