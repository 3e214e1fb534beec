import { describe, expect, it } from 'vitest';
import {
  parseRangeChoice,
  resolveRange,
  todayIn,
  validCustomRange,
  writeRangeChoice,
} from '@/features/analytics/charts/range';

const params = (search: string) => new URLSearchParams(search);

describe('report date ranges in the address', () => {
  it('reads a preset, and falls back to the default for anything else', () => {
    expect(parseRangeChoice(params('range=90'), 60)).toEqual({ kind: 'preset', days: 90 });
    expect(parseRangeChoice(params('range=45'), 60)).toEqual({ kind: 'preset', days: 60 });
    expect(parseRangeChoice(params(''), 30)).toEqual({ kind: 'preset', days: 30 });
  });

  it('reads a custom range only when both ends are real days in order', () => {
    expect(parseRangeChoice(params('from=2026-01-01&to=2026-01-31'), 60)).toEqual({
      kind: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(validCustomRange('2026-02-30', '2026-03-01')).toBeNull();
    expect(validCustomRange('2026-03-02', '2026-03-01')).toBeNull();
    expect(validCustomRange('2026-03-01', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    // The API refuses more than two years.
    expect(validCustomRange('2020-01-01', '2026-01-01')).toBeNull();
  });

  it('writes the choice, leaving the default preset out and other parameters alone', () => {
    expect(writeRangeChoice(params('workspace=w1&range=90'), { kind: 'preset', days: 60 }, 60).toString()).toBe(
      'workspace=w1',
    );
    expect(writeRangeChoice(params('workspace=w1'), { kind: 'preset', days: 30 }, 60).toString()).toBe(
      'workspace=w1&range=30',
    );
    expect(
      writeRangeChoice(params('range=30'), { kind: 'custom', from: '2026-01-01', to: '2026-01-31' }, 60).toString(),
    ).toBe('from=2026-01-01&to=2026-01-31');
  });

  it('counts a preset of N days back from today, both ends included', () => {
    expect(resolveRange({ kind: 'preset', days: 30 }, '2026-03-31')).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(resolveRange({ kind: 'custom', from: '2026-01-01', to: '2026-01-02' }, '2026-03-31')).toEqual({
      from: '2026-01-01',
      to: '2026-01-02',
    });
  });

  it('takes today in the given zone (02:30 UTC is still yesterday in São Paulo)', () => {
    const now = new Date('2026-05-10T02:30:00Z');
    expect(todayIn('America/Sao_Paulo', now)).toBe('2026-05-09');
    expect(todayIn('UTC', now)).toBe('2026-05-10');
  });
});
