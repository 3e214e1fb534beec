import { POMODORO_DURATIONS_MS, POMODORO_LONG_BREAK_EVERY, pomodoroModes, type PomodoroMode } from '@rbax/shared/focus';

/**
 * The Pomodoro timer of focus mode (spec §2, §4, §9; issue 7) as a pure state machine. Time is
 * never counted by intervals: a running phase stores the instant it ends (`endsAt`), so the
 * remaining time is `endsAt − now` whatever the browser did with timers in a background tab,
 * and `tick(now)` replays every phase boundary that passed since the last look.
 *
 * Rules: finishing a focus session increments the counter and starts a break at once — every
 * 4th a long one, otherwise a short one; finishing a break returns to focus, stopped, waiting
 * for the person ('Pausa concluída! Pronto para focar novamente?'). Reset restores the mode's
 * full duration (and stops); choosing a mode resets and stops.
 */

export type PomodoroDurations = Readonly<Record<PomodoroMode, number>>;

export type PomodoroState = {
  mode: PomodoroMode;
  running: boolean;
  /** Epoch ms at which the running phase ends; null while stopped. */
  endsAt: number | null;
  /** What is left while stopped (the mode's full duration after a reset). */
  remainingMs: number;
  completedFocusSessions: number;
  soundOn: boolean;
  /** The card whose focused time is recorded, if any. */
  linkedCardId: string | null;
  /**
   * Id of the focus session under way, kept across pauses; a completed session is recorded
   * once under it (the Idempotency-Key), even when two tabs notice the completion.
   */
  sessionId: string | null;
};

export type PomodoroEvent =
  | {
      type: 'focusCompleted';
      /** Counter after this session. */
      completedFocusSessions: number;
      next: 'shortBreak' | 'longBreak';
      /** The session's focused time: it ran for the whole focus duration, ending at `endedAt`. */
      startedAt: number;
      endedAt: number;
      sessionId: string | null;
      linkedCardId: string | null;
    }
  | { type: 'breakCompleted'; mode: 'shortBreak' | 'longBreak'; endedAt: number };

export const defaultDurations: PomodoroDurations = POMODORO_DURATIONS_MS;

export function initialPomodoroState(durations: PomodoroDurations = defaultDurations): PomodoroState {
  return {
    mode: 'focus',
    running: false,
    endsAt: null,
    remainingMs: durations.focus,
    completedFocusSessions: 0,
    soundOn: true,
    linkedCardId: null,
    sessionId: null,
  };
}

/** Milliseconds left in the current phase (never negative). */
export function remainingMs(state: PomodoroState, now: number): number {
  if (state.running && state.endsAt !== null) return Math.max(0, state.endsAt - now);
  return state.remainingMs;
}

/** Starts (or resumes) the current phase; a new focus session gets its id here. */
export function start(state: PomodoroState, now: number, newId: () => string): PomodoroState {
  if (state.running) return state;
  const sessionId = state.mode === 'focus' ? (state.sessionId ?? newId()) : null;
  return { ...state, running: true, endsAt: now + state.remainingMs, sessionId };
}

export function pause(state: PomodoroState, now: number): PomodoroState {
  if (!state.running) return state;
  return { ...state, running: false, endsAt: null, remainingMs: remainingMs(state, now) };
}

/** The mode's full duration again, stopped; an unfinished focus session is dropped (not recorded). */
export function reset(state: PomodoroState, durations: PomodoroDurations = defaultDurations): PomodoroState {
  return { ...state, running: false, endsAt: null, remainingMs: durations[state.mode], sessionId: null };
}

/** Choosing a mode resets and stops (spec §4). */
export function setMode(
  state: PomodoroState,
  mode: PomodoroMode,
  durations: PomodoroDurations = defaultDurations,
): PomodoroState {
  return reset({ ...state, mode }, durations);
}

export function setSound(state: PomodoroState, soundOn: boolean): PomodoroState {
  return { ...state, soundOn };
}

export function linkCard(state: PomodoroState, cardId: string | null): PomodoroState {
  return { ...state, linkedCardId: cardId };
}

/** The break that follows the focus session numbered `completed`. */
export function breakAfter(completed: number): 'shortBreak' | 'longBreak' {
  return completed > 0 && completed % POMODORO_LONG_BREAK_EVERY === 0 ? 'longBreak' : 'shortBreak';
}

/**
 * Applies every phase end up to `now`. A break starts at the instant its focus session ended
 * (not when the tab woke up), so a tab that slept through a session and its break still lands
 * in the right place. Returns the events in order (each one a toast, a sound, maybe an entry).
 */
export function tick(
  state: PomodoroState,
  now: number,
  durations: PomodoroDurations = defaultDurations,
): { state: PomodoroState; events: PomodoroEvent[] } {
  const events: PomodoroEvent[] = [];
  let current = state;
  while (current.running && current.endsAt !== null && now >= current.endsAt) {
    const endedAt = current.endsAt;
    if (current.mode === 'focus') {
      const completed = current.completedFocusSessions + 1;
      const next = breakAfter(completed);
      events.push({
        type: 'focusCompleted',
        completedFocusSessions: completed,
        next,
        startedAt: endedAt - durations.focus,
        endedAt,
        sessionId: current.sessionId,
        linkedCardId: current.linkedCardId,
      });
      current = {
        ...current,
        mode: next,
        completedFocusSessions: completed,
        endsAt: endedAt + durations[next],
        remainingMs: durations[next],
        sessionId: null,
      };
    } else {
      events.push({ type: 'breakCompleted', mode: current.mode, endedAt });
      current = { ...current, mode: 'focus', running: false, endsAt: null, remainingMs: durations.focus };
    }
  }
  return { state: current, events };
}

/** 'mm:ss', rounding up so the display shows 00:00 only at the very end. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/* ---------- persistence ---------- */

const isMode = (value: unknown): value is PomodoroMode =>
  typeof value === 'string' && (pomodoroModes as readonly string[]).includes(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isId = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && value.length > 0 && value.length <= 100);

/**
 * A stored state read back (localStorage `focus-timer`); anything malformed gives the initial
 * state. A stopped timer keeps at most its mode's full duration (durations may have changed).
 */
export function parsePomodoroState(value: unknown, durations: PomodoroDurations = defaultDurations): PomodoroState {
  const fallback = initialPomodoroState(durations);
  if (typeof value !== 'object' || value === null) return fallback;
  const raw = value as Record<string, unknown>;
  if (!isMode(raw.mode) || typeof raw.running !== 'boolean' || !isCount(raw.completedFocusSessions)) return fallback;
  if (typeof raw.soundOn !== 'boolean' || !isId(raw.linkedCardId) || !isId(raw.sessionId)) return fallback;
  const running = raw.running && isTime(raw.endsAt);
  const remaining = isTime(raw.remainingMs) ? Math.min(raw.remainingMs, durations[raw.mode]) : durations[raw.mode];
  return {
    mode: raw.mode,
    running,
    endsAt: running ? (raw.endsAt as number) : null,
    remainingMs: remaining,
    completedFocusSessions: raw.completedFocusSessions,
    soundOn: raw.soundOn,
    linkedCardId: raw.linkedCardId,
    sessionId: raw.mode === 'focus' ? raw.sessionId : null,
  };
}

/**
 * Durations a test may set before the app loads (localStorage `focus-durations-test`, e.g.
 * `{"focus":3000,"shortBreak":2000,"longBreak":4000}`), read only when present; otherwise the
 * spec's. Shorter durations only make a person's own timer shorter, so this is harmless.
 */
export function parseTestDurations(text: string | null): PomodoroDurations {
  if (!text) return defaultDurations;
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    const durations = { ...defaultDurations };
    for (const mode of pomodoroModes) {
      const value = raw[mode];
      if (typeof value === 'number' && Number.isFinite(value) && value >= 1000) durations[mode] = value;
    }
    return durations;
  } catch {
    return defaultDurations;
  }
}
