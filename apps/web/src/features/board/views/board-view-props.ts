import type { CardFilter } from '@rbax/shared/cards';
import type { BoardDetailData } from '@/features/board/api/get-board-detail';

/** What every view of the board gets (issue 22): the whole board, its filters, where a card opens. */
export type BoardViewProps = {
  detail: BoardDetailData;
  filter: CardFilter;
  cardPath: (cardId: string) => string;
};
