import { describe, expect, it } from 'vitest';
import { HEALTH_THRESHOLDS, statusAbove, statusBelow, statusLevel, worstStatus } from './health.ts';

describe('health thresholds', () => {
  it('judges a figure that is bad when high strictly above each limit', () => {
    const limits = HEALTH_THRESHOLDS.dbLatencyMs;
    expect(statusAbove(50, limits)).toBe('ok');
    expect(statusAbove(50.1, limits)).toBe('warn');
    expect(statusAbove(250, limits)).toBe('warn');
    expect(statusAbove(251, limits)).toBe('critical');
  });

  it('warns on the first failed job and never goes critical without a critical limit', () => {
    expect(statusAbove(0, HEALTH_THRESHOLDS.failedJobs)).toBe('ok');
    expect(statusAbove(1, HEALTH_THRESHOLDS.failedJobs)).toBe('warn');
    expect(statusAbove(0.99, HEALTH_THRESHOLDS.http4xxRate)).toBe('warn');
  });

  it('judges free disk space, bad when low', () => {
    const limits = HEALTH_THRESHOLDS.diskFreeRatio;
    expect(statusBelow(0.5, limits)).toBe('ok');
    expect(statusBelow(0.1, limits)).toBe('ok');
    expect(statusBelow(0.09, limits)).toBe('warn');
    expect(statusBelow(0.04, limits)).toBe('critical');
  });

  it('takes the worst status, ok for none, and numbers them for Prometheus', () => {
    expect(worstStatus([])).toBe('ok');
    expect(worstStatus(['ok', 'warn', 'ok'])).toBe('warn');
    expect(worstStatus(['warn', 'critical', 'ok'])).toBe('critical');
    expect(['ok', 'warn', 'critical'].map((s) => statusLevel(s as 'ok'))).toEqual([0, 1, 2]);
  });
});
