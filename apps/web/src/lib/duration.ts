/**
 * Time spent as people read it in a sentence: '45 s', '50 min', '1 h 15 min' (units from Intl, per
 * language). Card history, focus mode and time tracking share it; `@rbax/shared/time/duration`
 * has the short form for dense places ('1h15').
 */
export function formatDuration(totalSeconds: number, locale: string): string {
  const unit = (name: 'hour' | 'minute' | 'second', value: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (totalSeconds < 60) return unit('second', Math.max(0, Math.round(totalSeconds)));
  const minutes = Math.floor(totalSeconds / 60);
  if (minutes < 60) return unit('minute', minutes);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? unit('hour', hours) : `${unit('hour', hours)} ${unit('minute', rest)}`;
}
