import { Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { useCalendarFeed, useRegenerateCalendarFeed } from '@/features/board/api/calendar-feed';

/**
 * The person's two secret iCal addresses (issue 22): this board's cards and their own cards
 * across boards. Each is shown once asked for, copied with one click, and replaced on demand
 * (the old address stops at once: the way to revoke a leaked one).
 */
export function CalendarFeedSettings({ boardId }: { boardId: string }) {
  return (
    <div className="grid gap-4" data-testid="calendar-feed-settings">
      <FeedAddress boardId={boardId} />
      <FeedAddress boardId={null} />
    </div>
  );
}

function FeedAddress({ boardId }: { boardId: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const feed = useCalendarFeed(boardId, shown);
  const regenerate = useRegenerateCalendarFeed(boardId);
  const label = boardId ? t('boardView.feed.board') : t('boardView.feed.mine');

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('boardView.feed.copied'));
    } catch {
      toast.error(t('boardView.feed.copyFailed'));
    }
  };

  return (
    <div className="grid gap-1.5">
      {shown ? (
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      ) : (
        <p className="text-sm font-medium">{label}</p>
      )}
      {!shown ? (
        <Button variant="outline" className="justify-self-start" onClick={() => setShown(true)}>
          {t('boardView.feed.show')}
        </Button>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Input
            id={id}
            readOnly
            className="min-w-0 basis-full font-mono text-xs"
            value={feed.data?.url ?? (feed.isError ? t('boardView.feed.failed') : t('boardView.feed.loading'))}
            onFocus={(event) => event.target.select()}
          />
          <Button variant="outline" disabled={!feed.data} onClick={() => feed.data && void copy(feed.data.url)}>
            <Copy aria-hidden="true" />
            {t('boardView.feed.copy')}
          </Button>
          <Button variant="outline" disabled={!feed.data || regenerate.isPending} onClick={() => setConfirming(true)}>
            <RefreshCw aria-hidden="true" />
            {t('boardView.feed.regenerate')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('boardView.feed.regenerateTitle')}
        description={t('boardView.feed.regenerateDescription')}
        confirmLabel={t('boardView.feed.regenerate')}
        onConfirm={() =>
          regenerate.mutate(undefined, {
            onSuccess: () => toast.success(t('boardView.feed.regenerated')),
            onError: () => toast.error(t('boardView.feed.failed')),
          })
        }
      />
    </div>
  );
}
