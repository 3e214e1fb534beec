import { z } from 'zod';
import { nameSchema } from './auth.ts';
import { locales } from './i18n.ts';
import { themes } from './theme.ts';

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
});
export type Me = z.infer<typeof meSchema>;

/** `GET /api/v1/admin/status` (the spec's `verify-admin`). */
export const adminStatusSchema = z.object({ isAdmin: z.boolean() });
export type AdminStatus = z.infer<typeof adminStatusSchema>;

/** `GET /api/v1/auth/providers`: which sign-in methods this installation offers. */
export const authProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** `PATCH /api/v1/me`: any subset of the user's editable profile and preferences. */
export const updateMeInputSchema = z.object({
  name: nameSchema.optional(),
  locale: z.enum(locales, { error: 'validation.invalidValue' }).nullable().optional(),
  theme: z.enum(themes, { error: 'validation.invalidValue' }).nullable().optional(),
});
export type UpdateMeInput = z.infer<typeof updateMeInputSchema>;
