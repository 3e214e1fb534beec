import type { agingZones } from '@rbax/shared/analytics';

export type AgingZone = (typeof agingZones)[number];

/**
 * Series colours: concrete values (the PNG export needs them), distinguishable in light and dark
 * themes, the done column always green. Eight, then they repeat.
 */
export const seriesColors = ['#2563eb', '#f59e0b', '#8b5cf6', '#ec4899', '#06b6d4', '#f97316', '#64748b', '#a855f7'];
export const doneColor = '#16a34a';

/** The ageing zones of design note §3: ≤ P50 green, ≤ P70 yellow, ≤ SLE orange, > SLE red, > P95 dark red. */
export const zoneColors: Record<AgingZone, string> = {
  green: '#16a34a',
  yellow: '#ca8a04',
  orange: '#ea580c',
  red: '#dc2626',
  darkred: '#7f1d1d',
  none: '#94a3b8',
};

/** The same zones as translucent bands behind the ageing chart. */
export const zoneBandColors: Record<AgingZone, string> = {
  green: 'rgba(22, 163, 74, 0.12)',
  yellow: 'rgba(234, 179, 8, 0.14)',
  orange: 'rgba(234, 88, 12, 0.14)',
  red: 'rgba(220, 38, 38, 0.12)',
  darkred: 'rgba(127, 29, 29, 0.16)',
  none: 'transparent',
};
