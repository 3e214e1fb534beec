import { priorities, type Priority } from '@rbax/shared/card-face';
import type { CardConflict } from '@rbax/shared/cards';
import type { TFunction } from 'i18next';
import { formatDate } from '@/lib/dates';
import { formatBrl } from '@/features/board/lib/money';

/** A conflicting value as people read it: 'Alta', 'R$ 1.234,50', '01/12/2026'. */
export function showValue(field: string, value: unknown, t: TFunction, locale: string): string {
  if (value === null || value === undefined || value === '') return t('cards.empty');
  if (Array.isArray(value)) return value.join(', ') || t('cards.empty');
  const text = String(value);
  if (field === 'priority' && (priorities as readonly string[]).includes(text))
    return t(`cards.priority.${text as Priority}`);
  if (field === 'valueBrl') return formatBrl(text);
  if ((field === 'startDate' || field === 'dueDate') && !Number.isNaN(Date.parse(text)))
    return formatDate(text, locale);
  return text;
}

/** Which value a field changed on both sides kept, and which one it replaced (ARCHITECTURE §7). */
export function conflictMessage(conflict: CardConflict, t: TFunction, locale: string): string {
  const values = {
    field: t(`cards.fields.${conflict.field}`, { defaultValue: conflict.field }),
    yours: showValue(conflict.field, conflict.yours, t, locale),
    theirs: showValue(conflict.field, conflict.theirs, t, locale),
  };
  return conflict.kept === 'yours'
    ? t('cards.toasts.conflictKeptYours', values)
    : t('cards.toasts.conflictKeptTheirs', values);
}
