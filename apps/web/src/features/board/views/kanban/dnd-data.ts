/** Data attached to pragmatic-drag-and-drop draggables and drop targets of the board. */
export type CardDragData = { type: 'card'; cardId: string; columnId: string };
export type ColumnDragData = { type: 'column'; columnId: string };

export function isCardDragData(data: Record<string | symbol, unknown>): data is CardDragData {
  return data.type === 'card' && typeof data.cardId === 'string';
}

export function isColumnDragData(data: Record<string | symbol, unknown>): data is ColumnDragData {
  return data.type === 'column' && typeof data.columnId === 'string';
}
