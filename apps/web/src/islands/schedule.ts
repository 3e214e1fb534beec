/**
 * When a below-the-fold island loads and hydrates: its code when the visitor comes within
 * 600 px of it (or points at, touches or tabs into it), its hydration when the browser is idle
 * (issue 25: nothing below the fold competes with the first screen).
 */

/** Starts loading an island this far before it scrolls into view. */
const NEAR_VIEWPORT_MARGIN = '600px 0px';
/** Hydration waits for an idle moment at most this long. */
const IDLE_TIMEOUT_MS = 1000;
/** What counts as about to use an island that has not hydrated yet. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

export type Approach = 'near' | 'intent';

type Watch = {
  /** Resolves once the visitor approaches the island. */
  approached: Promise<Approach>;
  /** Resolves at once with whether the island was already near the viewport when the page loaded. */
  initiallyNear: Promise<boolean>;
};

type Watcher = { first: boolean; onFirst: (near: boolean) => void; onNear: () => void };

const watchers = new Map<Element, Watcher>();
let observer: IntersectionObserver | null = null;

function visibilityObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const watcher = watchers.get(entry.target);
        if (!watcher) continue;
        if (watcher.first) {
          watcher.first = false;
          watcher.onFirst(entry.isIntersecting);
        }
        if (entry.isIntersecting) watcher.onNear();
      }
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  return observer;
}

/** A `display: contents` wrapper has no box to observe: its first element stands for it. */
function boxOf(element: HTMLElement): Element | null {
  if (getComputedStyle(element).display !== 'contents') return element;
  return element.firstElementChild;
}

export function watchIsland(element: HTMLElement): Watch {
  let onFirst!: (near: boolean) => void;
  const initiallyNear = new Promise<boolean>((resolve) => (onFirst = resolve));
  const approached = new Promise<Approach>((resolve) => {
    const box = boxOf(element);
    const done = (approach: Approach) => {
      onFirst(approach === 'near');
      if (box) {
        watchers.delete(box);
        observer?.unobserve(box);
      }
      for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent);
      resolve(approach);
    };
    const onIntent = () => done('intent');
    for (const type of INTENT_EVENTS) element.addEventListener(type, onIntent, { passive: true });
    if (!box || typeof IntersectionObserver === 'undefined') {
      done('near');
      return;
    }
    watchers.set(box, { first: true, onFirst, onNear: () => done('near') });
    visibilityObserver().observe(box);
  });
  return { approached, initiallyNear };
}

/** Resolves in an idle moment (or after a short wait where the browser has no idle callbacks). */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      setTimeout(resolve, 50);
    }
  });
}
