import type { HealthStatus } from '@rbax/shared/health';
import { CircleAlert, CircleCheck, OctagonX, type LucideIcon } from 'lucide-react';

/**
 * How a status shows: never by colour alone — each has its own icon and word
 * ('Saudável', 'Atenção', 'Crítico'), and the colour repeats them.
 */
export type StatusPresentation = {
  icon: LucideIcon;
  labelKey: `systemHealth.status.${HealthStatus}`;
  /** Text and icon colour on the card's background (contrast checked in both themes). */
  tone: string;
  /** The badge and the card's edge. */
  surface: string;
};

const presentations: Record<HealthStatus, StatusPresentation> = {
  ok: {
    icon: CircleCheck,
    labelKey: 'systemHealth.status.ok',
    tone: 'text-emerald-700 dark:text-emerald-300 hacker:text-primary',
    surface: 'border-emerald-600/40 bg-emerald-500/10',
  },
  warn: {
    icon: CircleAlert,
    labelKey: 'systemHealth.status.warn',
    tone: 'text-amber-800 dark:text-amber-300 hacker:text-amber-300',
    surface: 'border-amber-500/50 bg-amber-500/10',
  },
  critical: {
    icon: OctagonX,
    labelKey: 'systemHealth.status.critical',
    tone: 'text-red-700 dark:text-red-300 hacker:text-red-300',
    surface: 'border-red-600/50 bg-red-500/10',
  },
};

export function statusPresentation(status: HealthStatus): StatusPresentation {
  return presentations[status];
}

/** '3 d 4 h', '2 h 5 min', '4 min 10 s', '12 s': the same abbreviations read in all three languages. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (d > 0) return `${d} d ${h} h`;
  if (h > 0) return `${h} h ${m} min`;
  if (m > 0) return `${m} min ${s} s`;
  return `${s} s`;
}

export function formatMs(value: number | null, locale: string): string {
  if (value === null) return '—';
  const digits = value < 10 ? 2 : value < 100 ? 1 : 0;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ms`;
}

export function formatPercent(ratio: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: ratio < 0.1 ? 2 : 1 }).format(ratio);
}

export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}
