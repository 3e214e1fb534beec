import { useEffect, useReducer } from 'react';

/**
 * A tiny suspense-free cache for content chunks (article bodies, case stories, search index).
 * Route modules fill it in `preload()` before the page renders (pre-rendering and hydration),
 * so the first render reads the same data on the server and in the browser. On client-side
 * navigation or a language change the page renders a skeleton and `useResource` loads it.
 */
const values = new Map<string, unknown>();
const pending = new Map<string, Promise<unknown>>();

export function readResource<T>(key: string): T | undefined {
  return values.get(key) as T | undefined;
}

export function loadResource<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (values.has(key)) return Promise.resolve(values.get(key) as T);
  let promise = pending.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load().then(
      (value) => {
        values.set(key, value);
        pending.delete(key);
        return value;
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

export type Resource<T> = { status: 'ready'; data: T } | { status: 'loading' } | { status: 'error'; retry: () => void };

/** The cached value for `key`, loading it after mount when missing. */
export function useResource<T>(key: string, load: () => Promise<T>): Resource<T> {
  const [state, dispatch] = useReducer(
    (current: { key: string; failed: boolean; tick: number }, action: { failed: boolean; key: string }) => ({
      key: action.key,
      failed: action.failed,
      tick: current.tick + 1,
    }),
    { key, failed: false, tick: 0 },
  );
  const cached = values.has(key);
  const failed = state.key === key && state.failed;

  useEffect(() => {
    if (cached || failed) return;
    let active = true;
    loadResource(key, load).then(
      () => active && dispatch({ key, failed: false }),
      () => active && dispatch({ key, failed: true }),
    );
    return () => {
      active = false;
    };
    // `load` is derived from `key`; re-running on its identity would refetch every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, cached, failed, state.tick]);

  if (cached) return { status: 'ready', data: values.get(key) as T };
  if (failed) return { status: 'error', retry: () => dispatch({ key, failed: false }) };
  return { status: 'loading' };
}
