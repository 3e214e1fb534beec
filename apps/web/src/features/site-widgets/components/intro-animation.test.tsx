import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IntroAnimation } from '@/features/site-widgets/components/intro-animation';
import { loadLanguage, loadSiteTranslations } from '@/lib/i18n';

function stubMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('IntroAnimation', () => {
  beforeAll(async () => {
    await loadSiteTranslations();
    await loadLanguage('pt-BR');
  });
  afterEach(() => vi.useRealTimers());

  it('is not in the pre-rendered HTML', () => {
    expect(renderToString(<IntroAnimation />)).toBe('');
  });

  it('plays once per session for about 1.5 s and sets introShown', () => {
    vi.useFakeTimers();
    stubMotion(false);
    const { unmount } = render(<IntroAnimation />);
    expect(screen.getByTestId('intro-animation')).toBeInTheDocument();
    expect(sessionStorage.getItem('introShown')).toBe('true');
    // Fade in, hold, fade out: each phase's timer starts when the previous one has rendered.
    for (const ms of [30, 1100, 350]) act(() => vi.advanceTimersByTime(ms));
    expect(screen.queryByTestId('intro-animation')).not.toBeInTheDocument();
    unmount();
    render(<IntroAnimation />);
    expect(screen.queryByTestId('intro-animation')).not.toBeInTheDocument();
  });

  it('is skipped with reduced motion, the flag still set', () => {
    stubMotion(true);
    render(<IntroAnimation />);
    expect(screen.queryByTestId('intro-animation')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('introShown')).toBe('true');
  });

  it('a key press skips it', () => {
    vi.useFakeTimers();
    stubMotion(false);
    render(<IntroAnimation />);
    act(() => vi.advanceTimersByTime(100));
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByTestId('intro-animation')).not.toBeInTheDocument();
  });
});
