/** Numbers, shares and money for the analytics pages, always through Intl in the UI language. */

const numberFormats = new Map<string, Intl.NumberFormat>();

function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let found = numberFormats.get(key);
  if (!found) {
    found = make();
    numberFormats.set(key, found);
  }
  return found;
}

export function formatNumber(value: number, locale: string, maximumFractionDigits = 1): string {
  return cached(
    `n|${locale}|${maximumFractionDigits}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits }),
  ).format(value);
}

/** A share 0–1 as '40%'. */
export function formatPercent(share: number, locale: string): string {
  return cached(
    `p|${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
  ).format(share);
}

/** BRL amounts travel as 2-decimal strings; sums are integer centavos (design note §2.9), never floats. */
export function centsOf(value: string | null | undefined): number {
  const match = value ? /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim()) : null;
  if (!match) return 0;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] ? -cents : cents;
}

/** 'R$ 1.234,56' in pt-BR; the currency stays BRL in every language. */
export function formatBrlCents(cents: number, locale: string): string {
  return cached(`brl|${locale}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' })).format(
    cents / 100,
  );
}

/** The amount without a currency sign, with the language's decimal separator (CSV cells). */
export function formatDecimalCents(cents: number, locale: string): string {
  return cached(
    `dec|${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }),
  ).format(cents / 100);
}

/** A plain number for a CSV cell: the language's decimal separator, no grouping. */
export function formatCsvNumber(value: number, locale: string): string {
  return cached(
    `csv|${locale}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }),
  ).format(value);
}
