import { useSyncExternalStore } from 'react';

export type ChartTheme = { text: string; muted: string; grid: string; background: string };

const fallback: ChartTheme = { text: '#0f172a', muted: '#475569', grid: '#e2e8f0', background: '#ffffff' };

let current: ChartTheme | null = null;

function read(): ChartTheme {
  if (typeof document === 'undefined') return fallback;
  const style = getComputedStyle(document.documentElement);
  const value = (name: string, otherwise: string) => style.getPropertyValue(name).trim() || otherwise;
  const next = {
    text: value('--foreground', fallback.text),
    muted: value('--muted-foreground', fallback.muted),
    grid: value('--border', fallback.grid),
    background: value('--card', fallback.background),
  };
  // The same object while nothing changed (useSyncExternalStore compares snapshots).
  if (
    current &&
    current.text === next.text &&
    current.muted === next.muted &&
    current.grid === next.grid &&
    current.background === next.background
  ) {
    return current;
  }
  current = next;
  return next;
}

function subscribe(onChange: () => void): () => void {
  // The theme (light, dark, hacker) and the hourly accent are classes and attributes on <html>;
  // printing switches to the light colours (reports-print.css).
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'data-accent', 'style'] });
  const print = window.matchMedia('print');
  print.addEventListener('change', onChange);
  window.addEventListener('beforeprint', onChange);
  window.addEventListener('afterprint', onChange);
  return () => {
    observer.disconnect();
    print.removeEventListener('change', onChange);
    window.removeEventListener('beforeprint', onChange);
    window.removeEventListener('afterprint', onChange);
  };
}

/** The theme's colours as concrete values for chart attributes (and so for the PNG export). */
export function useChartTheme(): ChartTheme {
  return useSyncExternalStore(subscribe, read, () => fallback);
}
