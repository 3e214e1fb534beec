import { APP_NAME, APP_VERSION_LABEL } from '@rbax/shared/app';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LogoMark } from '@/components/layout/logo';
import { sidebarGroups, type NavItem } from '@/components/layout/navigation';
import { Button } from '@/components/ui/button';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarSeparator,
  useSidebar,
} from '@/components/ui/sidebar';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { useAdminStatus } from '@/features/admin/api/get-admin-status';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { LanguageSelect } from '@/features/language/components/language-select';
import { WorkspaceSwitcher } from '@/features/workspaces/components/workspace-switcher';
import { ThemeControls } from '@/features/theme/components/theme-controls';
import { initials } from '@/lib/utils';

/** The entry's own page, the pages under it (`/docs/:id`, `/marketplace/:id`) and its aliases. */
function isActive(item: NavItem, pathname: string): boolean {
  return (
    pathname === item.to || pathname.startsWith(`${item.to}/`) || (item.alsoActiveOn?.includes(pathname) ?? false)
  );
}

export function AppSidebar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const adminStatus = useAdminStatus(user?.id);
  const signOut = useSignOut();
  const { isMobile, setOpenMobile } = useSidebar();

  const groups = sidebarGroups
    .map((group) => ({ ...group, items: group.items.filter((item) => !item.adminOnly || adminStatus === 'admin') }))
    .filter((group) => group.items.length > 0);

  const name = user?.name || user?.email || '';

  return (
    <Sidebar mobileTitle={t('shell.mobileMenuTitle')} mobileDescription={t('shell.mobileMenuDescription')} closeLabel={t('common.close')}>
      <SidebarHeader>
        <Link
          to={paths.boards}
          aria-label={t('common.homeLink')}
          onClick={() => isMobile && setOpenMobile(false)}
          className="flex items-center gap-2 rounded-md p-1 outline-none focus-visible:ring-2 focus-visible:ring-sidebar-ring"
        >
          <LogoMark />
          <span className="grid min-w-0 flex-1 leading-tight group-data-[collapsible=icon]:hidden">
            <span className="flex items-center gap-2">
              <span className="truncate font-semibold">{APP_NAME}</span>
              <span className="rounded bg-sidebar-accent px-1.5 py-0.5 text-[0.65rem] font-medium text-sidebar-accent-foreground">
                {APP_VERSION_LABEL}
              </span>
            </span>
            <span className="truncate text-xs text-sidebar-foreground/80">{t('shell.tagline')}</span>
          </span>
        </Link>
        <WorkspaceSwitcher />
        <div className="flex items-center gap-1 group-data-[collapsible=icon]:hidden">
          <LanguageSelect className="min-w-0 flex-1 [&>div]:w-full" />
          <ThemeControls />
        </div>
      </SidebarHeader>
      <SidebarSeparator />
      <SidebarContent>
        <nav aria-label={t('shell.mainNav')}>
          {groups.map((group) => (
            <SidebarGroup key={group.labelKey}>
              <SidebarGroupLabel>{t(group.labelKey)}</SidebarGroupLabel>
              <SidebarGroupContent>
                <SidebarMenu>
                  {group.items.map((item) => {
                    const active = isActive(item, pathname);
                    const label = t(item.labelKey);
                    return (
                      <SidebarMenuItem key={item.to}>
                        <SidebarMenuButton asChild isActive={active} tooltip={label}>
                          <Link
                            to={item.to}
                            aria-current={active ? 'page' : undefined}
                            onClick={() => isMobile && setOpenMobile(false)}
                          >
                            <item.icon aria-hidden="true" />
                            <span className="group-data-[collapsible=icon]:sr-only">{label}</span>
                          </Link>
                        </SidebarMenuButton>
                      </SidebarMenuItem>
                    );
                  })}
                </SidebarMenu>
              </SidebarGroupContent>
            </SidebarGroup>
          ))}
        </nav>
      </SidebarContent>
      <SidebarSeparator />
      <SidebarFooter>
        <div className="flex items-center gap-2 rounded-md p-1 group-data-[collapsible=icon]:flex-col group-data-[collapsible=icon]:p-0">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-sidebar-primary text-xs font-semibold text-sidebar-primary-foreground"
          >
            {initials(name)}
          </span>
          <span className="grid min-w-0 flex-1 text-sm leading-tight group-data-[collapsible=icon]:sr-only">
            <span className="truncate font-medium">{user?.name}</span>
            <span className="truncate text-xs text-sidebar-foreground/80">{user?.email}</span>
          </span>
          <Tooltip>
            <TooltipTrigger asChild>
              <Button variant="ghost" size="icon-sm" aria-label={t('shell.user.signOut')} onClick={() => void signOut()}>
                <LogOut aria-hidden="true" />
              </Button>
            </TooltipTrigger>
            <TooltipContent side="right">{t('shell.user.signOut')}</TooltipContent>
          </Tooltip>
        </div>
      </SidebarFooter>
    </Sidebar>
  );
}
