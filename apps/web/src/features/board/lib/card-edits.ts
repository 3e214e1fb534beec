import {
  CARD_ESTIMATE_MAX_MINUTES,
  cardTitleSchema,
  valueBrlSchema,
  type Card,
  type UpdateCardInput,
} from '@rbax/shared/cards';
import type { MessageKey } from '@rbax/shared/messages';
import { parseDuration } from '@rbax/shared/time/duration';
import { parseCurrencyInput } from '@/features/board/lib/money';

/**
 * One field typed in a table cell, checked by the same shared rules as the card dialog and the
 * server (`@rbax/shared/cards`): the edit to send, or the message key (namespace `shared`) to
 * show. `null` edit: nothing changed.
 */
export type FieldCheck = { edit: UpdateCardInput | null; error?: undefined } | { edit?: undefined; error: MessageKey };

const unchanged: FieldCheck = { edit: null };

export function checkTitle(card: Card, text: string): FieldCheck {
  const parsed = cardTitleSchema.safeParse(text);
  if (!parsed.success) return { error: parsed.error.issues[0]!.message as MessageKey };
  return parsed.data === card.title ? unchanged : { edit: { title: parsed.data } };
}

/** Money typed as the card dialog reads it ('1.234,50', 'R$ 10', '1234.5'); empty removes the value. */
export function checkValue(card: Card, text: string): FieldCheck {
  const typed = parseCurrencyInput(text);
  if (typed === undefined) return { error: 'validation.valueInvalid' };
  if (typed === null) return card.valueBrl === null ? unchanged : { edit: { valueBrl: null } };
  const parsed = valueBrlSchema.safeParse(typed);
  if (!parsed.success) return { error: parsed.error.issues[0]!.message as MessageKey };
  return parsed.data === card.valueBrl ? unchanged : { edit: { valueBrl: parsed.data } };
}

/** An estimate typed as people write durations ('4h', '2h30', '90m'); empty removes it. */
export function checkEstimate(card: Card, text: string): FieldCheck {
  const trimmed = text.trim();
  const minutes = trimmed === '' ? null : parseDuration(trimmed);
  if (trimmed !== '' && (minutes === null || minutes > CARD_ESTIMATE_MAX_MINUTES))
    return { error: 'validation.estimateInvalid' };
  return minutes === card.estimateMinutes ? unchanged : { edit: { estimateMinutes: minutes } };
}

/** A start or due date (ISO, or null to clear) that must keep the due date on or after the start. */
export function checkDate(card: Card, field: 'startDate' | 'dueDate', iso: string | null): FieldCheck {
  if (iso === card[field]) return unchanged;
  const start = field === 'startDate' ? iso : card.startDate;
  const due = field === 'dueDate' ? iso : card.dueDate;
  if (start && due && new Date(due).getTime() < new Date(start).getTime())
    return { error: 'validation.dueBeforeStart' };
  return { edit: { [field]: iso } };
}
