import { forwardRef, useEffect, useImperativeHandle, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

export type SuggestionItem = { id: string; label: string; hint?: string; icon?: ReactNode };

export type SuggestionListHandle = { onKeyDown: (event: KeyboardEvent) => boolean };

/**
 * The pickers of the editor ('/' blocks, '#' cards, '@' people): a listbox under the caret,
 * Up/Down to move, Enter to choose, Escape to close.
 */
export const SuggestionList = forwardRef<
  SuggestionListHandle,
  { items: SuggestionItem[]; command: (item: SuggestionItem) => void; label: string; empty: string }
>(function SuggestionList({ items, command, label, empty }, ref) {
  const [selected, setSelected] = useState(0);
  useEffect(() => setSelected(0), [items]);
  useImperativeHandle(ref, () => ({
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown') {
        setSelected((i) => (items.length ? (i + 1) % items.length : 0));
        return true;
      }
      if (event.key === 'ArrowUp') {
        setSelected((i) => (items.length ? (i - 1 + items.length) % items.length : 0));
        return true;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        const item = items[selected];
        if (item) command(item);
        return Boolean(item);
      }
      return false;
    },
  }));
  return (
    <div
      role="listbox"
      aria-label={label}
      className="max-h-72 w-72 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
      data-testid="doc-suggestions"
    >
      {items.length === 0 ? <p className="px-2 py-1.5 text-sm text-muted-foreground">{empty}</p> : null}
      {items.map((item, index) => (
        <button
          key={item.id}
          type="button"
          role="option"
          aria-selected={index === selected}
          className={cn(
            'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm',
            index === selected ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
          )}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => command(item)}
        >
          {item.icon ? <span className="flex size-5 shrink-0 items-center justify-center">{item.icon}</span> : null}
          <span className="min-w-0 flex-1 truncate">{item.label}</span>
          {item.hint ? <span className="shrink-0 truncate text-xs text-muted-foreground">{item.hint}</span> : null}
        </button>
      ))}
    </div>
  );
});
