import { describe, expect, it } from 'vitest';
import {
  breakAfter,
  formatClock,
  initialPomodoroState,
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
  type PomodoroState,
} from '@/features/focus/lib/pomodoro';

const MIN = 60_000;
const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
let ids = 0;
const newId = () => `s${++ids}`;

/** Runs the focus phase to its end and returns what happened. */
function finishFocus(state: PomodoroState, at: number) {
  const running = start(state, at, newId);
  return tick(running, running.endsAt!);
}

describe('Pomodoro state machine (spec §4, §9)', () => {
  it('starts in focus mode with 25 minutes, stopped, sound on and no sessions', () => {
    const state = initialPomodoroState();
    expect(state).toMatchObject({ mode: 'focus', running: false, completedFocusSessions: 0, soundOn: true });
    expect(remainingMs(state, T0)).toBe(25 * MIN);
  });

  it('counts down from timestamps: start sets the end, pause keeps what is left, start resumes', () => {
    let state = start(initialPomodoroState(), T0, newId);
    expect(state.endsAt).toBe(T0 + 25 * MIN);
    expect(remainingMs(state, T0 + 10 * MIN)).toBe(15 * MIN);
    state = pause(state, T0 + 10 * MIN);
    expect(state).toMatchObject({ running: false, endsAt: null, remainingMs: 15 * MIN });
    // Time passing while paused changes nothing.
    expect(remainingMs(state, T0 + 60 * MIN)).toBe(15 * MIN);
    const sessionId = state.sessionId;
    state = start(state, T0 + 60 * MIN, newId);
    expect(state.endsAt).toBe(T0 + 75 * MIN);
    expect(state.sessionId).toBe(sessionId);
  });

  it('finishing a focus session increments the counter and starts the short break at once', () => {
    const running = start(linkCard(initialPomodoroState(), 'card-1'), T0, newId);
    const before = tick(running, T0 + 25 * MIN - 1);
    expect(before.events).toEqual([]);
    const { state, events } = tick(running, T0 + 25 * MIN);
    expect(events).toEqual([
      {
        type: 'focusCompleted',
        completedFocusSessions: 1,
        next: 'shortBreak',
        startedAt: T0,
        endedAt: T0 + 25 * MIN,
        sessionId: running.sessionId,
        linkedCardId: 'card-1',
      },
    ]);
    expect(state).toMatchObject({ mode: 'shortBreak', running: true, completedFocusSessions: 1, sessionId: null });
    expect(remainingMs(state, T0 + 25 * MIN)).toBe(5 * MIN);
  });

  it('finishing a break returns to focus, stopped, with the full 25 minutes', () => {
    const afterFocus = finishFocus(initialPomodoroState(), T0).state;
    const { state, events } = tick(afterFocus, afterFocus.endsAt!);
    expect(events).toEqual([{ type: 'breakCompleted', mode: 'shortBreak', endedAt: T0 + 30 * MIN }]);
    expect(state).toMatchObject({ mode: 'focus', running: false, endsAt: null, remainingMs: 25 * MIN });
  });

  it('every 4th focus session is followed by the long break of 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 8].map(breakAfter)).toEqual([
      'shortBreak',
      'shortBreak',
      'shortBreak',
      'longBreak',
      'shortBreak',
      'longBreak',
    ]);
    let state = { ...initialPomodoroState(), completedFocusSessions: 3 };
    const result = finishFocus(state, T0);
    expect(result.events[0]).toMatchObject({ type: 'focusCompleted', completedFocusSessions: 4, next: 'longBreak' });
    state = result.state;
    expect(state.mode).toBe('longBreak');
    expect(remainingMs(state, T0 + 25 * MIN)).toBe(15 * MIN);
    expect(tick(state, T0 + 40 * MIN).events).toEqual([
      { type: 'breakCompleted', mode: 'longBreak', endedAt: T0 + 40 * MIN },
    ]);
  });

  it('catches up when a background tab wakes after a session and its break: both ends, in order, at their own times', () => {
    const running = start(initialPomodoroState(), T0, newId);
    const { state, events } = tick(running, T0 + 3 * 60 * MIN);
    expect(events.map((event) => [event.type, event.endedAt])).toEqual([
      ['focusCompleted', T0 + 25 * MIN],
      ['breakCompleted', T0 + 30 * MIN],
    ]);
    expect(state).toMatchObject({ mode: 'focus', running: false, completedFocusSessions: 1 });
  });

  it('a tab that wakes in the middle of the break lands in the break with the right time left', () => {
    const running = start(initialPomodoroState(), T0, newId);
    const { state } = tick(running, T0 + 27 * MIN);
    expect(state.mode).toBe('shortBreak');
    expect(remainingMs(state, T0 + 27 * MIN)).toBe(3 * MIN);
  });

  it('reset restores the mode’s full duration, stops and forgets the unfinished session', () => {
    const running = start(initialPomodoroState(), T0, newId);
    const state = reset(running);
    expect(state).toMatchObject({ mode: 'focus', running: false, remainingMs: 25 * MIN, sessionId: null });
    const onBreak = reset(finishFocus(initialPomodoroState(), T0).state);
    expect(onBreak).toMatchObject({ mode: 'shortBreak', running: false, remainingMs: 5 * MIN });
  });

  it('choosing a mode resets and stops, keeping the counter', () => {
    const running = start({ ...initialPomodoroState(), completedFocusSessions: 2 }, T0, newId);
    expect(setMode(running, 'longBreak')).toMatchObject({
      mode: 'longBreak',
      running: false,
      endsAt: null,
      remainingMs: 15 * MIN,
      completedFocusSessions: 2,
    });
    expect(setMode(running, 'shortBreak').remainingMs).toBe(5 * MIN);
    expect(setMode(running, 'focus')).toMatchObject({ running: false, remainingMs: 25 * MIN, sessionId: null });
  });

  it('toggles the sound and links or clears a card without touching the timer', () => {
    const running = start(initialPomodoroState(), T0, newId);
    expect(setSound(running, false)).toMatchObject({ soundOn: false, running: true, endsAt: running.endsAt });
    expect(linkCard(running, 'c9').linkedCardId).toBe('c9');
    expect(linkCard(linkCard(running, 'c9'), null).linkedCardId).toBeNull();
  });

  it('uses the given durations (test mode) for every phase', () => {
    const durations = { focus: 3000, shortBreak: 2000, longBreak: 4000 };
    const running = start(initialPomodoroState(durations), T0, newId);
    const { state, events } = tick(running, T0 + 3000, durations);
    expect(events[0]).toMatchObject({ startedAt: T0, endedAt: T0 + 3000 });
    expect(remainingMs(state, T0 + 3000)).toBe(2000);
  });

  it('reads test durations only when present and valid', () => {
    expect(parseTestDurations(null).focus).toBe(25 * MIN);
    expect(parseTestDurations('{"focus":3000,"shortBreak":2000}')).toEqual({
      focus: 3000,
      shortBreak: 2000,
      longBreak: 15 * MIN,
    });
    expect(parseTestDurations('{"focus":-1}').focus).toBe(25 * MIN);
    expect(parseTestDurations('not json').focus).toBe(25 * MIN);
  });

  it('reads a stored state back and falls back to the initial one when it is malformed', () => {
    const running = start(linkCard(initialPomodoroState(), 'c1'), T0, newId);
    expect(parsePomodoroState(JSON.parse(JSON.stringify(running)))).toEqual(running);
    expect(parsePomodoroState({ mode: 'nap' })).toEqual(initialPomodoroState());
    expect(parsePomodoroState('x')).toEqual(initialPomodoroState());
    // A stopped timer never keeps more than its mode's duration.
    expect(parsePomodoroState({ ...initialPomodoroState(), remainingMs: 99 * MIN }).remainingMs).toBe(25 * MIN);
  });

  it('shows mm:ss, rounding up to the next second', () => {
    expect(formatClock(25 * MIN)).toBe('25:00');
    expect(formatClock(61_001)).toBe('01:02');
    expect(formatClock(400)).toBe('00:01');
    expect(formatClock(0)).toBe('00:00');
  });
});
