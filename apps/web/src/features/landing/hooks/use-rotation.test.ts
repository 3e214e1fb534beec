import { TESTIMONIAL_ROTATE_MS } from '@rbax/shared/public-site';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rotateIndex, useRotation } from '@/features/landing/hooks/use-rotation';

describe('rotateIndex', () => {
  it('wraps forwards and backwards', () => {
    expect(rotateIndex(0, 4)).toBe(1);
    expect(rotateIndex(3, 4)).toBe(0);
    expect(rotateIndex(0, 4, -1)).toBe(3);
    expect(rotateIndex(2, 0)).toBe(0);
  });
});

describe('useRotation (testimonials, spec §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every 5 s and wraps around', () => {
    const { result } = renderHook(() => useRotation(3, TESTIMONIAL_ROTATE_MS, false));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATE_MS - 1));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    expect(result.current.manual).toBe(false);
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATE_MS));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATE_MS));
    expect(result.current.index).toBe(0);
  });

  it('stands still while paused and resumes afterwards', () => {
    const { result, rerender } = renderHook(({ paused }) => useRotation(3, TESTIMONIAL_ROTATE_MS, paused), {
      initialProps: { paused: true },
    });
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATE_MS * 3));
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATE_MS));
    expect(result.current.index).toBe(1);
  });

  it('marks manual changes and restarts the wait after them', () => {
    const { result } = renderHook(() => useRotation(4, TESTIMONIAL_ROTATE_MS, false));
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATE_MS - 1000));
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ index: 3, manual: true });
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATE_MS - 1));
    expect(result.current.index).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ index: 0, manual: false });
    act(() => result.current.goTo(2));
    expect(result.current).toMatchObject({ index: 2, manual: true });
    act(() => result.current.next());
    expect(result.current.index).toBe(3);
  });

  it('does not rotate a single item', () => {
    const { result } = renderHook(() => useRotation(1, TESTIMONIAL_ROTATE_MS, false));
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATE_MS * 2));
    expect(result.current.index).toBe(0);
  });
});
