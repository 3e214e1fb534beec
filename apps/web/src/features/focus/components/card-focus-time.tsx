import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTimeEntries } from '@/features/focus/api/get-time-entries';
import { formatFocusedTime } from '@/features/focus/lib/focused-time';

/** 'Tempo focado' in the card dialog: the total of the focus sessions recorded on the card. */
export function CardFocusTime({ cardId }: { cardId: string }) {
  const { t, i18n } = useTranslation();
  const query = useTimeEntries(cardId);
  const sessions = query.data?.entries.filter((entry) => entry.source === 'pomodoro').length ?? 0;
  return (
    <dl className="grid gap-1 text-sm">
      <dt className="flex items-center gap-1.5 font-medium">
        <Timer aria-hidden="true" className="size-4 text-muted-foreground" />
        {t('focus.card.focusedTime')}
      </dt>
      <dd className="text-muted-foreground">
        {query.data ? (
          query.data.totalSeconds > 0 ? (
            <>
              <span className="font-medium text-foreground tabular-nums">
                {formatFocusedTime(query.data.totalSeconds, i18n.language)}
              </span>
              {sessions > 0 ? ` · ${t('focus.card.sessions', { count: sessions })}` : null}
            </>
          ) : (
            t('focus.card.noFocusedTime')
          )
        ) : query.isError ? (
          t('focus.card.focusedTimeUnavailable')
        ) : (
          t('common.loading')
        )}
      </dd>
    </dl>
  );
}
