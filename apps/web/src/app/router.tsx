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
  const [module] = await Promise.all([import('@/app/routes/install'), loadAppTranslations(), loadSiteTranslations()]);
  return module;
}

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
            lazy: () => import('@/app/routes/board'),
            children: [
              { path: 'card/:cardId', lazy: () => import('@/app/routes/card') },
              { path: 'automations', lazy: () => import('@/app/routes/board-automations') },
            ],
          },
          { path: paths.archived, lazy: () => import('@/app/routes/archived') },
          { path: paths.workspaces, lazy: () => import('@/app/routes/workspaces') },
          { path: paths.notifications, lazy: () => import('@/app/routes/notifications') },
          { path: paths.monitoring, lazy: () => import('@/app/routes/monitoring') },
          { path: paths.reports, lazy: () => import('@/app/routes/reports') },
          { path: paths.dashboard, lazy: () => import('@/app/routes/dashboard') },
          { path: paths.analytics, lazy: () => import('@/app/routes/analytics') },
          { path: paths.aiInsights, lazy: () => import('@/app/routes/ai-insights') },
          { path: paths.aiAssist, lazy: () => import('@/app/routes/ai-assist') },
          { path: paths.aiSettings, lazy: () => import('@/app/routes/ai-settings') },
          { path: paths.performance, lazy: () => import('@/app/routes/performance') },
          { path: paths.timeReports, lazy: () => import('@/app/routes/time-reports') },
          { path: paths.integrations, lazy: () => import('@/app/routes/integrations') },
          { path: paths.import, lazy: () => import('@/app/routes/import') },
          { path: paths.backup, lazy: () => import('@/app/routes/backup') },
          { path: paths.userProfile, lazy: () => import('@/app/routes/user-profile') },
          { path: paths.profile, lazy: () => import('@/app/routes/profile') },
          { path: paths.profileSecurity, lazy: () => import('@/app/routes/profile-security') },
          { path: paths.settings, lazy: () => import('@/app/routes/settings') },
          {
            lazy: () => import('@/app/routes/admin-layout'),
            children: [
              { path: paths.admin, lazy: () => import('@/app/routes/admin') },
              { path: paths.systemHealth, lazy: () => import('@/app/routes/system-health') },
              { path: paths.globalAnalytics, lazy: () => import('@/app/routes/global-analytics') },
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
