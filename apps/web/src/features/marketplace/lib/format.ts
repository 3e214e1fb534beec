/** BRL amounts of the marketplace ("49.90" from the API) in the reader's language. */
export function formatBrl(value: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(Number(value));
}
