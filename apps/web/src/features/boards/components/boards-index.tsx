import type { BoardSummary } from '@rbax/shared/boards';
import { LayoutGrid, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { boardPath } from '@/config/paths';
import { useBoards } from '@/features/boards/api/get-boards';
import { BoardCard } from '@/features/boards/components/board-card';
import { LazyBoardDialog } from '@/features/boards/components/lazy-board-dialog';
import { boardSorts, parseBoardSort, sortBoards, type BoardSort } from '@/features/boards/components/sort-boards';
import { useArchiveBoard } from '@/features/boards/hooks/use-archive-board';
import { useCurrentWorkspace } from '@/features/workspaces/hooks/use-current-workspace';
import { useCreateIntent } from '@/lib/use-create-intent';

const sortLabelKeys = {
  newest: 'boards.index.sortNewest',
  oldest: 'boards.index.sortOldest',
  'name-asc': 'boards.index.sortNameAsc',
  'name-desc': 'boards.index.sortNameDesc',
} as const satisfies Record<BoardSort, string>;

type DialogState = { mode: 'create' } | { mode: 'edit'; board: BoardSummary } | null;

/** Boards of the current workspace (or without one), sortable via `?sort=`, with the board dialog. */
export function BoardsIndex() {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = parseBoardSort(searchParams.get('sort'));
  const current = useCurrentWorkspace();
  const boards = useBoards({ workspaceId: current.boardsFilter, archived: false }, { enabled: current.ready });
  const { archive } = useArchiveBoard();
  const [dialog, setDialog] = useState<DialogState>(null);
  const canCreate = current.workspace?.role !== 'viewer';
  const list = boards.data ? sortBoards(boards.data, sort, i18n.language) : [];
  const loading = current.isPending || (current.ready && boards.isPending);
  const failed = current.isError || boards.isError;

  const setSort = (value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === 'newest') next.delete('sort');
        else next.set('sort', value);
        return next;
      },
      { replace: true },
    );

  const openCreate = () => setDialog({ mode: 'create' });
  // '?new=board' (quick actions, shortcut): the 'Novo Board' dialog, when this workspace allows it.
  useCreateIntent('board', current.ready, () => {
    if (canCreate) openCreate();
  });

  return (
    <section aria-labelledby="boards-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="boards-title" className="text-xl font-semibold">
            {t('boards.index.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {current.workspace
              ? t('boards.index.subtitleWorkspace', { name: current.workspace.name })
              : t('boards.index.subtitleNone')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <NativeSelect
            className="w-44"
            aria-label={t('boards.index.sort')}
            value={sort}
            onChange={(event) => setSort(event.target.value)}
          >
            {boardSorts.map((value) => (
              <option key={value} value={value}>
                {t(sortLabelKeys[value])}
              </option>
            ))}
          </NativeSelect>
          {canCreate && current.ready ? (
            <Button onClick={openCreate}>
              <Plus aria-hidden="true" />
              {t('boards.index.new')}
            </Button>
          ) : null}
        </div>
      </div>

      {loading ? (
        <div role="status" aria-label={t('common.loading')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-44 rounded-xl" />
          ))}
        </div>
      ) : failed ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center"
        >
          <p className="font-medium">
            {current.isError ? t('workspaces.toasts.loadFailed') : t('boards.index.loadFailed')}
          </p>
          <Button variant="outline" onClick={() => void (current.isError ? current.refetch() : boards.refetch())}>
            {t('boards.index.retry')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted">
            <LayoutGrid aria-hidden="true" className="size-6 text-muted-foreground" />
          </span>
          <h3 className="text-lg font-semibold">{t('boards.index.emptyTitle')}</h3>
          <p className="max-w-md text-sm text-muted-foreground">{t('boards.index.emptyDescription')}</p>
          {canCreate ? (
            <Button onClick={openCreate}>
              <Plus aria-hidden="true" />
              {t('boards.index.emptyCta')}
            </Button>
          ) : null}
        </div>
      ) : (
        <ul aria-label={t('boards.index.listLabel')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((board) => {
            const edit = board.permissions.canEdit ? () => setDialog({ mode: 'edit', board }) : undefined;
            return (
              <li key={board.id}>
                <BoardCard
                  board={board}
                  to={boardPath(board.id)}
                  onEdit={edit}
                  onArchive={board.permissions.canManage ? () => archive(board.id) : undefined}
                />
              </li>
            );
          })}
        </ul>
      )}

      <LazyBoardDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        board={dialog?.mode === 'edit' ? dialog.board : null}
        duplicateCandidates={list}
        workspaceId={current.workspace?.id ?? null}
      />
    </section>
  );
}
