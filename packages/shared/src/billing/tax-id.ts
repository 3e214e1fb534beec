/**
 * Brazilian tax ids of billing details: CPF (people, 11 digits) and CNPJ (companies, 14 digits),
 * with their check digits. Punctuation is accepted and stripped ('123.456.789-09').
 */

export type TaxIdKind = 'cpf' | 'cnpj';

const digitsOf = (value: string) => value.replace(/[.\-/\s]/g, '');

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((total, digit, i) => total + digit * weights[i]!, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(value: string): boolean {
  const text = digitsOf(value);
  if (!/^\d{11}$/.test(text) || /^(\d)\1{10}$/.test(text)) return false;
  const d = [...text].map(Number);
  const first = checkDigit(d.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d[9] === first && d[10] === second;
}

export function isValidCnpj(value: string): boolean {
  const text = digitsOf(value);
  if (!/^\d{14}$/.test(text) || /^(\d)\1{13}$/.test(text)) return false;
  const d = [...text].map(Number);
  const first = checkDigit(d.slice(0, 12), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d.slice(0, 13), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d[12] === first && d[13] === second;
}

/** 'cpf' or 'cnpj' for a valid id, null otherwise. */
export function taxIdKind(value: string): TaxIdKind | null {
  if (isValidCpf(value)) return 'cpf';
  if (isValidCnpj(value)) return 'cnpj';
  return null;
}

/** '12345678909' → '123.456.789-09'; '11222333000181' → '11.222.333/0001-81'. */
export function formatTaxId(value: string): string {
  const text = digitsOf(value);
  if (text.length === 11) return text.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (text.length === 14) return text.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  return value;
}

export const normalizeTaxId = digitsOf;
