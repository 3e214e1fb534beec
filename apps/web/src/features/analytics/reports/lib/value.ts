import type { FlowCardRow } from '@rbax/shared/analytics';
import { centsOf } from '@/features/analytics/charts/format';
import type { AgingColumn } from '@/features/analytics/reports/lib/aging';

export type ValueTotal = { cents: number; cards: number; withValue: number };

/** Value in R$ of a set of cards, summed in centavos (design note §2.9: kept apart from the counts). */
export function valueOf(cards: readonly FlowCardRow[]): ValueTotal {
  let cents = 0;
  let withValue = 0;
  for (const card of cards) {
    if (card.valueBrl === null) continue;
    cents += centsOf(card.valueBrl);
    withValue += 1;
  }
  return { cents, cards: cards.length, withValue };
}

export type ColumnValue = ValueTotal & { columnId: string; name: string };

/** Value of the cards in progress, per started column (the ageing chart's columns). */
export function valueByColumn(inProgress: readonly FlowCardRow[], columns: readonly AgingColumn[]): ColumnValue[] {
  return columns.map((column) => ({
    columnId: column.id,
    name: column.name,
    ...valueOf(inProgress.filter((card) => card.columnId === column.id)),
  }));
}
