/** Every route and server URL the web app links to, in one place (spec §2). */
export const paths = {
  home: '/',
  landing: '/landing',
  auth: '/auth',
  authRecovery: '/auth?type=recovery',
  app: '/app',
  boards: '/boards',
  board: '/board/:id',
  card: '/board/:id/card/:cardId',
  archived: '/archived',
  workspaces: '/workspaces',
  admin: '/admin',
  apiDocs: '/api/docs',
  apiMetrics: '/api/metrics',
} as const;

export function boardPath(id: string): string {
  return `/board/${encodeURIComponent(id)}`;
}

export function cardPath(boardId: string, cardId: string): string {
  return `${boardPath(boardId)}/card/${encodeURIComponent(cardId)}`;
}
