import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useAiSettings } from '@/features/ai/api/ai-settings';
import { AiUnavailable } from '@/features/ai/components/ai-unavailable';
import { AssistChat } from '@/features/ai/components/assist-chat';

/**
 * 'Smart Assist' in a board's header, or in a card dialog with `card` (issue 24): the conversation
 * in a side panel, about this board (and card). Shown on boards of a workspace (AI works inside
 * one); the panel explains when AI is off.
 */
export function BoardAssistButton({
  board,
  card,
}: {
  board: { id: string; title: string; workspaceId: string | null };
  card?: { id: string; title: string };
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const settings = useAiSettings(open ? board.workspaceId : null);
  if (!board.workspaceId) return null;
  const ready =
    settings.data?.enabled && settings.data.configured && !settings.data.optedOutBoardIds.includes(board.id);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Button
        variant="outline"
        size="sm"
        className={card ? 'w-full justify-start' : undefined}
        onClick={() => setOpen(true)}
      >
        <Sparkles aria-hidden="true" />
        {t('ai.assist.panelOpen')}
      </Button>
      <SheetContent side="right" closeLabel={t('common.close')} className="flex w-full flex-col gap-3 p-4 sm:max-w-lg">
        <SheetHeader className="p-0">
          <SheetTitle>{t('ai.assist.panelTitle')}</SheetTitle>
          <SheetDescription>
            {card
              ? t('ai.assist.panelDescriptionCard', { card: card.title, board: board.title })
              : t('ai.assist.panelDescription', { board: board.title })}
          </SheetDescription>
        </SheetHeader>
        {settings.data ? (
          ready ? (
            <AssistChat compact context={{ workspaceId: board.workspaceId, boardId: board.id, cardId: card?.id }} />
          ) : (
            <AiUnavailable settings={settings.data} boardId={board.id} />
          )
        ) : (
          <div role="status" className="h-40 animate-pulse rounded-xl bg-muted" aria-label={t('common.loading')} />
        )}
      </SheetContent>
    </Sheet>
  );
}
