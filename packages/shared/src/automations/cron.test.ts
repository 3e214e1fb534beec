import { describe, expect, it } from 'vitest';
import { isCronExpression } from './cron.ts';

describe('isCronExpression', () => {
  it.each(['* * * * *', '0 9 * * 1-5', '*/15 8-18 * * *', '0 0 1,15 * *', '30 6 * 1-12/3 0', '0 12 * * 7'])(
    'accepts %s',
    (expression) => {
      expect(isCronExpression(expression)).toBe(true);
    },
  );

  it.each([
    '',
    '* * * *',
    '* * * * * *',
    '60 * * * *',
    '* 24 * * *',
    '* * 0 * *',
    '* * * 13 *',
    '* * * * 8',
    '5-1 * * * *',
    '*/0 * * * *',
    'MON * * * *',
    '@daily',
  ])('refuses %j', (expression) => {
    expect(isCronExpression(expression)).toBe(false);
  });
});
