import type { BoardMember, Card } from '@rbax/shared/cards';
import type { MemberRow } from '#src/modules/boards/boards-repository.ts';
import type { CardExtras, CardRow } from './cards-repository.ts';

const noCounts = { comments: 0, attachments: 0, checklistDone: 0, checklistTotal: 0 };

const isoOf = (value: Date | null): string | null => value?.toISOString() ?? null;

export function toCard(row: CardRow, extras: CardExtras): Card {
  return {
    id: row.id,
    boardId: row.boardId,
    columnId: row.columnId,
    parentId: row.parentCardId,
    title: row.title,
    description: row.description,
    priority: row.priority as Card['priority'],
    startDate: isoOf(row.startDate),
    dueDate: isoOf(row.dueDate),
    valueBrl: row.valueBrl === null ? null : Number(row.valueBrl).toFixed(2),
    assigneeId: row.assigneeId,
    tags: row.tags,
    labelIds: extras.labelIds.get(row.id) ?? [],
    coverUrl: row.coverUrl,
    estimateMinutes: row.estimateMinutes,
    timeSpentSeconds: extras.timeSpent.get(row.id) ?? 0,
    position: row.position,
    archived: row.archived,
    completedAt: isoOf(row.completedAt),
    version: row.version,
    createdBy: row.createdBy,
    createdAt: isoOf(row.createdAt)!,
    updatedAt: isoOf(row.updatedAt)!,
    counts: extras.counts.get(row.id) ?? noCounts,
  };
}

const roleRank: Record<string, number> = { owner: 5, admin: 4, member: 3, editor: 2, viewer: 1 };

/** One entry per person, with their strongest role. */
export function toMembers(rows: MemberRow[]): BoardMember[] {
  const byId = new Map<string, BoardMember>();
  for (const row of rows) {
    const current = byId.get(row.id);
    if (!current || (roleRank[row.role] ?? 0) > (roleRank[current.role] ?? 0)) {
      byId.set(row.id, { id: row.id, name: row.name, email: row.email, image: row.image ?? null, role: row.role });
    }
  }
  return [...byId.values()];
}
