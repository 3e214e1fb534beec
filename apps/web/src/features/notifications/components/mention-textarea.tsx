import { filterMentionCandidates, insertMention, mentionAtCaret } from '@rbax/shared/notifications';
import { useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Textarea } from '@/components/ui/textarea';
import type { MentionPerson } from '@/features/notifications/hooks/use-mentions';
import { cn, initials } from '@/lib/utils';

type Props = Omit<ComponentProps<'textarea'>, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** Who may be mentioned (the board's readers). */
  people: readonly MentionPerson[];
  onPick: (person: MentionPerson) => void;
};

/**
 * A textarea that suggests people while '@' is typed: a listbox under it, arrows to move,
 * Enter or Tab to choose, Esc to close (the dialog around it stays open). The textarea keeps
 * focus; the active suggestion is announced through aria-activedescendant.
 */
export function MentionTextarea({ value, onValueChange, people, onPick, onKeyDown, className, ...props }: Props) {
  const { t } = useTranslation();
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const match = caret === null ? null : mentionAtCaret(value, caret);
  const suggestions = match ? filterMentionCandidates(people, match.query) : [];
  const open = match !== null && suggestions.length > 0 && dismissedAt !== match.start;
  const current = open ? Math.min(active, suggestions.length - 1) : -1;

  const track = () => {
    const el = ref.current;
    if (el) setCaret(el.selectionStart === el.selectionEnd ? el.selectionStart : null);
  };

  const choose = (person: MentionPerson) => {
    if (!match || caret === null) return;
    const next = insertMention(value, match.start, caret, person.name);
    onValueChange(next.text);
    onPick(person);
    setCaret(next.caret);
    setActive(0);
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current + step + suggestions.length) % suggestions.length);
        return;
      }
      if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
        event.preventDefault();
        choose(suggestions[current]!);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setDismissedAt(match.start);
        return;
      }
    }
    onKeyDown?.(event);
  };

  return (
    <div className="relative">
      <Textarea
        {...props}
        ref={ref}
        value={value}
        className={className}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${current}` : undefined}
        // While suggestions are open, Esc closes them and not the card dialog.
        data-escape-local={open ? '' : undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          setCaret(event.target.selectionStart === event.target.selectionEnd ? event.target.selectionStart : null);
          setActive(0);
        }}
        onSelect={track}
        onClick={track}
        onKeyUp={(event) => {
          if (!['ArrowDown', 'ArrowUp', 'Enter', 'Tab', 'Escape'].includes(event.key)) track();
        }}
        onBlur={() => setCaret(null)}
        onKeyDown={handleKeyDown}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('notifications.mentions.suggestions')}
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-60 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {suggestions.map((person, index) => (
            <li
              key={person.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === current}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm',
                index === current && 'bg-accent text-accent-foreground',
              )}
              // Keeps focus (and the caret) in the textarea.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(person)}
              onMouseEnter={() => setActive(index)}
            >
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/15 text-[0.6rem] font-semibold"
              >
                {initials(person.name)}
              </span>
              <span className="max-w-[70%] shrink-0 truncate">{person.name}</span>
              {person.email ? (
                <span className="min-w-0 flex-1 truncate text-xs text-muted-foreground">{person.email}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <span role="status" aria-live="polite" className="sr-only">
        {open ? t('notifications.mentions.count', { count: suggestions.length }) : ''}
      </span>
    </div>
  );
}
