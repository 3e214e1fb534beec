/** Every route and server URL the web app links to, in one place (spec §2). */
export const paths = {
  home: '/',
  landing: '/landing',
  auth: '/auth',
  authRecovery: '/auth?type=recovery',
  install: '/install',
  installPwa: '/install-pwa',
  pricing: '/pricing',
  blog: '/blog',
  blogPost: '/blog/:slug',
  cases: '/cases',
  knowledge: '/knowledge',
  knowledgeArticle: '/knowledge/:slug',
  documentation: '/documentation',
  app: '/app',
  boards: '/boards',
  board: '/board/:id',
  card: '/board/:id/card/:cardId',
  archived: '/archived',
  workspaces: '/workspaces',
  notifications: '/notifications',
  admin: '/admin',
  systemHealth: '/system-health',
  monitoring: '/monitoring',
  reports: '/reports',
  dashboard: '/dashboard',
  analytics: '/analytics',
  aiInsights: '/ai-insights',
  aiAssist: '/ai-assist',
  aiSettings: '/ai-settings',
  billing: '/billing',
  subscriptions: '/subscriptions',
  performance: '/performance',
  timeReports: '/time-reports',
  docs: '/docs',
  doc: '/docs/:id',
  globalHub: '/global-hub',
  gamification: '/gamification',
  marketplace: '/marketplace',
  marketplaceTemplate: '/marketplace/:id',
  marketplaceModeration: '/marketplace/moderation',
  storePremium: '/marketplace-new',
  monetization: '/monetization',
  globalAnalytics: '/global-analytics',
  integrations: '/integrations',
  import: '/import',
  backup: '/backup',
  userProfile: '/user-profile',
  profile: '/profile',
  profileSecurity: '/profile/security',
  settings: '/settings',
  apiDocs: '/api/docs',
  apiMetrics: '/api/metrics',
} as const;

/** The guide article on API keys (`content/docs/<lang>/12-chaves-de-api.md`). */
export const API_KEYS_GUIDE_SLUG = 'chaves-de-api';
/** The guide articles on webhooks and chat (`content/docs/<lang>/12-webhooks.md`, `12-chat.md`). */
export const WEBHOOKS_GUIDE_SLUG = 'webhooks';
export const CHAT_GUIDE_SLUG = 'chat';

/** The guide article on GitHub (`content/docs/<lang>/12-github.md`). */
export const GITHUB_GUIDE_SLUG = 'github';

/**
 * The guide articles on the reports (`content/docs/<lang>/08-relatorios-e-metricas-de-fluxo.md`,
 * `08-dashboard-analytics-e-performance.md`).
 */
export const REPORTS_GUIDE_SLUG = 'relatorios-e-metricas-de-fluxo';
export const ANALYTICS_GUIDE_SLUG = 'dashboard-analytics-e-performance';

/** The guide article on AI settings and Smart Assist (`content/docs/<lang>/15-inteligencia-artificial.md`). */
export const AI_GUIDE_SLUG = 'inteligencia-artificial';

/** The guide article on the Ranking and the Global Hub (`content/docs/<lang>/16-ranking-e-global-hub.md`). */
export const GAMIFICATION_GUIDE_SLUG = 'ranking-e-global-hub';
export const GLOBAL_HUB_GUIDE_SLUG = GAMIFICATION_GUIDE_SLUG;

/** The guide article on plans and billing (`content/docs/<lang>/18-planos-e-cobranca.md`). */
export const BILLING_GUIDE_SLUG = 'planos-e-cobranca';

/** The guide article on time tracking (`content/docs/<lang>/08-controle-de-tempo.md`). */
export const TIME_GUIDE_SLUG = 'controle-de-tempo';
/** The guide article on automations (`content/docs/<lang>/08-automacoes.md`). */
export const AUTOMATIONS_GUIDE_SLUG = 'automacoes';
/** The guide article on import, export and backup (`content/docs/<lang>/09-importar-exportar-e-backup.md`). */
export const PORTABILITY_GUIDE_SLUG = 'importar-exportar-e-backup';

/** The guide article on the template marketplace (`content/docs/<lang>/17-marketplace-de-templates.md`). */
export const MARKETPLACE_GUIDE_SLUG = 'marketplace-de-templates';

export function marketplaceTemplatePath(id: string): string {
  return `/marketplace/${encodeURIComponent(id)}`;
}

/** The guide article on documents (`content/docs/<lang>/19-documentos.md`). */
export const DOCS_GUIDE_SLUG = 'documentos';

export function docPath(id: string): string {
  return `/docs/${encodeURIComponent(id)}`;
}

export function boardPath(id: string): string {
  return `/board/${encodeURIComponent(id)}`;
}

/** The board's automations panel (issue 20), over the board like the card dialog. */
export function boardAutomationsPath(id: string): string {
  return `${boardPath(id)}/automations`;
}

export function blogPostPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

export function knowledgeArticlePath(slug: string): string {
  return `/knowledge/${encodeURIComponent(slug)}`;
}

export function cardPath(boardId: string, cardId: string): string {
  return `${boardPath(boardId)}/card/${encodeURIComponent(cardId)}`;
}

/** Spec §2 public routes (no shell): the pages that never need the signed-in user's cached data first. */
const publicPaths = new Set([
  '/',
  '/landing',
  '/auth',
  '/pricing',
  '/blog',
  '/cases',
  '/knowledge',
  '/documentation',
  '/install',
  '/install-pwa',
]);

export function isPublicPath(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return publicPaths.has(clean) || clean.startsWith('/blog/') || clean.startsWith('/knowledge/');
}
