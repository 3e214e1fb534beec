import { MOBILE_BREAKPOINT_PX } from '@rbax/shared/app';
import { useSyncExternalStore } from 'react';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  if (typeof window.matchMedia === 'function') return window.matchMedia(query).matches;
  return window.innerWidth < MOBILE_BREAKPOINT_PX;
}

/** True below the spec's 768 px breakpoint (same edge as Tailwind's `md`). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
