import { z } from 'zod';
import { emailSchema, newPasswordSchema, PASSWORD_MAX } from './auth.ts';

/**
 * Account security (issue 8, decision 026): password change, two-factor authentication,
 * sessions, e-mail change and deleting one's own account. Password, 2FA and e-mail calls go
 * to better-auth under /api/auth; sessions and deletion are ours under /api/v1/account.
 */

/** Issuer shown by authenticator apps next to the account. */
export const TWO_FACTOR_ISSUER = 'RBAX Flow';
export const TOTP_DIGITS = 6;
export const BACKUP_CODES_COUNT = 10;

/** Where the confirmation link of an e-mail change lands. */
export const EMAIL_CHANGED_CALLBACK = '/profile/security?emailChanged=1';

const currentPassword = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(PASSWORD_MAX, { error: 'validation.passwordMax' });

/** The form of 'Alterar senha'; the request to better-auth drops `confirmPassword`. */
export const changePasswordInputSchema = z
  .object({
    currentPassword,
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: 'validation.required' }),
  })
  .refine((data) => data.newPassword === data.confirmPassword, {
    error: 'validation.passwordsMismatch',
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** What the server accepts at `POST /api/auth/change-password`. */
export const changePasswordRequestSchema = z.object({
  currentPassword,
  newPassword: newPasswordSchema,
  revokeOtherSessions: z.boolean().optional(),
});

/** Enabling, disabling 2FA and regenerating backup codes ask for the password again. */
export const passwordConfirmSchema = z.object({ password: currentPassword });
export type PasswordConfirm = z.infer<typeof passwordConfirmSchema>;

/** A 6-digit code from the authenticator app (spaces are ignored). */
export const totpCodeSchema = z
  .string({ error: 'validation.required' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'validation.totpCodeInvalid' }));

/** A backup code as shown (better-auth's form is 5+5 characters joined by '-'). */
export const backupCodeSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(64, { error: 'validation.backupCodeInvalid' });

export const verifyTotpInputSchema = z.object({ code: totpCodeSchema, trustDevice: z.boolean().optional() });
export type VerifyTotpInput = z.infer<typeof verifyTotpInputSchema>;
export const verifyBackupCodeInputSchema = z.object({
  code: backupCodeSchema,
  trustDevice: z.boolean().optional(),
});
export type VerifyBackupCodeInput = z.infer<typeof verifyBackupCodeInputSchema>;

/** better-auth's answer to `POST /api/auth/two-factor/enable`. */
export type EnableTwoFactorResponse = { totpURI: string; backupCodes: string[] };

/** The secret inside an `otpauth://totp/...?secret=...` URI, for typing it in by hand. */
export function totpSecretOf(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get('secret');
  } catch {
    return null;
  }
}

export const changeEmailInputSchema = z.object({ newEmail: emailSchema });
export type ChangeEmailInput = z.infer<typeof changeEmailInputSchema>;

/* ---------- sessions (GET /api/v1/account/sessions) ---------- */

export const accountSessionSchema = z.object({
  id: z.string(),
  /** Browser and operating system from the User-Agent, e.g. 'Chrome · Windows'; null if unknown. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  mobile: z.boolean(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  /** Last activity: better-auth touches the row when it extends the session. */
  updatedAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;

export const revokedSessionsSchema = z.object({ revoked: z.number().int() });

/* ---------- deleting one's own account ---------- */

/** What happens to a workspace the user owns when the account is deleted. */
export const ownedWorkspaceFates = ['transferred', 'deleted'] as const;
export const ownedWorkspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  boardCount: z.number().int(),
  memberCount: z.number().int(),
  fate: z.enum(ownedWorkspaceFates),
  /** The member who becomes the owner (fate 'transferred'). */
  newOwner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type OwnedWorkspace = z.infer<typeof ownedWorkspaceSchema>;

export const accountDeletionPreviewSchema = z.object({
  ownedWorkspaces: z.array(ownedWorkspaceSchema),
  /** Boards without workspace owned by the user: deleted with the account. */
  personalBoardCount: z.number().int(),
  /** False for an account without a password (Google only): confirm by typing the e-mail. */
  hasPassword: z.boolean(),
  /** The only administrator cannot delete the account: promote someone else first. */
  lastAdmin: z.boolean(),
});
export type AccountDeletionPreview = z.infer<typeof accountDeletionPreviewSchema>;

export const deleteAccountInputSchema = z
  .object({
    password: currentPassword.optional(),
    /** Confirmation for accounts without a password. */
    email: z.string().trim().toLowerCase().max(255).optional(),
  })
  .refine((data) => data.password !== undefined || data.email !== undefined, {
    error: 'validation.required',
    path: ['password'],
  });
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;
