import { FORECAST_ITEMS_MAX, type ForecastResponse } from '@rbax/shared/analytics';
import { addDays, isLocalDate } from '@/features/analytics/charts/dates';

export type ForecastMode = ForecastResponse['mode'];

/** What the form holds, as typed. */
export type ForecastForm = { items: string; date: string; seed: string };

export type ForecastFormErrors = Partial<Record<keyof ForecastForm, string>>;

const SEED_MAX = 0xffffffff;

/**
 * The request body for a question, or the errors (shared message keys) of the fields. The seed is
 * optional: without it the server picks one and answers with it.
 */
export function forecastRequest(
  mode: ForecastMode,
  form: ForecastForm,
  today: string,
): { ok: true; items?: number; date?: string; seed?: number } | { ok: false; errors: ForecastFormErrors } {
  const errors: ForecastFormErrors = {};
  const seedText = form.seed.trim();
  const seed = seedText === '' ? undefined : Number(seedText);
  if (seed !== undefined && (!Number.isInteger(seed) || seed < 0 || seed > SEED_MAX))
    errors.seed = 'validation.invalidValue';
  if (mode === 'when') {
    const items = Number(form.items.trim());
    if (form.items.trim() === '' || !Number.isInteger(items) || items < 1 || items > FORECAST_ITEMS_MAX) {
      errors.items = 'validation.invalidValue';
    }
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return { ok: true, items, ...(seed === undefined ? {} : { seed }) };
  }
  if (!isLocalDate(form.date)) errors.date = 'validation.dateInvalid';
  else if (form.date <= today) errors.date = 'validation.forecastDateInPast';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, date: form.date, ...(seed === undefined ? {} : { seed }) };
}

/** Bars for the outcome histogram: gaps filled with zeros (a short run only), in ascending order. */
export function histogramBars(histogram: ForecastResponse['histogram']): { value: number; count: number }[] {
  const sorted = [...histogram].sort((a, b) => a.value - b.value);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last || last.value - first.value > 400) return sorted;
  const byValue = new Map(sorted.map((bin) => [bin.value, bin.count]));
  return Array.from({ length: last.value - first.value + 1 }, (_, index) => ({
    value: first.value + index,
    count: byValue.get(first.value + index) ?? 0,
  }));
}

/** The date a "when" outcome of `days` lands on (simulation day 1 is the day after `today`, §4). */
export function outcomeDate(today: string, days: number): string {
  return addDays(today, days);
}
