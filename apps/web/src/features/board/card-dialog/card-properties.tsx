import { CARD_TAG_MAX, CARD_TAGS_MAX, priorities, type Card, type Priority } from '@rbax/shared/cards';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { BoardDetailData } from '@/features/board/api/get-board-detail';
import { readableTextColor } from '@/features/boards/components/readable-text-color';
import { CurrencyInput } from '@/features/board/components/currency-input';
import { useSaveCard } from '@/features/board/api/use-save-card';
import { fromDateInputValue, toDateInputValue } from '@/lib/dates';
import { cn } from '@/lib/utils';

const NONE = 'none';

/** Priority, dates, value, assignee, labels and tags; each saves on change/blur. */
export function CardProperties({ card, detail, canEdit }: { card: Card; detail: BoardDetailData; canEdit: boolean }) {
  const { t } = useTranslation();
  const { save } = useSaveCard(card);
  const [dateError, setDateError] = useState<string | null>(null);
  const [tag, setTag] = useState('');

  const saveDate = (field: 'startDate' | 'dueDate', value: string) => {
    const iso = value ? fromDateInputValue(value, field === 'startDate' ? 'start' : 'end') : null;
    const next = { startDate: card.startDate, dueDate: card.dueDate, [field]: iso };
    if (next.startDate && next.dueDate && new Date(next.dueDate) < new Date(next.startDate)) {
      setDateError(t('validation.dueBeforeStart', { ns: 'shared' }));
      return;
    }
    setDateError(null);
    if (iso !== card[field]) save({ [field]: iso });
  };

  const addTag = () => {
    const value = tag.trim().slice(0, CARD_TAG_MAX);
    if (!value || card.tags.includes(value) || card.tags.length >= CARD_TAGS_MAX) return;
    save({ tags: [...card.tags, value] });
    setTag('');
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="card-priority">{t('cards.fields.priority')}</Label>
        <Select
          disabled={!canEdit}
          value={card.priority ?? NONE}
          onValueChange={(value) => save({ priority: value === NONE ? null : (value as Priority) })}
        >
          <SelectTrigger id="card-priority" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NONE}>{t('cards.priority.none')}</SelectItem>
            {priorities.map((priority) => (
              <SelectItem key={priority} value={priority}>
                {t(`cards.priority.${priority}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor="card-assignee">{t('cards.fields.assigneeId')}</Label>
        <Select
          disabled={!canEdit}
          value={card.assigneeId ?? NONE}
          onValueChange={(value) => save({ assigneeId: value === NONE ? null : value })}
        >
          <SelectTrigger id="card-assignee" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NONE}>{t('cards.assignee.none')}</SelectItem>
            {detail.members.map((member) => (
              <SelectItem key={member.id} value={member.id}>
                {member.name || member.email}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <div className="grid grid-cols-2 gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor="card-start">{t('cards.fields.startDate')}</Label>
          <Input
            id="card-start"
            type="date"
            disabled={!canEdit}
            defaultValue={toDateInputValue(card.startDate)}
            key={`start-${card.startDate}`}
            onBlur={(event) => saveDate('startDate', event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="card-due">{t('cards.fields.dueDate')}</Label>
          <Input
            id="card-due"
            type="date"
            disabled={!canEdit}
            defaultValue={toDateInputValue(card.dueDate)}
            key={`due-${card.dueDate}`}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? 'card-date-error' : undefined}
            onBlur={(event) => saveDate('dueDate', event.target.value)}
          />
        </div>
        {dateError ? (
          <p id="card-date-error" role="alert" className="col-span-2 text-sm text-destructive">
            {dateError}
          </p>
        ) : null}
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor="card-value">{t('cards.fields.valueBrl')}</Label>
        <CurrencyInput
          id="card-value"
          disabled={!canEdit}
          placeholder="0,00"
          value={card.valueBrl}
          onCommit={(valueBrl) => save({ valueBrl })}
          onInvalid={() => toast.error(t('validation.valueInvalid', { ns: 'shared' }))}
        />
      </div>

      {detail.labels.length > 0 ? (
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">{t('cards.fields.labelIds')}</legend>
          <div className="flex flex-wrap gap-1.5">
            {detail.labels.map((label) => {
              const on = card.labelIds.includes(label.id);
              return (
                <button
                  key={label.id}
                  type="button"
                  disabled={!canEdit}
                  aria-pressed={on}
                  onClick={() =>
                    save({
                      labelIds: on ? card.labelIds.filter((id) => id !== label.id) : [...card.labelIds, label.id],
                    })
                  }
                  className={cn(
                    'rounded-full border-2 px-2 py-0.5 text-xs font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
                    on ? 'border-foreground' : 'border-transparent opacity-60',
                  )}
                  style={{ backgroundColor: label.color, color: readableTextColor(label.color) }}
                >
                  {label.name}
                </button>
              );
            })}
          </div>
        </fieldset>
      ) : null}

      <div className="grid gap-1.5">
        <Label htmlFor="card-tag">{t('cards.fields.tags')}</Label>
        {card.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1">
            {card.tags.map((item) => (
              <li key={item} className="inline-flex items-center gap-1 rounded bg-muted px-1.5 py-0.5 text-xs">
                #{item}
                {canEdit ? (
                  <button
                    type="button"
                    className="rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    aria-label={t('cards.tags.remove', { tag: item })}
                    onClick={() => save({ tags: card.tags.filter((value) => value !== item) })}
                  >
                    <X aria-hidden="true" className="size-3" />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {canEdit ? (
          <Input
            id="card-tag"
            value={tag}
            maxLength={CARD_TAG_MAX}
            placeholder={t('cards.tags.placeholder')}
            onChange={(event) => setTag(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addTag();
              }
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
