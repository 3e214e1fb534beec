import type { Card } from '@rbax/shared/cards';
import { priorities } from '@rbax/shared/cards';
import { Archive, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { TableContext } from '@/features/board/views/table/table-columns';
import type { TableEdits } from '@/features/board/views/table/use-table-edits';

type BulkActionsProps = {
  cards: readonly Card[];
  context: TableContext;
  edits: TableEdits;
  onClear: () => void;
};

/**
 * What the selected rows get at once (issue 22): a column, a person, a label added or taken off,
 * a priority, or the archive. Each card is changed as if edited alone (same rules, same events);
 * subtasks follow their parent's column and are not moved on their own.
 */
export function BulkActions({ cards, context, edits, onClear }: BulkActionsProps) {
  const { t } = useTranslation();
  const [archiving, setArchiving] = useState(false);
  const each = (run: (card: Card) => void) => cards.forEach(run);
  const menu = (label: string, items: ReactNode) => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-80 overflow-y-auto">
        {items}
      </DropdownMenuContent>
    </DropdownMenu>
  );

  return (
    <div
      role="region"
      aria-label={t('boardView.table.bulk.region')}
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-primary/5 px-3 py-2"
    >
      <span className="text-sm font-medium" aria-live="polite">
        {t('boardView.table.bulk.selected', { count: cards.length })}
      </span>
      {menu(
        t('boardView.table.bulk.move'),
        [...context.columns.values()].map((column) => (
          <DropdownMenuItem key={column.id} onSelect={() => each((card) => edits.moveTo(card, column.id, false))}>
            {column.name}
          </DropdownMenuItem>
        )),
      )}
      {menu(t('boardView.table.bulk.assign'), [
        <DropdownMenuItem key="" onSelect={() => each((card) => void edits.edit(card, { assigneeId: null }))}>
          {t('boardView.table.nobody')}
        </DropdownMenuItem>,
        ...[...context.members.values()].map((member) => (
          <DropdownMenuItem
            key={member.id}
            onSelect={() => each((card) => void edits.edit(card, { assigneeId: member.id }))}
          >
            {member.name || member.email}
          </DropdownMenuItem>
        )),
      ])}
      {menu(
        t('boardView.table.bulk.labels'),
        [...context.labels.values()].map((label) => {
          const all = cards.every((card) => card.labelIds.includes(label.id));
          return (
            <DropdownMenuCheckboxItem
              key={label.id}
              checked={all ? true : cards.some((card) => card.labelIds.includes(label.id)) ? 'indeterminate' : false}
              onCheckedChange={() =>
                each((card) => {
                  const has = card.labelIds.includes(label.id);
                  if (all) void edits.edit(card, { labelIds: card.labelIds.filter((id) => id !== label.id) });
                  else if (!has) void edits.edit(card, { labelIds: [...card.labelIds, label.id] });
                })
              }
            >
              <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: label.color }} />
              {label.name}
            </DropdownMenuCheckboxItem>
          );
        }),
      )}
      {menu(t('boardView.table.bulk.priority'), [
        ...priorities.map((priority) => (
          <DropdownMenuItem key={priority} onSelect={() => each((card) => void edits.edit(card, { priority }))}>
            {t(`cards.priority.${priority}`)}
          </DropdownMenuItem>
        )),
        <DropdownMenuItem key="none" onSelect={() => each((card) => void edits.edit(card, { priority: null }))}>
          {t('boardView.table.none')}
        </DropdownMenuItem>,
      ])}
      <Button variant="outline" size="sm" className="text-destructive" onClick={() => setArchiving(true)}>
        <Archive aria-hidden="true" />
        {t('boardView.table.bulk.archive')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onClear}>
        <X aria-hidden="true" />
        {t('boardView.table.bulk.clear')}
      </Button>
      <ConfirmDialog
        open={archiving}
        onOpenChange={setArchiving}
        title={t('boardView.table.bulk.archiveTitle', { count: cards.length })}
        description={t('boardView.table.bulk.archiveDescription')}
        confirmLabel={t('boardView.table.bulk.archive')}
        onConfirm={() => {
          each((card) => edits.archive(card, false));
          onClear();
        }}
      />
    </div>
  );
}
