import { z } from 'zod';
import { UUID_PATTERN } from './ids.ts';

/**
 * Rules every field of the API shares (issue 17, decision 028): text without NUL characters or
 * lone UTF-16 surrogates, ids that are UUIDs, dates in a range PostgreSQL and people agree on,
 * and partial updates that change something. The server applies the text rule to every JSON
 * body and query string before any route sees it; the schemas below carry the others.
 */

/** NUL (PostgreSQL refuses it in text) or a lone surrogate (refused in jsonb; not Unicode). */
// eslint-disable-next-line no-control-regex -- NUL is what this refuses
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasUnsafeCharacters(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

/** Path of a value inside a JSON document, as in an error issue. */
export type ValuePath = (string | number)[];

/**
 * The path of the first string (value or key) with unsafe characters in a parsed JSON value,
 * or `null`. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findUnsafeText(value: unknown): ValuePath | null {
  const stack: { value: unknown; path: ValuePath }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasUnsafeCharacters(current)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) stack.push({ value: current[i], path: [...path, i] });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (hasUnsafeCharacters(key)) return [...path, key];
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

/** Text that is safe to store: no NUL, well-formed Unicode. */
export const safeTextSchema = z.string().refine((text) => !hasUnsafeCharacters(text), {
  error: 'validation.invalidCharacters',
});

/** An id the API handed out (a UUID); anything else is refused before a query runs. */
export const idSchema = z
  .string({ error: 'validation.idInvalid' })
  .regex(UUID_PATTERN, { error: 'validation.idInvalid' });

/** Earliest and latest years a date may carry: PostgreSQL has no year 0, and 10000 is no deadline. */
export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2999;

const inDateRange = (text: string) => {
  const year = new Date(text).getUTCFullYear();
  return year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
};

/** ISO 8601 date-time with an offset, between the years DATE_MIN_YEAR and DATE_MAX_YEAR. */
export const dateTimeSchema = z.iso
  .datetime({ offset: true, error: 'validation.dateInvalid' })
  .refine(inDateRange, { error: 'validation.dateOutOfRange' });

/**
 * A partial update that changes nothing is a client mistake (400), not a silent no-op:
 * `schema.refine((input) => hasChanges(input), nothingToUpdate)`; `ignore` names fields that
 * describe the change rather than make one (a card's `version`).
 */
export const hasChanges = (input: object, ignore: readonly string[] = []) =>
  Object.entries(input).some(([key, value]) => value !== undefined && !ignore.includes(key));
export const nothingToUpdate = { error: 'validation.nothingToUpdate' } as const;
