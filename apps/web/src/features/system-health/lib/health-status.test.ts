import { healthStatuses } from '@rbax/shared/health';
import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatMs,
  formatPercent,
  statusPresentation,
} from '@/features/system-health/lib/health-status';
import { i18n } from '@/lib/i18n';

describe('health status presentation', () => {
  it('gives each status its own icon, word and colour — never colour alone', () => {
    const shown = healthStatuses.map(statusPresentation);
    expect(new Set(shown.map((p) => p.icon)).size).toBe(3);
    expect(new Set(shown.map((p) => p.tone)).size).toBe(3);
    expect(shown.map((p) => i18n.t(p.labelKey))).toEqual(['Saudável', 'Atenção', 'Crítico']);
    expect(statusPresentation('ok').tone).toMatch(/emerald/);
    expect(statusPresentation('warn').tone).toMatch(/amber/);
    expect(statusPresentation('critical').tone).toMatch(/red/);
  });

  it('writes durations with their two largest units', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(59.9)).toBe('59 s');
    expect(formatDuration(250)).toBe('4 min 10 s');
    expect(formatDuration(2 * 3600 + 5 * 60 + 7)).toBe('2 h 5 min');
    expect(formatDuration(3 * 86_400 + 4 * 3600 + 59)).toBe('3 d 4 h');
  });

  it('formats milliseconds and shares in the language of the page', () => {
    expect(formatMs(null, 'pt-BR')).toBe('—');
    expect(formatMs(0.1234, 'pt-BR')).toBe('0,12 ms');
    expect(formatMs(42.37, 'pt-BR')).toBe('42,4 ms');
    expect(formatMs(1234.5, 'en-US')).toBe('1,235 ms');
    expect(formatPercent(0.125, 'pt-BR')).toBe('12,5%');
    expect(formatPercent(0.0123, 'en-US')).toBe('1.23%');
  });
});
