import { generateKeyBetween } from 'fractional-indexing';
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

export const invalidNeighbour = (field: 'afterId' | 'beforeId') =>
  validationFailed([{ path: [field], message: 'validation.invalidValue' }]);
