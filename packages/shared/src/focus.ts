/**
 * Focus mode (spec §2 "Focus mode", §4 Pomodoro, §9; issue 7). The timer itself runs in the
 * browser (apps/web/src/features/focus/lib/pomodoro.ts); completed focus sessions linked to a
 * card are recorded as time entries (./time/entries.ts).
 */

export const pomodoroModes = ['focus', 'shortBreak', 'longBreak'] as const;
export type PomodoroMode = (typeof pomodoroModes)[number];

/** Spec §9: focus 25 min, short break 5, long break 15. */
export const POMODORO_DURATIONS_MS: Readonly<Record<PomodoroMode, number>> = {
  focus: 25 * 60_000,
  shortBreak: 5 * 60_000,
  longBreak: 15 * 60_000,
};

/** Spec §9: every 4th completed focus session is followed by the long break. */
export const POMODORO_LONG_BREAK_EVERY = 4;
