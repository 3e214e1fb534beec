import { CARD_TITLE_MAX, type Card } from '@rbax/shared/cards';
import { subtaskRollup } from '@rbax/shared/cards-subtasks';
import { formatMinutes, formatSeconds } from '@rbax/shared/time/duration';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { BoardDetailData } from '@/features/board/api/get-board-detail';
import { neighboursAt } from '@/features/board/lib/positions';
import { useCreateSubtask } from '@/features/board/api/create-subtask';
import { useMoveCard } from '@/features/board/api/move-card';
import { CardSubtaskRow } from '@/features/board/card-dialog/card-subtask-row';
import { useSubtasks } from '@/features/board/api/use-subtasks';

type CardSubtasksProps = { card: Card; detail: BoardDetailData; canEdit: boolean };

/**
 * 'Subtarefas' in the card dialog (issue 21, docs/decisions/040): progress, the card's estimate
 * and time with its subtasks', the list (complete, open, reorder, turn into a card) and a field
 * that adds one on Enter. A subtask has none of its own (one level only).
 */
export function CardSubtasks({ card, detail, canEdit }: CardSubtasksProps) {
  const { t } = useTranslation();
  const subtasks = useSubtasks(card.boardId, card.id);
  const [title, setTitle] = useState('');
  const create = useCreateSubtask(card);
  const move = useMoveCard();
  if (card.parentId || card.archived || (!canEdit && subtasks.length === 0)) return null;
  const members = new Map(detail.members.map((member) => [member.id, member.name || member.email]));

  const moveSubtask = (index: number, offset: -1 | 1) => {
    const subtask = subtasks[index];
    if (!subtask) return;
    const rest = subtasks.filter((item) => item.id !== subtask.id);
    const { afterId, beforeId } = neighboursAt(rest, index + offset);
    move.mutate(
      { id: subtask.id, fromBoardId: subtask.boardId, columnId: subtask.columnId, afterId, beforeId },
      { onError: () => toast.error(t('boardView.toasts.moveFailed')) },
    );
  };

  return (
    <section aria-labelledby="card-subtasks-title" className="grid gap-2">
      <h3 id="card-subtasks-title" className="text-sm font-semibold">
        {t('cards.subtasks.title')}
      </h3>
      {subtasks.length > 0 ? <SubtaskSummary card={card} subtasks={subtasks} /> : null}
      {subtasks.length > 0 ? (
        <ol className="grid gap-1" aria-label={t('cards.subtasks.listLabel', { title: card.title })}>
          {subtasks.map((subtask, index) => (
            <CardSubtaskRow
              key={subtask.id}
              subtask={subtask}
              assigneeName={subtask.assigneeId ? (members.get(subtask.assigneeId) ?? null) : null}
              canEdit={canEdit}
              isFirst={index === 0}
              isLast={index === subtasks.length - 1}
              onMove={(offset) => moveSubtask(index, offset)}
            />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">{t('cards.subtasks.empty')}</p>
      )}
      {canEdit ? (
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const value = title.trim();
            if (!value) return;
            // Cleared at once so the next one can be typed while this one is saved.
            setTitle('');
            create.mutate(value, {
              onError: () => {
                setTitle((current) => current || value);
                toast.error(t('cards.subtasks.toasts.createFailed'));
              },
            });
          }}
        >
          <Input
            value={title}
            maxLength={CARD_TITLE_MAX}
            placeholder={t('cards.subtasks.placeholder')}
            aria-label={t('cards.subtasks.input')}
            onChange={(event) => setTitle(event.target.value)}
          />
          <Button type="submit" variant="outline" disabled={!title.trim()}>
            {t('cards.subtasks.add')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

/** 'n de m' with a bar, and the estimate and time spent of the card with its subtasks. */
function SubtaskSummary({ card, subtasks }: { card: Card; subtasks: readonly Card[] }) {
  const { t } = useTranslation();
  const rollup = subtaskRollup(card, subtasks);
  const text = t('cards.subtasks.progressText', { done: rollup.done, total: rollup.total });
  const facts = [
    rollup.estimateMinutes !== null
      ? t('cards.subtasks.rollupEstimate', { total: formatMinutes(rollup.estimateMinutes) })
      : null,
    rollup.timeSpentSeconds > 0
      ? t('cards.subtasks.rollupTime', { spent: formatSeconds(rollup.timeSpentSeconds) })
      : null,
  ].filter((fact) => fact !== null);
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <div
          role="progressbar"
          aria-label={t('cards.subtasks.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={rollup.total}
          aria-valuenow={rollup.done}
          aria-valuetext={text}
          className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full bg-primary transition-[width]"
            style={{ width: `${(rollup.done / rollup.total) * 100}%` }}
          />
        </div>
        <span className="text-xs text-muted-foreground tabular-nums">{text}</span>
      </div>
      {facts.length > 0 ? (
        <p className="text-xs text-muted-foreground" data-testid="subtask-rollup">
          {t('cards.subtasks.rollup', { facts: facts.join(' · ') })}
        </p>
      ) : null}
    </div>
  );
}
