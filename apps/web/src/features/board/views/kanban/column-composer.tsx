import { COLUMN_NAME_MAX } from '@rbax/shared/columns';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useCreateColumn } from '@/features/board/api/create-column';

/** 'Adicionar coluna' at the right end of the board (or the empty board's first column). */
export function ColumnComposer({ boardId, first = false }: { boardId: string; first?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const create = useCreateColumn(boardId);
  const label = first ? t('boardView.column.addFirst') : t('boardView.column.add');

  if (!open) {
    return (
      <Button
        variant={first ? 'default' : 'outline'}
        className="w-72 shrink-0 justify-start"
        onClick={() => setOpen(true)}
      >
        <Plus aria-hidden="true" />
        {label}
      </Button>
    );
  }
  return (
    <form
      className="grid w-72 shrink-0 gap-2 self-start rounded-xl border bg-muted/40 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        const value = name.trim();
        if (!value) return;
        create.mutate(
          { name: value },
          {
            onSuccess: () => setName(''),
            onError: () => toast.error(t('boardView.toasts.columnCreateFailed')),
          },
        );
      }}
    >
      <Input
        autoFocus
        value={name}
        maxLength={COLUMN_NAME_MAX}
        placeholder={t('boardView.column.namePlaceholder')}
        aria-label={t('boardView.column.nameInput')}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            setOpen(false);
            setName('');
          }
        }}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!name.trim() || create.isPending}>
          {t('boardView.column.addSubmit')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
