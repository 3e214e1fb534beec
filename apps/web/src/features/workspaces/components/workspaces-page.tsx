import type { Workspace } from '@rbax/shared/workspaces';
import { Building2, MoreHorizontal, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { DeleteWorkspaceDialog } from '@/features/workspaces/components/delete-workspace-dialog';
import { LazyWorkspaceFormDialog } from '@/features/workspaces/components/lazy-workspace-form-dialog';
import { WorkspaceMembersSheet } from '@/features/workspaces/components/workspace-members-sheet';
import { useCurrentWorkspace } from '@/features/workspaces/hooks/use-current-workspace';

const canEditWorkspace = (workspace: Workspace) => workspace.role === 'owner' || workspace.role === 'admin';

/** /workspaces: the caller's workspaces with edit, delete (owner) and the members panel. */
export function WorkspacesPage() {
  const { t } = useTranslation();
  const current = useCurrentWorkspace();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Workspace | null>(null);
  const [deleting, setDeleting] = useState<Workspace | null>(null);
  // By id, so the panel follows role changes (e.g. after transferring ownership).
  const [membersOfId, setMembersOfId] = useState<string | null>(null);
  const membersOf = current.workspaces.find((workspace) => workspace.id === membersOfId) ?? null;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <title>{`${t('workspaces.page.title')} · RBAX Flow`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('workspaces.page.title')}</h1>
          <p className="text-muted-foreground">{t('workspaces.page.subtitle')}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          {t('workspaces.page.new')}
        </Button>
      </div>

      {current.isPending ? (
        <div role="status" aria-label={t('common.loading')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-40 rounded-xl" />
          ))}
        </div>
      ) : current.isError ? (
        <LoadError
          message={t('workspaces.toasts.loadFailed')}
          retryLabel={t('workspaces.page.retry')}
          onRetry={() => void current.refetch()}
        />
      ) : current.workspaces.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted">
            <Building2 aria-hidden="true" className="size-6 text-muted-foreground" />
          </span>
          <h2 className="text-lg font-semibold">{t('workspaces.page.emptyTitle')}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{t('workspaces.page.emptyDescription')}</p>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t('workspaces.form.create')}
          </Button>
        </div>
      ) : (
        <ul aria-label={t('workspaces.page.title')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {current.workspaces.map((workspace) => (
            <li key={workspace.id}>
              <article className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
                <div className="flex items-start gap-2">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/15 text-primary"
                  >
                    <Building2 className="size-4" />
                  </span>
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <h2 className="truncate font-semibold">{workspace.name}</h2>
                    <p className="truncate text-xs text-muted-foreground">{workspace.slug}</p>
                  </div>
                  {canEditWorkspace(workspace) ? (
                    <DropdownMenu>
                      <DropdownMenuTrigger asChild>
                        <Button
                          variant="ghost"
                          size="icon-sm"
                          aria-label={t('workspaces.page.actions', { name: workspace.name })}
                        >
                          <MoreHorizontal aria-hidden="true" />
                        </Button>
                      </DropdownMenuTrigger>
                      <DropdownMenuContent align="end">
                        <DropdownMenuItem onSelect={() => setEditing(workspace)}>
                          <Pencil aria-hidden="true" />
                          {t('workspaces.page.edit')}
                        </DropdownMenuItem>
                        {workspace.role === 'owner' ? (
                          <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(workspace)}>
                            <Trash2 aria-hidden="true" />
                            {t('workspaces.page.delete')}
                          </DropdownMenuItem>
                        ) : null}
                      </DropdownMenuContent>
                    </DropdownMenu>
                  ) : null}
                </div>
                <p className="line-clamp-2 text-sm text-muted-foreground">
                  {workspace.description || t('workspaces.page.noDescription')}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="secondary">{t(`workspaces.roles.${workspace.role}`)}</Badge>
                  {current.workspace?.id === workspace.id ? (
                    <Badge variant="outline">{t('workspaces.page.current')}</Badge>
                  ) : null}
                </div>
                <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-3 text-sm text-muted-foreground">
                  <span>
                    {t('workspaces.page.members', { count: workspace.memberCount })} ·{' '}
                    {t('workspaces.page.boards', { count: workspace.boardCount })}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setMembersOfId(workspace.id)}
                    aria-label={`${t('workspaces.page.manageMembers')} – ${workspace.name}`}
                  >
                    <Users aria-hidden="true" />
                    {t('workspaces.page.manageMembers')}
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}

      <LazyWorkspaceFormDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(created) => current.select(created, { silent: true })}
      />
      <LazyWorkspaceFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        workspace={editing}
      />
      <DeleteWorkspaceDialog workspace={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
      <WorkspaceMembersSheet workspace={membersOf} onOpenChange={(open) => !open && setMembersOfId(null)} />
    </div>
  );
}
