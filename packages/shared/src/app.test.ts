import { describe, expect, it } from 'vitest';
import { accentForHour } from './app.ts';

describe('accentForHour', () => {
  it.each([
    [0, 'green'],
    [5, 'green'],
    [6, 'blue'],
    [11, 'blue'],
    [12, 'purple'],
    [17, 'purple'],
    [18, 'green'],
    [23, 'green'],
  ] as const)('at %i:00 is %s', (hour, accent) => {
    expect(accentForHour(hour)).toBe(accent);
  });
});
