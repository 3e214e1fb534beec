import { useTranslation } from 'react-i18next';
import { CalendarFeedSettings } from '@/features/board/components/calendar-feed-settings';

/** The iCal feed's addresses in the board's settings ('Editar'), with their title and warning (issue 22). */
export function BoardFeedSettings({ boardId }: { boardId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-1">
        <h3 className="font-semibold">{t('boardView.feed.title')}</h3>
        <p className="text-sm text-muted-foreground">{t('boardView.feed.description')}</p>
      </div>
      <CalendarFeedSettings boardId={boardId} />
    </>
  );
}
