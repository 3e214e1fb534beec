import type { BoardSummary } from '@rbax/shared/boards';
import type { GithubConnection, GithubConnectionSecret } from '@rbax/shared/integrations';
import { KeyRound, Pause, Play, Unplug } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { useBoardDetail } from '@/features/board/api/get-board-detail';
import { selectClass } from '@/features/board/components/destination-select';
import { formatRelative } from '@/lib/dates';
import { useDisconnectGithub } from '@/features/integrations/api/disconnect-github';
import { useRotateGithubSecret } from '@/features/integrations/api/rotate-github-secret';
import { useUpdateGithubConnection } from '@/features/integrations/api/update-github-connection';
import { GithubCopyField } from '@/features/integrations/components/github-copy-field';

type Props = {
  board: BoardSummary;
  connection: GithubConnection;
  /** A rotated secret, for the caller to show once. */
  onSecret: (secret: GithubConnectionSecret) => void;
};

/** The option that means "do not move". */
const NO_COLUMN = '';

/** A connected board: its payload URL, the column for merged pull requests, pause, new secret, disconnect. */
export function GithubConnectionDetails({ board, connection, onSecret }: Props) {
  const { t, i18n } = useTranslation();
  const update = useUpdateGithubConnection();
  const rotate = useRotateGithubSecret();
  const disconnect = useDisconnectGithub();
  const [confirm, setConfirm] = useState<'rotate' | 'disconnect' | null>(null);

  const save = (input: { mergedColumnId?: string | null; active?: boolean }, done: string) =>
    update.mutate(
      { boardId: board.id, input },
      {
        onSuccess: () => toast.success(done),
        onError: () => toast.error(t('integrations.github.saveFailed')),
      },
    );
  const confirmed = () => {
    if (confirm === 'rotate') {
      rotate.mutate(board.id, {
        onSuccess: onSecret,
        onError: () => toast.error(t('integrations.github.rotateFailed')),
      });
    } else if (confirm === 'disconnect') {
      disconnect.mutate(board.id, {
        onSuccess: () => toast.success(t('integrations.github.disconnected')),
        onError: () => toast.error(t('integrations.github.disconnectFailed')),
      });
    }
  };

  return (
    <div className="grid min-w-0 gap-5 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Badge variant={connection.active ? 'default' : 'secondary'}>
          {connection.active ? t('integrations.github.active') : t('integrations.github.paused')}
        </Badge>
        <span className="text-muted-foreground">
          {connection.lastDeliveryAt
            ? t('integrations.github.lastDelivery', { when: formatRelative(connection.lastDeliveryAt, i18n.language) })
            : t('integrations.github.noDelivery')}
        </span>
      </div>

      <GithubCopyField
        label={t('integrations.github.payloadUrl')}
        value={connection.url}
        copyLabel={t('integrations.github.copyUrl')}
        copiedToast={t('integrations.github.urlCopied')}
      />

      <MergedColumnSelect
        boardId={board.id}
        value={connection.mergedColumnId}
        disabled={update.isPending}
        onChange={(mergedColumnId) => save({ mergedColumnId }, t('integrations.github.columnSaved'))}
      />

      <p className="max-w-prose text-sm text-muted-foreground">{t('integrations.github.secretHint')}</p>

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setConfirm('rotate')} disabled={rotate.isPending}>
          <KeyRound aria-hidden="true" />
          {t('integrations.github.rotate')}
        </Button>
        <Button
          variant="outline"
          disabled={update.isPending}
          onClick={() =>
            save(
              { active: !connection.active },
              connection.active ? t('integrations.github.pausedToast') : t('integrations.github.resumedToast'),
            )
          }
        >
          {connection.active ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {connection.active ? t('integrations.github.pause') : t('integrations.github.resume')}
        </Button>
        <Button
          variant="outline"
          className="text-destructive hover:text-destructive"
          onClick={() => setConfirm('disconnect')}
          disabled={disconnect.isPending}
        >
          <Unplug aria-hidden="true" />
          {t('integrations.github.disconnect')}
        </Button>
      </div>

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={
          confirm === 'rotate'
            ? t('integrations.github.rotateTitle')
            : t('integrations.github.disconnectTitle', { board: board.title })
        }
        description={
          confirm === 'rotate'
            ? t('integrations.github.rotateDescription')
            : t('integrations.github.disconnectDescription')
        }
        confirmLabel={confirm === 'rotate' ? t('integrations.github.rotate') : t('integrations.github.disconnect')}
        onConfirm={confirmed}
      />
    </div>
  );
}

type MergedColumnSelectProps = {
  boardId: string;
  value: string | null;
  disabled: boolean;
  onChange: (columnId: string | null) => void;
};

/** Where a merged pull request moves the cards it mentions: an active column of the board, or nowhere. */
function MergedColumnSelect({ boardId, value, disabled, onChange }: MergedColumnSelectProps) {
  const { t } = useTranslation();
  const detail = useBoardDetail(boardId);
  const columns = detail.data?.columns ?? [];
  const current = value && columns.some((column) => column.id === value) ? value : NO_COLUMN;
  return (
    <div className="grid max-w-md gap-2">
      <Label htmlFor="github-merged-column" className="leading-snug">
        {t('integrations.github.mergedColumn')}
      </Label>
      <select
        id="github-merged-column"
        className={selectClass}
        value={current}
        disabled={disabled || !detail.data}
        onChange={(event) => onChange(event.target.value === NO_COLUMN ? null : event.target.value)}
      >
        <option value={NO_COLUMN}>{t('integrations.github.noColumn')}</option>
        {columns.map((column) => (
          <option key={column.id} value={column.id}>
            {column.name}
          </option>
        ))}
      </select>
      <p className="text-xs text-muted-foreground">{t('integrations.github.mergedColumnHint')}</p>
    </div>
  );
}
