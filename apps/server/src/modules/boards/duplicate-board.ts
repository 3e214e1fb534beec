import type { Db } from '#src/db/client.ts';
import { uuidv7 } from '@rbax/shared/ids';
import {
  boardContent,
  insertBoardLabelChoices,
  insertCardLabels,
  insertCards,
  insertChecklistItems,
  insertColumns,
  insertLabels,
} from './boards-repository.ts';

/**
 * Copies a board's columns, labels (new ids, same names and colours), board-label choices and
 * non-archived cards with their fields, labels, tags and checklist items. Not comments,
 * attachments or history. Runs inside the caller's transaction.
 */
export async function copyBoardContent(
  tx: Db,
  { from, to, actorId }: { from: string; to: string; actorId: string },
): Promise<{ columns: number; cards: number }> {
  const source = await boardContent(tx, from);
  const remap = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, uuidv7()]));
  const columnIds = remap(source.columns);
  const labelIds = remap(source.labels);
  const cardIds = remap(source.cards);
  const now = new Date();

  await insertColumns(
    tx,
    source.columns.map((c) => ({
      id: columnIds.get(c.id)!,
      boardId: to,
      name: c.name,
      position: c.position,
      wipLimit: c.wipLimit,
      color: c.color,
    })),
  );
  await insertLabels(
    tx,
    source.labels.map((l) => ({ id: labelIds.get(l.id)!, boardId: to, name: l.name, color: l.color })),
  );
  await insertBoardLabelChoices(
    tx,
    source.choices
      .filter((c) => labelIds.has(c.labelId))
      .map((c) => ({ boardId: to, labelId: labelIds.get(c.labelId)! })),
  );
  await insertCards(
    tx,
    // Parents before subtasks, so a subtask never points at a card of a later insert chunk.
    [...source.cards.filter((c) => !c.parentCardId), ...source.cards.filter((c) => c.parentCardId)]
      .filter((c) => columnIds.has(c.columnId))
      .map((c) => ({
        id: cardIds.get(c.id)!,
        boardId: to,
        columnId: columnIds.get(c.columnId)!,
        title: c.title,
        description: c.description,
        priority: c.priority,
        dueDate: c.dueDate,
        startDate: c.startDate,
        valueBrl: c.valueBrl,
        assigneeId: c.assigneeId,
        tags: c.tags,
        position: c.position,
        completedAt: c.completedAt,
        parentCardId: c.parentCardId ? (cardIds.get(c.parentCardId) ?? null) : null,
        estimateMinutes: c.estimateMinutes,
        coverUrl: c.coverUrl,
        createdBy: actorId,
        createdAt: now,
      })),
  );
  await insertCardLabels(
    tx,
    source.cardLabels
      .filter((cl) => cardIds.has(cl.cardId) && labelIds.has(cl.labelId))
      .map((cl) => ({ cardId: cardIds.get(cl.cardId)!, labelId: labelIds.get(cl.labelId)!, boardId: to })),
  );
  await insertChecklistItems(
    tx,
    source.checklist
      .filter((item) => cardIds.has(item.cardId))
      .map((item) => ({
        id: uuidv7(),
        boardId: to,
        cardId: cardIds.get(item.cardId)!,
        text: item.text,
        done: item.done,
        position: item.position,
      })),
  );
  return { columns: source.columns.length, cards: source.cards.length };
}
