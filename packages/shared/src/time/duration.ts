import { z } from 'zod';

/**
 * Durations as people type them (issue 21), in the three languages' habits: `1h30`, `1h 30min`,
 * `90m`, `90 min`, `1,5h`, `1.5h`, `1:30`, `2 horas e 15 minutos`, `1 hora y 30 minutos`,
 * `1 hour and 30 minutes`. A bare number is hours (`1,5` = 1 h 30 min), the convention of the
 * timesheet tools people come from. Everything is rounded to whole minutes.
 */

/** The longest manual entry or estimate step: one day of work, to catch a typo like `150h`. */
export const DURATION_MAX_MINUTES = 24 * 60;

const HOUR_UNITS = new Set(['h', 'hr', 'hrs', 'hora', 'horas', 'hour', 'hours']);
const MINUTE_UNITS = new Set(['m', 'min', 'mins', 'minuto', 'minutos', 'minute', 'minutes']);
/** Words that may join two parts: 'e' (pt), 'y' (es), 'and' (en). */
const JOINERS = new Set(['e', 'y', 'and']);

const NUMBER = String.raw`\d+(?:\.\d+)?|\.\d+`;
const PART = new RegExp(String.raw`^(${NUMBER})\s*([a-z]*)\s*`);

/** Text normalized for parsing: lower case, decimal commas as points, single spaces. */
function normalize(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/^,(\d)/, '.$1')
    .replace(/\s+/g, ' ');
}

type Part = { value: number; unit: 'h' | 'm' | null };

/** The number-and-unit parts of the text, or null when something else is in it. */
function partsOf(text: string): Part[] | null {
  const parts: Part[] = [];
  let rest = text;
  while (rest.length > 0) {
    const joiner = /^([a-z]+) /.exec(rest);
    if (joiner && JOINERS.has(joiner[1]!) && parts.length > 0) {
      rest = rest.slice(joiner[0].length);
      continue;
    }
    const match = PART.exec(rest);
    if (!match) return null;
    const word = match[2]!;
    const unit = word === '' ? null : HOUR_UNITS.has(word) ? 'h' : MINUTE_UNITS.has(word) ? 'm' : undefined;
    if (unit === undefined) return null;
    parts.push({ value: Number(match[1]), unit });
    rest = rest.slice(match[0].length);
  }
  return parts;
}

/** Minutes of hours-then-minutes parts; a unitless number after hours is minutes (`1h30`). */
function minutesOfParts(parts: Part[]): number | null {
  if (parts.length === 1) {
    const [only] = parts as [Part];
    return only.unit === 'm' ? only.value : only.value * 60;
  }
  if (parts.length !== 2) return null;
  const [hours, minutes] = parts as [Part, Part];
  if (hours.unit !== 'h' || minutes.unit === 'h') return null;
  if (!Number.isInteger(minutes.value) || minutes.value >= 60) return null;
  return hours.value * 60 + minutes.value;
}

/**
 * Whole minutes in a typed duration, or null when the text is not one. Range checks (at least
 * a minute, at most a day) belong to the schema that uses it (`durationInputSchema`).
 */
export function parseDuration(input: string): number | null {
  const text = normalize(input);
  if (text === '') return null;
  const clock = /^(\d{1,3}):([0-5]\d)$/.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const parts = partsOf(text);
  const minutes = parts && parts.length > 0 ? minutesOfParts(parts) : null;
  return minutes === null || !Number.isFinite(minutes) ? null : Math.round(minutes);
}

export { formatMinutes, formatSeconds } from './duration-format.ts';

/**
 * A duration in an input: typed text (`1h30`) or a number of minutes (API clients). Whole
 * minutes out; the messages are the shared validation's.
 */
export const durationInputSchema = z
  .union([z.number(), z.string()], { error: 'validation.durationRequired' })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'validation.durationRequired' });
      return z.NEVER;
    }
    const minutes = typeof value === 'number' ? (Number.isInteger(value) ? value : null) : parseDuration(value);
    if (minutes === null) ctx.addIssue({ code: 'custom', message: 'validation.durationInvalid' });
    else if (minutes < 1) ctx.addIssue({ code: 'custom', message: 'validation.durationTooShort' });
    else if (minutes > DURATION_MAX_MINUTES) ctx.addIssue({ code: 'custom', message: 'validation.durationTooLong' });
    else return minutes;
    return z.NEVER;
  });
