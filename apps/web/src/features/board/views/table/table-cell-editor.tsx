import { priorities, type Card } from '@rbax/shared/cards';
import { formatMinutes } from '@rbax/shared/time/duration';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { MessageKey } from '@rbax/shared/messages';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { checkDate, checkEstimate, checkTitle, checkValue, type FieldCheck } from '@/features/board/lib/card-edits';
import { formatCurrencyInput } from '@/features/board/lib/money';
import type { TableColumn, TableContext } from '@/features/board/views/table/table-columns';
import type { TableEdits } from '@/features/board/views/table/use-table-edits';
import { fromDateInputValue, toDateInputValue } from '@/lib/dates';
import { cn } from '@/lib/utils';

type EditorProps = {
  card: Card;
  column: TableColumn;
  context: TableContext;
  edits: TableEdits;
  /** Leaves edit mode; `moved` moves the active cell down a row (Enter), as spreadsheets do. */
  onDone: (moved: boolean) => void;
};

const field =
  'h-8 w-full rounded-md border border-primary bg-background px-2 text-sm outline-none ring-[3px] ring-ring/40';

function initialText(card: Card, column: TableColumn): string {
  switch (column.id) {
    case 'title':
      return card.title;
    case 'valueBrl':
      return formatCurrencyInput(card.valueBrl);
    case 'estimate':
      return card.estimateMinutes === null ? '' : formatMinutes(card.estimateMinutes);
    case 'startDate':
      return toDateInputValue(card.startDate);
    case 'dueDate':
      return toDateInputValue(card.dueDate);
    case 'column':
      return card.columnId;
    case 'priority':
      return card.priority ?? '';
    case 'assignee':
      return card.assigneeId ?? '';
    default:
      return '';
  }
}

function check(card: Card, column: TableColumn, text: string): FieldCheck {
  switch (column.id) {
    case 'title':
      return checkTitle(card, text);
    case 'valueBrl':
      return checkValue(card, text);
    case 'estimate':
      return checkEstimate(card, text);
    case 'startDate':
      return checkDate(card, 'startDate', text ? fromDateInputValue(text, 'start') : null);
    case 'dueDate':
      return checkDate(card, 'dueDate', text ? fromDateInputValue(text, 'end') : null);
    case 'priority':
      return text === (card.priority ?? '')
        ? { edit: null }
        : { edit: { priority: (text || null) as Card['priority'] } };
    case 'assignee':
      return text === (card.assigneeId ?? '') ? { edit: null } : { edit: { assigneeId: text || null } };
    default:
      return { edit: null };
  }
}

/**
 * A cell in edit mode: a field of the cell's kind, saved on Enter (or leaving it), dropped on
 * Escape; a value the shared rules refuse stays in the field with the message under it.
 */
export function TableCellEditor({ card, column, context, edits, onDone }: EditorProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => initialText(card, column));
  const [error, setError] = useState<MessageKey | null>(null);
  const label = t(`boardView.table.columns.${column.id}`);
  // Leaving edit mode unmounts the field, which may blur it: whatever ended the edit ends it once.
  const finished = useRef(false);
  const finish = (moved: boolean) => {
    finished.current = true;
    onDone(moved);
  };

  const commit = (moved: boolean) => {
    if (finished.current) return;
    if (column.id === 'column') {
      edits.moveTo(card, text);
      return finish(moved);
    }
    const refused = edits.apply(card, check(card, column, text));
    if (refused) return setError(refused);
    finish(moved);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // The grid's arrow keys stay in the field while editing.
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(false);
    } else if (event.key === 'Tab') {
      commit(false);
    }
  };
  const common = {
    autoFocus: true,
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    onKeyDown,
    onBlur: () => commit(false),
  };

  if (column.editor === 'labels') return <LabelsEditor card={card} context={context} edits={edits} onDone={finish} />;
  let input;
  if (column.editor === 'column' || column.editor === 'priority' || column.editor === 'assignee') {
    const options =
      column.editor === 'column'
        ? [...context.columns.values()].map((item) => [item.id, item.name] as const)
        : column.editor === 'priority'
          ? [['', t('boardView.table.none')] as const, ...priorities.map((p) => [p, t(`cards.priority.${p}`)] as const)]
          : [
              ['', t('boardView.table.nobody')] as const,
              ...[...context.members.values()].map((m) => [m.id, m.name || m.email] as const),
            ];
    input = (
      <select {...common} className={field} value={text} onChange={(event) => setText(event.target.value)}>
        {options.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
    );
  } else {
    input = (
      <input
        {...common}
        type={column.editor === 'date' ? 'date' : 'text'}
        inputMode={column.editor === 'money' ? 'decimal' : undefined}
        className={field}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
    );
  }
  return (
    <div className="relative w-full">
      {input}
      {error ? (
        <p
          role="alert"
          className={cn(
            'absolute top-full left-0 z-20 mt-1 w-max max-w-80 rounded-md bg-destructive px-2 py-1 text-xs text-white shadow',
          )}
        >
          {t(error, { ns: 'shared' })}
        </p>
      ) : null}
    </div>
  );
}

/** The board's labels as checkboxes; each toggle is saved at once, closing the list ends the edit. */
function LabelsEditor({ card, context, edits, onDone }: Omit<EditorProps, 'column'>) {
  const { t } = useTranslation();
  const labels = [...context.labels.values()];
  return (
    <DropdownMenu open onOpenChange={(open) => !open && onDone(false)}>
      <DropdownMenuTrigger
        className="h-8 w-full rounded-md border border-primary"
        aria-label={t('boardView.table.columns.labels')}
      />
      <DropdownMenuContent align="start" onKeyDown={(event) => event.stopPropagation()}>
        {labels.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-muted-foreground">{t('boardView.table.noLabels')}</p>
        ) : null}
        {labels.map((label) => {
          const checked = card.labelIds.includes(label.id);
          return (
            <DropdownMenuCheckboxItem
              key={label.id}
              checked={checked}
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={() =>
                void edits.edit(card, {
                  labelIds: checked ? card.labelIds.filter((id) => id !== label.id) : [...card.labelIds, label.id],
                })
              }
            >
              <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: label.color }} />
              {label.name}
            </DropdownMenuCheckboxItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
