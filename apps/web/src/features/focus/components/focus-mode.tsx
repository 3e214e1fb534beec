import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCreateTimeEntry } from '@/features/time/api/create-time-entry';
import { FocusChip } from '@/features/focus/components/focus-chip';
import { lazyDialog } from '@/lib/lazy-dialog';
import { usePomodoro } from '@/features/focus/hooks/use-pomodoro';
import { playChime, primeSound } from '@/features/focus/lib/focus-sound';
import { formatClock, remainingMs, type PomodoroEvent, type PomodoroState } from '@/features/focus/lib/pomodoro';
import { onAppCommand } from '@/lib/app-commands';
import { uuidv7 } from '@rbax/shared/ids';

/** The focus dialog (timer, card link, settings), loaded when first opened. */
export const LazyFocusDialog = lazyDialog(() =>
  import('@/features/focus/components/focus-dialog').then((module) => module.FocusDialog),
);

/**
 * Focus mode (spec §2, §4; issue 7), mounted once in the app layout: the overlay, the minimized
 * chip, the phase-end toasts and chime, the remaining time in the tab's title, and the focused
 * time recorded on the linked card when a focus session completes. Opened by the 'focus.open'
 * command (quick actions, palette, shortcut, 'Focar neste card').
 */
export function FocusMode() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const createEntry = useCreateTimeEntry();

  const { user } = useAuth();
  const controls = usePomodoro((events, state) => {
    for (const event of events) showToast(event);
    if (state.soundOn) playChime();
    for (const event of events) recordSession(event);
  }, user?.id ?? null);
  const { state, remaining } = controls;

  function showToast(event: PomodoroEvent) {
    if (event.type === 'focusCompleted') {
      toast.success(event.next === 'longBreak' ? t('focus.toasts.longBreak') : t('focus.toasts.shortBreak'));
    } else {
      toast.success(t('focus.toasts.breakDone'), {
        action: { label: t('focus.toasts.startFocus'), onClick: () => startFocus() },
      });
    }
  }

  function recordSession(event: PomodoroEvent) {
    if (event.type !== 'focusCompleted' || !event.linkedCardId) return;
    createEntry.mutate(
      {
        cardId: event.linkedCardId,
        input: {
          startedAt: new Date(event.startedAt).toISOString(),
          endedAt: new Date(event.endedAt).toISOString(),
          source: 'pomodoro',
        },
        idempotencyKey: `focus-${event.sessionId ?? uuidv7()}`,
      },
      { onError: () => toast.error(t('focus.toasts.recordFailed')) },
    );
  }

  function startFocus() {
    primeSound();
    controls.start();
  }

  const linkCardRef = useRef(controls.linkCard);
  useEffect(() => {
    linkCardRef.current = controls.linkCard;
  });
  useEffect(
    () =>
      onAppCommand((command) => {
        if (command.type !== 'focus.open') return;
        if (command.cardId) linkCardRef.current(command.cardId);
        setOpen(true);
      }),
    [],
  );

  // Announce what changed, not every second.
  const lastAnnounced = useRef<PomodoroState | null>(null);
  useEffect(() => {
    const before = lastAnnounced.current;
    lastAnnounced.current = state;
    if (!before) return;
    const mode = t(`focus.modes.${state.mode}`);
    const time = formatClock(remainingMs(state, Date.now()));
    if (state.running && !before.running) setAnnouncement(t('focus.announce.started', { mode, time }));
    else if (!state.running && before.running && state.mode === before.mode)
      setAnnouncement(t('focus.announce.paused', { time }));
    else if (state.mode !== before.mode || state.remainingMs !== before.remainingMs)
      setAnnouncement(t('focus.announce.ready', { mode, time }));
  }, [state, t]);

  useFocusTitle(state.running ? `${formatClock(remaining)} · ${t(`focus.modes.${state.mode}`)}` : null);

  const inProgress = state.running || remaining < controls.durations[state.mode];
  return (
    <>
      <LazyFocusDialog
        open={open}
        onOpenChange={setOpen}
        controls={controls}
        announcement={announcement}
        onStart={startFocus}
      />
      {!open && inProgress ? <FocusChip controls={controls} onOpen={() => setOpen(true)} /> : null}
    </>
  );
}

/** While the timer runs the tab's title shows it ('24:13 · Foco — RBAX Flow'); restored after. */
function useFocusTitle(prefix: string | null) {
  const base = useRef<string | null>(null);
  useEffect(() => {
    if (prefix === null) {
      if (base.current !== null) document.title = base.current;
      base.current = null;
      return;
    }
    base.current ??= document.title;
    document.title = `${prefix} — ${base.current}`;
  }, [prefix]);
  useEffect(
    () => () => {
      if (base.current !== null) document.title = base.current;
    },
    [],
  );
}
