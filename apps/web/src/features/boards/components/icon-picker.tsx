import { boardIcons, labelPalette, type BoardIcon as BoardIconName } from '@rbax/shared/boards';
import { ChevronDown } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { BoardIcon } from '@/features/boards/components/board-icon';
import { cn } from '@/lib/utils';

const COLUMNS = 6;

/** Each icon gets a palette colour, cycling ('Escolha um ícone colorido'). */
function iconColor(index: number): string {
  return labelPalette[index % labelPalette.length]!.hex;
}

/** 'Ícone do Board': a button with the current icon opening a 6-column grid of the 37 icons (arrow keys move). */
export function IconPicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: BoardIconName;
  onChange: (icon: BoardIconName) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(() => Math.max(0, boardIcons.indexOf(value)));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const titleId = `${id}-popover-title`;

  const move = (event: KeyboardEvent, index: number) => {
    const deltas: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS };
    let next: number | undefined;
    if (event.key in deltas) next = index + deltas[event.key]!;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = boardIcons.length - 1;
    if (next === undefined || next < 0 || next >= boardIcons.length) return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setFocused(Math.max(0, boardIcons.indexOf(value)));
      }}
    >
      <PopoverTrigger asChild>
        <Button
          id={id}
          variant="outline"
          className="w-fit justify-start gap-2"
          aria-label={t('boards.dialog.iconCurrent', { name: value })}
        >
          <BoardIcon name={value} className="size-5" style={{ color: iconColor(boardIcons.indexOf(value)) }} />
          <span className="text-sm">{value}</span>
          <ChevronDown aria-hidden="true" className="opacity-60" />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        className="w-auto"
        role="dialog"
        aria-labelledby={titleId}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          buttons.current[Math.max(0, boardIcons.indexOf(value))]?.focus();
        }}
      >
        <p id={titleId} className="mb-3 text-sm font-medium">
          {t('boards.dialog.iconPopoverTitle')}
        </p>
        <div role="group" aria-labelledby={titleId} className="grid grid-cols-6 gap-1">
          {boardIcons.map((icon, index) => (
            <button
              key={icon}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              aria-label={icon}
              aria-pressed={icon === value}
              title={icon}
              tabIndex={index === focused ? 0 : -1}
              onKeyDown={(event) => move(event, index)}
              onFocus={() => setFocused(index)}
              onClick={() => {
                onChange(icon);
                setOpen(false);
              }}
              className={cn(
                'flex size-9 items-center justify-center rounded-md outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60',
                icon === value && 'bg-accent ring-1 ring-ring',
              )}
            >
              <BoardIcon name={icon} className="size-5" style={{ color: iconColor(index) }} />
            </button>
          ))}
        </div>
      </PopoverContent>
    </Popover>
  );
}
