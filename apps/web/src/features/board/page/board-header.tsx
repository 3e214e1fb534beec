import type { BoardLabel, BoardSummary } from '@rbax/shared/boards';
import type { BoardMember } from '@rbax/shared/cards';
import { Pencil, Trash2, Zap } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { boardAutomationsPath, paths } from '@/config/paths';
import { BoardPresence } from '@/features/board/page/board-presence';
import { BoardFeedSettings } from '@/features/board/page/board-feed-settings';
import { ShortcutsHelp } from '@/features/board/page/shortcuts-help';
import { useDeleteBoard } from '@/features/boards/api/delete-board';
import { LazyBoardDialog } from '@/features/boards/components/lazy-board-dialog';
import { BoardIcon } from '@/features/boards/components/board-icon';
import { readableTextColor } from '@/features/boards/components/readable-text-color';
import { initials } from '@/lib/utils';

/** What other features add to the header (composed by the route: the board's automation buttons). */
export type BoardHeaderExtras = (board: BoardSummary) => ReactNode;

type BoardHeaderProps = {
  board: BoardSummary;
  labels: readonly BoardLabel[];
  members: readonly BoardMember[];
  extras?: ReactNode;
};

/**
 * Icon, title, labels, who is viewing now, members, the route's extras, 'Automações' (panel),
 * 'Editar' (board dialog), 'Excluir' (confirm) and the shortcuts help.
 */
export function BoardHeader({ board, labels, members, extras }: BoardHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteBoard();
  const boardLabels = board.labels.length > 0 ? board.labels : labels;

  return (
    <header className="flex flex-wrap items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-lg"
        style={{ backgroundColor: `${board.color}26`, color: board.color }}
      >
        <BoardIcon name={board.icon} className="size-5" />
      </span>
      <div className="grid min-w-48 flex-1 gap-1">
        <h1 className="truncate text-xl font-bold tracking-tight sm:text-2xl">{board.title}</h1>
        {boardLabels.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label={t('boards.card.labels')}>
            {boardLabels.map((label) => (
              <li
                key={label.id}
                className="rounded-full px-2 py-0.5 text-[0.7rem] font-medium"
                style={{ backgroundColor: label.color, color: readableTextColor(label.color) }}
              >
                {label.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {/* Who is here now and who belongs, kept together when the header wraps (390 px). */}
      <div className="flex items-center gap-3 empty:hidden">
        <BoardPresence boardId={board.id} />
        {members.length > 0 ? (
          <ul className="flex -space-x-2" aria-label={t('boardView.header.members')}>
            {members.slice(0, 6).map((member) => (
              <li
                key={member.id}
                title={member.name || member.email}
                className="flex size-8 items-center justify-center rounded-full border-2 border-background bg-primary/20 text-xs font-semibold"
              >
                <span aria-hidden="true">{initials(member.name || member.email)}</span>
                <span className="sr-only">{member.name || member.email}</span>
              </li>
            ))}
            {members.length > 6 ? (
              <li className="flex size-8 items-center justify-center rounded-full border-2 border-background bg-muted text-xs">
                +{members.length - 6}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      {extras}
      <div className="flex flex-wrap items-center gap-2">
        <ShortcutsHelp />
        <Button variant="outline" asChild>
          <Link to={`${boardAutomationsPath(board.id)}${search}`} aria-label={t('boardView.header.automations')}>
            <Zap aria-hidden="true" />
            {/* Icon only on a phone, so the header's actions stay on one line at 390 px. */}
            <span className="hidden sm:inline">{t('boardView.header.automations')}</span>
          </Link>
        </Button>
        {board.permissions.canEdit ? (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t('boardView.header.edit')}
          </Button>
        ) : null}
        {board.permissions.canManage ? (
          <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {t('boardView.header.delete')}
          </Button>
        ) : null}
      </div>

      <LazyBoardDialog
        open={editing}
        onOpenChange={setEditing}
        board={board}
        workspaceId={board.workspaceId}
        extras={<BoardFeedSettings boardId={board.id} />}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('boardView.header.deleteTitle', { title: board.title })}
        description={t('boardView.header.deleteDescription')}
        confirmLabel={t('boardView.header.deleteConfirm')}
        onConfirm={() =>
          remove.mutate(board.id, {
            onSuccess: () => {
              toast.success(t('boards.toasts.deleted'));
              void navigate(paths.boards);
            },
            onError: () => toast.error(t('boards.toasts.deleteFailed')),
          })
        }
      />
    </header>
  );
}
