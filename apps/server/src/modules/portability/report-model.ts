import type { BoardExport } from '@rbax/shared/portability/board-export';
import type { Priority } from '@rbax/shared/cards';

/**
 * What a PDF report says about a board (issue 23), computed from its export and, when the
 * analytics module can answer, its flow metrics. Pure, so the numbers are tested apart from the
 * drawing.
 */

export type FlowSummary = {
  throughput: number;
  cycleP50: number | null;
  cycleP85: number | null;
  wip: number;
  sleDays: number | null;
  slePercentile: number;
};

export type ReportCard = {
  title: string;
  priority: Priority | null;
  dueDate: string | null;
  assignee: string | null;
  valueBrl: string | null;
  done: boolean;
};

export type BoardReport = {
  title: string;
  totals: { cards: number; open: number; done: number; overdue: number; valueCents: number };
  columns: { name: string; wipLimit: number | null; cards: ReportCard[] }[];
  flow: FlowSummary | null;
};

const cents = (brl: string | null) => (brl ? Math.round(Number(brl) * 100) : 0);

export function boardReport(doc: BoardExport, flow: FlowSummary | null, now: Date): BoardReport {
  const people = new Map(doc.people.map((p) => [p.id, p.name]));
  const active = doc.cards.filter((c) => !c.archived && c.parentId === null);
  const order = (a: { position: string }, b: { position: string }) => (a.position < b.position ? -1 : 1);
  return {
    title: doc.board.title,
    totals: {
      cards: active.length,
      open: active.filter((c) => !c.completedAt).length,
      done: active.filter((c) => c.completedAt).length,
      overdue: active.filter((c) => !c.completedAt && c.dueDate && new Date(c.dueDate) < now).length,
      valueCents: active.reduce((sum, c) => sum + cents(c.valueBrl), 0),
    },
    columns: doc.columns
      .filter((c) => !c.archived)
      .map((column) => ({
        name: column.name,
        wipLimit: column.wipLimit,
        cards: active
          .filter((c) => c.columnId === column.id)
          .sort(order)
          .map((c) => ({
            title: c.title,
            priority: c.priority,
            dueDate: c.dueDate,
            assignee: c.assigneeId ? (people.get(c.assigneeId) ?? null) : null,
            valueBrl: c.valueBrl,
            done: c.completedAt !== null,
          })),
      })),
    flow,
  };
}
