import type { WorkspaceAnalytics } from '@rbax/shared/analytics';
import { describe, expect, it } from 'vitest';
import {
  breakdownName,
  leadTimeRows,
  leadTimeTable,
  workspaceTotals,
} from '@/features/analytics/workspace/lib/workspace-tables';
import { i18n } from '@/lib/i18n';

const t = i18n.t.bind(i18n);
const none = { n: 0, p50: null, p70: null, p85: null, p95: null };
const weeks: WorkspaceAnalytics['weeks'] = [
  { week: '2026-04-20', created: 2, completed: 0, leadTime: none },
  { week: '2026-04-27', created: 1, completed: 3, leadTime: { n: 3, p50: 2, p70: 4, p85: 4, p95: 4 } },
  { week: '2026-05-04', created: 0, completed: 6, leadTime: { n: 6, p50: 1, p70: 2, p85: 5, p95: 5 } },
];

describe('workspace analytics tables', () => {
  it('leaves a gap (null), not a zero, in a week without finished cards', () => {
    expect(leadTimeRows(weeks)[0]).toEqual({ week: '2026-04-20', p50: null, p85: null });
  });

  it('marks percentiles of fewer than 5 cards as low confidence', () => {
    expect(leadTimeTable(weeks, t).rows).toEqual([
      ['2026-04-20', 0, null, null, ''],
      ['2026-04-27', 3, 2, 4, 'baixa confiança'],
      ['2026-05-04', 6, 1, 5, ''],
    ]);
  });

  it('names priorities and the rows without a label or assignee in the page language', () => {
    const row = { key: 'critical', name: 'critical', color: null, created: 1, completed: 0, wip: 1, leadTimeP85: null };
    expect(breakdownName('priority', row, t)).toBe('Crítica');
    expect(breakdownName('priority', { ...row, key: 'none' }, t)).toBe('Sem prioridade');
    expect(breakdownName('label', { ...row, key: 'none', name: '' }, t)).toBe('Sem etiqueta');
    expect(breakdownName('assignee', { ...row, key: 'u1', name: 'Ana' }, t)).toBe('Ana');
    expect(breakdownName('assignee', { ...row, key: 'unassigned', name: 'unassigned' }, t)).toBe('Sem responsável');
  });

  it("sums the boards' created, finished and WIP", () => {
    const board = { id: 'b', title: 'B', icon: 'x', color: '#000', leadTime: { ...none, n: 2 } };
    expect(
      workspaceTotals([
        { ...board, created: 3, completed: 2, wip: 1 },
        { ...board, created: 1, completed: 0, wip: 4 },
      ]),
    ).toEqual({ created: 4, completed: 2, wip: 5, finished: 4 });
  });
});
