import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Arrival with `?new=<kind>` (the `createTargets` of lib/app-commands.ts: quick actions,
 * shortcuts): once the page is `ready`, calls `onArrival` and removes the parameter, replacing
 * the history entry, so Back or a reload does not open the dialog again.
 */
export function useCreateIntent(kind: 'board' | 'card', ready: boolean, onArrival: () => void): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('new') === kind;
  const callback = useRef(onArrival);
  useEffect(() => {
    callback.current = onArrival;
  });
  useEffect(() => {
    if (!wanted || !ready) return;
    callback.current();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('new');
        return next;
      },
      { replace: true },
    );
  }, [wanted, ready, setParams]);
}
