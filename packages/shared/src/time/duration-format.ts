/** Durations as a card face shows them, without the input schema (duration.ts re-exports them). */

/**
 * Minutes written the way `parseDuration` reads them back, short enough for a card face:
 * `45min`, `2h`, `1h05`. The same in every language.
 */
export function formatMinutes(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  if (minutes < 60) return `${minutes}min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}h` : `${hours}h${String(rest).padStart(2, '0')}`;
}

/** Seconds in the same short form; under a minute of recorded time shows as `<1min`. */
export function formatSeconds(totalSeconds: number): string {
  if (totalSeconds > 0 && totalSeconds < 30) return '<1min';
  return formatMinutes(totalSeconds / 60);
}
