import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CalendarFeedSettings } from '@/features/board/components/calendar-feed-settings';

/** 'Assinar calendário' from the calendar view: the same settings as in the board's dialog. */
export function CalendarFeedDialog({
  boardId,
  open,
  onOpenChange,
}: {
  boardId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('boardView.feed.title')}</DialogTitle>
          <DialogDescription>{t('boardView.feed.description')}</DialogDescription>
        </DialogHeader>
        {open ? <CalendarFeedSettings boardId={boardId} /> : null}
      </DialogContent>
    </Dialog>
  );
}
