/** Local storage key of the current workspace (spec §3); absent/empty = first workspace. */
export const CURRENT_WORKSPACE_STORAGE_KEY = 'currentWorkspaceId';
