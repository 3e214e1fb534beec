import type { BoardColumn } from '@rbax/shared/boards';
import { isOverWipLimit } from '@rbax/shared/columns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Input } from '@/components/ui/input';
import { useUpdateColumn } from '@/features/board/api/update-column';
import { ColumnMenu } from '@/features/board/views/kanban/column-menu';
import { ColumnTime } from '@/features/board/views/kanban/column-time';
import { formatBrl, sumBrl } from '@/features/board/lib/money';
import { cn } from '@/lib/utils';

type ColumnHeaderProps = {
  boardId: string;
  column: BoardColumn;
  cardCount: number;
  values: readonly (string | null)[];
  /** Sum of the cards' time spent and estimates (issue 21). */
  time?: { spentSeconds: number; estimateMinutes: number };
  canEdit: boolean;
  isFirst: boolean;
  isLast: boolean;
  onMove: (offset: -1 | 1) => void;
};

/** Name (click or Enter to rename), card count with the WIP limit, sum of values, and the column menu. */
export function ColumnHeader({
  boardId,
  column,
  cardCount,
  values,
  time,
  canEdit,
  isFirst,
  isLast,
  onMove,
}: ColumnHeaderProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const over = isOverWipLimit(cardCount, column.wipLimit);
  const count = column.wipLimit != null ? `${cardCount}/${column.wipLimit}` : String(cardCount);
  const total = sumBrl(values);

  return (
    <div className="flex items-start gap-2 px-3 pt-3 pb-2">
      <div className="min-w-0 flex-1">
        {renaming ? (
          <RenameInput boardId={boardId} column={column} onDone={() => setRenaming(false)} />
        ) : (
          <h2 className="text-sm font-semibold break-words">
            {canEdit ? (
              <button
                type="button"
                className="max-w-full rounded-sm text-left outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
                onClick={() => setRenaming(true)}
                title={t('boardView.column.renameButton', { name: column.name })}
              >
                {column.name}
              </button>
            ) : (
              column.name
            )}
          </h2>
        )}
        <p className="mt-0.5 flex items-center gap-2 text-xs text-muted-foreground">
          <span
            data-testid="column-count"
            className={cn(
              'rounded-full bg-background px-1.5 py-0.5 font-medium',
              over && 'bg-destructive text-destructive-foreground',
            )}
          >
            <span aria-hidden="true">{count}</span>
            <span className="sr-only">
              {column.wipLimit != null
                ? t('boardView.column.countWithLimit', { count: cardCount, limit: column.wipLimit })
                : t('boardView.column.count', { count: cardCount })}
              {over ? ` ${t('boardView.column.overLimit')}` : ''}
            </span>
          </span>
          {total !== '0.00' ? <span data-testid="column-sum">{formatBrl(total)}</span> : null}
          {time ? <ColumnTime {...time} /> : null}
        </p>
      </div>
      {canEdit ? (
        <ColumnMenu
          boardId={boardId}
          column={column}
          isFirst={isFirst}
          isLast={isLast}
          onRename={() => setRenaming(true)}
          onMove={onMove}
        />
      ) : null}
    </div>
  );
}

function RenameInput({ boardId, column, onDone }: { boardId: string; column: BoardColumn; onDone: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(column.name);
  const { mutate } = useUpdateColumn(boardId);
  const save = () => {
    const name = value.trim();
    onDone();
    if (!name || name === column.name) return;
    mutate({ id: column.id, name }, { onError: () => toast.error(t('boardView.toasts.columnUpdateFailed')) });
  };
  return (
    <Input
      autoFocus
      value={value}
      maxLength={50}
      aria-label={t('boardView.column.nameInput')}
      className="h-8"
      onChange={(event) => setValue(event.target.value)}
      onFocus={(event) => event.currentTarget.select()}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          save();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onDone();
        }
      }}
    />
  );
}
