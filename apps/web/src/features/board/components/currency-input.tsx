import { useState, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { formatCurrencyInput, parseCurrencyInput } from '@/features/board/lib/money';

type CurrencyInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'onBlur'> & {
  value: string | null;
  /** Called on blur/Enter with the parsed decimal string (null when cleared); invalid text calls onInvalid. */
  onCommit: (value: string | null) => void;
  onInvalid: () => void;
};

/** R$ amount typed the Brazilian way ('1.234,56'); sent as '1234.56'. */
export function CurrencyInput({ value, onCommit, onInvalid, ...props }: CurrencyInputProps) {
  const [text, setText] = useState(() => formatCurrencyInput(value));
  const [prev, setPrev] = useState(value);
  if (prev !== value) {
    setPrev(value);
    setText(formatCurrencyInput(value));
  }
  const commit = () => {
    const parsed = parseCurrencyInput(text);
    if (parsed === undefined) {
      onInvalid();
      return;
    }
    if (parsed !== value) onCommit(parsed);
    setText(formatCurrencyInput(parsed));
  };
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-sm text-muted-foreground"
      >
        R$
      </span>
      <Input
        {...props}
        inputMode="decimal"
        className="pl-9"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </div>
  );
}
