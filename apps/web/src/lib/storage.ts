/**
 * Web Storage can throw (privacy modes, quotas); preferences are best effort,
 * so reads fall back to null and writes are skipped.
 */
type StorageKind = 'localStorage' | 'sessionStorage';

function store(kind: StorageKind): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export function readStorage(key: string, kind: StorageKind = 'localStorage'): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, kind: StorageKind = 'localStorage'): void {
  try {
    store(kind)?.setItem(key, value);
  } catch {
    // Not persisted: the choice still applies for this page view.
  }
}
