import { useCallback, useEffect, useState } from 'react';

type RotationState = { index: number; manual: boolean };

/** The next (or, with step -1, the previous) index of a rotation over `count` items. */
export function rotateIndex(index: number, count: number, step = 1): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * Shows `count` items one at a time, advancing every `intervalMs` unless `paused`. A manual change
 * restarts the wait; `manual` tells whether the current item came from the user (spec §9: testimonials, 5 s).
 */
export function useRotation(count: number, intervalMs: number, paused: boolean) {
  const [state, setState] = useState<RotationState>({ index: 0, manual: false });

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(
      () => setState((current) => ({ index: rotateIndex(current.index, count), manual: false })),
      intervalMs,
    );
    return () => window.clearTimeout(timer);
  }, [paused, count, intervalMs, state]);

  const goTo = useCallback((index: number) => setState({ index: rotateIndex(index, count, 0), manual: true }), [count]);
  const next = useCallback(
    () => setState((current) => ({ index: rotateIndex(current.index, count), manual: true })),
    [count],
  );
  const previous = useCallback(
    () => setState((current) => ({ index: rotateIndex(current.index, count, -1), manual: true })),
    [count],
  );

  return { index: state.index, manual: state.manual, goTo, next, previous };
}
