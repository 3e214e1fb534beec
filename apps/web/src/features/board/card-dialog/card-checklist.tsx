import { CHECKLIST_TEXT_MAX, type Card } from '@rbax/shared/cards';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useCreateChecklistItem } from '@/features/board/api/create-checklist-item';
import { useDeleteChecklistItem } from '@/features/board/api/delete-checklist-item';
import { checklistQueryOptions } from '@/features/board/api/get-checklist';
import { useMoveChecklistItem } from '@/features/board/api/move-checklist-item';
import { useUpdateChecklistItem } from '@/features/board/api/update-checklist-item';
import { comparePositions } from '@/features/board/lib/positions';

/** Checklist: add, check, reorder with up/down, delete; progress bar 'n de m'. */
export function CardChecklist({ card, canEdit }: { card: Card; canEdit: boolean }) {
  const { t } = useTranslation();
  const query = useQuery(checklistQueryOptions(card.id));
  const items = [...(query.data ?? [])].sort(comparePositions);
  const [text, setText] = useState('');
  const create = useCreateChecklistItem(card.boardId, card.id);
  const update = useUpdateChecklistItem(card.boardId, card.id);
  const remove = useDeleteChecklistItem(card.boardId, card.id);
  const move = useMoveChecklistItem(card.boardId, card.id);
  const onError = () => toast.error(t('cards.toasts.saveFailed'));
  const done = items.filter((item) => item.done).length;
  const percent = items.length ? Math.round((done / items.length) * 100) : 0;

  const moveItem = (index: number, offset: -1 | 1) => {
    const item = items[index];
    if (!item) return;
    const rest = items.filter((entry) => entry.id !== item.id);
    const to = index + offset;
    move.mutate({ id: item.id, afterId: rest[to - 1]?.id ?? null, beforeId: rest[to]?.id ?? null }, { onError });
  };

  return (
    <section aria-labelledby="card-checklist-title" className="grid gap-2">
      <h3 id="card-checklist-title" className="text-sm font-semibold">
        {t('cards.checklist.title')}
      </h3>
      {items.length > 0 ? (
        <div className="flex items-center gap-2">
          <div
            role="progressbar"
            aria-label={t('cards.checklist.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={items.length}
            aria-valuenow={done}
            aria-valuetext={t('cards.checklist.progress', { done, total: items.length })}
            className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <span className="text-xs text-muted-foreground">
            {t('cards.checklist.progress', { done, total: items.length })}
          </span>
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul className="grid gap-1" aria-label={t('cards.checklist.title')}>
          {items.map((item, index) => (
            <li key={item.id} className="group flex items-center gap-2 rounded-md px-1 py-0.5 hover:bg-muted/60">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={item.done}
                disabled={!canEdit}
                aria-label={item.text}
                onChange={(event) => update.mutate({ id: item.id, done: event.target.checked }, { onError })}
              />
              <span className={item.done ? 'flex-1 text-sm text-muted-foreground line-through' : 'flex-1 text-sm'}>
                {item.text}
              </span>
              {canEdit ? (
                <span className="flex">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    disabled={index === 0}
                    aria-label={t('cards.checklist.moveUp', { text: item.text })}
                    onClick={() => moveItem(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    disabled={index === items.length - 1}
                    aria-label={t('cards.checklist.moveDown', { text: item.text })}
                    onClick={() => moveItem(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t('cards.checklist.delete', { text: item.text })}
                    onClick={() => remove.mutate(item.id, { onError })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {canEdit ? (
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const value = text.trim();
            if (!value) return;
            // Cleared at once so the next item can be typed while this one is saved.
            setText('');
            create.mutate(value, {
              onError: () => {
                setText((current) => current || value);
                onError();
              },
            });
          }}
        >
          <Input
            value={text}
            maxLength={CHECKLIST_TEXT_MAX}
            placeholder={t('cards.checklist.placeholder')}
            aria-label={t('cards.checklist.input')}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="outline" disabled={!text.trim()}>
            {t('cards.checklist.add')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
