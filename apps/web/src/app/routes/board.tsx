import { BoardAutomationButtons } from '@/features/automations/components/board-automation-buttons';
import { BoardPage } from '@/features/board-view/components/board-page';

/** The board page, with the features that add to its header composed here (features do not import each other both ways). */
export function Component() {
  return (
    <BoardPage
      headerExtras={(board) => <BoardAutomationButtons boardId={board.id} canEdit={board.permissions.canEdit} />}
    />
  );
}
