import type { BoardCard, Card } from './cards.ts';

/**
 * What the board's first paint needs of cards without their schemas (cards.ts re-exports it all):
 * the priorities and the whole card of a trimmed board card. No zod here, so the app's first load
 * carries none (issue 25, docs/decisions/055).
 */

/** Priorities (ARCHITECTURE §4), shown as Crítica, Alta, Média, Baixa (spec §3). */
export const priorities = ['critical', 'high', 'medium', 'low'] as const;
export type Priority = (typeof priorities)[number];
/** Badge variants (spec §9): Crítica and Alta destructive, Média default, Baixa secondary. */
export const priorityBadgeVariant: Record<Priority, 'destructive' | 'default' | 'secondary'> = {
  critical: 'destructive',
  high: 'destructive',
  medium: 'default',
  low: 'secondary',
};

/** The whole `Card` of a trimmed board card (`boardCardSchema`): what was left out, filled back. */
export function expandBoardCard(card: BoardCard, boardId: string): Card {
  const counts = card.counts;
  return {
    id: card.id,
    boardId,
    columnId: card.columnId,
    parentId: card.parentId ?? null,
    title: card.title,
    description: card.description ?? null,
    priority: card.priority ?? null,
    startDate: card.startDate ?? null,
    dueDate: card.dueDate ?? null,
    valueBrl: card.valueBrl ?? null,
    assigneeId: card.assigneeId ?? null,
    tags: card.tags ?? [],
    labelIds: card.labelIds ?? [],
    coverUrl: card.coverUrl ?? null,
    estimateMinutes: card.estimateMinutes ?? null,
    timeSpentSeconds: card.timeSpentSeconds ?? 0,
    position: card.position,
    archived: false,
    completedAt: card.completedAt ?? null,
    version: card.version,
    createdBy: null,
    createdAt: card.createdAt,
    updatedAt: card.updatedAt,
    counts: {
      comments: counts?.comments ?? 0,
      attachments: counts?.attachments ?? 0,
      checklistDone: counts?.checklistDone ?? 0,
      checklistTotal: counts?.checklistTotal ?? 0,
    },
  };
}
