import type { ImportPreview } from '@rbax/shared/portability/api';
import type { ImportBoard, ImportNote } from '@rbax/shared/portability/import-board';
import { importCounts } from '@rbax/shared/portability/import-options';
import { proposedColor } from '@rbax/shared/portability/trello-colors';
import { labelColors } from '@rbax/shared/boards';
import type { CsvTable } from './import-sources.ts';
import { csvPreviewOf } from './import-sources.ts';
import type { WorkspacePerson } from './portability-repository.ts';

/** What the person sees before confirming an import: counts, lists, colours and people to map. */

const NOTES_SHOWN = 50;

/** The workspace member proposed for a source member: same e-mail, else the same name. */
function suggest(member: ImportBoard['members'][number], people: WorkspacePerson[]): string | null {
  if (member.email) {
    const byEmail = people.find((p) => p.email.toLowerCase() === member.email);
    if (byEmail) return byEmail.id;
  }
  const name = member.name.trim().toLowerCase();
  return people.find((p) => p.name.trim().toLowerCase() === name)?.id ?? null;
}

export function boardPreview(board: ImportBoard, people: WorkspacePerson[]): ImportPreview {
  const perColumn = new Map<string, number>();
  for (const card of board.cards) perColumn.set(card.columnKey, (perColumn.get(card.columnKey) ?? 0) + 1);
  const colors = new Map<string, string[]>();
  for (const label of board.labels) colors.set(label.color, [...(colors.get(label.color) ?? []), label.name]);
  const notes: ImportNote[] = [...board.skipped, ...board.warnings].slice(0, NOTES_SHOWN);
  return {
    title: board.title,
    counts: importCounts(board),
    columns: board.columns.map((c) => ({
      key: c.key,
      name: c.name,
      archived: c.archived,
      cards: perColumn.get(c.key) ?? 0,
    })),
    colors: [...colors].map(([key, labels]) => ({
      key,
      // Our own export's colours are palette colours already.
      proposed: labelColors.includes(key) ? key : proposedColor(key),
      labels,
    })),
    members: board.members.map((m) => ({ ...m, suggestedUserId: suggest(m, people) })),
    csv: null,
    notes,
  };
}

export function csvPreview(table: CsvTable, fileTitle: string): ImportPreview {
  const csv = csvPreviewOf(table);
  const columnIndex = csv.mapping.column;
  const columnNames = new Map<string, number>();
  if (columnIndex !== null) {
    for (const row of table.rows) {
      const name = (row[columnIndex] ?? '').trim();
      if (name) columnNames.set(name, (columnNames.get(name) ?? 0) + 1);
    }
  }
  return {
    title: fileTitle,
    counts: {
      columns: columnNames.size,
      closedColumns: 0,
      cards: table.rows.length,
      archivedCards: 0,
      labels: 0,
      members: 0,
      checklistItems: 0,
      comments: 0,
      attachments: 0,
      skipped: 0,
    },
    columns: [...columnNames].slice(0, 50).map(([name, cards]) => ({ key: name, name, archived: false, cards })),
    colors: [],
    members: [],
    csv,
    notes: [],
  };
}
