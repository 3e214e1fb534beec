import type { FlowResponse } from '@rbax/shared/analytics';
import { exportFileName } from '@/features/analytics/charts/csv';
import { groupCards, type CardGroups } from '@/features/analytics/reports/lib/card-groups';

/** What every chart of the report reads: the answer, the cards grouped, names for files and the PNG header. */
export type ReportData = {
  flow: FlowResponse;
  groups: CardGroups;
  titles: ReadonlyMap<string, string>;
  columnNames: ReadonlyMap<string, string>;
  /** 'Board · 01/02/2027 – 02/03/2027 · America/Sao_Paulo' (under the title of a PNG). */
  context: string;
  fileName: (chart: string) => string;
};

export function reportData(flow: FlowResponse, boardTitle: string, rangeText: string): ReportData {
  return {
    flow,
    groups: groupCards(flow),
    titles: new Map(flow.cards.map((card) => [card.cardId, card.title])),
    columnNames: new Map(flow.columns.map((column) => [column.id, column.name])),
    context: `${boardTitle} · ${rangeText} · ${flow.settings.timeZone}`,
    fileName: (chart) => exportFileName(chart, boardTitle, flow.from, flow.to),
  };
}
