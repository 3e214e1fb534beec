import {
  Activity,
  Archive,
  Bell,
  BrainCircuit,
  Building2,
  ChartColumn,
  CreditCard,
  DatabaseBackup,
  FileText,
  Gauge,
  Gem,
  Globe,
  HeartPulse,
  House,
  Import,
  LayoutDashboard,
  LayoutGrid,
  Plug,
  Settings,
  Shield,
  SlidersHorizontal,
  Sparkles,
  Store,
  Timer,
  Trophy,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

export type NavItem = {
  to: string;
  labelKey:
    | 'shell.nav.home'
    | 'shell.nav.dashboard'
    | 'shell.nav.performance'
    | 'shell.nav.timeReports'
    | 'shell.nav.admin'
    | 'shell.nav.systemHealth'
    | 'shell.nav.monitoring'
    | 'shell.nav.integrations'
    | 'shell.nav.userProfile'
    | 'shell.nav.profile'
    | 'shell.nav.workspaces'
    | 'shell.nav.archived'
    | 'shell.nav.reports'
    | 'portability.nav.import'
    | 'portability.nav.backup'
    | 'billing.nav.billing'
    | 'ai.nav.assist'
    | 'ai.nav.settings'
    | 'docs.nav.docs'
    | 'globalHub.nav.label'
    | 'gamification.nav.label'
    | 'marketplace.nav.marketplace'
    | 'marketplace.nav.store';
  icon: LucideIcon;
  /** Other paths on which the item shows as current. */
  alsoActiveOn?: readonly string[];
  adminOnly?: boolean;
};

export type NavGroup = {
  labelKey: 'shell.groups.main' | 'shell.groups.data' | 'shell.groups.settings' | 'shell.groups.account';
  items: NavItem[];
};

/**
 * Spec §2 sidebar groups. Items are listed only for pages that exist; a group
 * without visible items is not shown.
 */
export const sidebarGroups: NavGroup[] = [
  {
    labelKey: 'shell.groups.main',
    items: [
      { to: paths.boards, labelKey: 'shell.nav.home', icon: House, alsoActiveOn: [paths.home, paths.app] },
      { to: paths.dashboard, labelKey: 'shell.nav.dashboard', icon: LayoutDashboard },
      { to: paths.performance, labelKey: 'shell.nav.performance', icon: Gauge },
      { to: paths.timeReports, labelKey: 'shell.nav.timeReports', icon: Timer },
      { to: paths.aiAssist, labelKey: 'ai.nav.assist', icon: Sparkles },
      { to: paths.globalHub, labelKey: 'globalHub.nav.label', icon: Globe },
      { to: paths.gamification, labelKey: 'gamification.nav.label', icon: Trophy },
    ],
  },
  {
    labelKey: 'shell.groups.data',
    items: [
      { to: paths.docs, labelKey: 'docs.nav.docs', icon: FileText },
      {
        to: paths.marketplace,
        labelKey: 'marketplace.nav.marketplace',
        icon: Store,
        alsoActiveOn: [paths.monetization, paths.marketplaceModeration],
      },
      { to: paths.storePremium, labelKey: 'marketplace.nav.store', icon: Gem },
      { to: paths.reports, labelKey: 'shell.nav.reports', icon: ChartColumn },
      { to: paths.backup, labelKey: 'portability.nav.backup', icon: DatabaseBackup },
      { to: paths.archived, labelKey: 'shell.nav.archived', icon: Archive },
    ],
  },
  {
    labelKey: 'shell.groups.settings',
    items: [
      { to: paths.monitoring, labelKey: 'shell.nav.monitoring', icon: Activity },
      { to: paths.integrations, labelKey: 'shell.nav.integrations', icon: Plug },
      { to: paths.import, labelKey: 'portability.nav.import', icon: Import },
      { to: paths.billing, labelKey: 'billing.nav.billing', icon: CreditCard },
      { to: paths.aiSettings, labelKey: 'ai.nav.settings', icon: BrainCircuit },
    ],
  },
  {
    labelKey: 'shell.groups.account',
    items: [
      { to: paths.userProfile, labelKey: 'shell.nav.userProfile', icon: UserRound },
      { to: paths.workspaces, labelKey: 'shell.nav.workspaces', icon: Building2 },
      {
        to: paths.profile,
        labelKey: 'shell.nav.profile',
        icon: Settings,
        alsoActiveOn: [paths.profileSecurity, paths.settings],
      },
      { to: paths.admin, labelKey: 'shell.nav.admin', icon: Shield, adminOnly: true },
      { to: paths.systemHealth, labelKey: 'shell.nav.systemHealth', icon: HeartPulse, adminOnly: true },
    ],
  },
];

export type BottomNavItem = {
  to: string;
  labelKey:
    | 'shell.bottom.home'
    | 'shell.bottom.boards'
    | 'shell.bottom.notifications'
    | 'shell.bottom.profile'
    | 'shell.bottom.settings';
  icon: LucideIcon;
};

/** Spec §2 mobile bottom bar, limited to routes that exist. */
export const bottomNavItems: BottomNavItem[] = [
  { to: paths.home, labelKey: 'shell.bottom.home', icon: House },
  { to: paths.boards, labelKey: 'shell.bottom.boards', icon: LayoutGrid },
  { to: paths.notifications, labelKey: 'shell.bottom.notifications', icon: Bell },
  { to: paths.profile, labelKey: 'shell.bottom.profile', icon: UserRound },
  { to: paths.settings, labelKey: 'shell.bottom.settings', icon: SlidersHorizontal },
];
