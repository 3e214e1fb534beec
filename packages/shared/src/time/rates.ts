import { z } from 'zod';
import { userRefSchema } from '../cards.ts';

/**
 * Hourly rates (issue 21): an optional value in BRL per member of a workspace, set by its owners
 * and admins. Reports multiply each billable entry by its author's current rate in that
 * workspace (docs/decisions/039-time-tracking.md).
 */

/** R$ 100.000,00 an hour: above any real rate, and small enough that sums stay exact in centavos. */
export const HOURLY_RATE_MAX_CENTS = 10_000_000;

/** A rate as a decimal string with at most two decimals ("150" → "150.00"); numbers too. */
export const hourlyRateSchema = z
  .union([z.number(), z.string().trim()], { error: 'validation.hourlyRateInvalid' })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.replace(',', '.');
    const cents = /^\d{1,6}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : NaN;
    if (!Number.isFinite(cents) || cents > HOURLY_RATE_MAX_CENTS) {
      ctx.addIssue({ code: 'custom', message: 'validation.hourlyRateInvalid' });
      return z.NEVER;
    }
    return (cents / 100).toFixed(2);
  });

/** `PUT /api/v1/workspaces/:id/time-rates/:userId`; null removes the rate. */
export const setHourlyRateInputSchema = z.object({ hourlyRateBrl: hourlyRateSchema.nullable() });
export type SetHourlyRateInput = z.input<typeof setHourlyRateInputSchema>;

export const memberRateSchema = z.object({
  user: userRefSchema,
  role: z.string(),
  /** BRL per hour as a 2-decimal string, or null when none is set. */
  hourlyRateBrl: z.string().nullable(),
});
export type MemberRate = z.infer<typeof memberRateSchema>;

/**
 * `GET /api/v1/workspaces/:id/time-rates`: owners and admins get every member (`canEdit`);
 * anyone else in the workspace gets their own row only.
 */
export const memberRatesSchema = z.object({ rates: z.array(memberRateSchema), canEdit: z.boolean() });
export type MemberRates = z.infer<typeof memberRatesSchema>;

/** Centavos of a 2-decimal BRL string (rates travel as strings, sums are integers). */
export function centsOfBrl(value: string | null | undefined): number {
  const match = value ? /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim()) : null;
  if (!match) return 0;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0') || '0');
}

export function brlOfCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The value of billable seconds at a rate, in centavos, rounded half up per entry. Exact: seconds
 * (≤ 1 day) × the largest rate stays far below 2^53.
 */
export function valueCents(seconds: number, rateCents: number | null): number {
  if (rateCents === null || seconds <= 0) return 0;
  return Math.floor((seconds * rateCents + 1800) / 3600);
}
