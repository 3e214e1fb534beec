import type { BoardColumn } from '@rbax/shared/boards';
import type { Card } from '@rbax/shared/cards';
import type { BoardDetailData } from '@/features/board/api/get-board-detail';
import { boardFixture } from '@/test/fixtures';

export function cardFixture(overrides: Partial<Card> = {}): Card {
  return {
    id: 'c1',
    boardId: 'b1',
    columnId: 'col1',
    parentId: null,
    title: 'Escrever release notes',
    description: null,
    priority: null,
    startDate: null,
    dueDate: null,
    valueBrl: null,
    assigneeId: null,
    tags: [],
    labelIds: [],
    coverUrl: null,
    estimateMinutes: null,
    timeSpentSeconds: 0,
    position: 'a0',
    archived: false,
    completedAt: null,
    version: 1,
    createdBy: 'u1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    counts: { comments: 0, attachments: 0, checklistDone: 0, checklistTotal: 0 },
    ...overrides,
  };
}

export function columnFixture(overrides: Partial<BoardColumn> = {}): BoardColumn {
  return { id: 'col1', name: 'A Fazer', position: 'a0', wipLimit: null, color: null, ...overrides };
}

export function boardDetailFixture(overrides: Partial<BoardDetailData> = {}): BoardDetailData {
  return {
    board: boardFixture(),
    columns: [columnFixture(), columnFixture({ id: 'col2', name: 'Concluído', position: 'a1' })],
    cards: [],
    labels: [],
    members: [{ id: 'u1', name: 'Ana Souza', email: 'ana@example.com', image: null, role: 'owner' }],
    dependencies: [],
    ...overrides,
  };
}
