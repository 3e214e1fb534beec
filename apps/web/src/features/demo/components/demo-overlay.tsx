import { Compass } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DemoBoard } from '@/features/demo/components/demo-board';
import { DemoTour } from '@/features/demo/components/demo-tour';
import { initialDemoCards, moveDemoCard, type DemoStatus } from '@/features/demo/lib/demo-cards';
import { closeDemo, takeDemoOpener } from '@/features/demo/lib/demo-store';
import { useTour } from '@/features/demo/lib/tour';
import { playSound } from '@/features/site-widgets/lib/sound';

/**
 * 'Modo Demo' (spec §2, §4): a full-screen dialog with a local-only board and the guided tour.
 * Rendered only while open (see LandingFloatingItems), so closing the demo ends the tour, and the
 * dialog's focus scope gives the focus back to whatever opened it.
 */
export function DemoOverlay() {
  const { t } = useTranslation();
  const [cards, setCards] = useState(() => initialDemoCards(t));
  const [announcement, setAnnouncement] = useState('');
  const [tour, dispatch] = useTour();
  const startRef = useRef<HTMLButtonElement>(null);
  const tourShown = tour.status !== 'idle';

  function move(id: string, status: DemoStatus) {
    const card = cards.find((candidate) => candidate.id === id);
    if (!card || card.status === status) return;
    // Spec §4: a demo move only changes this page (and is logged).
    console.info('[demo] card moved', { id, from: card.status, to: status });
    setCards((current) => moveDemoCard(current, id, status));
    setAnnouncement(
      t('site.widgets.demo.moved', { title: card.title, column: t(`site.widgets.demo.columns.${status}`) }),
    );
    playSound('drop');
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) closeDemo();
      }}
    >
      <DialogContent
        closeLabel={t('site.widgets.demo.close')}
        // Opened from a plain button (no Radix trigger): give the focus back to it ourselves.
        onCloseAutoFocus={(event) => {
          const element = takeDemoOpener();
          if (element?.isConnected) {
            event.preventDefault();
            element.focus();
          }
        }}
        // While the tour is showing, Escape closes the tour first.
        onEscapeKeyDown={(event) => {
          if (tour.status === 'active') {
            event.preventDefault();
            dispatch({ type: 'close' });
            startRef.current?.focus();
          }
        }}
        className="inset-0 top-0 left-0 flex h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none border-0 p-0"
      >
        <div className="border-b px-4 py-4 pr-12 sm:px-8">
          <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="grid gap-1">
              <DialogTitle className="text-xl sm:text-2xl">{t('site.widgets.demo.title')}</DialogTitle>
              <DialogDescription className="text-sm text-muted-foreground">
                {t('site.widgets.demo.description')}
              </DialogDescription>
            </div>
            <Button
              ref={startRef}
              variant="outline"
              onClick={() => dispatch({ type: 'start' })}
              className="self-start sm:self-auto"
            >
              <Compass aria-hidden="true" />
              {t('site.widgets.demo.startTour')}
            </Button>
          </div>
        </div>
        <div
          className="flex-1 overflow-y-auto px-4 py-6 sm:px-8"
          style={{ paddingBottom: tourShown ? '14rem' : undefined }}
        >
          <div className="mx-auto max-w-6xl">
            <DemoBoard cards={cards} onMove={move} tourStep={tour.status === 'active' ? tour.step : null} />
          </div>
        </div>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {tour.status !== 'idle' ? (
          <DemoTour
            state={tour}
            dispatch={(action) => {
              dispatch(action);
              if (action.type === 'close' || action.type === 'finish') startRef.current?.focus();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

export default DemoOverlay;
