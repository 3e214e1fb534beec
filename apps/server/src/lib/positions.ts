import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { validationFailed } from './errors.ts';

/**
 * Fractional-indexing keys (ARCHITECTURE §2): a key strictly between two neighbours, so a move
 * is one row update. Neighbours out of order (a stale client) are a 400 rather than a crash.
 */
export function keyBetween(lower: string | null, upper: string | null): string {
  if (lower !== null && upper !== null && lower >= upper) {
    throw validationFailed([{ path: ['afterId'], message: 'validation.invalidValue' }]);
  }
  return generateKeyBetween(lower, upper);
}

/**
 * One of `spread` keys spaced between the neighbours, at random. Writers that lost a race for a
 * gap use it, so a crowd retrying the same gap does not collide again and again.
 */
export function spreadKeyBetween(lower: string | null, upper: string | null, spread: number): string {
  if (spread <= 1) return keyBetween(lower, upper);
  if (lower !== null && upper !== null && lower >= upper) {
    throw validationFailed([{ path: ['afterId'], message: 'validation.invalidValue' }]);
  }
  const keys = generateNKeysBetween(lower, upper, spread);
  return keys[Math.floor(Math.random() * keys.length)]!;
}

export const invalidNeighbour = (field: 'afterId' | 'beforeId') =>
  validationFailed([{ path: [field], message: 'validation.invalidValue' }]);
