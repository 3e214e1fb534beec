import type { BoardSummary, TemplateSummary } from '@rbax/shared/boards';
import { boardTemplates } from '@rbax/shared/templates';
import type { Workspace } from '@rbax/shared/workspaces';

export const session = {
  session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
  user: { id: 'u1', name: 'Ana Souza', email: 'ana@example.com', image: null, role: 'user' },
};

export function workspaceFixture(overrides: Partial<Workspace> = {}): Workspace {
  return {
    id: 'w1',
    name: 'Marketing',
    slug: 'marketing',
    description: null,
    ownerId: 'u1',
    role: 'owner',
    memberCount: 1,
    boardCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function boardFixture(overrides: Partial<BoardSummary> = {}): BoardSummary {
  return {
    id: 'b1',
    title: 'Lançamento',
    description: null,
    icon: 'Rocket',
    color: '#3b82f6',
    coverUrl: null,
    workspaceId: 'w1',
    ownerId: 'u1',
    archived: false,
    archivedAt: null,
    template: null,
    labels: [],
    cardCount: 0,
    columnCount: 0,
    permissions: { canEdit: true, canManage: true },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/v1/templates as the server answers it in pt-BR. */
export const templatesPtBR: TemplateSummary[] = boardTemplates.map((template) => ({
  id: template.id,
  name: template.name['pt-BR'],
  description: template.description['pt-BR'],
  icon: template.icon,
  columns: template.columns.map((column) => column['pt-BR']),
}));
