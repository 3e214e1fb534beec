/** BRL amounts travel as 2-decimal strings; sums use integer cents (BigInt), never floats. */
export function toCents(value: string): bigint {
  const match = /^(-)?(\d+)(?:\.(\d{0,2}))?$/.exec(value.trim());
  if (!match) return 0n;
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] ? -cents : cents;
}

export function centsToDecimal(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

export function sumBrl(values: readonly (string | null | undefined)[]): string {
  let total = 0n;
  for (const value of values) if (value) total += toCents(value);
  return centsToDecimal(total);
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 1.234,56' (the decimal string is formatted exactly, without float rounding). */
export function formatBrl(value: string): string {
  return brl.format(value as unknown as number);
}

/**
 * Parses what a person types in the value field: '1.234,56', '1234,5', 'R$ 10',
 * '1234.56'. Returns the API's decimal string, null for empty, or undefined when invalid.
 */
export function parseCurrencyInput(input: string): string | null | undefined {
  let text = input.replace(/R\$|\s|\u00a0/g, '');
  if (!text) return null;
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  else if (!/^\d+\.\d{1,2}$/.test(text)) text = text.replace(/\./g, '');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text)) return undefined;
  return centsToDecimal(toCents(text));
}

/** The value field's text for a stored amount: '1234.50' → '1.234,50'. */
export function formatCurrencyInput(value: string | null): string {
  if (!value) return '';
  return new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value as unknown as number,
  );
}
