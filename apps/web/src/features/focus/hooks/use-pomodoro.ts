import type { PomodoroMode } from '@rbax/shared/focus';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  linkCard,
  parsePomodoroState,
  parseTestDurations,
  pause,
  remainingMs,
  reset,
  setMode,
  setSound,
  start,
  tick,
  type PomodoroDurations,
  type PomodoroEvent,
  type PomodoroState,
} from '@/features/focus/lib/pomodoro';
import { uuidv7 } from '@rbax/shared/ids';
import { readStorage, writeStorage } from '@/lib/storage';

/** Where the timer lives between page loads and across tabs (spec §3 style local store). */
export const FOCUS_STORAGE_KEY = 'focus-timer';
/** Read only when present: end-to-end tests shorten the phases with it (see pomodoro.ts). */
export const FOCUS_TEST_DURATIONS_KEY = 'focus-durations-test';

/**
 * The stored timer, or a fresh one when it belongs to another account signed in earlier on this
 * browser (its linked card is not this person's to record on).
 */
function readStored(durations: PomodoroDurations, ownerId: string | null): PomodoroState {
  const text = readStorage(FOCUS_STORAGE_KEY);
  try {
    const raw: unknown = text ? JSON.parse(text) : null;
    const storedOwner = (raw as { ownerId?: unknown } | null)?.ownerId;
    if (ownerId && typeof storedOwner === 'string' && storedOwner !== ownerId)
      return parsePomodoroState(null, durations);
    return parsePomodoroState(raw, durations);
  } catch {
    return parsePomodoroState(null, durations);
  }
}

export type PomodoroControls = {
  state: PomodoroState;
  durations: PomodoroDurations;
  /** Milliseconds left in the current phase, as of the last render. */
  remaining: number;
  start: () => void;
  pause: () => void;
  reset: () => void;
  setMode: (mode: PomodoroMode) => void;
  setSound: (on: boolean) => void;
  linkCard: (cardId: string | null) => void;
};

/**
 * The focus timer as React state: persisted in localStorage on every change, shared with other
 * tabs (the `storage` event), re-rendered once per displayed second while running, and caught
 * up at once when the tab becomes visible again. Phase ends reach `onEvents` exactly once per
 * tab (a tab adopts what another tab already wrote before it looks itself).
 */
export function usePomodoro(
  onEvents: (events: PomodoroEvent[], state: PomodoroState) => void,
  ownerId: string | null = null,
): PomodoroControls {
  const durations = useMemo(() => parseTestDurations(readStorage(FOCUS_TEST_DURATIONS_KEY)), []);
  const [state, setState] = useState(() => readStored(durations, ownerId));
  const [now, setNow] = useState(() => Date.now());
  const stateRef = useRef(state);
  const onEventsRef = useRef(onEvents);
  useEffect(() => {
    onEventsRef.current = onEvents;
  });

  const commit = useCallback(
    (next: PomodoroState) => {
      stateRef.current = next;
      setState(next);
      setNow(Date.now());
      writeStorage(FOCUS_STORAGE_KEY, JSON.stringify({ ...next, ownerId }));
    },
    [ownerId],
  );

  /** Another tab may have moved the timer on: its stored state wins over ours. */
  const adoptStored = useCallback(() => {
    const stored = readStored(durations, ownerId);
    if (JSON.stringify(stored) !== JSON.stringify(stateRef.current)) {
      stateRef.current = stored;
      setState(stored);
    }
  }, [durations, ownerId]);

  const catchUp = useCallback(() => {
    adoptStored();
    const result = tick(stateRef.current, Date.now(), durations);
    if (result.events.length > 0) {
      commit(result.state);
      onEventsRef.current(result.events, result.state);
    } else {
      setNow(Date.now());
    }
  }, [adoptStored, commit, durations]);

  // While running: wake up when the displayed second changes (and at the phase's end).
  useEffect(() => {
    if (!state.running) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const left = remainingMs(stateRef.current, Date.now());
      // The display changes when a whole second has gone by (formatClock rounds up).
      timer = setTimeout(
        () => {
          catchUp();
          if (stateRef.current.running) schedule();
        },
        left % 1000 || 1000,
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [state.running, state.endsAt, catchUp]);

  // A reload or a tab coming back to the front catches up at once (timers sleep in background tabs).
  useEffect(() => {
    catchUp();
    const onVisible = () => {
      if (document.visibilityState === 'visible') catchUp();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === FOCUS_STORAGE_KEY) adoptStored();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', onStorage);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', onStorage);
    };
  }, [catchUp, adoptStored]);

  /** Every action first applies what has already happened, then changes the state. */
  const act = useCallback(
    (change: (current: PomodoroState, at: number) => PomodoroState) => {
      catchUp();
      commit(change(stateRef.current, Date.now()));
    },
    [catchUp, commit],
  );

  return {
    state,
    durations,
    remaining: remainingMs(state, now),
    start: useCallback(() => act((s, at) => start(s, at, uuidv7)), [act]),
    pause: useCallback(() => act((s, at) => pause(s, at)), [act]),
    reset: useCallback(() => act((s) => reset(s, durations)), [act, durations]),
    setMode: useCallback((mode: PomodoroMode) => act((s) => setMode(s, mode, durations)), [act, durations]),
    setSound: useCallback((on: boolean) => act((s) => setSound(s, on)), [act]),
    linkCard: useCallback((cardId: string | null) => act((s) => linkCard(s, cardId)), [act]),
  };
}
