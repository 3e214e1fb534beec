/**
 * Slug from a workspace name (spec §5): lowercase, accents stripped, runs of
 * non-alphanumerics become one hyphen, no hyphen at either end.
 * 'Ação Rápida & Cia!' → 'acao-rapida-cia'.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const CURRENT_WORKSPACE_STORAGE_KEY = 'currentWorkspaceId';
export const workspaceRoles = ['owner', 'admin', 'member', 'viewer'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];
