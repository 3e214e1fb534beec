import { labelPalette, type BoardLabel } from '@rbax/shared/boards';
import { Pencil, Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreateLabel } from '@/features/boards/api/create-label';
import { useDeleteLabel } from '@/features/boards/api/delete-label';
import { useBoardLabels } from '@/features/boards/api/get-board-labels';
import { useUpdateLabel } from '@/features/boards/api/update-label';
import { readableTextColor } from '@/features/boards/components/readable-text-color';
import { cn } from '@/lib/utils';

type BoardLabelsEditorProps = {
  boardId: string;
  selectedIds: readonly string[];
  onToggle: (labelId: string) => void;
};

/**
 * 'Etiquetas do Board' (spec §2, §4): click toggles a label for the board,
 * double-click or the pencil renames inline (Enter saves, Escape cancels),
 * the cross deletes; 'Nova Etiqueta' adds one with a palette colour.
 */
export function BoardLabelsEditor({ boardId, selectedIds, onToggle }: BoardLabelsEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const labels = useBoardLabels(boardId);
  const [editingId, setEditingId] = useState<string | null>(null);
  const remove = useDeleteLabel(boardId);

  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{t('boards.labels.title')}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('boards.labels.hint')}
      </p>
      {labels.isPending ? (
        <Skeleton className="h-7 w-48" />
      ) : labels.data && labels.data.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('boards.labels.title')}>
          {labels.data.map((label) => (
            <li key={label.id}>
              {editingId === label.id ? (
                <RenameLabel boardId={boardId} label={label} onDone={() => setEditingId(null)} />
              ) : (
                <span
                  className={cn(
                    'inline-flex items-center rounded-full border text-xs font-medium',
                    selectedIds.includes(label.id) ? 'border-transparent' : 'bg-background',
                  )}
                  style={
                    selectedIds.includes(label.id)
                      ? { backgroundColor: label.color, color: readableTextColor(label.color) }
                      : { borderColor: label.color }
                  }
                >
                  <button
                    type="button"
                    aria-pressed={selectedIds.includes(label.id)}
                    aria-describedby={`${id}-hint`}
                    onClick={() => onToggle(label.id)}
                    onDoubleClick={() => setEditingId(label.id)}
                    className="flex items-center gap-1.5 rounded-full py-1 pr-1 pl-2.5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
                  >
                    {selectedIds.includes(label.id) ? null : (
                      <span
                        aria-hidden="true"
                        className="size-2 rounded-full"
                        style={{ backgroundColor: label.color }}
                      />
                    )}
                    {label.name}
                  </button>
                  <button
                    type="button"
                    aria-label={t('boards.labels.rename', { name: label.name })}
                    onClick={() => setEditingId(label.id)}
                    className="rounded-full p-1 opacity-80 outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/60"
                  >
                    <Pencil aria-hidden="true" className="size-3" />
                  </button>
                  <button
                    type="button"
                    aria-label={t('boards.labels.delete', { name: label.name })}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(label.id, {
                        onSuccess: () => {
                          if (selectedIds.includes(label.id)) onToggle(label.id);
                          toast.success(t('boards.labels.deleted'));
                        },
                        onError: () => toast.error(t('boards.labels.deleteFailed')),
                      })
                    }
                    className="mr-1 rounded-full p-1 opacity-80 outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/60"
                  >
                    <X aria-hidden="true" className="size-3" />
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('boards.labels.empty')}</p>
      )}
      <NewLabel boardId={boardId} onCreated={onToggle} />
    </fieldset>
  );
}

function RenameLabel({ boardId, label, onDone }: { boardId: string; label: BoardLabel; onDone: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(label.name);
  const update = useUpdateLabel(boardId);

  const save = () => {
    const trimmed = name.trim();
    if (!trimmed || trimmed === label.name) {
      onDone();
      return;
    }
    update.mutate(
      { id: label.id, name: trimmed },
      {
        onSuccess: () => toast.success(t('boards.labels.updated')),
        onError: () => toast.error(t('boards.labels.updateFailed')),
        onSettled: onDone,
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <Input
      autoFocus
      data-escape-local=""
      aria-label={t('boards.labels.renameInput', { name: label.name })}
      value={name}
      disabled={update.isPending}
      onChange={(event) => setName(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => {
        if (!update.isPending) onDone();
      }}
      className="h-7 w-40 text-xs"
    />
  );
}

function NewLabel({ boardId, onCreated }: { boardId: string; onCreated: (labelId: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(labelPalette[0].hex);
  const create = useCreateLabel(boardId);

  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    create.mutate(
      { name: trimmed, color },
      {
        onSuccess: (label) => {
          toast.success(t('boards.labels.created'));
          setName('');
          onCreated(label.id);
        },
        onError: () => toast.error(t('boards.labels.createFailed')),
      },
    );
  };

  return (
    <div role="group" aria-labelledby={`${id}-title`} className="grid gap-2 border-t pt-3">
      <p id={`${id}-title`} className="text-sm font-medium">
        {t('boards.labels.new')}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-40 flex-1 gap-1.5">
          <Label htmlFor={`${id}-name`} className="text-xs">
            {t('boards.labels.name')}
          </Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={50}
            placeholder={t('boards.labels.namePlaceholder')}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            className="h-8"
          />
        </div>
        <Button variant="secondary" size="sm" disabled={create.isPending || name.trim() === ''} onClick={add}>
          <Plus aria-hidden="true" />
          {t('boards.labels.add')}
        </Button>
      </div>
      <RadioGroup
        value={color}
        onValueChange={setColor}
        aria-label={t('boards.labels.color')}
        className="flex flex-wrap gap-2"
      >
        {labelPalette.map((entry) => (
          <RadioGroupItem
            key={entry.id}
            value={entry.hex}
            aria-label={t(`boards.labels.palette.${entry.id}`)}
            title={t(`boards.labels.palette.${entry.id}`)}
            className="size-7 rounded-full border-2 border-transparent data-[state=checked]:border-foreground data-[state=checked]:ring-2 data-[state=checked]:ring-background"
            style={{ backgroundColor: entry.hex }}
          />
        ))}
      </RadioGroup>
    </div>
  );
}
