import { LOW_CONFIDENCE_SAMPLES, type FlowResponse } from '@rbax/shared/analytics';
import type { TFunction } from 'i18next';
import { formatPercent } from '@/features/analytics/charts/format';
import type { AgingZone } from '@/features/analytics/charts/palette';

export type AgingItem = FlowResponse['aging'][number];
type SlePercentiles = Pick<FlowResponse['sle'], 'p50' | 'p70' | 'p85' | 'p95' | 'days'>;

export type AgingColumn = { id: string; name: string; index: number; wip: number };

/**
 * The ageing chart's columns (design note §5): the started ones from the commitment point up to the
 * done column (omitted), plus any other column that holds a started card, in board order.
 */
export function agingColumns(flow: Pick<FlowResponse, 'columns' | 'settings' | 'aging'>): AgingColumn[] {
  const start = flow.columns.findIndex((column) => column.id === flow.settings.startColumnId);
  const done = flow.columns.findIndex((column) => column.id === flow.settings.doneColumnId);
  const holding = new Set(flow.aging.map((item) => item.columnId));
  return flow.columns
    .filter((column, index) => {
      if (column.id === flow.settings.doneColumnId) return false;
      const started = start >= 0 && index >= start && (done < 0 || index < done);
      return started || holding.has(column.id);
    })
    .map((column, index) => ({
      id: column.id,
      name: column.name,
      index,
      wip: flow.aging.filter((item) => item.columnId === column.id).length,
    }));
}

export type AgingPoint = AgingItem & { x: number; title: string };

/** Cards of the same column and age sit side by side instead of on top of each other. */
export function agingPoints(
  items: readonly AgingItem[],
  columns: readonly AgingColumn[],
  titles: ReadonlyMap<string, string>,
): AgingPoint[] {
  const indexOf = new Map(columns.map((column) => [column.id, column.index]));
  const groups = new Map<string, AgingItem[]>();
  for (const item of items) {
    const key = `${item.columnId}|${item.ageDays}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const points: AgingPoint[] = [];
  for (const group of groups.values()) {
    const step = Math.min(0.12, 0.7 / Math.max(1, group.length));
    group.forEach((item, position) => {
      const column = indexOf.get(item.columnId);
      if (column === undefined) return;
      points.push({
        ...item,
        x: column + (position - (group.length - 1) / 2) * step,
        title: titles.get(item.cardId) ?? '',
      });
    });
  }
  return points;
}

export type ZoneBand = { zone: AgingZone; from: number; to: number };

/**
 * The zones as bands of age (design note §3): ≤ P50 green, ≤ P70 yellow, ≤ SLE orange, > SLE red,
 * > P95 dark red (only when P95 is above the SLE). A percentile below the one before it (small
 * samples, a low SLE percentile) just makes its band empty. No history, no bands.
 */
export function zoneBands(sle: SlePercentiles, top: number): ZoneBand[] {
  if (sle.p50 === null || sle.days === null) return [];
  const green = sle.p50;
  const yellow = Math.max(green, Math.min(sle.p70 ?? green, sle.days));
  const orange = Math.max(yellow, sle.days);
  const ceiling = Math.max(top, orange + 1);
  // Dark red only above a P95 that is above the SLE (as the server decides a card's zone).
  const red = sle.p95 !== null && sle.p95 > orange ? sle.p95 : ceiling;
  const bands: ZoneBand[] = [
    { zone: 'green', from: 0, to: green },
    { zone: 'yellow', from: green, to: yellow },
    { zone: 'orange', from: yellow, to: orange },
    { zone: 'red', from: orange, to: red },
    { zone: 'darkred', from: red, to: ceiling },
  ];
  return bands.filter((band) => band.to > band.from);
}

/** The zone an age falls in, by the same thresholds (the server decides each card's; this explains the bands). */
export function zoneOfAge(age: number, sle: SlePercentiles): AgingZone {
  if (sle.p50 === null || sle.days === null) return 'none';
  if (age > sle.days) return sle.p95 !== null && sle.p95 > sle.days && age > sle.p95 ? 'darkred' : 'red';
  if (age <= sle.p50) return 'green';
  if (sle.p70 !== null && age <= sle.p70) return 'yellow';
  return 'orange';
}

export const zoneLabelKeys = {
  green: 'boardFlow.zones.green',
  yellow: 'boardFlow.zones.yellow',
  orange: 'boardFlow.zones.orange',
  red: 'boardFlow.zones.red',
  darkred: 'boardFlow.zones.darkred',
  none: 'boardFlow.zones.none',
} as const satisfies Record<AgingZone, string>;

/**
 * 'risco 40% (n = 12)', 'risco 40% (n = 3, baixa confiança)', 'sem precedente', or null without an
 * SLE or past it (the red zones already say 'SLE ultrapassado': the risk is a fact, not an estimate).
 */
export function riskText(
  t: TFunction,
  item: Pick<AgingItem, 'breachRisk' | 'n' | 'zone'>,
  locale: string,
): string | null {
  if (item.breachRisk === null) return item.n === 0 && item.zone !== 'none' ? t('boardFlow.risk.noPrecedent') : null;
  if (item.breachRisk >= 1 && (item.zone === 'red' || item.zone === 'darkred')) return null;
  const risk = formatPercent(item.breachRisk, locale);
  return item.n < LOW_CONFIDENCE_SAMPLES
    ? t('boardFlow.risk.lowConfidence', { risk, n: item.n })
    : t('boardFlow.risk.value', { risk, n: item.n });
}

/** 'Idade: 5 d · zona laranja · risco 40% (n = 12)': what a card face says about its age. */
export function agingLabel(
  t: TFunction,
  item: Pick<AgingItem, 'ageDays' | 'zone' | 'breachRisk' | 'n'>,
  locale: string,
): string {
  const parts = [t('boardFlow.risk.age', { days: item.ageDays }), t(zoneLabelKeys[item.zone])];
  const risk = riskText(t, item, locale);
  if (risk) parts.push(risk);
  return parts.join(' · ');
}

/**
 * The cards to act on: those whose breach risk reached the board's threshold, and those older than
 * anything seen before (no precedent), riskiest and oldest first.
 */
export function atRiskItems(items: readonly AgingItem[], threshold: number): AgingItem[] {
  return items
    .filter((item) => (item.breachRisk !== null ? item.breachRisk >= threshold : item.n === 0 && item.zone !== 'none'))
    .sort((a, b) => (b.breachRisk ?? 2) - (a.breachRisk ?? 2) || b.ageDays - a.ageDays);
}
