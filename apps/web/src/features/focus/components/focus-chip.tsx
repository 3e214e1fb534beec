import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PomodoroControls } from '@/features/focus/hooks/use-pomodoro';
import { formatClock } from '@/features/focus/lib/pomodoro';
import { cn } from '@/lib/utils';

/**
 * Focus mode minimized: a small floating timer left of the quick-actions button (above the
 * mobile bottom bar on phones) so the person keeps working; a click reopens the overlay.
 */
export function FocusChip({ controls, onOpen }: { controls: PomodoroControls; onOpen: () => void }) {
  const { t } = useTranslation();
  const { state, remaining } = controls;
  const clock = formatClock(remaining);
  const mode = t(`focus.modes.${state.mode}`);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('focus.chipLabel', { time: clock, mode })}
      className={cn(
        'fixed right-20 bottom-5 z-40 flex h-10 items-center gap-2 rounded-full border bg-background/95 px-3 text-sm font-medium shadow-lg backdrop-blur outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
        'max-md:bottom-[calc(4.75rem+env(safe-area-inset-bottom))]',
      )}
    >
      <Timer
        aria-hidden="true"
        className={cn('size-4', state.mode === 'focus' ? 'text-primary' : 'text-emerald-500')}
      />
      <span className="font-mono tabular-nums">{clock}</span>
      <span className="text-muted-foreground">{state.running ? mode : t('focus.paused')}</span>
    </button>
  );
}
