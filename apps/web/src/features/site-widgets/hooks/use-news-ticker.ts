import { useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/features/site-widgets/lib/media';

/**
 * The news ticker's rotation (spec §2, §9): the next of `count` messages every `intervalMs`.
 * Pausable (WCAG 2.2.2) and paused from the start when the visitor prefers reduced motion.
 */
export function useNewsTicker(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (prefersReducedMotion()) setPaused(true);
  }, []);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [paused, count, intervalMs]);

  const togglePaused = useCallback(() => setPaused((current) => !current), []);
  return { index, paused, togglePaused };
}
