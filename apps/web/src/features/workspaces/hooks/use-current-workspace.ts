import { CURRENT_WORKSPACE_STORAGE_KEY } from '@rbax/shared/workspace-storage';
import type { Workspace } from '@rbax/shared/workspaces';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useWorkspaces } from '@/features/workspaces/api/get-workspaces';
import { readStorage } from '@/lib/storage';

/** Stored value of an explicit 'Sem workspace' choice (boards without a workspace). */
export const NO_WORKSPACE = 'none';

/**
 * Spec §4 "Current workspace": a stored id is used if it is in the list; a stale
 * one is cleared and the first workspace chosen; no stored id gives the first
 * workspace; the explicit 'none' (or an empty list) means no workspace.
 */
export function resolveCurrentWorkspace(stored: string | null, workspaces: readonly Workspace[]) {
  if (stored === NO_WORKSPACE) return { workspace: null, stale: false };
  const found = stored ? workspaces.find((workspace) => workspace.id === stored) : undefined;
  if (found) return { workspace: found, stale: false };
  return { workspace: workspaces[0] ?? null, stale: Boolean(stored) };
}

// The choice is a per-device preference kept in localStorage (spec §3); this tiny
// external store lets the sidebar switcher and the pages see changes at once.
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENT_WORKSPACE_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function readStored(): string | null {
  return readStorage(CURRENT_WORKSPACE_STORAGE_KEY);
}

/** Saves the choice (`null` = 'Sem workspace'; `undefined` forgets it) and tells every subscriber. */
export function storeCurrentWorkspaceId(id: string | null | undefined): void {
  try {
    if (id === undefined) localStorage.removeItem(CURRENT_WORKSPACE_STORAGE_KEY);
    else localStorage.setItem(CURRENT_WORKSPACE_STORAGE_KEY, id ?? NO_WORKSPACE);
  } catch {
    // Not persisted: listeners still re-read (and fall back to the first workspace).
  }
  listeners.forEach((listener) => listener());
}

export function useCurrentWorkspace() {
  const { t } = useTranslation();
  const query = useWorkspaces();
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  const workspaces = query.data;
  const resolved = workspaces ? resolveCurrentWorkspace(stored, workspaces) : null;
  const stale = resolved?.stale ?? false;

  useEffect(() => {
    if (stale) storeCurrentWorkspaceId(undefined);
  }, [stale]);

  /** Switches workspace (null = boards without a workspace) with the spec's toast unless `silent`. */
  const select = useCallback(
    (workspace: Workspace | null, options: { silent?: boolean } = {}) => {
      storeCurrentWorkspaceId(workspace ? workspace.id : null);
      if (options.silent) return;
      if (workspace) toast.success(t('workspaces.toasts.switched', { name: workspace.name }));
      else toast.success(t('workspaces.toasts.showingNone'));
    },
    [t],
  );

  const workspace = resolved?.workspace ?? null;
  return {
    workspaces: workspaces ?? [],
    workspace,
    /** `workspaceId` filter for the boards API: the id, or 'none'. */
    boardsFilter: workspace ? workspace.id : NO_WORKSPACE,
    /** Resolved once the list has loaded. */
    ready: Boolean(workspaces),
    isPending: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
    select,
  };
}
