import { z } from 'zod';
import { isCommonPassword } from './common-passwords.ts';

/** Limits from the spec (§5, §9) and ARCHITECTURE §8. */
export const EMAIL_MAX = 255;
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const GENERATED_PASSWORD_LENGTH = 16;
/** Auth splash (spec §9). */
export const AUTH_SPLASH_MS = 2000;
/** Delay before navigating after a successful sign-in (spec §9). */
export const POST_LOGIN_REDIRECT_MS = 100;

/** Validation messages are i18n keys of `messages.ts`; translate them where shown. */
const email = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: 'validation.emailTooLong' })
  .pipe(z.email({ error: 'validation.emailInvalid' }));

const password = z
  .string({ error: 'validation.required' })
  .min(PASSWORD_MIN, { error: 'validation.passwordMin' })
  .max(PASSWORD_MAX, { error: 'validation.passwordMax' });

/** A password being chosen (sign-up, reset): also refuses the most common ones. */
const newPassword = password.refine((value) => !isCommonPassword(value), {
  error: 'validation.passwordCommon',
});

const name = z
  .string({ error: 'validation.required' })
  .trim()
  .min(NAME_MIN, { error: 'validation.nameMin' })
  .max(NAME_MAX, { error: 'validation.nameTooLong' });

export const emailSchema = email;
export const passwordSchema = password;
export const newPasswordSchema = newPassword;
export const nameSchema = name;

export const signInInputSchema = z.object({ email, password });
export type SignInInput = z.infer<typeof signInInputSchema>;

export const signUpInputSchema = z
  .object({
    name,
    email,
    password: newPassword,
    confirmPassword: z.string({ error: 'validation.required' }),
  })
  .refine((data) => data.password === data.confirmPassword, {
    error: 'validation.passwordsMismatch',
    path: ['confirmPassword'],
  });
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** What the server accepts at sign-up (confirmPassword is checked when sent). */
export const signUpRequestSchema = z
  .object({
    name,
    email,
    password: newPassword,
    confirmPassword: z.string().optional(),
  })
  .refine((data) => data.confirmPassword === undefined || data.password === data.confirmPassword, {
    error: 'validation.passwordsMismatch',
    path: ['confirmPassword'],
  });

export const forgotPasswordInputSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string({ error: 'validation.required' }),
  })
  .refine((data) => data.password === data.confirmPassword, {
    error: 'validation.passwordsMismatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/**
 * Spec §5: +1 for length 8+, +1 for 12+, +1 mixed case, +1 digit, +1 symbol;
 * a score up to 2 is weak, up to 4 medium, else strong.
 */
export function passwordScore(value: string): number {
  let score = 0;
  if (value.length >= 8) score += 1;
  if (value.length >= 12) score += 1;
  if (/[a-z]/.test(value) && /[A-Z]/.test(value)) score += 1;
  if (/\d/.test(value)) score += 1;
  if (/[^A-Za-z0-9]/.test(value)) score += 1;
  return score;
}

export function passwordStrength(value: string): PasswordStrength {
  const score = passwordScore(value);
  if (score <= 2) return 'weak';
  if (score <= 4) return 'medium';
  return 'strong';
}

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%&*?-_+=';

/** Uniform random integer in [0, max) from a source of random 32-bit words. */
export type RandomInt = (max: number) => number;

export const cryptoRandomInt: RandomInt = (max) => {
  // Rejection sampling avoids modulo bias.
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const value = buffer[0]!;
    if (value < limit) return value % max;
  }
};

/**
 * Spec §5: 16 characters with at least one uppercase, lowercase, digit and
 * symbol, shuffled (Fisher–Yates) so the guaranteed characters are not in fixed places.
 */
export function generatePassword(
  length: number = GENERATED_PASSWORD_LENGTH,
  randomInt: RandomInt = cryptoRandomInt,
): string {
  const all = UPPER + LOWER + DIGITS + SYMBOLS;
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
