import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { durationInputSchema, formatMinutes, formatSeconds, parseDuration } from './duration.ts';

describe('parseDuration', () => {
  it.each([
    ['1h30', 90],
    ['1h 30', 90],
    ['1h30min', 90],
    ['1 h 30 min', 90],
    ['1,5h', 90],
    ['1,5', 90],
    ['90min', 90],
    ['90 minutos', 90],
    ['2 horas e 15 minutos', 135],
    ['1 hora', 60],
    ['0,25h', 15],
    ['1:30', 90],
    ['0:05', 5],
  ])('reads the pt-BR way of writing %s', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it.each([
    ['1.5h', 90],
    ['1.5', 90],
    ['90m', 90],
    ['90 mins', 90],
    ['1h 30m', 90],
    ['1 hour and 30 minutes', 90],
    ['2 hours', 120],
    ['1.5 hrs', 90],
    ['.5h', 30],
    ['1:30', 90],
    ['  1H30M ', 90],
  ])('reads the en-US way of writing %s', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it.each([
    ['1,5 h', 90],
    ['1 hora y 30 minutos', 90],
    ['45 min', 45],
    ['3 horas', 180],
    ['2h15', 135],
    ['0:45', 45],
  ])('reads the es-ES way of writing %s', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it('rounds to whole minutes', () => {
    expect(parseDuration('0,01h')).toBe(1);
    expect(parseDuration('1.99m')).toBe(2);
  });

  it.each(['', '   ', 'abc', '1x', 'h', '1h90', '1:75', '30m 1h', '1h 2h', 'e 1h', '1h e', '1h30m15', '1,5,5h', '-1h'])(
    'refuses %j',
    (text) => {
      expect(parseDuration(text)).toBeNull();
    },
  );

  it('reads back every duration it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * 60 }), (minutes) => {
        expect(parseDuration(formatMinutes(minutes))).toBe(minutes);
      }),
    );
  });
});

describe('formatMinutes / formatSeconds', () => {
  it('writes short durations', () => {
    expect(formatMinutes(45)).toBe('45min');
    expect(formatMinutes(120)).toBe('2h');
    expect(formatMinutes(65)).toBe('1h05');
    expect(formatSeconds(0)).toBe('0min');
    expect(formatSeconds(10)).toBe('<1min');
    expect(formatSeconds(5400)).toBe('1h30');
  });
});

describe('durationInputSchema', () => {
  const issue = (value: unknown) => durationInputSchema.safeParse(value).error?.issues[0]?.message;

  it('takes typed text or whole minutes', () => {
    expect(durationInputSchema.parse('1h30')).toBe(90);
    expect(durationInputSchema.parse(45)).toBe(45);
  });

  it('says what is wrong in the shared messages', () => {
    expect(issue('')).toBe('validation.durationRequired');
    expect(issue(null)).toBe('validation.durationRequired');
    expect(issue('uma hora')).toBe('validation.durationInvalid');
    expect(issue(1.5)).toBe('validation.durationInvalid');
    expect(issue('0:00')).toBe('validation.durationTooShort');
    expect(issue('25h')).toBe('validation.durationTooLong');
  });
});
