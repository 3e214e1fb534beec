import type { BoardLabel } from '@rbax/shared/boards';
import type { BoardDetailData } from '@/features/board/api/get-board-detail';

/** What the automations screens read of a board (from its cached detail). */
export interface AutomationBoard {
  id: string;
  workspaceId: string | null;
  columns: readonly { id: string; name: string }[];
  labels: readonly BoardLabel[];
  members: readonly { id: string; name: string; email: string; role: string }[];
  cards: readonly { id: string; title: string }[];
  /** Owners and admins change rules; members press buttons and test; viewers read. */
  canManage: boolean;
  canEdit: boolean;
}

export function automationBoardOf(detail: BoardDetailData): AutomationBoard {
  return {
    id: detail.board.id,
    workspaceId: detail.board.workspaceId,
    columns: detail.columns,
    labels: detail.labels,
    members: detail.members,
    cards: detail.cards,
    canManage: detail.board.permissions.canManage,
    canEdit: detail.board.permissions.canEdit,
  };
}
