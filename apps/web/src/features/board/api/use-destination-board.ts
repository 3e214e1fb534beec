import type { BoardColumn } from '@rbax/shared/boards';
import type { Card } from '@rbax/shared/cards';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { boardDetailQueryOptions, type BoardDetailData } from '@/features/board/api/get-board-detail';
import { comparePositions } from '@/features/board/lib/positions';
import { boardsQueryOptions } from '@/features/boards/api/get-boards';

export type DestinationBoardOption = { id: string; title: string };

/**
 * The board a card goes to ('Mover para…', 'Copiar'): its own board or another
 * active one the user can edit. The other board's detail (columns, cards) loads
 * once it is chosen.
 */
export function useDestinationBoard(card: Card, detail: BoardDetailData) {
  const [boardId, setBoardId] = useState(card.boardId);
  const boards = useQuery(boardsQueryOptions({ archived: false }));
  const other = useQuery({ ...boardDetailQueryOptions(boardId), enabled: boardId !== card.boardId });
  const target: BoardDetailData | undefined = boardId === card.boardId ? detail : other.data;
  const columns: BoardColumn[] = target ? [...target.columns].sort(comparePositions) : [];
  const options: DestinationBoardOption[] = [
    { id: card.boardId, title: detail.board.title },
    ...(boards.data ?? [])
      .filter((board) => board.permissions.canEdit && board.id !== card.boardId)
      .map((board) => ({ id: board.id, title: board.title })),
  ];
  const title = options.find((option) => option.id === boardId)?.title ?? '';
  return { boardId, setBoardId, options, title, target, columns };
}
