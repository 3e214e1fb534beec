import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { isToasterReady, requestToaster, whenToasterReady } from '@/lib/toaster-state';

/**
 * `import { toast } from 'sonner'` in the app's code resolves here (vite.config.ts): the same
 * calls, but sonner itself (10 KB gzip) loads with the first toast instead of with the first
 * load of every page (issue 25). Calls made before it is loaded and its toaster mounted are
 * queued and replayed in order; each call returns the toast's id at once (made here when the
 * caller gave none), so `toast.dismiss(id)` and updates by id work across the wait.
 * Tests (Vitest) import sonner itself.
 */
type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];
type Id = string | number;

let sonner: Sonner | undefined;
let loading: Promise<void> | undefined;
let queue: Array<(toast: Sonner) => void> = [];
let counter = 0;

/**
 * Loads sonner and mounts the toaster. Also called on a person's first click or key press
 * (app/app-toaster.tsx), so a toast that answers an action does not wait for the download.
 */
export function preloadToaster(): Promise<void> {
  requestToaster();
  return (loading ??= Promise.all([import('sonner-impl'), whenToasterReady()]).then(([module]) => {
    sonner = module.toast;
  }));
}

function run(call: (toast: Sonner) => void): void {
  if (sonner && isToasterReady()) {
    call(sonner);
    return;
  }
  queue.push(call);
  void preloadToaster().then(() => {
    const calls = queue;
    queue = [];
    for (const queued of calls) queued(sonner!);
  });
}

function shower(kind: 'message' | 'success' | 'error' | 'info' | 'warning' | 'loading') {
  return (message: Message, data?: ExternalToast): Id => {
    const id = data?.id ?? `toast-${++counter}`;
    run((toast) => (kind === 'message' ? toast(message, { ...data, id }) : toast[kind](message, { ...data, id })));
    return id;
  };
}

export const toast = Object.assign(shower('message'), {
  message: shower('message'),
  success: shower('success'),
  error: shower('error'),
  info: shower('info'),
  warning: shower('warning'),
  loading: shower('loading'),
  dismiss: (id?: Id): Id | undefined => {
    run((toast) => toast.dismiss(id));
    return id;
  },
});
