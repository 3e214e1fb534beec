/**
 * Spreadsheet keys for the table view (issue 22): which cell becomes active. Pure, so the
 * table's keyboard behaviour is tested without a DOM. Row 0 is the first row under the header.
 */
export type Cell = { row: number; col: number };

export function nextCell(
  cell: Cell,
  key: string,
  { rows, cols, page, ctrl }: { rows: number; cols: number; page: number; ctrl: boolean },
): Cell | null {
  const clampRow = (row: number) => Math.max(0, Math.min(rows - 1, row));
  const clampCol = (col: number) => Math.max(0, Math.min(cols - 1, col));
  switch (key) {
    case 'ArrowDown':
      return { row: clampRow(cell.row + 1), col: cell.col };
    case 'ArrowUp':
      return { row: clampRow(cell.row - 1), col: cell.col };
    case 'ArrowRight':
      return { row: cell.row, col: clampCol(cell.col + 1) };
    case 'ArrowLeft':
      return { row: cell.row, col: clampCol(cell.col - 1) };
    case 'PageDown':
      return { row: clampRow(cell.row + page), col: cell.col };
    case 'PageUp':
      return { row: clampRow(cell.row - page), col: cell.col };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: cell.row, col: 0 };
    case 'End':
      return ctrl ? { row: rows - 1, col: cols - 1 } : { row: cell.row, col: cols - 1 };
    default:
      return null;
  }
}
