import type { RunningTimer } from '@rbax/shared/time/timer';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverNow } from '@/features/time/api/get-timer';
import { useKeepTimer } from '@/features/time/api/timer-mutations';
import { useTimerActions } from '@/features/time/hooks/use-timer-actions';
import { ApiError } from '@/lib/api-client';
import { formatDuration } from '@/lib/duration';

/** `YYYY-MM-DDTHH:mm` in the device's zone, as a datetime-local input holds it. */
function localInputValue(ms: number): string {
  const date = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A first guess at when the work ended: a working day after the start, never after now. */
const EIGHT_HOURS_MS = 8 * 3_600_000;

/** The review dialog's body (issue 21), loaded the first time a timer needs a review. */
export function TimerReviewView({
  open,
  timer,
  reviewKey,
  onClose,
}: {
  open: boolean;
  timer: RunningTimer | null;
  reviewKey: string | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {timer ? <ReviewContent key={reviewKey} timer={timer} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ReviewContent({ timer, onDone }: { timer: RunningTimer; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const keep = useKeepTimer();
  const { stopRunning, pending } = useTimerActions();
  const started = Date.parse(timer.startedAt);
  const now = serverNow();
  const [end, setEnd] = useState(() => localInputValue(Math.min(now, started + EIGHT_HOURS_MS)));
  const [error, setError] = useState<string | null>(null);
  const card = timer.card?.title ?? t('time.timer.unavailableCard');

  const save = () => {
    const endedAt = new Date(end);
    if (Number.isNaN(endedAt.valueOf())) return setError(t('time.review.endInvalid'));
    stopRunning({ endedAt: endedAt.toISOString() });
    onDone();
  };

  return (
    <DialogContent closeLabel={t('common.close')} className="sm:max-w-md">
      <DialogHeader>
        <DialogTitle>{t('time.review.title')}</DialogTitle>
        <DialogDescription>
          {t('time.review.description', { card, time: formatDuration((now - started) / 1000, i18n.language) })}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4">
        <Button
          onClick={() =>
            keep.mutate(undefined, {
              onSuccess: () => {
                toast.success(t('time.review.kept'));
                onDone();
              },
              onError: (failure) =>
                toast.error(
                  failure instanceof ApiError && !failure.isUnexpected ? failure.message : t('time.timer.failed'),
                ),
            })
          }
          disabled={keep.isPending}
        >
          {t('time.review.keep')}
        </Button>
        <div className="grid gap-2 rounded-lg border p-3">
          <Label htmlFor={`${id}-end`}>{t('time.review.saveUntil')}</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={`${id}-end`}
              type="datetime-local"
              className="w-auto min-w-0 flex-1"
              value={end}
              min={localInputValue(started)}
              max={localInputValue(now)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setEnd(event.target.value);
                setError(null);
              }}
            />
            <Button variant="outline" onClick={save} disabled={pending}>
              {t('time.review.save')}
            </Button>
          </div>
          {error ? (
            <p id={`${id}-error`} className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <Button
          variant="ghost"
          className="text-destructive hover:text-destructive"
          onClick={() => {
            stopRunning({ discard: true });
            onDone();
          }}
          disabled={pending}
        >
          {t('time.review.discard')}
        </Button>
      </div>
    </DialogContent>
  );
}
