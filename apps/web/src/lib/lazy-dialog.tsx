import { useEffect, useReducer, useState, type ComponentType } from 'react';

export type LazyDialog<P> = ComponentType<P> & {
  /** Loads the dialog's code now (tests; a likely next click). */
  preload(): Promise<void>;
};

/**
 * A dialog whose code loads the first time it opens (issue 25: the board, workspace and focus
 * dialogs were a fifth of the first load of /boards). Once opened it stays mounted, so closing
 * animates as before; once loaded it renders at once (no Suspense round trip).
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  let Dialog: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      Dialog = component;
    }));

  function LazyDialogComponent(props: P) {
    const [opened, setOpened] = useState(props.open);
    const [, loaded] = useReducer((count: number) => count + 1, 0);
    if (props.open && !opened) setOpened(true);
    useEffect(() => {
      if (opened && !Dialog) void preload().then(loaded);
    }, [opened]);
    return opened && Dialog ? <Dialog {...props} /> : null;
  }
  return Object.assign(LazyDialogComponent, { preload });
}
