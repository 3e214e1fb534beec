/** Dates of the administration tables, in the interface language. */
export function formatDate(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(value));
}

export function formatDateTime(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

/** `2026-05-01` (a UTC day of the sign-ups chart) as a short day label, read in UTC. */
export function formatDay(day: string, locale: string, style: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: style === 'short' ? 'numeric' : 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}
