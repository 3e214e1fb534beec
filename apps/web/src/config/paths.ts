/** Every route and server URL the web app links to, in one place (spec §2). */
export const paths = {
  home: '/',
  landing: '/landing',
  auth: '/auth',
  authRecovery: '/auth?type=recovery',
  app: '/app',
  boards: '/boards',
  archived: '/archived',
  workspaces: '/workspaces',
  admin: '/admin',
  apiDocs: '/api/docs',
  apiMetrics: '/api/metrics',
} as const;
