import type { ErrorIssue } from '@rbax/shared/errors';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts a server's validation issues back on the form fields they name
 * (`aliases` maps a request field to its form field, e.g. newPassword → password).
 * Returns false when none matched, so the caller shows a general message instead.
 */
export function applyServerIssues<T extends FieldValues>(
  issues: readonly ErrorIssue[],
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  aliases: Readonly<Record<string, Path<T>>> = {},
): boolean {
  let applied = false;
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    const field = aliases[key] ?? (key as Path<T>);
    if (fields.includes(field)) {
      setError(field, { type: 'server', message: issue.message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
