/**
 * User regular expressions in automation conditions (issue 20; design note automations.md §7.3:
 * "regex length-capped, RE2-safe"). We have no RE2, so a pattern is accepted only when a
 * conservative static check finds none of the constructs that make a backtracking engine take
 * exponential time, and it always runs on text capped at REGEX_INPUT_MAX characters:
 * - no backreferences (`\1`, `\k<name>`) and no lookaround (`(?=`, `(?!`, `(?<=`, `(?<!`);
 * - no repeated group (`+`, `*`, `{n,m}` with m > 1) that itself holds a quantifier or an
 *   alternation — `(a+)+`, `(a|aa)+`, `(.*a){20}`; a group made optional with `?` is fine;
 * - at most REGEX_UNBOUNDED_MAX (one) large quantifier (`*`, `+`, `{n,}`, or a maximum above
 *   REGEX_BOUNDED_MAX): with two, V8 took 5 s for `foo.*bar.*z` on 10,000 characters of
 *   'foobar…' and 40 s for `.*bar.*z` (measured), polynomial blow-ups the nesting rule misses;
 *   with one, the worst case (`\d+x` on 10,000 digits) took 43 ms.
 * It refuses some harmless patterns (`(foo|bar)+`); that is the price of being sure.
 */

export const REGEX_MAX_LENGTH = 200;
/** Text a regex condition reads at most (a description may hold 10,000 characters). */
export const REGEX_INPUT_MAX = 10_000;
/** Large quantifiers (`*`, `+`, `{n,}`, `{n,m}` with m > REGEX_BOUNDED_MAX) one pattern may hold. */
export const REGEX_UNBOUNDED_MAX = 1;
/** The largest `{n,m}` maximum that counts as small. */
export const REGEX_BOUNDED_MAX = 10;

export type RegexRefusal =
  'too_long' | 'invalid' | 'backreference' | 'lookaround' | 'nested_quantifier' | 'too_complex';

interface Frame {
  quantified: boolean;
  alternation: boolean;
  /** Whether the atom before this group ended in an unbounded quantifier. */
  afterUnbounded: boolean;
}

const LOOKAROUND = ['(?=', '(?!', '(?<=', '(?<!'];
const BRACE_QUANTIFIER = /^\{(\d+)(,(\d*))?\}/;

/** The quantifier at `i`, if any: its length, whether it repeats more than once, whether unbounded. */
function quantifierAt(pattern: string, i: number): { length: number; repeats: boolean; unbounded: boolean } | null {
  const char = pattern[i];
  if (char === '*' || char === '+') return { length: 1, repeats: true, unbounded: true };
  if (char === '?') return { length: 1, repeats: false, unbounded: false };
  if (char !== '{') return null;
  const match = BRACE_QUANTIFIER.exec(pattern.slice(i));
  if (!match) return null;
  const min = Number(match[1]);
  const unbounded = match[2] !== undefined && match[3] === '';
  const max = match[2] === undefined ? min : unbounded ? Infinity : Number(match[3]);
  return { length: match[0].length, repeats: max > 1, unbounded: max > REGEX_BOUNDED_MAX };
}

/** End (exclusive) of the character class opening at `i`. */
function classEnd(pattern: string, i: number): number {
  let j = i + 1;
  if (pattern[j] === '^') j += 1;
  if (pattern[j] === ']') j += 1;
  while (j < pattern.length && pattern[j] !== ']') j += pattern[j] === '\\' ? 2 : 1;
  return j + 1;
}

/** Length of a group's opening: `(`, `(?:`, `(?<name>`. */
function groupOpenLength(pattern: string, i: number): number {
  if (pattern.startsWith('(?:', i)) return 3;
  if (pattern.startsWith('(?<', i)) {
    const close = pattern.indexOf('>', i);
    return close === -1 ? 1 : close - i + 1;
  }
  return 1;
}

/** A scan of the pattern, one token at a time. */
class Scanner {
  stack: Frame[] = [{ quantified: false, alternation: false, afterUnbounded: false }];
  /** The atom a quantifier would apply to: a simple one, a group (its frame), or none. */
  atom: 'simple' | Frame | null = null;
  /** Whether the atom before the current one ended in an unbounded quantifier. */
  beforeAtomUnbounded = false;
  /** Whether the last completed atom ended in an unbounded quantifier. */
  lastUnbounded = false;
  unboundedCount = 0;

  get top(): Frame {
    return this.stack[this.stack.length - 1]!;
  }

  startAtom(atom: 'simple' | Frame, afterUnbounded = this.lastUnbounded) {
    this.atom = atom;
    this.beforeAtomUnbounded = afterUnbounded;
    this.lastUnbounded = false;
  }

  quantify(quantifier: { repeats: boolean; unbounded: boolean }): RegexRefusal | null {
    const atom = this.atom;
    if (atom !== 'simple' && atom !== null && quantifier.repeats && (atom.quantified || atom.alternation)) {
      return 'nested_quantifier';
    }
    if (quantifier.unbounded) {
      if (this.beforeAtomUnbounded) return 'too_complex';
      this.unboundedCount += 1;
      if (this.unboundedCount > REGEX_UNBOUNDED_MAX) return 'too_complex';
    }
    this.top.quantified = true;
    this.lastUnbounded = quantifier.unbounded;
    this.atom = null;
    return null;
  }

  openGroup() {
    this.stack.push({ quantified: false, alternation: false, afterUnbounded: this.lastUnbounded });
    this.atom = null;
    this.lastUnbounded = false;
  }

  closeGroup(): boolean {
    if (this.stack.length === 1) return false;
    const frame = this.stack.pop()!;
    this.top.quantified ||= frame.quantified;
    this.top.alternation ||= frame.alternation;
    this.startAtom(frame, frame.afterUnbounded);
    return true;
  }

  alternate() {
    this.top.alternation = true;
    this.atom = null;
    this.lastUnbounded = false;
  }
}

/** Why the static check refuses `pattern`, or null when it passes (it may still fail to compile). */
function staticRefusal(pattern: string): RegexRefusal | null {
  const scan = new Scanner();
  let i = 0;
  while (i < pattern.length) {
    const char = pattern[i]!;
    const quantifier = scan.atom ? quantifierAt(pattern, i) : null;
    if (quantifier) {
      const refusal = scan.quantify(quantifier);
      if (refusal) return refusal;
      i += quantifier.length;
      if (pattern[i] === '?') i += 1; // lazy
    } else if (char === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9]/.test(next) || next === 'k') return 'backreference';
      scan.startAtom('simple');
      i += 2;
    } else if (char === '(') {
      if (LOOKAROUND.some((open) => pattern.startsWith(open, i))) return 'lookaround';
      scan.openGroup();
      i += groupOpenLength(pattern, i);
    } else if (char === ')') {
      if (!scan.closeGroup()) return 'invalid';
      i += 1;
    } else if (char === '|') {
      scan.alternate();
      i += 1;
    } else if (char === '^' || char === '$') {
      scan.atom = null; // an anchor: nothing to repeat, and it separates nothing
      i += 1;
    } else {
      scan.startAtom('simple');
      i = char === '[' ? classEnd(pattern, i) : i + 1;
    }
  }
  return scan.stack.length === 1 ? null : 'invalid';
}

/** Why a user regex is refused, or null when it is accepted (checked and compiled). */
export function regexRefusal(pattern: string): RegexRefusal | null {
  if (pattern.length > REGEX_MAX_LENGTH) return 'too_long';
  const refusal = staticRefusal(pattern);
  if (refusal) return refusal;
  try {
    new RegExp(pattern);
  } catch {
    return 'invalid';
  }
  return null;
}

export function isSafeRegex(pattern: string): boolean {
  return regexRefusal(pattern) === null;
}

/**
 * Whether `text` (its first REGEX_INPUT_MAX characters) matches a user pattern; false for a
 * pattern the check refuses, so a rule stored before a stricter check never runs it.
 */
export function safeRegexTest(pattern: string, text: string, caseSensitive = false): boolean {
  if (!isSafeRegex(pattern)) return false;
  try {
    return new RegExp(pattern, caseSensitive ? '' : 'i').test(text.slice(0, REGEX_INPUT_MAX));
  } catch {
    return false;
  }
}
