import type { BoardExport } from './board-export.ts';
import type { ImportBoard, ImportCard, ImportHistoryItem, ImportNote } from './import-board.ts';

/**
 * Our own board export (board-export.ts) as an ImportBoard: the same columns, labels, cards,
 * checklists, comments and subtasks with new ids; the history's moves, archiving and completion
 * dated as they happened. Attached files are not in a JSON export (a backup carries them).
 */

function historyOf(doc: BoardExport): Map<string, ImportHistoryItem[]> {
  const result = new Map<string, ImportHistoryItem[]>();
  const push = (card: string, item: ImportHistoryItem) => result.set(card, [...(result.get(card) ?? []), item]);
  for (const event of doc.events) {
    if (!event.entityId) continue;
    const data = event.data as Record<string, unknown>;
    if (event.kind === 'card.moved' && data.toBoardId === doc.board.id && data.fromBoardId === doc.board.id) {
      const from = String(data.fromColumnId);
      const to = String(data.toColumnId);
      if (from !== to)
        push(event.entityId, { kind: 'moved', at: event.createdAt, fromColumnKey: from, toColumnKey: to });
    } else if (event.kind === 'card.archived') push(event.entityId, { kind: 'archived', at: event.createdAt });
    else if (event.kind === 'card.completed') push(event.entityId, { kind: 'completed', at: event.createdAt });
  }
  return result;
}

export function boardExportToImport(doc: BoardExport): ImportBoard {
  const names = new Map(doc.people.map((p) => [p.id, p.name]));
  const history = historyOf(doc);
  const warnings: ImportNote[] = [];
  const cards: ImportCard[] = [...doc.cards]
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0))
    .map((card) => {
      if (card.attachments.length > 0) warnings.push({ kind: 'card', name: card.title, reason: 'filesNotInJson' });
      return {
        key: card.id,
        columnKey: card.columnId,
        title: card.title,
        description: card.description,
        priority: card.priority,
        startDate: card.startDate,
        dueDate: card.dueDate,
        completedAt: card.completedAt,
        valueBrl: card.valueBrl,
        assigneeKey: card.assigneeId,
        assigneeEmail: null,
        labelKeys: card.labelIds,
        tags: card.tags,
        parentKey: card.parentId,
        estimateMinutes: card.estimateMinutes,
        archived: card.archived,
        createdAt: card.createdAt,
        checklist: [...card.checklist]
          .sort((a, b) => (a.position < b.position ? -1 : 1))
          .map((item) => ({ text: item.text, done: item.done })),
        attachmentLinks: 0,
        comments: card.comments.map((c) => ({
          authorKey: c.authorId,
          authorName: c.authorId ? (names.get(c.authorId) ?? '') : (c.automationRuleName ?? ''),
          body: c.body,
          createdAt: c.createdAt,
        })),
        history: history.get(card.id) ?? [],
      };
    });
  return {
    title: doc.board.title,
    description: doc.board.description,
    icon: doc.board.icon,
    color: doc.board.color,
    columns: [...doc.columns]
      .sort((a, b) => (a.position < b.position ? -1 : 1))
      .map((c) => ({ key: c.id, name: c.name, archived: c.archived })),
    labels: doc.labels.map((l) => ({ key: l.id, name: l.name, color: l.color })),
    members: doc.people.map((p) => ({ key: p.id, name: p.name, username: null, email: p.email })),
    cards,
    skipped: [],
    warnings,
  };
}
