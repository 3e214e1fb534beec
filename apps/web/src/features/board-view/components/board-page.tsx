import { LayoutGrid } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { boardPath, cardPath, paths } from '@/config/paths';
import { useBoardDetail } from '@/features/board-view/api/get-board-detail';
import { BoardCanvas } from '@/features/board-view/components/board-canvas';
import { BoardFilters } from '@/features/board-view/components/board-filters';
import { BoardHeader, type BoardHeaderExtras } from '@/features/board-view/components/board-header';
import { CardFaceExtrasContext, type CardFaceExtras } from '@/features/board-view/components/card-face-extras';
import { ColumnComposer } from '@/features/board-view/components/column-composer';
import { useBoardRealtime } from '@/features/board-view/hooks/use-board-realtime';
import { filterFromParams } from '@/features/board-view/lib/filters';
import { ApiError } from '@/lib/api-client';
import { useCreateIntent } from '@/lib/use-create-intent';

/**
 * /board/:id — header, filters, columns; the card dialog renders in the outlet (/board/:id/card/:cardId).
 * `headerExtras` and `cardExtras` are what other features add (composed in by the board route).
 */
export function BoardPage({
  headerExtras,
  cardExtras,
}: { headerExtras?: BoardHeaderExtras; cardExtras?: CardFaceExtras } = {}) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const query = useBoardDetail(id);
  useBoardRealtime(id);
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
    <div className="flex h-[calc(100svh-11rem)] min-h-[28rem] flex-col gap-4 md:h-[calc(100svh-7rem)]">
      <title>{`${detail.board.title} · RBAX Flow`}</title>
      <BoardHeader
        board={detail.board}
        labels={detail.labels}
        members={detail.members}
        extras={headerExtras?.(detail.board)}
      />
      {detail.columns.length > 0 ? <BoardFilters labels={detail.labels} members={detail.members} /> : null}
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
          <BoardCanvas detail={detail} filter={filter} cardPath={toCard} />
        </CardFaceExtrasContext>
      )}
      <Outlet context={{ boardPath: `${boardPath(id)}${search ? `?${search}` : ''}` }} />
    </div>
  );
}
