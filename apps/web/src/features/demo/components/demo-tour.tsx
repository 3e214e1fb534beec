import { TOUR_STEPS } from '@rbax/shared/public-site-constants';
import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { TourAction, TourState } from '@/features/demo/lib/tour';
import { cn } from '@/lib/utils';

type DemoTourProps = {
  state: Exclude<TourState, { status: 'idle' }>;
  dispatch: (action: TourAction) => void;
};

/** The tour's card: 'Passo n de 3', its text, Anterior / Próximo or Finalizar, close (spec §2). */
export function DemoTour({ state, dispatch }: DemoTourProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const nextRef = useRef<HTMLButtonElement>(null);
  const { step } = state;
  const ending = state.status === 'ending';
  const last = step === TOUR_STEPS;
  const stepKey = `s${step as 1 | 2 | 3}` as const;

  // The focus follows the tour: onto it when it starts, onto 'Próximo' when 'Anterior' vanishes.
  useEffect(() => {
    if (step === 1) nextRef.current?.focus();
  }, [step]);

  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'absolute inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-10 mx-auto max-w-md rounded-xl border-2 border-primary bg-popover p-4 text-popover-foreground shadow-2xl transition-opacity duration-300 sm:bottom-6',
        ending && 'pointer-events-none opacity-0',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="grid gap-1" aria-live="polite">
          <p className="text-xs font-semibold tracking-wide text-link uppercase">
            {t('site.widgets.tour.step', { step, total: TOUR_STEPS })}
          </p>
          <h3 id={titleId} className="text-base font-semibold">
            {t(`site.widgets.tour.${stepKey}.title`)}
          </h3>
          <p className="text-sm text-muted-foreground">{t(`site.widgets.tour.${stepKey}.text`)}</p>
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          className="-mt-1 -mr-1 shrink-0"
          onClick={() => dispatch({ type: 'close' })}
        >
          <X aria-hidden="true" />
          <span className="sr-only">{t('site.widgets.tour.close')}</span>
        </Button>
      </div>
      <div className="mt-4 flex items-center justify-between gap-2">
        <div className="flex gap-1.5" aria-hidden="true">
          {Array.from({ length: TOUR_STEPS }, (_, index) => (
            <span
              key={index}
              className={cn('size-2 rounded-full bg-muted-foreground/40', index + 1 === step && 'bg-primary')}
            />
          ))}
        </div>
        <div className="flex gap-2">
          {step > 1 ? (
            <Button variant="outline" size="sm" onClick={() => dispatch({ type: 'back' })}>
              {t('site.widgets.tour.previous')}
            </Button>
          ) : null}
          <Button ref={nextRef} size="sm" onClick={() => dispatch({ type: last ? 'finish' : 'next' })}>
            {last ? t('site.widgets.tour.finish') : t('site.widgets.tour.next')}
          </Button>
        </div>
      </div>
    </section>
  );
}
