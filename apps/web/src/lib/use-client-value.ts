import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser knows (user agent, display mode…), safe for pre-rendered pages:
 * hydration renders `serverValue`, as the HTML was rendered, then React re-renders with the
 * browser's value. `read` must return a primitive or a stable reference.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
