import { act, renderHook } from '@testing-library/react';
import { TOUR_END_MS } from '@rbax/shared/public-site-constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialTourState, tourReducer, useTour, type TourAction, type TourState } from '@/features/demo/lib/tour';

function run(...actions: TourAction['type'][]): TourState {
  return actions.reduce<TourState>((state, type) => tourReducer(state, { type } as TourAction), initialTourState);
}

describe('tourReducer', () => {
  it('starts on step 1', () => {
    expect(run('start')).toEqual({ status: 'active', step: 1 });
  });

  it('goes forward step by step and stops at step 3', () => {
    expect(run('start', 'next')).toEqual({ status: 'active', step: 2 });
    expect(run('start', 'next', 'next')).toEqual({ status: 'active', step: 3 });
    expect(run('start', 'next', 'next', 'next')).toEqual({ status: 'active', step: 3 });
  });

  it('does not go back from step 1 but does from later steps', () => {
    expect(run('start', 'back')).toEqual({ status: 'active', step: 1 });
    expect(run('start', 'next', 'next', 'back')).toEqual({ status: 'active', step: 2 });
  });

  it('finishes only from the last step, then ends', () => {
    expect(run('start', 'finish')).toEqual({ status: 'active', step: 1 });
    expect(run('start', 'next', 'next', 'finish')).toEqual({ status: 'ending', step: 3 });
    expect(run('start', 'next', 'next', 'finish', 'ended')).toEqual({ status: 'idle' });
  });

  it('closes from any step', () => {
    expect(run('start', 'next', 'close')).toEqual({ status: 'ending', step: 2 });
    expect(run('start', 'next', 'close', 'next')).toEqual({ status: 'ending', step: 2 });
    expect(run('close')).toEqual({ status: 'idle' });
  });

  it('is closed at once when the demo closes', () => {
    expect(run('start', 'next', 'demoClosed')).toEqual({ status: 'idle' });
    expect(run('start', 'close', 'demoClosed')).toEqual({ status: 'idle' });
  });

  it('can start again while fading out', () => {
    expect(run('start', 'close', 'start')).toEqual({ status: 'active', step: 1 });
  });
});

describe('useTour', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ends the tour about 300 ms after it is closed', () => {
    const { result } = renderHook(() => useTour());
    act(() => result.current[1]({ type: 'start' }));
    act(() => result.current[1]({ type: 'close' }));
    expect(result.current[0].status).toBe('ending');
    act(() => vi.advanceTimersByTime(TOUR_END_MS - 1));
    expect(result.current[0].status).toBe('ending');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toEqual({ status: 'idle' });
  });

  it('ends the tour about 300 ms after Finalizar', () => {
    const { result } = renderHook(() => useTour());
    for (const type of ['start', 'next', 'next', 'finish'] as const) act(() => result.current[1]({ type }));
    act(() => vi.advanceTimersByTime(TOUR_END_MS));
    expect(result.current[0]).toEqual({ status: 'idle' });
  });
});
