import type { Priority } from '../cards.ts';
import type { Locale } from '../i18n.ts';
import { brlToCents } from './conditions.ts';

/**
 * Variables in the text of automation actions (issue 20; automations.md §7.1.4): a small
 * Mustache-like set, `{{card.title}}`, `{{now+3d}}`, replaced by text — no code, no loops, no
 * HTML escaping (comments are plain text). A name this file does not know is left as written,
 * so a typo shows; a known name without a value (no assignee) becomes ''.
 */

export interface TemplateVars {
  card?: {
    title: string;
    priority: Priority | null;
    /** Decimal string as the API answers it ('1234.50'). */
    valueBrl: string | null;
    dueDate: string | null;
    url: string;
    labels?: readonly string[];
  };
  actor?: { name: string } | null;
  assignee?: { name: string } | null;
  column?: { name: string } | null;
  board?: { name: string } | null;
  now: Date;
  /** Language of priorities and dates; pt-BR by default. */
  locale?: Locale;
  /** Time zone of dates; America/Sao_Paulo by default. */
  timeZone?: string;
}

/** Names the builder offers (and the sentence preview leaves in place). */
export const templateVariables = [
  'card.title',
  'card.priority',
  'card.valueBrl',
  'card.dueDate',
  'card.url',
  'card.labels',
  'actor.name',
  'assignee.name',
  'column.name',
  'board.name',
  'now',
  'now+3d',
] as const;

const PRIORITY_NAMES: Record<Locale, Record<Priority, string>> = {
  'pt-BR': { critical: 'crítica', high: 'alta', medium: 'média', low: 'baixa' },
  'en-US': { critical: 'critical', high: 'high', medium: 'medium', low: 'low' },
  'es-ES': { critical: 'crítica', high: 'alta', medium: 'media', low: 'baja' },
};

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 123456 → 'R$ 1.234,56' (a plain space after 'R$'). */
export function formatBrlCents(cents: number): string {
  return brl.format(cents / 100).replace(/\u00a0/g, ' ');
}

/** '1234.5' → 'R$ 1.234,50'; '' for null or a value that is not a decimal. */
export function formatBrl(value: string | null): string {
  const cents = brlToCents(value);
  return cents === null ? '' : formatBrlCents(cents);
}

const VARIABLE = /\{\{\s*([a-zA-Z]+(?:\.[a-zA-Z]+)?)([+-]\d{1,4}[mhd])?\s*\}\}/g;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

export function renderTemplate(template: string, vars: TemplateVars): string {
  const locale = vars.locale ?? 'pt-BR';
  const timeZone = vars.timeZone ?? 'America/Sao_Paulo';
  const dateTime = (date: Date) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone })
      .format(date)
      .replace(/\u202f/g, ' ');
  const dateOnly = (date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone }).format(date);

  return template.replace(VARIABLE, (whole, name: string, offset: string | undefined) => {
    if (name === 'now') {
      if (!offset) return dateTime(vars.now);
      const unit = offset.at(-1) as keyof typeof UNIT_MS;
      const shifted = new Date(vars.now.getTime() + Number(offset.slice(0, -1)) * UNIT_MS[unit]);
      return unit === 'd' ? dateOnly(shifted) : dateTime(shifted);
    }
    if (offset) return whole;
    const value = lookup(name, vars, locale, dateTime);
    return value === undefined ? whole : value;
  });
}

/** The text of a known variable ('' when it has no value), or undefined for an unknown name. */
function lookup(
  name: string,
  vars: TemplateVars,
  locale: Locale,
  dateTime: (date: Date) => string,
): string | undefined {
  const card = vars.card;
  switch (name) {
    case 'card.title':
      return card?.title ?? '';
    case 'card.priority':
      return card?.priority ? PRIORITY_NAMES[locale][card.priority] : '';
    case 'card.valueBrl':
      return formatBrl(card?.valueBrl ?? null);
    case 'card.dueDate':
      return card?.dueDate ? dateTime(new Date(card.dueDate)) : '';
    case 'card.url':
      return card?.url ?? '';
    case 'card.labels':
      return (card?.labels ?? []).join(', ');
    case 'actor.name':
      return vars.actor?.name ?? '';
    case 'assignee.name':
      return vars.assignee?.name ?? '';
    case 'column.name':
      return vars.column?.name ?? '';
    case 'board.name':
      return vars.board?.name ?? '';
    default:
      return undefined;
  }
}
