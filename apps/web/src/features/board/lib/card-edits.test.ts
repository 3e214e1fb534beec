import { describe, expect, it } from 'vitest';
import { checkDate, checkEstimate, checkTitle, checkValue } from '@/features/board/lib/card-edits';
import { cardFixture } from '@/test/card-fixtures';

const card = cardFixture({
  title: 'Atual',
  valueBrl: '10.00',
  estimateMinutes: 60,
  startDate: '2026-11-02T03:00:00.000Z',
  dueDate: '2026-11-05T02:59:59.999Z',
});

describe('table cell edits, by the shared rules', () => {
  it('refuses an empty or too long title with the spec’s messages, and trims', () => {
    expect(checkTitle(card, '   ')).toEqual({ error: 'validation.titleRequired' });
    expect(checkTitle(card, 'x'.repeat(101))).toEqual({ error: 'validation.titleTooLong' });
    expect(checkTitle(card, '  Novo ')).toEqual({ edit: { title: 'Novo' } });
    expect(checkTitle(card, 'Atual')).toEqual({ edit: null });
  });

  it('reads money the Brazilian way and refuses what is not money', () => {
    expect(checkValue(card, 'R$ 1.234,5')).toEqual({ edit: { valueBrl: '1234.50' } });
    expect(checkValue(card, '')).toEqual({ edit: { valueBrl: null } });
    expect(checkValue(card, '10,00')).toEqual({ edit: null });
    expect(checkValue(card, 'dez reais')).toEqual({ error: 'validation.valueInvalid' });
  });

  it('reads estimates as durations up to 999 hours', () => {
    expect(checkEstimate(card, '2h30')).toEqual({ edit: { estimateMinutes: 150 } });
    expect(checkEstimate(card, '1000h')).toEqual({ error: 'validation.estimateInvalid' });
    expect(checkEstimate(card, '')).toEqual({ edit: { estimateMinutes: null } });
  });

  it('keeps the due date on or after the start', () => {
    expect(checkDate(card, 'dueDate', '2026-11-01T02:59:59.999Z')).toEqual({ error: 'validation.dueBeforeStart' });
    expect(checkDate(card, 'startDate', '2026-11-06T03:00:00.000Z')).toEqual({ error: 'validation.dueBeforeStart' });
    expect(checkDate(card, 'dueDate', null)).toEqual({ edit: { dueDate: null } });
  });
});
