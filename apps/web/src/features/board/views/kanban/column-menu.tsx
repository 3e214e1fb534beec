import type { BoardColumn } from '@rbax/shared/boards';
import { WIP_LIMIT_MAX } from '@rbax/shared/columns';
import { ArrowLeft, ArrowRight, Gauge, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogDescription,
} from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDeleteColumn } from '@/features/board/api/delete-column';
import { useUpdateColumn } from '@/features/board/api/update-column';

type ColumnMenuProps = {
  boardId: string;
  column: BoardColumn;
  isFirst: boolean;
  isLast: boolean;
  onRename: () => void;
  onMove: (offset: -1 | 1) => void;
};

/** 'Ações da coluna {name}': rename, WIP limit, move left/right, delete (its cards are archived). */
export function ColumnMenu({ boardId, column, isFirst, isLast, onRename, onMove }: ColumnMenuProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'wip' | 'delete' | null>(null);
  const keepFocus = useRef(false);
  const remove = useDeleteColumn(boardId);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={t('boardView.column.actions', { name: column.name })}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          onCloseAutoFocus={(event) => {
            if (keepFocus.current) event.preventDefault();
            keepFocus.current = false;
          }}
        >
          <DropdownMenuItem
            onSelect={() => {
              keepFocus.current = true;
              onRename();
            }}
          >
            <Pencil aria-hidden="true" />
            {t('boardView.column.rename')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog('wip')}>
            <Gauge aria-hidden="true" />
            {t('boardView.column.wip')}
          </DropdownMenuItem>
          <DropdownMenuItem disabled={isFirst} onSelect={() => onMove(-1)}>
            <ArrowLeft aria-hidden="true" />
            {t('boardView.column.moveLeft')}
          </DropdownMenuItem>
          <DropdownMenuItem disabled={isLast} onSelect={() => onMove(1)}>
            <ArrowRight aria-hidden="true" />
            {t('boardView.column.moveRight')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setDialog('delete')}>
            <Trash2 aria-hidden="true" />
            {t('boardView.column.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <Dialog open={dialog === 'wip'} onOpenChange={(open) => !open && setDialog(null)}>
        <DialogContent closeLabel={t('common.close')} className="sm:max-w-sm">
          {dialog === 'wip' ? <WipForm boardId={boardId} column={column} onDone={() => setDialog(null)} /> : null}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('boardView.column.deleteTitle', { name: column.name })}
        description={t('boardView.column.deleteDescription')}
        confirmLabel={t('boardView.column.delete')}
        onConfirm={() =>
          remove.mutate(column.id, { onError: () => toast.error(t('boardView.toasts.columnDeleteFailed')) })
        }
      />
    </>
  );
}

function WipForm({ boardId, column, onDone }: { boardId: string; column: BoardColumn; onDone: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(column.wipLimit == null ? '' : String(column.wipLimit));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateColumn(boardId);
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const wipLimit = value.trim() === '' ? null : Number(value);
        if (wipLimit !== null && (!Number.isInteger(wipLimit) || wipLimit < 1 || wipLimit > WIP_LIMIT_MAX)) {
          setError(t('validation.wipLimitInvalid', { ns: 'shared' }));
          return;
        }
        update.mutate(
          { id: column.id, wipLimit },
          { onSuccess: onDone, onError: () => toast.error(t('boardView.toasts.columnUpdateFailed')) },
        );
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('boardView.column.wipTitle', { name: column.name })}</DialogTitle>
        <DialogDescription>{t('boardView.column.wipHint')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="wip-limit">{t('boardView.column.wipInput')}</Label>
        <Input
          id="wip-limit"
          type="number"
          min={1}
          max={WIP_LIMIT_MAX}
          inputMode="numeric"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'wip-limit-error' : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id="wip-limit-error" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {t('boardView.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
