import { describe, expect, it } from 'vitest';
import { formatBrl, parseCurrencyInput, sumBrl } from '@/features/board/lib/money';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('BRL amounts', () => {
  it('sums 2-decimal strings as integer cents', () => {
    expect(sumBrl(['0.10', '0.20'])).toBe('0.30');
    expect(plain(formatBrl(sumBrl(['0.10', '0.20'])))).toBe('R$ 0,30');
    expect(sumBrl(['999999999999.99', '999999999999.99', null])).toBe('1999999999999.98');
  });

  it('formats in pt-BR', () => {
    expect(plain(formatBrl('1234.56'))).toBe('R$ 1.234,56');
  });

  it('parses what people type in the value field', () => {
    expect(parseCurrencyInput('1.234,56')).toBe('1234.56');
    expect(parseCurrencyInput('R$ 1.234,5')).toBe('1234.50');
    expect(parseCurrencyInput('1234.56')).toBe('1234.56');
    expect(parseCurrencyInput('10')).toBe('10.00');
    expect(parseCurrencyInput('1.000.000')).toBe('1000000.00');
    expect(parseCurrencyInput('')).toBeNull();
    expect(parseCurrencyInput('abc')).toBeUndefined();
    expect(parseCurrencyInput('1,234')).toBeUndefined();
  });
});
