import { pomodoroModes, POMODORO_LONG_BREAK_EVERY, type PomodoroMode } from '@rbax/shared/focus';
import { Minimize2, Pause, Play, RotateCcw, Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FocusCardLink } from '@/features/focus/components/focus-card-link';
import type { PomodoroControls } from '@/features/focus/hooks/use-pomodoro';
import { formatClock } from '@/features/focus/lib/pomodoro';
import { cn } from '@/lib/utils';

const RING_RADIUS = 54;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

type FocusDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  controls: PomodoroControls;
  /** Polite live message: what just changed (start, pause, reset, mode), never every second. */
  announcement: string;
  onStart: () => void;
};

/**
 * The 'Modo Foco' overlay (spec §2, §4): mode buttons, the big clock with a progress ring,
 * start/pause, reset, sound, session counter and the linked card. Closing it while the timer
 * runs only minimizes it (the floating chip brings it back).
 */
export function FocusDialog({ open, onOpenChange, controls, announcement, onStart }: FocusDialogProps) {
  const { t } = useTranslation();
  const { state, durations, remaining } = controls;
  const fraction = durations[state.mode] > 0 ? remaining / durations[state.mode] : 0;
  const clock = formatClock(remaining);
  const inCycle = state.completedFocusSessions % POMODORO_LONG_BREAK_EVERY;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={state.running ? t('focus.minimize') : t('common.close')}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-md"
        onEscapeKeyDown={(event) => {
          if (event.target instanceof HTMLElement && event.target.closest('[data-escape-local]'))
            event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('focus.title')}</DialogTitle>
          <DialogDescription>{t('focus.description')}</DialogDescription>
        </DialogHeader>

        <div role="group" aria-label={t('focus.modeGroup')} className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
          {pomodoroModes.map((mode: PomodoroMode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={state.mode === mode}
              onClick={() => controls.setMode(mode)}
              className={cn(
                'h-9 rounded-md text-sm font-medium text-muted-foreground outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/60',
                state.mode === mode && 'bg-background text-foreground shadow-sm',
              )}
            >
              {t(`focus.modes.${mode}`)}
            </button>
          ))}
        </div>

        <div className="relative mx-auto flex size-56 items-center justify-center">
          <svg viewBox="0 0 120 120" className="absolute inset-0 size-full -rotate-90" aria-hidden="true">
            <circle cx="60" cy="60" r={RING_RADIUS} fill="none" strokeWidth="6" className="stroke-muted" />
            <circle
              cx="60"
              cy="60"
              r={RING_RADIUS}
              fill="none"
              strokeWidth="6"
              strokeLinecap="round"
              strokeDasharray={RING_LENGTH}
              strokeDashoffset={RING_LENGTH * (1 - fraction)}
              className={cn(
                'transition-[stroke-dashoffset] duration-1000 ease-linear motion-reduce:transition-none',
                state.mode === 'focus' ? 'stroke-primary' : 'stroke-emerald-500',
              )}
            />
          </svg>
          <div className="grid justify-items-center gap-1">
            <p
              role="timer"
              aria-label={t('focus.remaining', { time: clock, mode: t(`focus.modes.${state.mode}`) })}
              className="font-mono text-5xl font-bold tabular-nums tracking-tight"
            >
              {clock}
            </p>
            <p className="text-sm text-muted-foreground">
              {state.running ? t(`focus.phase.${state.mode}`) : t('focus.paused')}
            </p>
          </div>
        </div>

        <div className="flex flex-wrap items-center justify-center gap-2">
          {state.running ? (
            <Button size="lg" onClick={controls.pause} className="min-w-28 sm:min-w-32">
              <Pause aria-hidden="true" />
              {t('focus.pause')}
            </Button>
          ) : (
            <Button size="lg" onClick={onStart} className="min-w-28 sm:min-w-32">
              <Play aria-hidden="true" />
              {t('focus.start')}
            </Button>
          )}
          <Button variant="outline" size="lg" onClick={controls.reset}>
            <RotateCcw aria-hidden="true" />
            {t('focus.reset')}
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-11"
            aria-pressed={state.soundOn}
            aria-label={t('focus.sound')}
            title={state.soundOn ? t('focus.soundOn') : t('focus.soundOff')}
            onClick={() => controls.setSound(!state.soundOn)}
          >
            {state.soundOn ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
          </Button>
        </div>

        <div className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm">
          <span>{t('focus.sessions', { count: state.completedFocusSessions })}</span>
          <span className="flex items-center gap-1.5" aria-hidden="true">
            {Array.from({ length: POMODORO_LONG_BREAK_EVERY }, (_, index) => (
              <span
                key={index}
                className={cn('size-2.5 rounded-full', index < inCycle ? 'bg-primary' : 'bg-muted-foreground/30')}
              />
            ))}
          </span>
          <span className="sr-only">{t('focus.untilLongBreak', { count: POMODORO_LONG_BREAK_EVERY - inCycle })}</span>
        </div>

        <FocusCardLink cardId={state.linkedCardId} onLink={controls.linkCard} />

        {state.running ? (
          <Button variant="ghost" className="justify-self-center" onClick={() => onOpenChange(false)}>
            <Minimize2 aria-hidden="true" />
            {t('focus.keepWorking')}
          </Button>
        ) : null}

        <p role="status" className="sr-only">
          {announcement}
        </p>
      </DialogContent>
    </Dialog>
  );
}
