import { Building2, ChevronsUpDown, Plus, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem, useSidebar } from '@/components/ui/sidebar';
import { paths } from '@/config/paths';
import { LazyWorkspaceFormDialog } from '@/features/workspaces/components/lazy-workspace-form-dialog';
import { NO_WORKSPACE, useCurrentWorkspace } from '@/features/workspaces/hooks/use-current-workspace';

/** Sidebar workspace switcher (spec §2): current workspace, the list, 'Sem workspace', create and manage. */
export function WorkspaceSwitcher() {
  const { t } = useTranslation();
  const { isMobile, state, setOpenMobile } = useSidebar();
  const { workspaces, workspace, ready, select } = useCurrentWorkspace();
  const [creating, setCreating] = useState(false);
  const name = ready ? (workspace?.name ?? t('workspaces.switcher.none')) : t('workspaces.switcher.loading');

  return (
    <>
      <SidebarMenu>
        <SidebarMenuItem>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <SidebarMenuButton
                size="lg"
                aria-label={t('workspaces.switcher.trigger', { name })}
                tooltip={state === 'collapsed' && !isMobile ? name : undefined}
                className="border border-sidebar-border data-[state=open]:bg-sidebar-accent"
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-sidebar-primary text-sidebar-primary-foreground group-data-[collapsible=icon]:size-4 group-data-[collapsible=icon]:bg-transparent group-data-[collapsible=icon]:text-sidebar-foreground">
                  <Building2 aria-hidden="true" className="size-4" />
                </span>
                <span className="grid min-w-0 flex-1 leading-tight group-data-[collapsible=icon]:hidden">
                  <span className="text-xs text-sidebar-foreground/80">{t('workspaces.switcher.caption')}</span>
                  <span className="truncate font-medium">{name}</span>
                </span>
                <ChevronsUpDown aria-hidden="true" className="ml-auto size-4 group-data-[collapsible=icon]:hidden" />
              </SidebarMenuButton>
            </DropdownMenuTrigger>
            <DropdownMenuContent className="w-64" align="start" side={isMobile ? 'bottom' : 'right'}>
              <DropdownMenuLabel className="text-xs text-muted-foreground">
                {t('workspaces.switcher.list')}
              </DropdownMenuLabel>
              <DropdownMenuRadioGroup
                value={ready ? (workspace?.id ?? NO_WORKSPACE) : ''}
                onValueChange={(value) => select(workspaces.find((item) => item.id === value) ?? null)}
              >
                {workspaces.map((item) => (
                  <DropdownMenuRadioItem key={item.id} value={item.id}>
                    <span className="truncate">{item.name}</span>
                  </DropdownMenuRadioItem>
                ))}
                <DropdownMenuRadioItem value={NO_WORKSPACE}>{t('workspaces.switcher.none')}</DropdownMenuRadioItem>
              </DropdownMenuRadioGroup>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => setCreating(true)}>
                <Plus aria-hidden="true" />
                {t('workspaces.switcher.create')}
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <Link to={paths.workspaces} onClick={() => isMobile && setOpenMobile(false)}>
                  <Settings2 aria-hidden="true" />
                  {t('workspaces.switcher.manage')}
                </Link>
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </SidebarMenuItem>
      </SidebarMenu>
      <LazyWorkspaceFormDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(created) => select(created, { silent: true })}
      />
    </>
  );
}
