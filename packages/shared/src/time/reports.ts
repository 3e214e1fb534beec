import { z } from 'zod';
import { localDateSchema } from '../analytics.ts';
import { idSchema } from '../validation.ts';
import { timeEntrySources } from './entries.ts';

/**
 * `GET /api/v1/time-reports` (issue 21, the /time-reports page): the time recorded on a
 * workspace's cards in a period, by person, board, card and day, a timesheet (people × days) and
 * the entries themselves, as JSON, CSV or XLSX. Members read their own entries; owners and admins
 * of the workspace read everyone's (`scope`).
 */

/** A period of at most a year (a timesheet of 366 columns is already more than a screen). */
export const TIME_REPORT_MAX_DAYS = 366;
/** Entries sent with a JSON report for drilling in; the exports always hold all of them. */
export const TIME_REPORT_ENTRIES_MAX = 5_000;

export const billableFilters = ['all', 'billable', 'nonBillable'] as const;
export type BillableFilter = (typeof billableFilters)[number];
export const timeReportFormats = ['json', 'csv', 'xlsx'] as const;
export type TimeReportFormat = (typeof timeReportFormats)[number];

/** Whole days from one `YYYY-MM-DD` to another (UTC arithmetic: calendar days, no zone). */
export function dayDiff(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `a,b,c` or repeated parameters, as a list of ids. */
const idList = z.preprocess(
  (value) => (Array.isArray(value) ? value.join(',') : value),
  z
    .string()
    .transform((text) => text.split(',').filter((item) => item !== ''))
    .pipe(z.array(idSchema).max(200, { error: 'validation.invalidValue' })),
);

export const timeReportQuerySchema = z
  .object({
    workspaceId: idSchema,
    from: localDateSchema,
    to: localDateSchema,
    boardIds: idList.optional(),
    userIds: idList.optional(),
    labelIds: idList.optional(),
    billable: z.enum(billableFilters, { error: 'validation.invalidValue' }).default('all'),
    format: z.enum(timeReportFormats, { error: 'validation.invalidValue' }).default('json'),
  })
  .refine(
    ({ from, to }) => {
      const days = dayDiff(from, to);
      return days >= 0 && days < TIME_REPORT_MAX_DAYS;
    },
    { error: 'validation.timeReportRangeInvalid', path: ['to'] },
  );
export type TimeReportQuery = z.output<typeof timeReportQuerySchema>;

const totalsShape = {
  seconds: z.number().int(),
  billableSeconds: z.number().int(),
  /** Billable time × the author's hourly rate, BRL as a 2-decimal string. */
  valueBrl: z.string(),
  entries: z.number().int(),
};
export const timeTotalsSchema = z.object(totalsShape);
export type TimeTotals = z.infer<typeof timeTotalsSchema>;

export const timeReportEntrySchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  boardId: z.string(),
  cardId: z.string(),
  source: z.enum(timeEntrySources),
  workDate: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
  durationSeconds: z.number().int(),
  billable: z.boolean(),
  note: z.string().nullable(),
  valueBrl: z.string(),
});
export type TimeReportEntry = z.infer<typeof timeReportEntrySchema>;

export const timeReportPersonSchema = z.object({
  /** Null for the entries of accounts that no longer exist. */
  userId: z.string().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  hourlyRateBrl: z.string().nullable(),
  ...totalsShape,
});
export const timeReportBoardSchema = z.object({ boardId: z.string(), title: z.string(), ...totalsShape });
export const timeReportCardSchema = z.object({
  cardId: z.string(),
  boardId: z.string(),
  title: z.string(),
  estimateMinutes: z.number().int().nullable(),
  ...totalsShape,
});
export const timeReportDaySchema = z.object({ date: z.string(), ...totalsShape });

/** People × days: seconds per person per day of the period, with row and column totals. */
export const timesheetSchema = z.object({
  days: z.array(z.string()),
  rows: z.array(
    z.object({
      userId: z.string().nullable(),
      name: z.string(),
      seconds: z.array(z.number().int()),
      total: z.number().int(),
    }),
  ),
  dayTotals: z.array(z.number().int()),
  total: z.number().int(),
});
export type Timesheet = z.infer<typeof timesheetSchema>;

/** What the filters can choose from: the workspace's boards the caller reads, its people, their labels. */
export const timeReportOptionsSchema = z.object({
  boards: z.array(z.object({ id: z.string(), title: z.string() })),
  people: z.array(z.object({ id: z.string(), name: z.string(), image: z.string().nullable() })),
  labels: z.array(z.object({ id: z.string(), boardId: z.string(), name: z.string(), color: z.string() })),
});
export type TimeReportOptions = z.infer<typeof timeReportOptionsSchema>;

export const timeReportSchema = z.object({
  workspaceId: z.string(),
  from: z.string(),
  to: z.string(),
  scope: z.enum(['self', 'all']),
  totals: timeTotalsSchema,
  people: z.array(timeReportPersonSchema),
  boards: z.array(timeReportBoardSchema),
  cards: z.array(timeReportCardSchema),
  days: z.array(timeReportDaySchema),
  timesheet: timesheetSchema,
  /** Newest first, at most TIME_REPORT_ENTRIES_MAX (`entriesTruncated` says when more exist). */
  entries: z.array(timeReportEntrySchema),
  entriesTruncated: z.boolean(),
  options: timeReportOptionsSchema,
});
export type TimeReport = z.infer<typeof timeReportSchema>;
export type TimeReportPerson = z.infer<typeof timeReportPersonSchema>;
export type TimeReportBoard = z.infer<typeof timeReportBoardSchema>;
export type TimeReportCard = z.infer<typeof timeReportCardSchema>;
