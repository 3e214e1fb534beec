import type { Locale } from '@rbax/shared/i18n';
import type { BoardExport } from '@rbax/shared/portability/board-export';
import { portabilityLabels } from '@rbax/shared/portability/labels';

/**
 * Cards with every field as one table (issue 23), in the reader's language: what the CSV and the
 * XLSX exports are drawn from, so both carry the same columns in the same order.
 */

export type Cell =
  { kind: 'text'; value: string } | { kind: 'number'; value: number | null } | { kind: 'date'; value: string | null };
export type CardRow = { boardId: string; columnId: string; cells: Cell[] };

const text = (value: string | null): Cell => ({ kind: 'text', value: value ?? '' });
const number = (value: number | null): Cell => ({ kind: 'number', value });
const date = (value: string | null): Cell => ({ kind: 'date', value });

export function cardHeaders(locale: Locale): string[] {
  const f = portabilityLabels[locale].fields;
  return [
    f.board,
    f.column,
    f.id,
    f.title,
    f.description,
    f.priority,
    f.startDate,
    f.dueDate,
    f.completedAt,
    f.value,
    f.assignee,
    f.labels,
    f.tags,
    f.estimate,
    f.timeSpent,
    f.checklist,
    f.comments,
    f.attachments,
    f.archived,
    f.parent,
    f.createdAt,
    f.updatedAt,
  ];
}

export function cardRows(doc: BoardExport, locale: Locale): CardRow[] {
  const l = portabilityLabels[locale];
  const columns = new Map(doc.columns.map((c) => [c.id, c]));
  const order = new Map(doc.columns.map((c, i) => [c.id, i]));
  const labels = new Map(doc.labels.map((x) => [x.id, x.name]));
  const people = new Map(doc.people.map((p) => [p.id, p]));
  const titles = new Map(doc.cards.map((c) => [c.id, c.title]));
  const sorted = [...doc.cards].sort(
    (a, b) => order.get(a.columnId)! - order.get(b.columnId)! || (a.position < b.position ? -1 : 1),
  );
  return sorted.map((c) => {
    const assignee = c.assigneeId ? people.get(c.assigneeId) : undefined;
    const seconds = c.timeEntries.reduce((sum, t) => sum + t.durationSeconds, 0);
    return {
      boardId: doc.board.id,
      columnId: c.columnId,
      cells: [
        text(doc.board.title),
        text(columns.get(c.columnId)?.name ?? ''),
        text(c.id),
        text(c.title),
        text(c.description),
        text(c.priority ? l.priorities[c.priority] : ''),
        date(c.startDate),
        date(c.dueDate),
        date(c.completedAt),
        number(c.valueBrl === null ? null : Number(c.valueBrl)),
        text(assignee ? (assignee.email ? `${assignee.name} <${assignee.email}>` : assignee.name) : ''),
        text(
          c.labelIds
            .map((id) => labels.get(id) ?? '')
            .filter(Boolean)
            .join(', '),
        ),
        text(c.tags.join(', ')),
        number(c.estimateMinutes),
        number(seconds > 0 ? Math.round((seconds / 3600) * 100) / 100 : null),
        text(c.checklist.length > 0 ? `${c.checklist.filter((i) => i.done).length}/${c.checklist.length}` : ''),
        number(c.comments.length),
        number(c.attachments.length),
        text(c.archived ? l.yes : l.no),
        text(c.parentId ? (titles.get(c.parentId) ?? '') : ''),
        date(c.createdAt),
        date(c.updatedAt),
      ],
    };
  });
}
