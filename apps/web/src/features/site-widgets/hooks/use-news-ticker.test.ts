import { act, renderHook } from '@testing-library/react';
import { NEWS_TICKER_MESSAGES, NEWS_TICKER_MS } from '@rbax/shared/public-site-constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNewsTicker } from '@/features/site-widgets/hooks/use-news-ticker';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('useNewsTicker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the next of the 6 messages every 3 s and wraps around', () => {
    stubReducedMotion(false);
    const { result } = renderHook(() => useNewsTicker(NEWS_TICKER_MESSAGES, NEWS_TICKER_MS));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(NEWS_TICKER_MS - 1));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(NEWS_TICKER_MS * 5));
    expect(result.current.index).toBe(0);
  });

  it('stops rotating while paused and resumes', () => {
    stubReducedMotion(false);
    const { result } = renderHook(() => useNewsTicker(NEWS_TICKER_MESSAGES, NEWS_TICKER_MS));
    act(() => result.current.togglePaused());
    expect(result.current.paused).toBe(true);
    act(() => vi.advanceTimersByTime(NEWS_TICKER_MS * 3));
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePaused());
    act(() => vi.advanceTimersByTime(NEWS_TICKER_MS));
    expect(result.current.index).toBe(1);
  });

  it('starts paused when the visitor prefers reduced motion', () => {
    stubReducedMotion(true);
    const { result } = renderHook(() => useNewsTicker(NEWS_TICKER_MESSAGES, NEWS_TICKER_MS));
    expect(result.current.paused).toBe(true);
    act(() => vi.advanceTimersByTime(NEWS_TICKER_MS * 2));
    expect(result.current.index).toBe(0);
  });
});
