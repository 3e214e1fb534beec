import { LayoutGrid } from 'lucide-react';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { boardPath, cardPath, paths } from '@/config/paths';
import { useBoardDetail } from '@/features/board/api/get-board-detail';
import { BoardFilters } from '@/features/board/page/board-filters';
import { BoardHeader, type BoardHeaderExtras } from '@/features/board/page/board-header';
import { CardFaceExtrasContext, type CardFaceExtras } from '@/features/board/components/card-face-extras';
import { ColumnComposer } from '@/features/board/views/kanban/column-composer';
import { useBoardRealtime } from '@/features/board/api/use-board-realtime';
import { filterFromParams } from '@/features/board/lib/filters';
import { rememberLastBoard, VIEW_PARAM, viewOf, withView } from '@/features/board/lib/board-views';
import { BoardViewBody } from '@/features/board/page/board-view-body';
import { ViewSwitcher } from '@/features/board/views/view-switcher';
import { ReadOnlyBoardBanner } from '@/features/billing/components/read-only-board-banner';
import { ApiError } from '@/lib/api-client';
import { useCreateIntent } from '@/lib/use-create-intent';
import { cn } from '@/lib/utils';

/**
 * /board/:id — header, filters, the view switcher and the chosen view (kanban, table, calendar,
 * timeline; issue 22); the card dialog renders in the outlet (/board/:id/card/:cardId).
 * `headerExtras` and `cardExtras` are what other features add (composed in by the board route).
 */
export function BoardPage({
  headerExtras,
  cardExtras,
}: { headerExtras?: BoardHeaderExtras; cardExtras?: CardFaceExtras } = {}) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const query = useBoardDetail(id);
  useBoardRealtime(id);
  const view = viewOf(params, id);
  const inUrl = params.has(VIEW_PARAM);
  useEffect(() => rememberLastBoard(id), [id]);
  // The view remembered for the board goes into the address, so reloading or sharing keeps it.
  useEffect(() => {
    if (!inUrl && view !== 'kanban') setParams((current) => withView(current, view), { replace: true });
  }, [inUrl, view, setParams]);
  const search = params.toString();
  const filter = useMemo(() => filterFromParams(new URLSearchParams(search)), [search]);
  const toCard = useCallback((cardId: string) => `${cardPath(id, cardId)}${search ? `?${search}` : ''}`, [id, search]);
  // '?new=card' opens the first column's composer; with no column to add to, it is just dropped.
  const noComposer = query.isSuccess && (!query.data.board.permissions.canEdit || query.data.columns.length === 0);
  useCreateIntent('card', noComposer, () => {});

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="grid gap-4">
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-9 w-full max-w-3xl" />
        <div className="flex gap-4 overflow-hidden">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-96 w-72 shrink-0 rounded-xl" />
          ))}
        </div>
      </div>
    );
  }

  if (query.isError) {
    const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center"
      >
        <h1 className="text-lg font-semibold">
          {notFound ? t('boardView.notFound.title') : t('boardView.loadFailed')}
        </h1>
        {notFound ? <p className="text-sm text-muted-foreground">{t('boardView.notFound.description')}</p> : null}
        <div className="flex gap-2">
          {notFound ? null : (
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('boards.index.retry')}
            </Button>
          )}
          <Button asChild>
            <Link to={paths.boards}>{t('boardView.notFound.back')}</Link>
          </Button>
        </div>
      </div>
    );
  }

  const detail = query.data;
  return (
    <div
      className={cn(
        'flex min-h-[28rem] flex-col gap-4 md:h-[calc(100svh-7rem)]',
        // The kanban board scrolls inside itself; on a phone the other views let the page scroll.
        view === 'kanban' && 'h-[calc(100svh-11rem)]',
      )}
    >
      <title>{`${detail.board.title} · RBAX Flow`}</title>
      <BoardHeader
        board={detail.board}
        labels={detail.labels}
        members={detail.members}
        extras={headerExtras?.(detail.board)}
      />
      <ReadOnlyBoardBanner boardId={id} workspaceId={detail.board.workspaceId} />
      {detail.columns.length > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <BoardFilters labels={detail.labels} members={detail.members} />
          <ViewSwitcher boardId={id} current={view} />
        </div>
      ) : null}
      {detail.columns.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted">
            <LayoutGrid aria-hidden="true" className="size-6 text-muted-foreground" />
          </span>
          <h2 className="text-lg font-semibold">{t('boardView.empty.title')}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{t('boardView.empty.description')}</p>
          {detail.board.permissions.canEdit ? <ColumnComposer boardId={id} first /> : null}
        </div>
      ) : (
        <CardFaceExtrasContext value={cardExtras ?? null}>
          <BoardViewBody view={view} detail={detail} filter={filter} cardPath={toCard} />
        </CardFaceExtrasContext>
      )}
      <Outlet context={{ boardPath: `${boardPath(id)}${search ? `?${search}` : ''}` }} />
    </div>
  );
}
