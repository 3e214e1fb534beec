import { describe, expect, it } from 'vitest';
import { isSafeRegex, REGEX_INPUT_MAX, regexRefusal, safeRegexTest } from './safe-regex.ts';

describe('regexRefusal', () => {
  it.each([
    ['(a+)+$', 'nested_quantifier'],
    ['(a|aa)+', 'nested_quantifier'],
    ['(.*a){20}', 'nested_quantifier'],
    ['(?:x*)*', 'nested_quantifier'],
    ['((ab)*c)+', 'nested_quantifier'],
    ['(\\w+\\s?)*$', 'nested_quantifier'],
    ['(a)\\1', 'backreference'],
    ['(?<x>a)\\k<x>', 'backreference'],
    ['foo(?=bar)', 'lookaround'],
    ['foo(?!bar)', 'lookaround'],
    ['(?<=R\\$)\\d+', 'lookaround'],
    ['(?<!x)y', 'lookaround'],
    ['\\d+\\d+x', 'too_complex'],
    ['.*.*=', 'too_complex'],
    ['a+b+c+d+', 'too_complex'],
    ['foo.*bar.*z', 'too_complex'],
    ['a{0,50}b+', 'too_complex'],
    ['(unclosed', 'invalid'],
    ['a)', 'invalid'],
    ['[z-a]', 'invalid'],
    ['a'.repeat(201), 'too_long'],
  ])('refuses %s (%s)', (pattern, reason) => {
    expect(regexRefusal(pattern)).toBe(reason);
  });

  it.each([
    '^bug-\\d+$',
    'urgente|crítico',
    '[A-Z]{3}-\\d{1,5}',
    '(?:foo|bar) baz',
    '\\bcliente\\b',
    '^(?<ano>\\d{4})-\\d{2}$',
    '(ab)?c+',
    'foo.*bar',
    '^.{0,10}x$',
    '[(+*]+x',
    'R\\$ ?\\d+(,\\d{2})?',
  ])('accepts %s', (pattern) => {
    expect(isSafeRegex(pattern)).toBe(true);
  });
});

describe('safeRegexTest', () => {
  it('matches case-insensitively by default', () => {
    expect(safeRegexTest('^BUG-\\d+$', 'bug-42')).toBe(true);
    expect(safeRegexTest('^BUG-\\d+$', 'bug-42', true)).toBe(false);
  });

  it('never runs a refused pattern', () => {
    expect(safeRegexTest('(a+)+$', 'aaaa')).toBe(false);
  });

  it('reads only the first REGEX_INPUT_MAX characters', () => {
    expect(safeRegexTest('x', `${'a'.repeat(REGEX_INPUT_MAX)}x`)).toBe(false);
    expect(safeRegexTest('x', `${'a'.repeat(REGEX_INPUT_MAX - 1)}x`)).toBe(true);
  });

  it('stays fast on the worst input for an accepted pattern', () => {
    const started = performance.now();
    safeRegexTest('foo.*barz', 'foobar'.repeat(2_000));
    safeRegexTest('\\d+x', '1'.repeat(REGEX_INPUT_MAX));
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
