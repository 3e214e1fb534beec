import { describe, expect, it } from 'vitest';
import { tableItems } from '@/features/board/lib/table-model';
import { cardFixture, columnFixture } from '@/test/card-fixtures';

const columns = [
  columnFixture({ id: 'c2', name: 'Depois', position: 'b0' }),
  columnFixture({ id: 'c1', name: 'Antes', position: 'a0' }),
];
const members = new Map([['u1', { id: 'u1', name: 'Ana', email: 'a@x', image: null, role: 'member' }]]);
const labels = [
  { id: 'l1', name: 'Bug', color: '#f00', boardId: 'b1' },
  { id: 'l2', name: 'API', color: '#00f', boardId: 'b1' },
];
const lookups = { columns, members, labels } as never;

describe('tableItems', () => {
  const a = cardFixture({ id: 'a', columnId: 'c2', assigneeId: 'u1', priority: 'low', labelIds: ['l1', 'l2'] });
  const b = cardFixture({ id: 'b', columnId: 'c1', assigneeId: null, priority: 'critical', labelIds: [] });

  it('lists the cards as they are sorted, without headers, when not grouped', () => {
    expect(tableItems([b, a], 'none', lookups, new Set()).map((item) => item.type)).toEqual(['card', 'card']);
  });

  it('groups by column left to right and by priority from Crítica, leaving empty groups out', () => {
    const byColumn = tableItems([a, b], 'column', lookups, new Set());
    expect(byColumn.map((item) => (item.type === 'group' ? `# ${item.group.label}` : item.card.id))).toEqual([
      '# Antes',
      'b',
      '# Depois',
      'a',
    ]);
    const byPriority = tableItems([a, b], 'priority', lookups, new Set());
    expect(
      byPriority.filter((item) => item.type === 'group').map((item) => item.type === 'group' && item.group.key),
    ).toEqual(['critical', 'low']);
  });

  it('puts a card with two labels in both label groups, and cards without one last', () => {
    const byLabel = tableItems([a, b], 'label', lookups, new Set());
    expect(byLabel.map((item) => (item.type === 'group' ? `# ${item.group.label ?? '—'}` : item.card.id))).toEqual([
      '# API',
      'a',
      '# Bug',
      'a',
      '# —',
      'b',
    ]);
  });

  it('keeps a collapsed group as its header alone, with its count', () => {
    const items = tableItems([a, b], 'assignee', lookups, new Set(['u1']));
    expect(items[0]).toMatchObject({ type: 'group', collapsed: true, group: { key: 'u1', count: 1 } });
    expect(items[1]).toMatchObject({ type: 'group', group: { key: '', label: null } });
  });

  it('groups 5,000 cards in well under a frame budget', () => {
    const many = Array.from({ length: 5_000 }, (_, i) =>
      cardFixture({ id: `k${i}`, columnId: i % 2 ? 'c1' : 'c2', labelIds: i % 3 ? ['l1'] : [] }),
    );
    const started = performance.now();
    expect(tableItems(many, 'label', lookups, new Set()).length).toBe(5_002);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
