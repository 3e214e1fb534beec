import { isLocale } from '@rbax/shared/i18n';
import { themes, type Me, type Theme, type UpdateMeInput } from '@rbax/shared/me';
import type { Db } from '#src/db/client.ts';
import { isAdminUser, type SessionUser } from '#src/lib/access.ts';
import { notFound } from '#src/lib/errors.ts';
import { updateUser } from './me-repository.ts';

const isTheme = (value: unknown): value is Theme =>
  typeof value === 'string' && (themes as readonly string[]).includes(value);

type UserLike = Omit<SessionUser, 'isAdmin'>;

export function toMe(user: UserLike, adminEmails: readonly string[]): Me {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    image: user.image,
    role: user.role === 'admin' ? 'admin' : 'user',
    isAdmin: isAdminUser(user, adminEmails),
    locale: isLocale(user.locale) ? user.locale : null,
    theme: isTheme(user.theme) ? user.theme : null,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function updateMe(
  deps: { db: Db; adminEmails: readonly string[] },
  current: SessionUser,
  input: UpdateMeInput,
): Promise<Me> {
  const patch: UpdateMeInput = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.locale !== undefined) patch.locale = input.locale;
  if (input.theme !== undefined) patch.theme = input.theme;
  if (Object.keys(patch).length === 0) return toMe(current, deps.adminEmails);
  const row = await updateUser(deps.db, current.id, patch);
  if (!row) throw notFound();
  return toMe({ ...row, role: row.role }, deps.adminEmails);
}
