import { formatSeconds } from '@rbax/shared/time/duration-format';

/** A running timer's elapsed time as a clock: '0:04:09', '12:30:00' (the same in every language). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** Hours with up to two decimals in the language: '2,5 h' (pt-BR), '2.5 h' (en-US). */
export function formatHours(totalSeconds: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(totalSeconds / 3600)} h`;
}

/** The short form of recorded time for tables and cells: '1h30', '45min', '—' for none. */
export function formatCell(totalSeconds: number): string {
  return totalSeconds === 0 ? '—' : formatSeconds(totalSeconds);
}
