import type { BoardSummary } from '@rbax/shared/boards';
import type { GithubConnectionSecret } from '@rbax/shared/integrations';
import { GitBranch, Plug } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useConnectGithub } from '@/features/integrations/api/connect-github';
import { useGithubConnection } from '@/features/integrations/api/get-github-connection';
import { GithubConnectionDetails } from '@/features/integrations/components/github-connection-details';
import { GithubSecretDialog } from '@/features/integrations/components/github-secret-dialog';

type Revealed = GithubConnectionSecret & { rotated: boolean };

/** One board's GitHub connection: none yet (connect), or its details. The secret is shown once. */
export function GithubConnectionPanel({ board }: { board: BoardSummary }) {
  const { t } = useTranslation();
  const query = useGithubConnection(board.id);
  const connect = useConnectGithub();
  const [revealed, setRevealed] = useState<Revealed | null>(null);

  const startConnecting = () =>
    connect.mutate(board.id, {
      onSuccess: (created) => setRevealed({ ...created, rotated: false }),
      onError: () => toast.error(t('integrations.github.connectFailed')),
    });

  let body;
  if (query.isPending) {
    body = (
      <div role="status" aria-label={t('common.loading')}>
        <Skeleton className="h-32 rounded-lg" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        {t('integrations.github.loadFailed')}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('integrations.github.retry')}
        </Button>
      </div>
    );
  } else if (query.data.connection === null) {
    body = (
      <div className="flex flex-col items-center gap-1 rounded-lg border border-dashed px-6 py-8 text-center">
        <GitBranch aria-hidden="true" className="mb-1 size-8 text-muted-foreground" />
        <p className="font-medium">{t('integrations.github.empty', { board: board.title })}</p>
        <p className="mb-3 max-w-md text-sm text-muted-foreground">{t('integrations.github.emptyHint')}</p>
        <Button onClick={startConnecting} disabled={connect.isPending}>
          <Plug aria-hidden="true" />
          {connect.isPending ? t('integrations.github.connecting') : t('integrations.github.connect')}
        </Button>
      </div>
    );
  } else {
    body = (
      <GithubConnectionDetails
        board={board}
        connection={query.data.connection}
        onSecret={(secret) => setRevealed({ ...secret, rotated: true })}
      />
    );
  }

  return (
    <>
      {body}
      <GithubSecretDialog revealed={revealed} onDone={() => setRevealed(null)} />
    </>
  );
}
