import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootHydrateFallback, RootLayout, RouteErrorBoundary } from '@/app/routes/root-layout';
import { paths } from '@/config/paths';
import { loadAppTranslations, loadSiteTranslations } from '@/lib/i18n';

/** The shell's route module and the signed-in pages' strings load together. */
async function loadAppLayout() {
  const [module] = await Promise.all([import('@/app/routes/app-layout'), loadAppTranslations()]);
  return module;
}

/** The install page's strings live with the signed-in pages' (keeps them out of the landing's first bundle). */
async function loadInstallPage() {
  // …and its footer (the landing's) needs the site's strings.
  const [module] = await Promise.all([
    import('@/app/routes/install'),
    loadAppTranslations(['install']),
    loadSiteTranslations(),
  ]);
  return module;
}

type AppFeatureStrings = Parameters<typeof loadAppTranslations>[0];

/**
 * A signed-in page and the features' strings it shows load together (issue 25: the shell loads
 * only its own strings). A key of a feature not named here still loads, on first use.
 */
function appPage<T>(load: () => Promise<T>, strings: AppFeatureStrings): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), loadAppTranslations(strings)]);
    return module;
  };
}

/** The board page, its card dialog and its panels (flow, automations, assist, export). */
const boardStrings: AppFeatureStrings = [
  'boards',
  'notifications',
  'boardView',
  'cards',
  'time',
  'ai',
  'automations',
  'boardFlow',
  'portability',
  'analytics',
  'marketplace',
  'docs',
];

/** A public site page and the site's strings load together. */
function sitePage<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), loadSiteTranslations()]);
    return module;
  };
}

/**
 * Spec §2 route table. Only routes whose page exists are registered; every
 * page is lazy so the landing never downloads the signed-in shell.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: RootHydrateFallback,
    children: [
      { path: paths.home, lazy: sitePage(() => import('@/app/routes/landing')) },
      { path: paths.landing, lazy: sitePage(() => import('@/app/routes/landing')) },
      { path: paths.pricing, lazy: sitePage(() => import('@/app/routes/pricing')) },
      { path: paths.blog, lazy: sitePage(() => import('@/app/routes/blog')) },
      { path: paths.blogPost, lazy: sitePage(() => import('@/app/routes/blog-post')) },
      { path: paths.cases, lazy: sitePage(() => import('@/app/routes/cases')) },
      { path: paths.knowledge, lazy: sitePage(() => import('@/app/routes/knowledge')) },
      { path: paths.knowledgeArticle, lazy: sitePage(() => import('@/app/routes/knowledge-article')) },
      { path: paths.documentation, lazy: sitePage(() => import('@/app/routes/knowledge')) },
      { path: paths.auth, lazy: () => import('@/app/routes/auth') },
      { path: paths.install, lazy: loadInstallPage },
      { path: paths.installPwa, lazy: loadInstallPage },
      {
        // Signed-in guard + application shell.
        lazy: loadAppLayout,
        children: [
          { path: paths.boards, lazy: () => import('@/app/routes/boards') },
          { path: paths.app, lazy: () => import('@/app/routes/boards') },
          {
            path: paths.board,
            lazy: appPage(() => import('@/app/routes/board'), boardStrings),
            children: [
              { path: 'card/:cardId', lazy: appPage(() => import('@/app/routes/card'), boardStrings) },
              {
                path: 'automations',
                lazy: appPage(() => import('@/app/routes/board-automations'), ['automations', 'cards']),
              },
            ],
          },
          { path: paths.archived, lazy: appPage(() => import('@/app/routes/archived'), ['boards']) },
          { path: paths.workspaces, lazy: appPage(() => import('@/app/routes/workspaces'), ['workspaces']) },
          { path: paths.notifications, lazy: appPage(() => import('@/app/routes/notifications'), ['notifications']) },
          { path: paths.monitoring, lazy: appPage(() => import('@/app/routes/monitoring'), ['monitoring']) },
          {
            path: paths.reports,
            lazy: appPage(() => import('@/app/routes/reports'), ['reports', 'analytics', 'boardFlow', 'cards']),
          },
          {
            path: paths.dashboard,
            lazy: appPage(() => import('@/app/routes/dashboard'), ['dashboard', 'analytics', 'cards']),
          },
          {
            path: paths.analytics,
            lazy: appPage(() => import('@/app/routes/analytics'), ['analytics', 'boardFlow', 'cards']),
          },
          {
            path: paths.aiInsights,
            lazy: appPage(() => import('@/app/routes/ai-insights'), ['aiInsights', 'ai', 'analytics', 'cards']),
          },
          { path: paths.aiAssist, lazy: appPage(() => import('@/app/routes/ai-assist'), ['ai', 'cards']) },
          { path: paths.aiSettings, lazy: appPage(() => import('@/app/routes/ai-settings'), ['ai']) },
          { path: paths.billing, lazy: appPage(() => import('@/app/routes/billing'), ['billing']) },
          {
            path: paths.subscriptions,
            lazy: appPage(() => import('@/app/routes/subscriptions'), ['billing']),
          },
          {
            path: paths.performance,
            lazy: appPage(() => import('@/app/routes/performance'), ['performance', 'analytics']),
          },
          { path: paths.timeReports, lazy: appPage(() => import('@/app/routes/time-reports'), ['time']) },
          { path: paths.docs, lazy: appPage(() => import('@/app/routes/docs'), ['docs']) },
          { path: paths.doc, lazy: appPage(() => import('@/app/routes/docs'), ['docs']) },
          {
            path: paths.globalHub,
            lazy: appPage(() => import('@/app/routes/global-hub'), ['globalHub', 'dashboard', 'monitoring']),
          },
          {
            path: paths.gamification,
            lazy: appPage(() => import('@/app/routes/gamification'), ['gamification', 'analytics']),
          },
          { path: paths.marketplace, lazy: appPage(() => import('@/app/routes/marketplace'), ['marketplace']) },
          {
            path: paths.marketplaceTemplate,
            lazy: appPage(() => import('@/app/routes/marketplace-template'), ['marketplace']),
          },
          { path: paths.storePremium, lazy: appPage(() => import('@/app/routes/store-premium'), ['marketplace']) },
          { path: paths.monetization, lazy: appPage(() => import('@/app/routes/monetization'), ['marketplace']) },
          { path: paths.integrations, lazy: appPage(() => import('@/app/routes/integrations'), ['integrations']) },
          { path: paths.import, lazy: appPage(() => import('@/app/routes/import'), ['portability']) },
          { path: paths.backup, lazy: appPage(() => import('@/app/routes/backup'), ['portability']) },
          { path: paths.userProfile, lazy: appPage(() => import('@/app/routes/user-profile'), ['profile', 'account']) },
          { path: paths.profile, lazy: appPage(() => import('@/app/routes/profile'), ['account', 'profile']) },
          { path: paths.profileSecurity, lazy: appPage(() => import('@/app/routes/profile-security'), ['account']) },
          {
            path: paths.settings,
            lazy: appPage(() => import('@/app/routes/settings'), ['account', 'profile', 'boardView', 'notifications']),
          },
          {
            lazy: () => import('@/app/routes/admin-layout'),
            children: [
              {
                path: paths.admin,
                lazy: appPage(() => import('@/app/routes/admin'), ['admin', 'globalAnalytics', 'billing']),
              },
              {
                path: paths.systemHealth,
                lazy: appPage(() => import('@/app/routes/system-health'), ['systemHealth', 'admin']),
              },
              {
                path: paths.marketplaceModeration,
                lazy: appPage(() => import('@/app/routes/marketplace-moderation'), ['marketplace']),
              },
              {
                path: paths.globalAnalytics,
                lazy: appPage(() => import('@/app/routes/global-analytics'), ['globalAnalytics', 'analytics', 'admin']),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('@/app/routes/not-found') },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
