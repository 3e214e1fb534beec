import { z } from 'zod';

/** A local calendar date, `YYYY-MM-DD`, checked to exist. */
export const localDateSchema = z
  .string({ error: 'validation.dateInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.dateInvalid' })
  .refine(
    (value) => {
      const [year, month, day] = value.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(year, month - 1, day));
      return (
        year >= 1900 &&
        year <= 2999 &&
        date.getUTCFullYear() === year &&
        date.getUTCMonth() === month - 1 &&
        date.getUTCDate() === day
      );
    },
    { error: 'validation.dateInvalid' },
  );
