import { describe, expect, it } from 'vitest';
import type { BoardExport } from '../portability/board-export.ts';
import { brlToCents, feeOf, toDescriptions } from './api.ts';
import { remapRule, snapshotToImportBoard, toTemplateSnapshot, type AutomationRuleParts } from './snapshot.ts';

const person = '0190a0a0-0000-7000-8000-000000000001';
const col1 = '0190a0a0-0000-7000-8000-0000000000c1';
const col2 = '0190a0a0-0000-7000-8000-0000000000c2';
const archivedCol = '0190a0a0-0000-7000-8000-0000000000c3';
const label = '0190a0a0-0000-7000-8000-0000000000a1';
const at = '2026-01-02T03:04:05.000Z';

const card = (id: string, columnId: string, extra: Partial<BoardExport['cards'][number]> = {}) => ({
  id,
  columnId,
  parentId: null,
  title: `Card ${id.slice(-2)}`,
  description: 'Texto',
  priority: 'high' as const,
  startDate: at,
  dueDate: at,
  valueBrl: '10.00',
  assigneeId: person,
  tags: ['x'],
  labelIds: [label],
  coverUrl: '/files/covers/a.webp',
  estimateMinutes: 30,
  position: `a${id.slice(-1)}`,
  archived: false,
  archivedAt: null,
  completedAt: at,
  version: 3,
  createdBy: person,
  createdAt: at,
  updatedAt: at,
  checklist: [{ id: 'i1', text: 'Passo', done: true, position: 'a0', createdAt: at }],
  comments: [
    {
      id: 'm1',
      authorId: person,
      body: 'segredo',
      edited: false,
      automationRuleName: null,
      createdAt: at,
      updatedAt: at,
    },
  ],
  attachments: [
    {
      id: 'f1',
      name: 'contrato.pdf',
      size: 1,
      mime: 'application/pdf',
      url: '/files/x',
      uploadedBy: person,
      createdAt: at,
    },
  ],
  timeEntries: [],
  ...extra,
});

const doc: BoardExport = {
  format: 'rbax-flow/board',
  version: 1,
  exportedAt: at,
  board: {
    id: 'b',
    title: 'Board',
    description: 'Sobre',
    icon: 'Zap',
    color: '#3b82f6',
    coverUrl: null,
    archived: false,
    template: null,
    ownerId: person,
    workspaceId: 'w',
    version: 1,
    createdAt: at,
    updatedAt: at,
  },
  people: [{ id: person, name: 'Ana', email: 'ana@example.com' }],
  columns: [
    {
      id: col2,
      name: 'Feito',
      position: 'a2',
      wipLimit: null,
      color: null,
      archived: false,
      archivedAt: null,
      createdAt: at,
    },
    {
      id: col1,
      name: 'A fazer',
      position: 'a1',
      wipLimit: 4,
      color: '#ef4444',
      archived: false,
      archivedAt: null,
      createdAt: at,
    },
    {
      id: archivedCol,
      name: 'Velha',
      position: 'a3',
      wipLimit: null,
      color: null,
      archived: true,
      archivedAt: at,
      createdAt: at,
    },
  ],
  labels: [{ id: label, name: 'Urgente', color: '#ef4444', onBoard: true }],
  cards: [
    card('0190a0a0-0000-7000-8000-0000000000d1', col1),
    card('0190a0a0-0000-7000-8000-0000000000d2', col1, { archived: true }),
    card('0190a0a0-0000-7000-8000-0000000000d3', archivedCol),
  ],
  events: [{ seq: 1, kind: 'card.created', entityId: null, actorId: person, data: {}, createdAt: at }],
};

const rules: AutomationRuleParts[] = [
  {
    name: 'Pessoal',
    description: '',
    enabled: true,
    trigger: { type: 'card.created' },
    conditions: {},
    actions: [{ type: 'assign_user', userId: person }],
    options: {},
    position: 0,
  },
  {
    name: 'Portável',
    description: '',
    enabled: true,
    trigger: { type: 'card.moved', toColumnId: col2 },
    conditions: {},
    actions: [{ type: 'add_labels', labelIds: [label] }],
    options: {},
    position: 1,
  },
];

describe('toTemplateSnapshot', () => {
  const { snapshot, summary } = toTemplateSnapshot(doc, rules);

  it('keeps no person, comment, attachment, date, time or history', () => {
    const text = JSON.stringify(snapshot);
    for (const secret of [person, 'segredo', 'contrato.pdf', at, 'ana@example.com', '/files/'])
      expect(text).not.toContain(secret);
  });

  it('keeps open columns in order with their workflow settings, labels and open cards with unticked checklists', () => {
    expect(snapshot.columns.map((c) => [c.name, c.wipLimit, c.color])).toEqual([
      ['A fazer', 4, '#ef4444'],
      ['Feito', null, null],
    ]);
    expect(snapshot.cards.map((c) => c.title)).toEqual(['Card d1']);
    expect(snapshot.cards[0]).toMatchObject({
      priority: 'high',
      estimateMinutes: 30,
      labelKeys: [label],
      checklist: [{ text: 'Passo' }],
    });
    expect(summary).toEqual({
      columns: 2,
      labels: 1,
      cards: 1,
      checklistItems: 1,
      automations: 1,
      automationsOmitted: 1,
    });
  });

  it('leaves out what `include` turns off', () => {
    const bare = toTemplateSnapshot(doc, rules, { labels: false, cards: false, automations: false, settings: false });
    expect(bare.summary).toMatchObject({ columns: 2, labels: 0, cards: 0, automations: 0 });
    expect(bare.snapshot.columns[0]).toMatchObject({ wipLimit: null, color: null });
    expect(bare.snapshot.icon).toBeNull();
  });

  it('becomes an import of a new board with unassigned, undated cards, and remaps rules to new ids', () => {
    const board = snapshotToImportBoard(snapshot, 'Novo');
    expect(board.cards[0]).toMatchObject({ assigneeKey: null, dueDate: null, comments: [], history: [] });
    expect(board.cards[0]!.checklist).toEqual([{ text: 'Passo', done: false }]);
    const moved = remapRule(
      snapshot.automations[0]!,
      new Map([
        [col2, 'NEW-COL'],
        [label, 'NEW-LABEL'],
      ]),
    );
    expect(moved.trigger).toEqual({ type: 'card.moved', toColumnId: 'NEW-COL' });
    expect(moved.actions).toEqual([{ type: 'add_labels', labelIds: ['NEW-LABEL'] }]);
  });
});

describe('money and descriptions', () => {
  it('reads BRL prices with a comma or a dot and takes a 15% fee rounded to the centavo', () => {
    expect(brlToCents('49,90')).toBe(4990);
    expect(brlToCents('10.5')).toBe(1050);
    expect(brlToCents('1.234,00')).toBeNull();
    expect(feeOf(4990)).toBe(749);
  });

  it('files a plain description under the request language and drops empty languages', () => {
    expect(toDescriptions('Olá', 'pt-BR')).toEqual({ 'pt-BR': 'Olá' });
    expect(toDescriptions({ 'pt-BR': 'Olá', 'en-US': ' ' }, 'en-US')).toEqual({ 'pt-BR': 'Olá' });
  });
});
