import type { BoardSummary } from '@rbax/shared/boards';
import { BookOpen, GitBranch, LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { GITHUB_GUIDE_SLUG, knowledgeArticlePath } from '@/config/paths';
import { useBoards } from '@/features/boards/api/get-boards';
import { selectClass } from '@/features/board/components/destination-select';
import { GithubConnectionPanel } from '@/features/integrations/components/github-connection-panel';

const linkClass =
  'inline-flex items-center gap-1.5 rounded-sm font-medium text-link underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60';

/** The board being set up, in the URL (`?githubBoard=<id>`), so a reload or a shared link keeps it. */
export const GITHUB_BOARD_PARAM = 'githubBoard';

/**
 * 'GitHub' on /integrations (docs/decisions/036-github-inbound.md): pick a board you manage, then
 * connect it, choose the column for merged pull requests, pause, rotate the secret or disconnect.
 */
export function GithubSection() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="github-title"
      className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <div className="grid min-w-0 gap-1.5">
        <h2 id="github-title" className="flex items-center gap-2 text-lg font-semibold">
          <GitBranch aria-hidden="true" className="size-5 text-muted-foreground" />
          {t('integrations.github.title')}
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">{t('integrations.github.description')}</p>
        <p className="text-sm">
          <Link to={knowledgeArticlePath(GITHUB_GUIDE_SLUG)} className={linkClass}>
            <BookOpen aria-hidden="true" className="size-4" />
            {t('integrations.github.guide')}
          </Link>
        </p>
      </div>
      <GithubBoardChoice />
    </section>
  );
}

function GithubBoardChoice() {
  const { t } = useTranslation();
  const query = useBoards({ archived: false });
  const [params, setParams] = useSearchParams();

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="grid gap-2">
        <Skeleton className="h-10 w-full max-w-sm rounded-md" />
        <Skeleton className="h-24 rounded-lg" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        {t('integrations.github.boardsFailed')}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('integrations.github.retry')}
        </Button>
      </div>
    );
  }
  const boards = query.data.filter((board) => board.permissions.canManage);
  if (boards.length === 0) {
    return (
      <div className="flex flex-col items-center gap-1 rounded-lg border border-dashed px-6 py-8 text-center">
        <LayoutDashboard aria-hidden="true" className="mb-1 size-8 text-muted-foreground" />
        <p className="font-medium">{t('integrations.github.noBoards')}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{t('integrations.github.noBoardsHint')}</p>
      </div>
    );
  }
  const selected: BoardSummary | undefined = boards.find((board) => board.id === params.get(GITHUB_BOARD_PARAM));
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(GITHUB_BOARD_PARAM, id);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid max-w-sm gap-2">
        <Label htmlFor="github-board">{t('integrations.github.board')}</Label>
        <select
          id="github-board"
          className={selectClass}
          value={selected?.id ?? ''}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="" disabled>
            {t('integrations.github.boardPlaceholder')}
          </option>
          {boards.map((board) => (
            <option key={board.id} value={board.id}>
              {board.title}
            </option>
          ))}
        </select>
        <p className="text-xs text-muted-foreground">{t('integrations.github.boardHint')}</p>
      </div>
      {selected ? <GithubConnectionPanel key={selected.id} board={selected} /> : null}
    </div>
  );
}
