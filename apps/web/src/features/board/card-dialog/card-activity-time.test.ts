import type { BoardEvent } from '@rbax/shared/event-log';
import { afterEach, describe, expect, it } from 'vitest';
import { describeEvent } from '@/features/board/card-dialog/card-activity';
import { i18n, loadAllAppTranslations } from '@/lib/i18n';

function event(kind: string, data: Record<string, unknown>): BoardEvent {
  return {
    id: 'e1',
    seq: 1,
    boardId: 'b1',
    workspaceId: null,
    kind,
    entityId: 'c1',
    actor: { id: 'u1', name: 'Maria', image: null },
    data,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

const sentence = (kind: string, data: Record<string, unknown>) => describeEvent(event(kind, data), [], i18n.t);

describe('the card history’s sentences for time (issue 21)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('pt-BR');
  });

  it('tells each time event in pt-BR', () => {
    expect(sentence('time.logged', { source: 'manual', durationSeconds: 5400 })).toBe('Maria registrou 1 h 30 min');
    expect(sentence('time.logged', { source: 'pomodoro', durationSeconds: 1500 })).toBe(
      'Maria registrou 25 min de foco',
    );
    expect(sentence('time.started', { timerId: 't1' })).toBe('Maria iniciou o cronômetro');
    expect(sentence('time.stopped', { reason: 'stopped', durationSeconds: 600 })).toBe(
      'Maria parou o cronômetro: 10 min registrados',
    );
    expect(sentence('time.stopped', { reason: 'switched', durationSeconds: 0 })).toBe('Maria parou o cronômetro');
    expect(sentence('time.stopped', { reason: 'discarded', durationSeconds: 0 })).toBe('Maria descartou o cronômetro');
    expect(sentence('time.updated', { changes: {} })).toBe('Maria alterou um registro de tempo');
    expect(sentence('time.deleted', { durationSeconds: 3600 })).toBe('Maria excluiu um registro de tempo (1 h)');
  });

  it('tells them in English and Spanish too', async () => {
    await i18n.changeLanguage('en-US');
    await loadAllAppTranslations();
    expect(sentence('time.stopped', { reason: 'stopped', durationSeconds: 600 })).toBe(
      'Maria stopped the timer: 10 min logged',
    );
    await i18n.changeLanguage('es-ES');
    await loadAllAppTranslations();
    expect(sentence('time.started', { timerId: 't1' })).toBe('Maria inició el cronómetro');
  });
});
