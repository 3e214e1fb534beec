import { z } from 'zod';
import { nameSchema } from './auth.ts';
import { boardEventSchema } from './event-log.ts';
import { locales } from './i18n.ts';
import { themes } from './theme.ts';
import { hasChanges, nothingToUpdate } from './validation.ts';

export { defaultTheme, THEME_STORAGE_KEY, themes, type Theme } from './theme.ts';

export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** `GET /api/v1/me`: the signed-in user. */
export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  role: z.enum(userRoles),
  isAdmin: z.boolean(),
  locale: z.enum(locales).nullable(),
  theme: z.enum(themes).nullable(),
  createdAt: z.string(),
  /** Free tags used later for automatic assignment (issue 8). */
  skills: z.array(z.string()),
  /** IANA time zone, or null for "the browser's". */
  timezone: z.string().nullable(),
  /** 'Disponível': false while out of office; auto-assignment never picks them then (issue 20). */
  available: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/** Skills: free tags, trimmed, deduplicated case-insensitively. */
export const SKILLS_MAX = 20;
export const SKILL_MAX_LENGTH = 40;
export const TIMEZONE_MAX_LENGTH = 64;

/** Trims, drops empties and case-insensitive duplicates (the first spelling wins). */
export function normalizeSkills(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of values) {
    const value = raw.trim().replace(/\s+/g, ' ');
    const key = value.toLocaleLowerCase('pt-BR');
    if (value === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(value);
  }
  return result;
}

/** Whether the runtime knows this IANA time zone name (Intl throws a RangeError otherwise). */
export function isValidTimeZone(value: string): boolean {
  if (value === '' || value.length > TIMEZONE_MAX_LENGTH) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const skillsSchema = z
  .array(z.string({ error: 'validation.skillInvalid' }).max(200, { error: 'validation.skillInvalid' }), {
    error: 'validation.skillInvalid',
  })
  .max(SKILLS_MAX * 2, { error: 'validation.skillsTooMany' })
  .transform(normalizeSkills)
  .pipe(
    z
      .array(z.string().max(SKILL_MAX_LENGTH, { error: 'validation.skillInvalid' }))
      .max(SKILLS_MAX, { error: 'validation.skillsTooMany' }),
  );

export const timezoneSchema = z
  .string({ error: 'validation.timezoneInvalid' })
  .trim()
  .refine(isValidTimeZone, { error: 'validation.timezoneInvalid' });

/** `GET /api/v1/admin/status` (the spec's `verify-admin`). */
export const adminStatusSchema = z.object({ isAdmin: z.boolean() });
export type AdminStatus = z.infer<typeof adminStatusSchema>;

/** `GET /api/v1/auth/providers`: which sign-in methods this installation offers. */
export const authProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** `PATCH /api/v1/me`: any subset of the user's editable profile and preferences. */
export const updateMeInputSchema = z
  .object({
    name: nameSchema.optional(),
    locale: z.enum(locales, { error: 'validation.invalidValue' }).nullable().optional(),
    theme: z.enum(themes, { error: 'validation.invalidValue' }).nullable().optional(),
    skills: skillsSchema.optional(),
    timezone: timezoneSchema.nullable().optional(),
    available: z.boolean({ error: 'validation.invalidValue' }).optional(),
    /** An avatar uploaded with `POST /api/v1/uploads` (purpose=avatar), or null to remove it. */
    image: z.string().max(300, { error: 'validation.imageInvalid' }).nullable().optional(),
  })
  .refine((input) => hasChanges(input), nothingToUpdate);
export type UpdateMeInput = z.infer<typeof updateMeInputSchema>;

/** `GET /api/v1/me/summary`: the user's cards and latest activity on boards they can still read. */
export const ME_ACTIVITY_LIMIT = 15;

/** One event by the user, with the board and card it concerns (the card may be gone). */
export const meActivitySchema = boardEventSchema.extend({
  boardTitle: z.string(),
  cardTitle: z.string().nullable(),
});
export type MeActivity = z.infer<typeof meActivitySchema>;

export const meSummarySchema = z.object({
  cards: z.object({
    /** Assigned to me, not archived, not completed. */
    assignedOpen: z.number().int(),
    /** Of those, with a due date in the past. */
    overdue: z.number().int(),
    /** Assigned to me and completed. */
    completed: z.number().int(),
    /** Created by me (not archived). */
    created: z.number().int(),
  }),
  activity: z.array(meActivitySchema),
  /** Names of the columns the activity mentions (moves). */
  columns: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type MeSummary = z.infer<typeof meSummarySchema>;
