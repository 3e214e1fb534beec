import { z } from 'zod';
import { locales } from '../i18n.ts';
import { idSchema } from '../validation.ts';
import { timeZoneSchema } from './api.ts';

/**
 * Scheduled PDF reports by e-mail (issue 23): a board's or a workspace's report, weekly or
 * monthly, with the sections chosen, to members or addresses — each in their own language and
 * time zone (a member's profile; the schedule's for an address).
 */

export const reportFrequencies = ['weekly', 'monthly'] as const;
export const reportSections = ['summary', 'metrics', 'columns', 'cards'] as const;
export type ReportSection = (typeof reportSections)[number];
export const REPORT_RECIPIENTS_MAX = 20;

const recipientSchema = z.union([
  z.object({ userId: idSchema }),
  z.object({ email: z.email({ error: 'validation.emailInvalid' }).max(255, { error: 'validation.emailTooLong' }) }),
]);

export const reportScheduleInputSchema = z.object({
  boardId: idSchema.nullable(),
  frequency: z.enum(reportFrequencies, { error: 'validation.invalidValue' }),
  sections: z
    .array(z.enum(reportSections, { error: 'validation.invalidValue' }))
    .min(1, { error: 'validation.required' }),
  recipients: z.array(recipientSchema).min(1, { error: 'validation.required' }).max(REPORT_RECIPIENTS_MAX),
  /** Language and zone of the addresses that are not members. */
  locale: z.enum(locales).default('pt-BR'),
  timeZone: timeZoneSchema.default('America/Sao_Paulo'),
  enabled: z.boolean().default(true),
});
export type ReportScheduleInput = z.infer<typeof reportScheduleInputSchema>;

export const reportScheduleSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  boardId: z.string().nullable(),
  boardTitle: z.string().nullable(),
  frequency: z.enum(reportFrequencies),
  sections: z.array(z.enum(reportSections)),
  recipients: z.array(z.object({ userId: z.string().nullable(), email: z.string(), name: z.string().nullable() })),
  locale: z.enum(locales),
  timeZone: z.string(),
  enabled: z.boolean(),
  nextRunAt: z.string(),
  lastSentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;
export const reportScheduleListSchema = z.object({ schedules: z.array(reportScheduleSchema) });

/** The zone's wall clock at an instant. */
function wallClock(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), min: get('minute') };
}

/** The zone's offset from UTC at an instant, in ms (its wall clock minus UTC). */
function offsetAt(date: Date, timeZone: string): number {
  const l = wallClock(date, timeZone);
  return Date.UTC(l.y, l.m - 1, l.d, l.h, l.min) - Math.floor(date.getTime() / 60_000) * 60_000;
}

/** 08:00 of a local day as an instant: the offset is the one in force on that day (summer time). */
function eightOClock(y: number, m: number, d: number, timeZone: string): Date {
  const wall = Date.UTC(y, m - 1, d, 8, 0);
  const guess = new Date(wall - offsetAt(new Date(wall), timeZone));
  return new Date(wall - offsetAt(guess, timeZone));
}

/**
 * When a schedule next runs after `from`: Mondays (weekly) or the 1st (monthly) at 08:00 in its
 * zone.
 */
export function nextReportRun(frequency: (typeof reportFrequencies)[number], from: Date, timeZone: string): Date {
  const today = wallClock(from, timeZone);
  for (let day = 0; day <= 62; day += 1) {
    const date = new Date(Date.UTC(today.y, today.m - 1, today.d + day));
    const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    if (frequency === 'weekly' ? date.getUTCDay() !== 1 : d !== 1) continue;
    const candidate = eightOClock(y, m, d, timeZone);
    if (candidate > from) return candidate;
  }
  return new Date(from.getTime() + 7 * 24 * 3600 * 1000);
}
