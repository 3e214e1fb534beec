import { GB, type PlanLimitKey } from '@rbax/shared/billing/plans';
import { formatBRL } from '@/features/site-pages/lib/pricing';

/** Centavos as R$ in the reader's conventions ('R$ 58,00'). */
export function formatCents(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL', currencyDisplay: 'narrowSymbol' }).format(
    cents / 100,
  );
}

/** A price per user a month: whole reais without centavos ('R$ 29', 'R$ 23,20'). */
export const formatPrice = (cents: number, locale: string) => formatBRL(cents / 100, locale);

/** A usage figure: bytes as MB/GB, counts as numbers. */
export function formatUsage(key: PlanLimitKey, value: number, locale: string): string {
  if (key !== 'storageBytes') return new Intl.NumberFormat(locale).format(value);
  if (value >= GB) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value / GB)} GB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value / 1024 ** 2)} MB`;
}

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));
}
